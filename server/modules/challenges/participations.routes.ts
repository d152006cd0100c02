import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isCompanyMember } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { challengeIcs, googleAgendaLink } from './agenda.service';
import { getEmployeeChallenge, listEmployeeChallenges, participateInChallenge, unregisterFromChallenge } from './challenges.service';

const slugParams = z.object({ slug: z.string() });
const challengeParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The employee space's events: the company's members list the events they may see (`isChallengeListedFor`),
 * register (« Je participe », idempotent), unregister before the start, and add an event to their calendar
 * (the spec §2 pages `/collaborateur/{slug}/challenge/{id}/agenda/*` call these).
 */
export function challengeParticipationRoutes(deps: AppDeps) {
  const member = async (c: Context<AppEnv>, slug: string) => {
    requireSession(c);
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(isCompanyMember(actor, company.id));
    return { userId: actor.userId, companyId: company.id };
  };
  const ics = async (c: Context<AppEnv>, slug: string, id: number) => {
    const { userId, companyId } = await member(c, slug);
    const file = await challengeIcs({ sql: deps.sql, baseUrl: deps.env.baseUrl }, companyId, userId, id);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    });
  };

  return new Hono<AppEnv>()
    .get('/companies/:slug/my-challenges', validate('param', slugParams), async (c) => {
      const { userId, companyId } = await member(c, c.req.valid('param').slug);
      return c.json({ challenges: await listEmployeeChallenges(deps.sql, companyId, userId) });
    })
    .get('/companies/:slug/my-challenges/:id', validate('param', challengeParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { userId, companyId } = await member(c, slug);
      return c.json({ challenge: await getEmployeeChallenge(deps.sql, companyId, userId, id) });
    })
    .post('/companies/:slug/my-challenges/:id/participation', validate('param', challengeParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { userId, companyId } = await member(c, slug);
      return c.json({ challenge: await participateInChallenge(deps.sql, companyId, userId, id) });
    })
    .delete('/companies/:slug/my-challenges/:id/participation', validate('param', challengeParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { userId, companyId } = await member(c, slug);
      return c.json({ challenge: await unregisterFromChallenge(deps.sql, companyId, userId, id) });
    })
    .get('/companies/:slug/my-challenges/:id/agenda/google-agenda', validate('param', challengeParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { userId, companyId } = await member(c, slug);
      return c.json({ url: await googleAgendaLink(deps.sql, companyId, userId, id) });
    })
    .get('/companies/:slug/my-challenges/:id/agenda/icalendar', validate('param', challengeParams), (c) => ics(c, c.req.valid('param').slug, c.req.valid('param').id))
    .get('/companies/:slug/my-challenges/:id/agenda/microsoft-outlook', validate('param', challengeParams), (c) =>
      ics(c, c.req.valid('param').slug, c.req.valid('param').id),
    );
}
