import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { highlightInputSchema } from '../../../shared/highlights/highlight.schema';
import { missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { canManageCompany, canManagePlatform } from '../../../shared/permissions/policies';
import { authorize, companyScope, platformAdminOnly, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  CATALOGUE_HIGHLIGHT_TRANSITIONS,
  COMPANY_HIGHLIGHT_TRANSITIONS,
  type HighlightEditor,
  type HighlightScope,
  createHighlight,
  deleteHighlight,
  getHighlight,
  highlightContentOptions,
  listCatalogueHighlights,
  listCompanyHighlights,
  searchHighlightMissions,
  transitionHighlight,
  updateHighlight,
} from './manage.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const companyParams = z.object({ slug: z.string() });
const highlightParams = z.object({ slug: z.string(), id });
const adminParams = z.object({ id });

/** Without a session the answer is 401 before anything else (even a malformed body). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/** The company of the path, for those who manage it (canManageCompany: its admins, its holding's admins, platform admins). */
async function companyEditor(c: Context<AppEnv>, deps: AppDeps): Promise<{ companyId: number; scope: HighlightScope; editor: HighlightEditor }> {
  const actor = await requireActor(c, deps.sql);
  const company = await companyScope(c, deps.sql, c.req.param('slug')!);
  authorize(canManageCompany(actor, company));
  return {
    companyId: company.id,
    scope: { kind: 'company', companyId: company.id },
    editor: { userId: actor.userId, isPlatformAdmin: canManagePlatform(actor) },
  };
}

/** Refused (403) before the body is read: whoever may not manage the company never learns the form's rules. */
const managesCompany =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await companyEditor(c, deps);
    await next();
  };

/**
 * « Temps forts » of the company space (`/entreprise/{slug}/temps-forts`), for those who manage the company: its own
 * highlights (list with the catalogue's offer, create, read, edit, the machine's steps, delete for platform admins) and
 * what they may show (its quests and events; the missions its employees see, searched). Answers are the
 * shared/highlights/highlight-api.ts shapes.
 */
export function companyHighlightRoutes(deps: AppDeps) {
  const base = '/companies/:slug/highlights';
  const routes = new Hono<AppEnv>()
    .get(base, signedIn, validate('param', companyParams), async (c) => {
      const { companyId, editor } = await companyEditor(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompanyHighlights(deps.sql, companyId, editor));
    })
    .post(base, signedIn, validate('param', companyParams), managesCompany(deps), validate('json', highlightInputSchema), async (c) => {
      const { scope, editor } = await companyEditor(c, deps);
      return c.json(await createHighlight(deps.sql, scope, editor, c.req.valid('json')), 201);
    })
    .get(`${base}/:id`, signedIn, validate('param', highlightParams), async (c) => {
      const { scope, editor } = await companyEditor(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await getHighlight(deps.sql, scope, c.req.valid('param').id, editor));
    })
    .put(`${base}/:id`, signedIn, validate('param', highlightParams), managesCompany(deps), validate('json', highlightInputSchema), async (c) => {
      const { scope, editor } = await companyEditor(c, deps);
      return c.json(await updateHighlight(deps.sql, scope, c.req.valid('param').id, editor, c.req.valid('json')));
    })
    .delete(`${base}/:id`, signedIn, validate('param', highlightParams), async (c) => {
      const { scope, editor } = await companyEditor(c, deps);
      await deleteHighlight(deps.sql, scope, c.req.valid('param').id, editor);
      return c.body(null, 204);
    })
    .get('/companies/:slug/highlight-options', signedIn, validate('param', companyParams), async (c) => {
      const { companyId } = await companyEditor(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await highlightContentOptions(deps.sql, companyId));
    })
    .get('/companies/:slug/highlight-options/missions', signedIn, validate('param', companyParams), managesCompany(deps), validate('query', missionSearchQuerySchema), async (c) => {
      const { scope } = await companyEditor(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json(await searchHighlightMissions(deps.sql, scope, c.req.valid('query')));
    });
  for (const action of COMPANY_HIGHLIGHT_TRANSITIONS) {
    routes.post(`${base}/:id/${action}`, signedIn, validate('param', highlightParams), async (c) => {
      const { scope, editor } = await companyEditor(c, deps);
      return c.json(await transitionHighlight(deps.sql, scope, c.req.valid('param').id, editor, action));
    });
  }
  return routes;
}

/**
 * The platform's catalogue of highlights (`/admin/temps-forts`), mounted under /api/v1/admin: platform admins only
 * (401 for visitors, 403 for everyone else). Catalogue highlights show missions open to everyone and a quote.
 */
export function adminHighlightRoutes(deps: AppDeps) {
  const scope: HighlightScope = { kind: 'catalogue' };
  const editor = async (c: Context<AppEnv>): Promise<HighlightEditor> => ({ userId: (await requireActor(c, deps.sql)).userId, isPlatformAdmin: true });
  const routes = new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/highlights', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listCatalogueHighlights(deps.sql, await editor(c)));
    })
    .post('/highlights', validate('json', highlightInputSchema), async (c) => c.json(await createHighlight(deps.sql, scope, await editor(c), c.req.valid('json')), 201))
    .get('/highlights/:id', validate('param', adminParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getHighlight(deps.sql, scope, c.req.valid('param').id, await editor(c)));
    })
    .put('/highlights/:id', validate('param', adminParams), validate('json', highlightInputSchema), async (c) =>
      c.json(await updateHighlight(deps.sql, scope, c.req.valid('param').id, await editor(c), c.req.valid('json'))),
    )
    .delete('/highlights/:id', validate('param', adminParams), async (c) => {
      await deleteHighlight(deps.sql, scope, c.req.valid('param').id, await editor(c));
      return c.body(null, 204);
    })
    .get('/highlight-options/missions', validate('query', missionSearchQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await searchHighlightMissions(deps.sql, scope, c.req.valid('query')));
    });
  for (const action of CATALOGUE_HIGHLIGHT_TRANSITIONS) {
    routes.post(`/highlights/:id/${action}`, validate('param', adminParams), async (c) =>
      c.json(await transitionHighlight(deps.sql, scope, c.req.valid('param').id, await editor(c), action)),
    );
  }
  return routes;
}
