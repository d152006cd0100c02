import { Hono } from 'hono';
import { adminPageQuerySchema } from '../../../shared/users/admin.schema';
import { platformAdminOnly, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getEngagementForAdmin, listEngagementActions, listUserEngagements } from './admin.service';

/** Mounted under /api/v1/admin (issue 16): any application of the platform, for platform administrators only. */
export function adminEngagementRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/engagements/:engagementId', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getEngagementForAdmin(deps.sql, await requireActor(c, deps.sql), c.req.param('engagementId')));
    })
    .get('/engagements/:engagementId/actions', validate('query', adminPageQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listEngagementActions(deps.sql, c.req.param('engagementId'), c.req.valid('query').page));
    })
    .get('/users/:userId/engagements', validate('query', adminPageQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listUserEngagements(deps.sql, c.req.param('userId'), c.req.valid('query').page));
    });
}
