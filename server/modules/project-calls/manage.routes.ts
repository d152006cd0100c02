import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { canManageCompany } from '../../../shared/permissions/policies';
import { projectCallInputSchema } from '../../../shared/project-calls/project-call.schema';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import { EXPORT_FORMATS, sendDownload } from '../../http/download';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { exportProjectCallAnswers, exportProjectCallProjects } from './exports.service';
import {
  PROJECT_REVIEW_ACTIONS,
  createProjectCall,
  deleteProjectCall,
  getCompanyProject,
  getCompanyProjectCall,
  listCompanyProjectCalls,
  projectCallOptions,
  reviewProject,
  updateProjectCall,
} from './manage.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const companyParams = z.object({ slug: z.string() });
const callParams = z.object({ slug: z.string(), projectCallId: id });
const projectParams = z.object({ slug: z.string(), projectCallId: id, projectId: id });
const exportParams = z.object({ slug: z.string(), id });
const formatQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/** The company of the path, for those who manage it (`canManageCompany`). */
async function manager(c: Context<AppEnv>, deps: AppDeps): Promise<{ companyId: number; userId: string }> {
  const actor = await requireActor(c, deps.sql);
  const company = await companyScope(c, deps.sql, c.req.param('slug')!);
  authorize(canManageCompany(actor, company));
  return { companyId: company.id, userId: actor.userId };
}

/** Refused (403) before the body is read. */
const managesCompany =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await manager(c, deps);
    await next();
  };

/**
 * « Appels à projets » of the company space (`/entreprise/{slug}/appels-a-projets`), for those who manage the company:
 * the list, the form, deletion, the review of submitted projects, and the two downloads of spec §7. Every route is
 * behind `featureGate('project_calls')` (server/app.ts).
 */
export function companyProjectCallRoutes(deps: AppDeps) {
  const base = '/companies/:slug/project-calls';
  const routes = new Hono<AppEnv>()
    .get(base, signedIn, validate('param', companyParams), async (c) => {
      const { companyId } = await manager(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompanyProjectCalls(deps.sql, companyId));
    })
    .post(base, signedIn, validate('param', companyParams), managesCompany(deps), validate('json', projectCallInputSchema), async (c) => {
      const { companyId, userId } = await manager(c, deps);
      return c.json(await createProjectCall(deps.sql, companyId, userId, c.req.valid('json')), 201);
    })
    .get('/companies/:slug/project-call-options', signedIn, validate('param', companyParams), async (c) => {
      const { companyId } = await manager(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await projectCallOptions(deps.sql, companyId));
    })
    .get(`${base}/:projectCallId`, signedIn, validate('param', callParams), async (c) => {
      const { companyId } = await manager(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyProjectCall(deps.sql, companyId, c.req.valid('param').projectCallId));
    })
    .put(`${base}/:projectCallId`, signedIn, validate('param', callParams), managesCompany(deps), validate('json', projectCallInputSchema), async (c) => {
      const { companyId } = await manager(c, deps);
      return c.json(await updateProjectCall(deps.sql, companyId, c.req.valid('param').projectCallId, c.req.valid('json')));
    })
    .delete(`${base}/:projectCallId`, signedIn, validate('param', callParams), async (c) => {
      const { companyId } = await manager(c, deps);
      await deleteProjectCall(deps.sql, companyId, c.req.valid('param').projectCallId);
      return c.body(null, 204);
    })
    .get(`${base}/:projectCallId/projects/:projectId`, signedIn, validate('param', projectParams), async (c) => {
      const { companyId } = await manager(c, deps);
      const { projectCallId, projectId } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyProject(deps.sql, companyId, projectCallId, projectId));
    })
    .get('/companies/:slug/exports/project-calls/:id', signedIn, validate('param', exportParams), validate('query', formatQuery), async (c) => {
      const { companyId } = await manager(c, deps);
      return sendDownload(c, await exportProjectCallProjects(deps, companyId, c.req.valid('param').id, c.req.valid('query').format));
    })
    .get('/companies/:slug/exports/project-typeform-responses/:id', signedIn, validate('param', exportParams), validate('query', formatQuery), async (c) => {
      const { companyId } = await manager(c, deps);
      return sendDownload(c, await exportProjectCallAnswers(deps, companyId, c.req.valid('param').id, c.req.valid('query').format));
    });
  for (const action of PROJECT_REVIEW_ACTIONS) {
    routes.post(`${base}/:projectCallId/projects/:projectId/${action}`, signedIn, validate('param', projectParams), async (c) => {
      const { companyId } = await manager(c, deps);
      const { projectCallId, projectId } = c.req.valid('param');
      return c.json(await reviewProject(deps.sql, companyId, projectCallId, projectId, action));
    });
  }
  return routes;
}
