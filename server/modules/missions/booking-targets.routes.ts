import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { associationScope, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { listBookingTargets } from './booking-targets.service';
import { missionAccess } from './manage.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const slugParams = z.object({ slug: z.string() });

/**
 * The choices of the mission form's booking restriction: `GET /associations/{slug}/booking-targets`
 * (partner companies; every active company for platform admins) and
 * `GET /companies/{slug}/booking-targets` (the company itself, for the missions it publishes).
 * Whoever may open the space's missions may read them.
 */
export function bookingTargetRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/associations/:slug/booking-targets', signedIn, validate('param', slugParams), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const association = await associationScope(c, deps.sql, c.req.valid('param').slug);
      const access = await missionAccess(deps, actor, { kind: 'association', association });
      c.header('Cache-Control', 'no-store');
      return c.json(await listBookingTargets(deps.sql, access));
    })
    .get('/companies/:slug/booking-targets', signedIn, validate('param', slugParams), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.valid('param').slug);
      const access = await missionAccess(deps, actor, { kind: 'company', company });
      c.header('Cache-Control', 'no-store');
      return c.json(await listBookingTargets(deps.sql, access));
    });
}
