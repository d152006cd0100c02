import { Hono } from 'hono';
import { adminUserSearchSchema } from '../../../shared/users/admin.schema';
import { platformAdminOnly, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getUserForAdmin, listUsersForAdmin } from './admin.service';

/** Mounted under /api/v1/admin: platform administrators only (401 for visitors, 403 for everyone else). */
export function adminUserRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/users', validate('query', adminUserSearchSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listUsersForAdmin(deps.sql, c.req.valid('query')));
    })
    .get('/users/:userId', async (c) => {
      c.header('Cache-Control', 'no-store');
      const actor = await requireActor(c, deps.sql);
      return c.json(await getUserForAdmin(deps.sql, actor, c.req.param('userId')));
    });
}
