import { Hono, type MiddlewareHandler } from 'hono';
import { adminPageQuerySchema } from '../../../shared/users/admin.schema';
import { platformAdminOnly } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { listActionsOfAdmin, recordAdminRequest } from './admin-audit.service';

/**
 * The admin audit log's one middleware, after the session is read (on /api/v1, and on the impersonation forms, whose
 * routes read it themselves): once the request is answered, an administrator's action is recorded with its outcome
 * (`recordAdminRequest`). A failure to record is logged; the request itself has already happened.
 */
export function auditAdminActions(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    try {
      await recordAdminRequest(deps, { session: c.get('session') ?? null, actor: c.get('actor') }, { method: c.req.method, path: c.req.path, status: c.get('auditStatus') ?? c.res.status });
    } catch (error) {
      (c.get('logger') ?? deps.logger).error({ msg: 'admin action not recorded', err: error, path: c.req.path });
    }
  };
}

/** Mounted under /api/v1/admin: « Journal des actions » of an administrator (platform administrators only). */
export function adminAuditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/users/:userId/actions', validate('query', adminPageQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listActionsOfAdmin(deps.sql, c.req.param('userId'), c.req.valid('query').page));
    });
}
