import { Hono } from 'hono';
import { z } from 'zod';
import { isCompanyMember } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getEmployeeQuest, getPublicLevelLink, getPublicQuest, listEmployeeQuests } from './play.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const companyParams = z.object({ slug: z.string() });
const employeeQuestParams = z.object({ slug: z.string(), id });
const publicQuestParams = z.object({ id });

/**
 * Quests as people play them: the employee's (`/collaborateur/{slug}/defis...`, members of the company only;
 * `EmployeeQuestList`, `EmployeeQuestDetail`), the public presentation of a published quest (`PublicQuest`) and where
 * one of its levels is played (`PublicLevelLink`).
 * Answering a level is the levels module's (`POST /companies/{slug}/levels/{id}/answers`, `level.answer`).
 */
export function questPlayRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/employee-quests', validate('param', companyParams), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.valid('param').slug);
      authorize(isCompanyMember(actor, company.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await listEmployeeQuests(deps, company.id, actor.userId));
    })
    .get('/companies/:slug/employee-quests/:id', validate('param', employeeQuestParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(isCompanyMember(actor, company.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await getEmployeeQuest(deps, company.id, actor.userId, id));
    })
    .get('/quests/:id{[0-9]+}', validate('param', publicQuestParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getPublicQuest(deps, c.req.valid('param').id));
    })
    .get('/levels/:id{[0-9]+}', validate('param', publicQuestParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getPublicLevelLink(deps, c.req.valid('param').id));
    });
}
