import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readTeamBuildingFilters } from '../../../shared/team-building/team-building-filters';
import { TEAM_BUILDING_ACTIONS } from '../../../shared/team-building/team-building.machine';
import { teamBuildingInputSchema } from '../../../shared/team-building/team-building.schema';
import { platformAdminOnly, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  createTeamBuilding,
  deleteTeamBuilding,
  getCatalogueTeamBuilding,
  listCatalogueTeamBuildings,
  searchTeamBuildingAssociations,
  transitionTeamBuilding,
  updateTeamBuilding,
} from './manage.service';

const params = z.object({ teamBuildingId: z.coerce.number().int().positive().max(2_147_483_647) });
const searchQuery = z.object({ q: z.string().max(100).default('') });
const CATALOGUE = { kind: 'catalogue' } as const;

/**
 * The platform's catalogue of team buildings (`/admin/team-building`), mounted under /api/v1/admin: platform admins
 * only (401 for visitors, 403 for everyone else). Published ones are offered to every company that has the feature.
 */
export function adminTeamBuildingRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/team-buildings', async (c: Context<AppEnv>) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listCatalogueTeamBuildings(deps.sql, readTeamBuildingFilters(new URL(c.req.url).searchParams)));
    })
    .post('/team-buildings', validate('json', teamBuildingInputSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      return c.json(await createTeamBuilding(deps.sql, CATALOGUE, actor.userId, c.req.valid('json')), 201);
    })
    .get('/team-buildings/:teamBuildingId', validate('param', params), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getCatalogueTeamBuilding(deps.sql, c.req.valid('param').teamBuildingId));
    })
    .put('/team-buildings/:teamBuildingId', validate('param', params), validate('json', teamBuildingInputSchema), async (c) =>
      c.json(await updateTeamBuilding(deps.sql, CATALOGUE, c.req.valid('param').teamBuildingId, c.req.valid('json'))),
    )
    .delete('/team-buildings/:teamBuildingId', validate('param', params), async (c) => {
      await deleteTeamBuilding(deps.sql, CATALOGUE, c.req.valid('param').teamBuildingId);
      return c.body(null, 204);
    })
    .get('/team-building-associations', validate('query', searchQuery), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await searchTeamBuildingAssociations(deps.sql, c.req.valid('query').q));
    });
  for (const action of TEAM_BUILDING_ACTIONS) {
    routes.post(`/team-buildings/:teamBuildingId/${action}`, validate('param', params), async (c) =>
      c.json(await transitionTeamBuilding(deps.sql, CATALOGUE, c.req.valid('param').teamBuildingId, action)),
    );
  }
  return routes;
}
