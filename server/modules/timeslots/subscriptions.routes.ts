import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { subscribeInputSchema } from '../../../shared/engagements/engagement-api.schema';
import { AppError } from '../../../shared/errors';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { answer } from '../../http/mutation';
import { deleteSubscription, listMySubscriptions } from './subscriptions.sql';
import { presentSubscription, subscribeToTimeslot } from './subscriptions.service';
import { isCompanyMember } from '../../../shared/permissions/policies';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

/** Waiting-list alerts of the employee (spec §3 'Waiting-list subscribers'; sync.md `timeslot.subscribe`). */
export function timeslotSubscriptionRoutes(deps: AppDeps) {
  const employee = async (c: Parameters<MiddlewareHandler<AppEnv>>[0], slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(isCompanyMember(actor, company.id));
    return { actor, company };
  };

  return new Hono<AppEnv>()
    .get('/companies/:slug/timeslot-subscriptions', signedIn, async (c) => {
      const { actor, company } = await employee(c, c.req.param('slug'));
      c.header('Cache-Control', 'no-store');
      return c.json({ subscriptions: (await listMySubscriptions(deps.sql, company.id, actor.userId)).map(presentSubscription) });
    })
    .post('/companies/:slug/timeslot-subscriptions', signedIn, validate('json', subscribeInputSchema), async (c) => {
      const { actor, company } = await employee(c, c.req.param('slug'));
      return answer(c, deps, await subscribeToTimeslot(deps, actor, company.id, c.req.valid('json')));
    })
    .delete('/companies/:slug/timeslot-subscriptions/:id', signedIn, validate('param', z.object({ slug: z.string(), id: z.uuid() })), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await employee(c, slug);
      if (!(await deleteSubscription(deps.sql, company.id, actor.userId, id))) throw new AppError('NOT_FOUND');
      return c.body(null, 204);
    });
}
