import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { isCompanyMember } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import { answer } from '../../http/mutation';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { decideAsTeamManager, getMyTeam } from './team.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const dateParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });

/** The managers' view: any employee of the company reads their team (empty unless they are someone's manager). */
export function teamRoutes(deps: AppDeps) {
  const member = async (c: Parameters<MiddlewareHandler<AppEnv>>[0], slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(isCompanyMember(actor, company.id));
    return { actor, company, email: requireSession(c).user.email };
  };
  const routes = new Hono<AppEnv>().get('/companies/:slug/my-team', signedIn, async (c) => {
    const { company, email } = await member(c, c.req.param('slug'));
    c.header('Cache-Control', 'no-store');
    return c.json(await getMyTeam(deps.sql, company.id, email));
  });
  for (const decision of ['validate', 'reject'] as const) {
    routes.post(`/companies/:slug/my-team/engagement-timeslots/:id/${decision}`, signedIn, validate('param', dateParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company, email } = await member(c, slug);
      return answer(c, deps, await decideAsTeamManager(deps, actor, { companyId: company.id, email }, id, decision));
    });
  }
  return routes;
}
