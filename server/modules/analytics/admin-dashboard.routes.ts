import { Hono } from 'hono';
import { platformAdminOnly } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { adminDashboard } from './admin-dashboard.service';

/** Mounted under /api/v1/admin: the platform's dashboard (issue 16), for platform administrators only. */
export function adminDashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(platformAdminOnly(deps.sql)).get('/dashboard', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await adminDashboard(deps.sql));
  });
}
