import { Hono, type MiddlewareHandler } from 'hono';
import { intermissionPeriodInputSchema, intermissionRangeSchema } from '../../../shared/intermission/intermission';
import { canManageCompany, isCompanyMember } from '../../../shared/permissions/policies';
import { authorize, companyScope, platformAdminOnly, requireActor, requireSession } from '../../http/context';
import { sendDownload } from '../../http/download';
import { respond } from '../../http/mutation';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { exportIntermission, exportRange, intermissionOverview, recordIntermissionPeriod } from './intermission.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/**
 * Issue 20, intermission: the offer (eligible associations) and the periods
 * lent, for the company's managers (all, with the form that records one) and
 * its employees (their own); the reporting export with its date range.
 */
export function intermissionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/intermission', signedIn, async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      const manages = canManageCompany(actor, company);
      authorize(manages || isCompanyMember(actor, company.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await intermissionOverview(deps.sql, company.id, manages ? null : actor.userId));
    })
    .post('/companies/:slug/intermission/periods', signedIn, validate('json', intermissionPeriodInputSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      authorize(canManageCompany(actor, company));
      return respond(c, (await recordIntermissionPeriod(deps, actor, company.id, c.req.valid('json'))).result);
    })
    .get('/companies/:slug/exports/intermission', signedIn, validate('query', intermissionRangeSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      authorize(canManageCompany(actor, company));
      return sendDownload(c, await exportIntermission(deps.sql, company.id, exportRange(c.req.valid('query'))));
    });
}

/** Mounted under /api/v1/admin: every company's intermission periods over a date range. */
export function adminIntermissionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/exports/intermission', validate('query', intermissionRangeSchema), async (c) => sendDownload(c, await exportIntermission(deps.sql, null, exportRange(c.req.valid('query')))));
}
