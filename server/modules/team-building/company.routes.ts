import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { canManageCompany, isCompanyMember } from '../../../shared/permissions/policies';
import { readTeamBuildingFilters } from '../../../shared/team-building/team-building-filters';
import { TEAM_BUILDING_ACTIONS } from '../../../shared/team-building/team-building.machine';
import {
  teamBuildingInputSchema,
  teamBuildingRequestCancelInputSchema,
  teamBuildingRequestFormSchema,
  teamBuildingTestimonyInputSchema,
} from '../../../shared/team-building/team-building.schema';
import { parisToday } from '../../../shared/time/paris';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import { sendDownload } from '../../http/download';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { exportSolidarityTeamBuilding } from './exports.service';
import {
  createTeamBuilding,
  deleteTeamBuilding,
  getCompanyTeamBuilding,
  listCompanyTeamBuildings,
  searchTeamBuildingAssociations,
  transitionTeamBuilding,
  updateTeamBuilding,
} from './manage.service';
import {
  createRequest,
  getCompanyRequest,
  joinRequest,
  leaveRequest,
  listCompanyRequests,
  listEmployeeTeamBuildings,
  testify,
  transitionRequest,
} from './requests.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const companyParams = z.object({ slug: z.string() });
const teamBuildingParams = z.object({ slug: z.string(), teamBuildingId: id });
const requestParams = z.object({ slug: z.string(), requestId: id });
const searchQuery = z.object({ q: z.string().max(100).default('') });
/** The request form's fields; the team building is the path's. */
const requestBody = teamBuildingRequestFormSchema;

/** Without a session the answer is 401 before anything else (even a malformed body). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/** The company of the path, for those who manage it (its admins, its holding's admins, platform admins). */
async function manager(c: Context<AppEnv>, deps: AppDeps) {
  const actor = await requireActor(c, deps.sql);
  const company = await companyScope(c, deps.sql, c.req.param('slug')!);
  authorize(canManageCompany(actor, company));
  return { actor, companyId: company.id, reader: { userId: actor.userId, managesCompany: true } };
}

/** The company of the path, for its members (the employee space's own calls). */
async function member(c: Context<AppEnv>, deps: AppDeps) {
  const actor = await requireActor(c, deps.sql);
  const company = await companyScope(c, deps.sql, c.req.param('slug')!);
  authorize(isCompanyMember(actor, company.id));
  return { userId: actor.userId, companyId: company.id };
}

/** Refused (403) before the body is read. */
const managesCompany =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await manager(c, deps);
    await next();
  };
const isMember =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await member(c, deps);
    await next();
  };

const filtersOf = (c: Context<AppEnv>) => readTeamBuildingFilters(new URL(c.req.url).searchParams);

/**
 * Team building in the company space (`/entreprise/{slug}/team-building`), for those who manage the company: the
 * catalogue and the company's own list (filtered), its own team buildings' form and steps, its requests and their steps,
 * and the export (spec §7). Answers are the shared/team-building/team-building-api.ts shapes.
 */
