import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { canManageCompany } from '../../../shared/permissions/policies';
import { programCreateInputSchema } from '../../../shared/programs/program-api.schema';
import { programInputSchema } from '../../../shared/programs/program.schema';
import { managedCompanyScope, platformAdminOnly, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  PROGRAM_TRANSITIONS,
  type ProgramOwner,
  associationCandidates,
  copyCatalogueProgram,
  createCompanyProgram,
  getCompanyProgram,
  listCompanyPrograms,
  previewProgram,
  searchMissionCandidates,
  transitionCompanyProgram,
  updateCompanyProgram,
} from './programs.service';

/** Without a session the answer is 401 before anything else (even a malformed body). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const candidatesQuery = z.object({ q: z.string().trim().max(200).optional().default('') });

/** Who edits, and whose selections: resolved per request after the path's checks. */
type EditorOf = (c: Context<AppEnv>) => Promise<{ owner: ProgramOwner; userId: string }>;

/**
 * The routes of a selections list under `base`, for the editor `editorOf` resolves (it runs the path's checks): the list, a selection (create,
 * edit, see, its transitions), the live preview of a form and what a form picks from. Answers:
 * shared/programs/program-api.schema.ts.
 */
function selectionRoutes(deps: AppDeps, base: string, guard: MiddlewareHandler<AppEnv>, editorOf: EditorOf) {
  const routes = new Hono<AppEnv>()
    .get(base, guard, async (c) => {
      const { owner } = await editorOf(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompanyPrograms(deps, owner));
    })
    .post(base, guard, validate('json', programCreateInputSchema), async (c) => {
      const { owner, userId } = await editorOf(c);
      return c.json(await createCompanyProgram(deps, owner, userId, c.req.valid('json')), 201);
    })
    .post(`${base}/preview`, guard, validate('json', programInputSchema), async (c) => {
      const { owner } = await editorOf(c);
      return c.json(await previewProgram(deps, owner, c.req.valid('json')));
    })
    .get(`${base}/mission-candidates`, guard, validate('query', missionSearchQuerySchema), async (c) => {
      const { owner } = await editorOf(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await searchMissionCandidates(deps, owner, c.req.valid('query')));
    })
    .get(`${base}/association-candidates`, guard, validate('query', candidatesQuery), async (c) => {
      const { owner } = await editorOf(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await associationCandidates(deps, owner, c.req.valid('query').q));
    })
    .get(`${base}/:id{[0-9]+}`, guard, validate('param', idParams), async (c) => {
      const { owner } = await editorOf(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyProgram(deps, owner, c.req.valid('param').id));
    })
    .put(`${base}/:id{[0-9]+}`, guard, validate('param', idParams), validate('json', programInputSchema), async (c) => {
      const { owner } = await editorOf(c);
      return c.json(await updateCompanyProgram(deps, owner, c.req.valid('param').id, c.req.valid('json')));
    });
  for (const action of PROGRAM_TRANSITIONS) {
    routes.post(`${base}/:id{[0-9]+}/${action}`, guard, validate('param', idParams), async (c) => {
      const { owner } = await editorOf(c);
      return c.json(await transitionCompanyProgram(deps, owner, c.req.valid('param').id, action));
    });
  }
  return routes;
}

/** The company of the path, for its admins only (canManageCompany: its admins, its holding's admins, platform admins). */
const managedCompany = (c: Context<AppEnv>, deps: AppDeps) => managedCompanyScope(c, deps.sql, c.req.param('slug')!);

/**
 * The selections of the company space (`/entreprise/{slug}/programmes...`), and the catalogue's offer: a published
 * catalogue selection added to the company's own (`/companies/{slug}/catalogue-programs/{id}/copy`: 201 and the copy,
 * or 200 and the copy it already has).
 */
export function programManagementRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route(
      '/',
      selectionRoutes(deps, '/companies/:slug/programs', signedIn, async (c) => {
        const { actor, company } = await managedCompany(c, deps);
        return { owner: company.id, userId: actor.userId };
      }),
    )
    .post('/companies/:slug/catalogue-programs/:catalogProgramId{[0-9]+}/copy', signedIn, validate('param', z.object({ slug: z.string(), catalogProgramId: id })), async (c) => {
      const { actor, company } = await managedCompany(c, deps);
      const { created, detail } = await copyCatalogueProgram(deps, company.id, actor.userId, c.req.valid('param').catalogProgramId);
      return c.json(detail, created ? 201 : 200);
    });
}

/** The platform's catalogue of selections (`/admin/selections`), mounted under /api/v1/admin: platform admins only. */
export function adminProgramRoutes(deps: AppDeps) {
  return selectionRoutes(deps, '/programs', platformAdminOnly(deps.sql), async (c) => ({ owner: null, userId: (await requireActor(c, deps.sql)).userId }));
}
