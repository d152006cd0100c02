import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { canManageCompany, canManagePlatform } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { SELECTION_ACTIONS, changeSelection, getCatalogueOffer } from './selection.service';

const offerParams = z.object({ slug: z.string(), catalogHighlightId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The platform's catalogue of highlights as offered to a company (`/entreprise/{slug}/temps-forts/catalogue/{id}`),
 * for those who manage it: a pre-published or published catalogue highlight (any other is a 404), and picking it
 * (`select`: the company's employees see it once published) or withdrawing the pick (`unselect`).
 */
export function companyCatalogueRoutes(deps: AppDeps) {
  const base = '/companies/:slug/catalogue-highlights/:catalogHighlightId';
  const editor = async (c: Context<AppEnv>, slug: string) => {
    requireSession(c);
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(canManageCompany(actor, company));
    return { companyId: company.id, editor: { userId: actor.userId, isPlatformAdmin: canManagePlatform(actor) } };
  };
  const routes = new Hono<AppEnv>().get(base, validate('param', offerParams), async (c) => {
    const { slug, catalogHighlightId } = c.req.valid('param');
    const { companyId, editor: who } = await editor(c, slug);
    c.header('Cache-Control', 'no-store');
    return c.json(await getCatalogueOffer(deps.sql, companyId, catalogHighlightId, who));
  });
  for (const action of SELECTION_ACTIONS) {
    routes.post(`${base}/${action}`, validate('param', offerParams), async (c) => {
      const { slug, catalogHighlightId } = c.req.valid('param');
      const { companyId, editor: who } = await editor(c, slug);
      return c.json(await changeSelection(deps.sql, companyId, catalogHighlightId, who, action));
    });
  }
  return routes;
}
