import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { creditAdjustmentInputSchema } from '../../../shared/credits/credit.schema';
import { canManageCompany, isCompanyMember } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { adjustCredit, creditOverview, memberCredits } from './credits.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/** Solidarity days (spec §3 Credit): the employee's overview, and the company admins' view and grants. */
export function creditRoutes(deps: AppDeps) {
  const manager = async (c: Parameters<MiddlewareHandler<AppEnv>>[0], slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(canManageCompany(actor, company));
    return { actor, company };
  };

  return new Hono<AppEnv>()
    .get('/companies/:slug/credits/me', signedIn, async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      authorize(isCompanyMember(actor, company.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await creditOverview(deps.sql, company.id, actor.userId));
    })
    .get('/companies/:slug/credits/members/:userId', signedIn, validate('param', z.object({ slug: z.string(), userId: z.uuid() })), async (c) => {
      const { slug, userId } = c.req.valid('param');
      const { company } = await manager(c, slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await memberCredits(deps.sql, company.id, userId));
    })
    .post('/companies/:slug/credits/adjustments', signedIn, validate('json', creditAdjustmentInputSchema), async (c) => {
      const { actor, company } = await manager(c, c.req.param('slug'));
      return c.json(await adjustCredit(deps.sql, actor, company.id, c.req.valid('json')), 201);
    });
}
