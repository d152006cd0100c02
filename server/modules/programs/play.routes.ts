import { Hono } from 'hono';
import { z } from 'zod';
import { isCompanyMember } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { employeeAudience } from '../missions/search.service';
import { getEmployeeProgram, listEmployeePrograms } from './programs.service';

const companyParams = z.object({ slug: z.string() });
const programParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Selections as employees read them (`/collaborateur/{slug}/selections/{id}-{slug}`, the home, the missions page):
 * the company's published selections only (`EmployeeProgramList`, `EmployeeProgramDetail`). A selection's missions are
 * the mission search's (`GET /companies/{slug}/missions/search?program={id}`).
 */
export function programPlayRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/employee-programs', validate('param', companyParams), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.valid('param').slug);
      authorize(isCompanyMember(actor, company.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await listEmployeePrograms(deps, employeeAudience(actor, company)));
    })
    .get('/companies/:slug/employee-programs/:id{[0-9]+}', validate('param', programParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(isCompanyMember(actor, company.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await getEmployeeProgram(deps, company.id, id));
    });
}
