import { Hono } from 'hono';
import { canManageCompany } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { companyOverview, employeeHome } from './homes.service';

/** The homes of the employee and company spaces (issue 12): one call each, composed from the domains' services. */
export function homeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/home', async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      c.header('Cache-Control', 'no-store');
      return c.json(await employeeHome(deps.sql, actor, company));
    })
    .get('/companies/:slug/overview', async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      authorize(canManageCompany(actor, company));
      c.header('Cache-Control', 'no-store');
      return c.json(await companyOverview(deps.sql, company));
    });
}
