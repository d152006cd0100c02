import { Hono } from 'hono';
import { z } from 'zod';
import { missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { employeeAudience, getEmployeeMissionPage, getPublicMissionPage, searchMissions } from './search.service';

const missionParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const companyMissionParams = missionParams.extend({ slug: z.string() });

/**
 * Mission discovery (spec §2): the public search and mission pages, and the
 * employee ones, where a company's employees see what is open to them.
 */
export function missionSearchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/missions/search', validate('query', missionSearchQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await searchMissions(deps.sql, { kind: 'public' }, c.req.valid('query')));
    })
    .get('/missions/:id{[0-9]+}', validate('param', missionParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getPublicMissionPage(deps.sql, c.req.valid('param').id));
    })
    .get('/companies/:slug/missions/search', async (c, next) => {
      // 401 before anything else, even a malformed query.
      await requireActor(c, deps.sql);
      return next();
    }, validate('query', missionSearchQuerySchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      const audience = employeeAudience(actor, company);
      c.header('Cache-Control', 'no-store');
      return c.json(await searchMissions(deps.sql, audience, c.req.valid('query')));
    })
    .get('/companies/:slug/missions/:id{[0-9]+}', async (c, next) => {
      await requireActor(c, deps.sql);
      return next();
    }, validate('param', companyMissionParams), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const { slug, id } = c.req.valid('param');
      const company = await companyScope(c, deps.sql, slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await getEmployeeMissionPage(deps.sql, actor, company, id));
    });
}
