import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { canManageCompany } from '../../../shared/permissions/policies';
import { programCreateInputSchema } from '../../../shared/programs/program-api.schema';
import { programInputSchema } from '../../../shared/programs/program.schema';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  PROGRAM_TRANSITIONS,
  associationCandidates,
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
const companyParams = z.object({ slug: z.string() });
const programParams = z.object({ slug: z.string(), id });
const candidatesQuery = z.object({ q: z.string().trim().max(200).optional().default('') });

/** The company of the path, for its admins only (canManageCompany: its admins, its holding's admins, platform admins). */
async function managedCompany(c: Context<AppEnv>, deps: AppDeps, slug: string) {
  const actor = await requireActor(c, deps.sql);
  const company = await companyScope(c, deps.sql, slug);
  authorize(canManageCompany(actor, company));
  return { actor, company };
}

/**
 * The selections of the company space (`/entreprise/{slug}/programmes...`): the list, a selection (create, edit, see,
 * its transitions), the live preview of a form and what a form picks from. Answers: shared/programs/program-api.schema.ts.
 */
export function programManagementRoutes(deps: AppDeps) {
  const base = '/companies/:slug/programs';
  const routes = new Hono<AppEnv>()
    .get(base, signedIn, validate('param', companyParams), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompanyPrograms(deps, company.id));
    })
    .post(base, signedIn, validate('param', companyParams), validate('json', programCreateInputSchema), async (c) => {
      const { actor, company } = await managedCompany(c, deps, c.req.valid('param').slug);
      return c.json(await createCompanyProgram(deps, company.id, actor.userId, c.req.valid('json')), 201);
    })
    .post(`${base}/preview`, signedIn, validate('param', companyParams), validate('json', programInputSchema), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      return c.json(await previewProgram(deps, company.id, c.req.valid('json')));
    })
    .get(`${base}/mission-candidates`, signedIn, validate('param', companyParams), validate('query', missionSearchQuerySchema), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await searchMissionCandidates(deps, company.id, c.req.valid('query')));
    })
    .get(`${base}/association-candidates`, signedIn, validate('param', companyParams), validate('query', candidatesQuery), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await associationCandidates(deps, company.id, c.req.valid('query').q));
    })
    .get(`${base}/:id{[0-9]+}`, signedIn, validate('param', programParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyProgram(deps, company.id, id));
    })
    .put(`${base}/:id{[0-9]+}`, signedIn, validate('param', programParams), validate('json', programInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      return c.json(await updateCompanyProgram(deps, company.id, id, c.req.valid('json')));
    });
  for (const action of PROGRAM_TRANSITIONS) {
    routes.post(`${base}/:id{[0-9]+}/${action}`, signedIn, validate('param', programParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      return c.json(await transitionCompanyProgram(deps, company.id, id, action));
    });
  }
  return routes;
}
