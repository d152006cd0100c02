import { Hono } from 'hono';
import { adminMissionQuerySchema } from '../../../shared/missions/admin-catalogue.schema';
import { platformAdminOnly } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { adminCatalogue } from './admin-catalogue.service';

/** Mounted under /api/v1/admin: the platform's own missions (« Catalogue », issue 16), platform administrators only. */
export function adminCatalogueRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(platformAdminOnly(deps.sql)).get('/missions', validate('query', adminMissionQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await adminCatalogue(deps.sql, c.req.valid('query')));
  });
}
