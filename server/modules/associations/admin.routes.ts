import { Hono } from 'hono';
import {
  adminAssociationBulkInputSchema,
  adminAssociationExportQuerySchema,
  adminAssociationIdentityInputSchema,
  adminAssociationListQuerySchema,
  associationCertificationInputSchema,
  associationIntermissionInputSchema,
} from '../../../shared/associations/admin-association.schema';
import { platformAdminOnly } from '../../http/context';
import { sendDownload } from '../../http/download';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  bulkUpdateAssociations,
  certifyAssociation,
  exportAssociations,
  getAssociationForAdmin,
  listAssociationsForAdmin,
  setAssociationIntermissionEligibility,
  updateAssociationIdentityForAdmin,
} from './admin.service';

/** Mounted under /api/v1/admin: the platform's associations, for platform administrators only (401, then 403). */
export function adminAssociationRoutes(deps: AppDeps) {
  const adminOnly = platformAdminOnly(deps.sql);
  return new Hono<AppEnv>()
    .get('/associations', adminOnly, validate('query', adminAssociationListQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listAssociationsForAdmin(deps.sql, c.req.valid('query')));
    })
    .get('/exports/associations', adminOnly, validate('query', adminAssociationExportQuerySchema), async (c) => {
      const { format, ...filters } = c.req.valid('query');
      return sendDownload(c, await exportAssociations(deps.sql, filters, format));
    })
    .post('/associations/bulk', adminOnly, validate('json', adminAssociationBulkInputSchema), async (c) => {
      return c.json(await bulkUpdateAssociations(deps, c.req.valid('json')));
    })
    .get('/associations/:associationSlug', adminOnly, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getAssociationForAdmin(deps.sql, c.req.param('associationSlug')));
    })
    .put('/associations/:associationSlug', adminOnly, validate('json', adminAssociationIdentityInputSchema), async (c) => {
      return c.json(await updateAssociationIdentityForAdmin(deps.sql, c.req.param('associationSlug'), c.req.valid('json')));
    })
    .put('/associations/:associationSlug/certification', adminOnly, validate('json', associationCertificationInputSchema), async (c) => {
      return c.json(await certifyAssociation(deps.sql, c.req.param('associationSlug'), c.req.valid('json').certifiedLabel));
    })
    .put('/associations/:associationSlug/intermission', adminOnly, validate('json', associationIntermissionInputSchema), async (c) => {
      return c.json(await setAssociationIntermissionEligibility(deps.sql, c.req.param('associationSlug'), c.req.valid('json').intermissionEligible));
    });
}
