import { type Context, Hono } from 'hono';
import { dashboardQuerySchema, rangeOrDefault } from '../../../shared/analytics/dashboard.schema';
import { AppError } from '../../../shared/errors';
import { canReadHolding } from '../../../shared/permissions/holdings';
import { canManageCompany } from '../../../shared/permissions/policies';
import { parisToday } from '../../../shared/time/paris';
import { authorize, companyScope, requireActor } from '../../http/context';
import { sendDownload } from '../../http/download';
import type { AppDeps, AppEnv } from '../../http/types';
import { parseInput } from '../../http/validate';
import { findHoldingBySlug } from '../companies/holdings.service';
import { companyDashboard, holdingDashboard } from './dashboard.service';
import { impactReport } from './exports.service';

/**
 * The impact dashboards (spec §7): a company's, for its admins (`canManageCompany`: its admins, the holding admins of
 * its holding, platform admins), and a holding's, consolidated over its companies, for its holding admins and
 * platform admins (`canReadHolding`); each with its XLSX impact report over the same range.
 */
export function dashboardRoutes(deps: AppDeps) {
  const holdingOf = async (c: Context<AppEnv>) => {
    const actor = await requireActor(c, deps.sql);
    const holding = await findHoldingBySlug(deps.sql, c.req.param('holdingSlug')!);
    if (!holding) throw new AppError('NOT_FOUND');
    authorize(canReadHolding(actor, holding));
    return holding;
  };
  const companyOf = async (c: Context<AppEnv>) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, c.req.param('slug')!);
    authorize(canManageCompany(actor, company));
    return { actor, company };
  };
  // Read after the authorisation: whoever may not see the figures learns nothing from a 400.
  const rangeOf = (c: Context<AppEnv>) => rangeOrDefault(parseInput(dashboardQuerySchema, c.req.query()), parisToday());
  return new Hono<AppEnv>()
    .get('/companies/:slug/dashboard', async (c) => {
      const { actor, company } = await companyOf(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await companyDashboard(deps.sql, actor, company, rangeOf(c)));
    })
    .get('/companies/:slug/exports/reporting-impacts-for-company', async (c) => {
      const { actor, company } = await companyOf(c);
      const dashboard = await companyDashboard(deps.sql, actor, company, rangeOf(c));
      return sendDownload(c, await impactReport(company, dashboard));
    })
    .get('/holdings/:holdingSlug/dashboard', async (c) => {
      const holding = await holdingOf(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await holdingDashboard(deps.sql, holding, rangeOf(c)));
    })
    .get('/holdings/:holdingSlug/exports/reporting-impacts', async (c) => {
      const holding = await holdingOf(c);
      const dashboard = await holdingDashboard(deps.sql, holding, rangeOf(c));
      return sendDownload(c, await impactReport(holding, dashboard));
    });
}
