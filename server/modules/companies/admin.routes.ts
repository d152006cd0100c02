import { Hono } from 'hono';
import {
  adminCompanyAdminsInputSchema,
  adminCompanyBulkInputSchema,
  adminCompanyCreateSchema,
  adminCompanyFormSchema,
  adminCompanyListQuerySchema,
} from '../../../shared/companies/admin-company.schema';
import { platformAdminOnly, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  bulkUpdateCompanies,
  createCompanyForAdmin,
  getCompanyForAdmin,
  inviteCompanyAdminsForAdmin,
  listCompaniesForAdmin,
  listHoldingsForAdmin,
  updateCompanyForAdmin,
} from './admin.service';

/** Mounted under /api/v1/admin: the platform's companies and holdings, for platform administrators only (401, then 403). */
export function adminCompanyRoutes(deps: AppDeps) {
  const adminOnly = platformAdminOnly(deps.sql);
  return new Hono<AppEnv>()
    .get('/companies', adminOnly, validate('query', adminCompanyListQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompaniesForAdmin(deps.sql, c.req.valid('query')));
    })
    .post('/companies', adminOnly, validate('json', adminCompanyCreateSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      return c.json(await createCompanyForAdmin(deps, actor, c.req.valid('json')), 201);
    })
    .post('/companies/bulk', adminOnly, validate('json', adminCompanyBulkInputSchema), async (c) => {
      return c.json(await bulkUpdateCompanies(deps, c.req.valid('json')));
    })
    .get('/holdings', adminOnly, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listHoldingsForAdmin(deps.sql));
    })
    .get('/companies/:slug', adminOnly, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyForAdmin(deps.sql, c.req.param('slug')));
    })
    .put('/companies/:slug', adminOnly, validate('json', adminCompanyFormSchema), async (c) => {
      return c.json(await updateCompanyForAdmin(deps.sql, c.req.param('slug'), c.req.valid('json')));
    })
    .post('/companies/:slug/admins', adminOnly, validate('json', adminCompanyAdminsInputSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      return c.json(await inviteCompanyAdminsForAdmin(deps, actor, c.req.param('slug'), c.req.valid('json').adminEmails));
    });
}