export function companyTeamBuildingRoutes(deps: AppDeps) {
  const base = '/companies/:slug/team-buildings';
  const routes = new Hono<AppEnv>()
    .get(base, signedIn, validate('param', companyParams), async (c) => {
      const { companyId } = await manager(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompanyTeamBuildings(deps.sql, companyId, filtersOf(c)));
    })
    .post(base, signedIn, validate('param', companyParams), managesCompany(deps), validate('json', teamBuildingInputSchema), async (c) => {
      const { companyId, actor } = await manager(c, deps);
      return c.json(await createTeamBuilding(deps.sql, { kind: 'company', companyId }, actor.userId, c.req.valid('json')), 201);
    })
    .get(`${base}/:teamBuildingId`, signedIn, validate('param', teamBuildingParams), async (c) => {
      const { companyId } = await manager(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyTeamBuilding(deps.sql, companyId, c.req.valid('param').teamBuildingId));
    })
    .put(`${base}/:teamBuildingId`, signedIn, validate('param', teamBuildingParams), managesCompany(deps), validate('json', teamBuildingInputSchema), async (c) => {
      const { companyId } = await manager(c, deps);
      return c.json(await updateTeamBuilding(deps.sql, { kind: 'company', companyId }, c.req.valid('param').teamBuildingId, c.req.valid('json')));
    })
    .delete(`${base}/:teamBuildingId`, signedIn, validate('param', teamBuildingParams), async (c) => {
      const { companyId } = await manager(c, deps);
      await deleteTeamBuilding(deps.sql, { kind: 'company', companyId }, c.req.valid('param').teamBuildingId);
      return c.body(null, 204);
    })
    .post(`${base}/:teamBuildingId/requests`, signedIn, validate('param', teamBuildingParams), managesCompany(deps), validate('json', requestBody), async (c) => {
      const { companyId, reader } = await manager(c, deps);
      const teamBuildingId = c.req.valid('param').teamBuildingId;
      return c.json(await createRequest(deps.sql, companyId, reader, teamBuildingId, { ...c.req.valid('json'), teamBuildingId }), 201);
    })
    .get('/companies/:slug/team-building-associations', signedIn, validate('param', companyParams), managesCompany(deps), validate('query', searchQuery), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await searchTeamBuildingAssociations(deps.sql, c.req.valid('query').q));
    })
    .get('/companies/:slug/team-building-requests', signedIn, validate('param', companyParams), async (c) => {
      const { companyId } = await manager(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompanyRequests(deps.sql, companyId));
    })
    .get('/companies/:slug/team-building-requests/:requestId', signedIn, validate('param', requestParams), async (c) => {
      const { companyId, reader } = await manager(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyRequest(deps.sql, companyId, c.req.valid('param').requestId, reader));
    })
    .post('/companies/:slug/team-building-requests/:requestId/validate', signedIn, validate('param', requestParams), async (c) => {
      const { companyId, reader } = await manager(c, deps);
      return c.json(await transitionRequest(deps.sql, companyId, c.req.valid('param').requestId, reader, 'validate', null));
    })
    .post('/companies/:slug/team-building-requests/:requestId/finish', signedIn, validate('param', requestParams), async (c) => {
      const { companyId, reader } = await manager(c, deps);
      return c.json(await transitionRequest(deps.sql, companyId, c.req.valid('param').requestId, reader, 'finish', null));
    })
    .post(
      '/companies/:slug/team-building-requests/:requestId/cancel',
      signedIn,
      validate('param', requestParams),
      managesCompany(deps),
      validate('json', teamBuildingRequestCancelInputSchema),
      async (c) => {
        const { companyId, reader } = await manager(c, deps);
        return c.json(await transitionRequest(deps.sql, companyId, c.req.valid('param').requestId, reader, 'cancel', c.req.valid('json')));
      },
    )
    .get('/companies/:slug/exports/solidarity_team_building', signedIn, validate('param', companyParams), async (c) => {
      const { companyId } = await manager(c, deps);
      return sendDownload(c, await exportSolidarityTeamBuilding(deps.sql, companyId, parisToday()));
    })
    // The employee space: the company's confirmed requests, joining, leaving, testifying.
    .get('/companies/:slug/employee-team-building', signedIn, validate('param', companyParams), async (c) => {
      const { companyId, userId } = await member(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await listEmployeeTeamBuildings(deps.sql, companyId, userId));
    })
    .post('/companies/:slug/employee-team-building/:requestId/participation', signedIn, validate('param', requestParams), async (c) => {
      const { companyId, userId } = await member(c, deps);
      return c.json(await joinRequest(deps.sql, companyId, c.req.valid('param').requestId, userId));
    })
    .delete('/companies/:slug/employee-team-building/:requestId/participation', signedIn, validate('param', requestParams), async (c) => {
      const { companyId, userId } = await member(c, deps);
      return c.json(await leaveRequest(deps.sql, companyId, c.req.valid('param').requestId, userId));
    })
    .put(
      '/companies/:slug/employee-team-building/:requestId/testimony',
      signedIn,
      validate('param', requestParams),
      isMember(deps),
      validate('json', teamBuildingTestimonyInputSchema),
      async (c) => {
        const { companyId, userId } = await member(c, deps);
        return c.json(await testify(deps.sql, companyId, c.req.valid('param').requestId, userId, c.req.valid('json').testimony));
      },
    );
  for (const action of TEAM_BUILDING_ACTIONS) {
    routes.post(`${base}/:teamBuildingId/${action}`, signedIn, validate('param', teamBuildingParams), async (c) => {
      const { companyId } = await manager(c, deps);
      return c.json(await transitionTeamBuilding(deps.sql, { kind: 'company', companyId }, c.req.valid('param').teamBuildingId, action));
    });
  }
  return routes;
}
