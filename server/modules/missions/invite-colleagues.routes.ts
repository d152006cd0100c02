import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { colleagueSearchQuerySchema, missionInvitationSchema } from '../../../shared/missions/mission-invitation.schema';
import { companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { inviteColleagues, requireEmployee, searchColleagues } from './invite-colleagues.service';

const missionParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The colleague picker and the invitations of an employee's mission page (spec §2 'share/invite colleagues'). */
export function inviteColleagueRoutes(deps: AppDeps) {
  // 401 without a session, 403 for whoever is not an employee of the company, before the input is read.
  const employeesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    const actor = await requireActor(c, deps.sql);
    requireEmployee(actor, await companyScope(c, deps.sql, c.req.param('slug') ?? ''));
    return next();
  };
  return new Hono<AppEnv>()
    .get('/companies/:slug/colleagues', employeesOnly, validate('query', colleagueSearchQuerySchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      c.header('Cache-Control', 'no-store');
      return c.json(await searchColleagues(deps, actor, company, c.req.valid('query').q));
    })
    .post('/companies/:slug/missions/:id{[0-9]+}/invitations', employeesOnly, validate('param', missionParams), validate('json', missionInvitationSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const { slug, id } = c.req.valid('param');
      const company = await companyScope(c, deps.sql, slug);
      return c.json(await inviteColleagues(deps, actor, company, id, c.req.valid('json').userIds));
    });
}
