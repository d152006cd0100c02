import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { canManageCompany } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import { EXPORT_FORMATS, sendDownload } from '../../http/download';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { exportLevelAchievements, exportQuestAchievements } from './exports.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const exportParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647) });
const formatQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });

/** What each download is about: a quest (one row per participant) or a level (one row per answer). */
const EXPORTS = { quests: exportQuestAchievements, levels: exportLevelAchievements } as const;

/**
 * Spec §7: `GET /companies/{slug}/exports/quests/{id}/achievements` and `.../levels/{id}/achievements`
 * (`?format=xlsx|csv`, XLSX by default), for the company's admins, about its own quests only.
 */
export function questExportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  for (const [subject, build] of Object.entries(EXPORTS)) {
    routes.get(`/companies/:slug/exports/${subject}/:id/achievements`, signedIn, validate('param', exportParams), validate('query', formatQuery), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(canManageCompany(actor, company));
      return sendDownload(c, await build(deps, company.id, id, c.req.valid('query').format));
    });
  }
  return routes;
}
