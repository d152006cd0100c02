import { Hono } from 'hono';
import { z } from 'zod';
import { missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { AppError } from '../../../shared/errors';
import { companyScope, requireActor } from '../../http/context';
import { programMissionCondition } from '../programs/programs.service';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { employeeAudience, getEmployeeMissionPage, getPublicMissionPage, searchMissions } from './search.service';

const missionParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const companyMissionParams = missionParams.extend({ slug: z.string() });

/**
 * Mission discovery (spec §2): the public search and mission pages, and the
 * employee ones, where a company's employees see what is open to them (and,
 * with `?program=`, what a selection of their company holds for them).
 */
export function missionSearchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/missions/search', validate('query', missionSearchQuerySchema), async (c) => {
      const query = c.req.valid('query');
      // Selections belong to a company: visitors have none.
      if (query.program !== undefined) throw new AppError('NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.json(await searchMissions(deps.sql, { kind: 'public' }, query));
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
      const query = c.req.valid('query');
      // `?program=`: the missions of a published selection of the company (its feature gated in app.ts), 404 for any other.
      const scope = query.program === undefined ? {} : await programMissionCondition(deps, company.id, query.program);
      c.header('Cache-Control', 'no-store');
      return c.json(await searchMissions(deps.sql, audience, query, new Date(), scope));
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
