import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { dateRangeInputSchema, missionFormSchema, missionListQuerySchema } from '../../../shared/missions/mission-management.schema';
import { associationScope, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  type MissionAccess,
  addMissionDateRange,
  createManagedMission,
  deleteManagedMission,
  duplicateManagedMission,
  getMissionDetail,
  listManagedMissions,
  listMissionApplications,
  listMissionSubscribers,
  listMissionTestimonies,
  missionAccess,
  transitionManagedMission,
  updateManagedMission,
} from './manage.service';

/** Without a session the answer is 401 before anything else (even a malformed body). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const missionParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });
const TRANSITIONS = ['publish', 'unpublish', 'archive'] as const;

/**
 * The mission screens of the association space (`/association/{slug}/missions...`)
 * and, with the same shapes, the missions a company publishes itself
 * (`/entreprise/{slug}/missions...`). Who may do what: shared/permissions/policies.ts.
 */
export function missionManagementRoutes(deps: AppDeps) {
  const spaces = [
    {
      base: '/associations/:slug/missions',
      access: async (c: Context<AppEnv>, slug: string): Promise<MissionAccess> => {
        const actor = await requireActor(c, deps.sql);
        const association = await associationScope(c, deps.sql, slug);
        return missionAccess(deps, actor, { kind: 'association', association });
      },
    },
    {
      base: '/companies/:slug/published-missions',
      access: async (c: Context<AppEnv>, slug: string): Promise<MissionAccess> => {
        const actor = await requireActor(c, deps.sql);
        const company = await companyScope(c, deps.sql, slug);
        return missionAccess(deps, actor, { kind: 'company', company });
      },
    },
  ];

  const routes = new Hono<AppEnv>();
  for (const { base, access } of spaces) {
    routes
      .get(base, signedIn, validate('query', missionListQuerySchema), async (c) => {
        const who = await access(c, c.req.param('slug')!);
        c.header('Cache-Control', 'no-store');
        return c.json(await listManagedMissions(deps, who, c.req.valid('query')));
      })
      .post(base, signedIn, validate('json', missionFormSchema), async (c) => {
        const who = await access(c, c.req.param('slug')!);
        return c.json(await createManagedMission(deps, who, c.req.valid('json')), 201);
      })
      .get(`${base}/:id`, signedIn, validate('param', missionParams), async (c) => {
        const { slug, id } = c.req.valid('param');
        c.header('Cache-Control', 'no-store');
        return c.json(await getMissionDetail(deps, await access(c, slug), id));
      })
      .put(`${base}/:id`, signedIn, validate('param', missionParams), validate('json', missionFormSchema), async (c) => {
        const { slug, id } = c.req.valid('param');
        return c.json(await updateManagedMission(deps, await access(c, slug), id, c.req.valid('json')));
      })
      .delete(`${base}/:id`, signedIn, validate('param', missionParams), async (c) => {
        const { slug, id } = c.req.valid('param');
        await deleteManagedMission(deps, await access(c, slug), id);
        return c.body(null, 204);
      })
      .post(`${base}/:id/duplicate`, signedIn, validate('param', missionParams), async (c) => {
        const { slug, id } = c.req.valid('param');
        return c.json(await duplicateManagedMission(deps, await access(c, slug), id), 201);
      })
      .post(`${base}/:id/date-range`, signedIn, validate('param', missionParams), validate('json', dateRangeInputSchema), async (c) => {
        const { slug, id } = c.req.valid('param');
        return c.json(await addMissionDateRange(deps, await access(c, slug), id, c.req.valid('json')));
      })
      .get(`${base}/:id/applications`, signedIn, validate('param', missionParams), async (c) => {
        const { slug, id } = c.req.valid('param');
        c.header('Cache-Control', 'no-store');
        return c.json(await listMissionApplications(deps, await access(c, slug), id));
      })
      .get(`${base}/:id/subscribers`, signedIn, validate('param', missionParams), async (c) => {
        const { slug, id } = c.req.valid('param');
        c.header('Cache-Control', 'no-store');
        return c.json(await listMissionSubscribers(deps, await access(c, slug), id));
      })
      .get(`${base}/:id/testimonies`, signedIn, validate('param', missionParams), async (c) => {
        const { slug, id } = c.req.valid('param');
        c.header('Cache-Control', 'no-store');
        return c.json(await listMissionTestimonies(deps, await access(c, slug), id));
      });
    for (const action of TRANSITIONS) {
      routes.post(`${base}/:id/${action}`, signedIn, validate('param', missionParams), async (c) => {
        const { slug, id } = c.req.valid('param');
        return c.json(await transitionManagedMission(deps, await access(c, slug), id, action));
      });
    }
  }
  return routes;
}
