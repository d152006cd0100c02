import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { messageInputSchema } from '../../../shared/engagements/message.schema';
import { canReadAssociationMissions, canReadPublishedMissionEngagements, isCompanyMember } from '../../../shared/permissions/policies';
import { associationScope, authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { postMessage, readConversation } from './messenger.service';
import { answer } from '../../http/mutation';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const engagementParams = z.object({ slug: z.string(), id: z.uuid() });

/**
 * The messenger of an application (issue 6). Association side: members of the
 * mission's association read and write. Company side: the volunteer reads and
 * writes; the company's admins and ambassadors read. Organiser side, for a
 * mission a company published itself: whoever handles its applications writes
 * (`canManageEngagement`), the company's other admins and ambassadors read.
 * Another tenant's conversation answers 404.
 */
export function messengerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/associations/:slug/engagements/:id/messages', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const association = await associationScope(c, deps.sql, slug);
      authorize(canReadAssociationMissions(actor, association.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await readConversation(deps, actor, { side: 'association', associationId: association.id }, id));
    })
    .post('/associations/:slug/engagements/:id/messages', signedIn, validate('param', engagementParams), validate('json', messageInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const association = await associationScope(c, deps.sql, slug);
      authorize(canReadAssociationMissions(actor, association.id));
      return answer(c, deps, await postMessage(deps, actor, { side: 'association', associationId: association.id }, id, c.req.valid('json')));
    })
    .get('/companies/:slug/engagements/:id/messages', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(actor.isPlatformAdmin || isCompanyMember(actor, company.id));
      c.header('Cache-Control', 'no-store');
      return c.json(await readConversation(deps, actor, { side: 'volunteer', companyId: company.id }, id));
    })
    .post('/companies/:slug/engagements/:id/messages', signedIn, validate('param', engagementParams), validate('json', messageInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(isCompanyMember(actor, company.id));
      return answer(c, deps, await postMessage(deps, actor, { side: 'volunteer', companyId: company.id }, id, c.req.valid('json')));
    })
    .get('/companies/:slug/published-mission-engagements/:id/messages', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(canReadPublishedMissionEngagements(actor, company));
      c.header('Cache-Control', 'no-store');
      return c.json(await readConversation(deps, actor, { side: 'organiser', companyId: company.id }, id));
    })
    .post('/companies/:slug/published-mission-engagements/:id/messages', signedIn, validate('param', engagementParams), validate('json', messageInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(canReadPublishedMissionEngagements(actor, company));
      return answer(c, deps, await postMessage(deps, actor, { side: 'organiser', companyId: company.id }, id, c.req.valid('json')));
    });
}
