import { Hono } from 'hono';
import { z } from 'zod';
import {
  sharedAssociationsPageSchema,
  sharedMissionsPageSchema,
  sharedViewInputSchema,
  sharedViewListQuerySchema,
} from '../../../shared/missions/shared-views.schema';
import { platformAdminOnly, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  createSharedView,
  deleteSharedView,
  listSharedViews,
  readSharedAssociations,
  readSharedMissions,
  updateSharedView,
} from './shared-views.service';

const viewParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Mounted under /api/v1/admin: `/admin/partage-vues`, platform administrators only. */
export function adminSharedViewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    // The pattern also matches the bare path.
    .use('/shared-views/*', platformAdminOnly(deps.sql))
    .get('/shared-views', validate('query', sharedViewListQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listSharedViews(deps.sql, c.req.valid('query')));
    })
    .post('/shared-views', validate('json', sharedViewInputSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      return c.json({ view: await createSharedView(deps.sql, actor.userId, c.req.valid('json')) }, 201);
    })
    .put('/shared-views/:id{[0-9]+}', validate('param', viewParams), validate('json', sharedViewInputSchema), async (c) =>
      c.json({ view: await updateSharedView(deps.sql, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/shared-views/:id{[0-9]+}', validate('param', viewParams), async (c) => {
      await deleteSharedView(deps.sql, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

/** The public pages of a view: anyone with the link reads it (spec §2 `/decouvrir-nos-…/{hash}`). */
export function sharedViewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/shared-views/:hash/missions', validate('query', sharedMissionsPageSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await readSharedMissions(deps.sql, c.req.param('hash'), c.req.valid('query').page));
    })
    .get('/shared-views/:hash/associations', validate('query', sharedAssociationsPageSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await readSharedAssociations(deps.sql, c.req.param('hash'), c.req.valid('query').page));
    });
}
