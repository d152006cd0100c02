import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { isCompanyMember } from '../../../shared/permissions/policies';
import { projectCallAccessInputSchema, projectInputSchema } from '../../../shared/project-calls/project.schema';
import { isAccountValidated } from '../../../shared/users/user-states';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  type CallDoor,
  type Participant,
  findExternalCallByShareId,
  getParticipantProject,
  getParticipantView,
  listEmployeeProjectCalls,
  prepareExternalAccess,
  saveProject,
  submitProject,
  vote,
  withdrawVote,
} from './participate.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const companyParams = z.object({ slug: z.string() });
const callParams = z.object({ slug: z.string(), projectCallId: id });
const projectParams = z.object({ slug: z.string(), projectCallId: id, projectId: id });
const externalCallParams = z.object({ projectCallId: id });
const shareParams = z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

async function participantOf(c: Context<AppEnv>, deps: AppDeps): Promise<Participant> {
  const actor = await requireActor(c, deps.sql);
  return { userId: actor.userId, accountValidated: isAccountValidated(actor.state) };
}

/** A member of the company of the path (`isCompanyMember`), with the door to its internal calls. */
async function member(c: Context<AppEnv>, deps: AppDeps): Promise<{ door: CallDoor & { kind: 'employee' }; participant: Participant }> {
  const actor = await requireActor(c, deps.sql);
  const company = await companyScope(c, deps.sql, c.req.param('slug')!);
  authorize(isCompanyMember(actor, company.id));
  return { door: { kind: 'employee', companyId: company.id }, participant: await participantOf(c, deps) };
}

const membersOnly =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await member(c, deps);
    await next();
  };

/**
 * The employee space's project calls (`/collaborateur/{slug}/appels-a-projets`): the company's internal calls, a call's
 * page with one's own project, the ballot and the results, for the company's members. Behind
 * `featureGate('project_calls')` (server/app.ts).
 */
export function employeeProjectCallRoutes(deps: AppDeps) {
  const base = '/companies/:slug/employee-project-calls';
  return new Hono<AppEnv>()
    .get(base, signedIn, validate('param', companyParams), async (c) => {
      const { door } = await member(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await listEmployeeProjectCalls(deps.sql, door.companyId));
    })
    .get(`${base}/:projectCallId`, signedIn, validate('param', callParams), async (c) => {
      const { door, participant } = await member(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await getParticipantView(deps.sql, door, c.req.valid('param').projectCallId, participant));
    })
    .put(`${base}/:projectCallId/my-project`, signedIn, validate('param', callParams), membersOnly(deps), validate('json', projectInputSchema), async (c) => {
      const { door, participant } = await member(c, deps);
      return c.json(await saveProject(deps.sql, door, c.req.valid('param').projectCallId, participant, c.req.valid('json')));
    })
    .post(`${base}/:projectCallId/my-project/submit`, signedIn, validate('param', callParams), async (c) => {
      const { door, participant } = await member(c, deps);
      return c.json(await submitProject(deps.sql, door, c.req.valid('param').projectCallId, participant));
    })
    .get(`${base}/:projectCallId/projects/:projectId`, signedIn, validate('param', projectParams), async (c) => {
      const { door, participant } = await member(c, deps);
      const { projectCallId, projectId } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await getParticipantProject(deps.sql, door, projectCallId, projectId, participant));
    })
    .put(`${base}/:projectCallId/votes/:projectId`, signedIn, validate('param', projectParams), async (c) => {
      const { door, participant } = await member(c, deps);
      const { projectCallId, projectId } = c.req.valid('param');
      return c.json(await vote(deps.sql, door.companyId, projectCallId, projectId, participant.userId));
    })
    .delete(`${base}/:projectCallId/votes/:projectId`, signedIn, validate('param', projectParams), async (c) => {
      const { door, participant } = await member(c, deps);
      const { projectCallId, projectId } = c.req.valid('param');
      return c.json(await withdrawVote(deps.sql, door.companyId, projectCallId, projectId, participant.userId));
    });
}

/**
 * An external call's pages (`/appel-a-projets/partage/{shareId}`, `/appel-a-projets/{companySlug}/{id}` and its
 * `/connexion`): anyone reads the call; a person outside the company asks for access with their address (an account
 * without password is made, then better-auth's e-mail code signs them in), then writes and submits their own project.
 * They only ever read their own project (the call's page carries it).
 */
export function externalProjectCallRoutes(deps: AppDeps) {
  const external: CallDoor = { kind: 'external' };
  return new Hono<AppEnv>()
    .get('/project-calls/share/:shareId', validate('param', shareParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await findExternalCallByShareId(deps.sql, c.req.valid('param').shareId));
    })
    .get('/project-calls/:projectCallId', validate('param', externalCallParams), async (c) => {
      const participant = c.get('session') ? await participantOf(c, deps) : null;
      c.header('Cache-Control', 'no-store');
      return c.json(await getParticipantView(deps.sql, external, c.req.valid('param').projectCallId, participant));
    })
    .post('/project-calls/:projectCallId/access', validate('param', externalCallParams), validate('json', projectCallAccessInputSchema), async (c) => {
      const { email, lang } = c.req.valid('json');
      await prepareExternalAccess(deps.sql, c.req.valid('param').projectCallId, email, lang ?? null);
      return c.body(null, 204);
    })
    .put('/project-calls/:projectCallId/my-project', signedIn, validate('param', externalCallParams), validate('json', projectInputSchema), async (c) =>
      c.json(await saveProject(deps.sql, external, c.req.valid('param').projectCallId, await participantOf(c, deps), c.req.valid('json'))),
    )
    .post('/project-calls/:projectCallId/my-project/submit', signedIn, validate('param', externalCallParams), async (c) =>
      c.json(await submitProject(deps.sql, external, c.req.valid('param').projectCallId, await participantOf(c, deps))),
    );
}
