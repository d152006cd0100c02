import { Hono, type MiddlewareHandler } from 'hono';
import { associationSettingsInputSchema } from '../../../shared/associations/association.schema';
import { associationScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getAssociationSettings, updateAssociationSettings } from './settings.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/** `/association/{slug}/parametres`: profile, branches and the members who may be named referent. */
export function associationSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/associations/:slug/settings', signedIn, async (c) => {
      const actor = await requireActor(c, deps.sql);
      const association = await associationScope(c, deps.sql, c.req.param('slug'));
      c.header('Cache-Control', 'no-store');
      return c.json(await getAssociationSettings(deps, actor, association));
    })
    .put('/associations/:slug/settings', signedIn, validate('json', associationSettingsInputSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const association = await associationScope(c, deps.sql, c.req.param('slug'));
      return c.json(await updateAssociationSettings(deps, actor, association, c.req.valid('json')));
    });
}
