import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { canManageAssociation } from '../../../shared/permissions/policies';
import { associationInvitationInputSchema, associationMemberUpdateInputSchema } from '../../../shared/users/membership.schema';
import { associationScope, authorize, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { inviteMember, listMembers, removeMember, updateMember } from './members.service';

/** Without a session the answer is 401 before anything else (even a malformed body). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const memberParams = z.object({ slug: z.string(), userId: z.uuid() });

/** `/association/{slug}/membres`: the association's admins (and platform admins) manage its members. */
export function associationMemberRoutes(deps: AppDeps) {
  const manager = async (c: Context<AppEnv>, slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const association = await associationScope(c, deps.sql, slug);
    authorize(canManageAssociation(actor, association.id));
    return { actor, association };
  };

  return new Hono<AppEnv>()
    .get('/associations/:slug/members', signedIn, async (c) => {
      const { actor, association } = await manager(c, c.req.param('slug'));
      c.header('Cache-Control', 'no-store');
      return c.json(await listMembers(deps, actor, association));
    })
    .post('/associations/:slug/invitations', signedIn, validate('json', associationInvitationInputSchema), async (c) => {
      const { actor, association } = await manager(c, c.req.param('slug'));
      return c.json(await inviteMember(deps, actor, association, c.req.valid('json')));
    })
    .put('/associations/:slug/members/:userId', signedIn, validate('param', memberParams), validate('json', associationMemberUpdateInputSchema), async (c) => {
      const { slug, userId } = c.req.valid('param');
      const { association } = await manager(c, slug);
      await updateMember(deps, association, userId, c.req.valid('json'));
      return c.json({ status: 'ok' as const });
    })
    .delete('/associations/:slug/members/:userId', signedIn, validate('param', memberParams), async (c) => {
      const { slug, userId } = c.req.valid('param');
      const { association } = await manager(c, slug);
      await removeMember(deps, association, userId);
      return c.json({ status: 'ok' as const });
    });
}
