import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { canReadAssociationMissions } from '../../../shared/permissions/policies';
import { associationScope, authorize, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { EXPORT_FORMATS, sendDownload } from '../../http/download';
import { MISSION_EXPORT_KINDS, exportMission } from './exports.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const exportParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });
const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });

/**
 * Spec §7: `GET /associations/{slug}/exports/missions/{id}/engagements|subscribers?format=xlsx|csv`.
 * Members of the association (and platform admins) download; anyone else is refused.
 */
export function missionExportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  for (const kind of MISSION_EXPORT_KINDS) {
    routes.get(`/associations/:slug/exports/missions/:id/${kind}`, signedIn, validate('param', exportParams), validate('query', exportQuery), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const association = await associationScope(c, deps.sql, slug);
      authorize(canReadAssociationMissions(actor, association.id));
      const file = await exportMission(deps, association.id, id, kind, c.req.valid('query').format);
      return sendDownload(c, file);
    });
  }
  return routes;
}
