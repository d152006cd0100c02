import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { levelInputSchema } from '../../../shared/levels/level.schema';
import { canManageCompany } from '../../../shared/permissions/policies';
import { questInputSchema } from '../../../shared/quests/quest.schema';
import { managedCompanyScope, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  QUEST_TRANSITIONS,
  createCompanyQuest,
  createQuestLevel,
  deleteQuestLevel,
  getCompanyQuest,
  listCompanyQuests,
  transitionCompanyQuest,
  updateCompanyQuest,
  updateQuestLevel,
} from './manage.service';

/** Without a session the answer is 401 before anything else (even a malformed body). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const id = z.coerce.number().int().positive().max(2_147_483_647);
const companyParams = z.object({ slug: z.string() });
const questParams = z.object({ slug: z.string(), id });
const levelParams = questParams.extend({ levelId: id });

/** The company of the path, for its admins only (canManageCompany: its admins, its holding's admins, platform admins). */
const managedCompany = (c: Context<AppEnv>, deps: AppDeps, slug: string) => managedCompanyScope(c, deps.sql, slug);

/**
 * The quest wizard and pages of the company space (`/entreprise/{slug}/quetes...`): the company's quests, their
 * transitions and their levels. Answers are `CompanyQuestList` and `CompanyQuestDetail`
 * (shared/quests/quest-api.schema.ts); a level's change answers its whole quest (points and order move with it).
 */
export function questManagementRoutes(deps: AppDeps) {
  const base = '/companies/:slug/quests';
  const routes = new Hono<AppEnv>()
    .get(base, signedIn, validate('param', companyParams), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCompanyQuests(deps, company.id));
    })
    .post(base, signedIn, validate('param', companyParams), validate('json', questInputSchema), async (c) => {
      const { actor, company } = await managedCompany(c, deps, c.req.valid('param').slug);
      return c.json(await createCompanyQuest(deps, company.id, actor.userId, c.req.valid('json')), 201);
    })
    .get(`${base}/:id`, signedIn, validate('param', questParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanyQuest(deps, company.id, id));
    })
    .put(`${base}/:id`, signedIn, validate('param', questParams), validate('json', questInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      return c.json(await updateCompanyQuest(deps, company.id, id, c.req.valid('json')));
    })
    .post(`${base}/:id/levels`, signedIn, validate('param', questParams), validate('json', levelInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      return c.json(await createQuestLevel(deps, company.id, id, c.req.valid('json')), 201);
    })
    .put(`${base}/:id/levels/:levelId`, signedIn, validate('param', levelParams), validate('json', levelInputSchema), async (c) => {
      const { slug, id, levelId } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      return c.json(await updateQuestLevel(deps, company.id, id, levelId, c.req.valid('json')));
    })
    .delete(`${base}/:id/levels/:levelId`, signedIn, validate('param', levelParams), async (c) => {
      const { slug, id, levelId } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      return c.json(await deleteQuestLevel(deps, company.id, id, levelId));
    });
  for (const action of QUEST_TRANSITIONS) {
    routes.post(`${base}/:id/${action}`, signedIn, validate('param', questParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      return c.json(await transitionCompanyQuest(deps, company.id, id, action));
    });
  }
  return routes;
}
