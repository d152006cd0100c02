import { Hono, type MiddlewareHandler } from 'hono';
import { associationScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { getAssociationDashboard } from './dashboard.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/** `/association/{slug}` and `/association/{slug}/demarrage`. */
export function associationDashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/associations/:slug/dashboard', signedIn, async (c) => {
    const actor = await requireActor(c, deps.sql);
    const association = await associationScope(c, deps.sql, c.req.param('slug'));
    c.header('Cache-Control', 'no-store');
    return c.json(await getAssociationDashboard(deps, actor, association));
  });
}
