import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { challengeInputSchema } from '../../../shared/challenges/challenge.schema';
import { canManageCompany } from '../../../shared/permissions/policies';
import { EXPORT_FORMATS } from '../../http/download';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { createChallenge, getCompanyChallenge, listChallengeParticipants, listCompanyChallenges, recordChallengeAttendance, setChallengeActive, updateChallenge } from './challenges.service';
import { exportChallengeParticipations } from './exports.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c); // a visitor gets 401 before any validation message
  await next();
};

const slugParams = z.object({ slug: z.string() });
const challengeParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647) });
const activationInput = z.object({ isActive: z.boolean() });
const participantParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647), userId: z.uuid() });
const attendanceInput = z.object({ attended: z.boolean() });
const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });

/**
 * The company space's events (`/entreprise/{slug}/evenements`): its admins (`canManageCompany`) list, create, edit,
 * activate or hide the company's events, record who attended (which earns the points) and download their participants
 * (spec §7). Every call is scoped by the
 * path's company: another company's event is a 404.
 */
export function challengeManagementRoutes(deps: AppDeps) {
  const manager = async (c: Parameters<MiddlewareHandler<AppEnv>>[0], slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(canManageCompany(actor, company));
    return { actor, company };
  };

  return new Hono<AppEnv>()
    .get('/companies/:slug/challenges', signedIn, validate('param', slugParams), async (c) => {
      const { company } = await manager(c, c.req.valid('param').slug);
      return c.json({ challenges: await listCompanyChallenges(deps.sql, company.id) });
    })
    .post('/companies/:slug/challenges', signedIn, validate('param', slugParams), async (c, next) => {
      await manager(c, c.req.valid('param').slug);
      await next();
    }, validate('json', challengeInputSchema), async (c) => {
      const { actor, company } = await manager(c, c.req.valid('param').slug);
      return c.json({ challenge: await createChallenge(deps.sql, company.id, actor.userId, c.req.valid('json')) }, 201);
    })
    .get('/companies/:slug/challenges/:id', signedIn, validate('param', challengeParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await manager(c, slug);
      return c.json({ challenge: await getCompanyChallenge(deps.sql, company.id, id) });
    })
    .put('/companies/:slug/challenges/:id', signedIn, validate('param', challengeParams), async (c, next) => {
      await manager(c, c.req.valid('param').slug);
      await next();
    }, validate('json', challengeInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await manager(c, slug);
      return c.json({ challenge: await updateChallenge(deps.sql, company.id, id, c.req.valid('json')) });
    })
    .put('/companies/:slug/challenges/:id/activation', signedIn, validate('param', challengeParams), async (c, next) => {
      await manager(c, c.req.valid('param').slug);
      await next();
    }, validate('json', activationInput), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await manager(c, slug);
      return c.json({ challenge: await setChallengeActive(deps.sql, company.id, id, c.req.valid('json').isActive) });
    })
    .get('/companies/:slug/challenges/:id/participants', signedIn, validate('param', challengeParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await manager(c, slug);
      c.header('Cache-Control', 'no-store');
      return c.json({ participants: await listChallengeParticipants(deps.sql, company.id, id) });
    })
    .put('/companies/:slug/challenges/:id/participants/:userId/attendance', signedIn, validate('param', participantParams), async (c, next) => {
      await manager(c, c.req.valid('param').slug);
      await next();
    }, validate('json', attendanceInput), async (c) => {
      const { slug, id, userId } = c.req.valid('param');
      const { company } = await manager(c, slug);
      await recordChallengeAttendance(deps.sql, company.id, id, userId, c.req.valid('json').attended);
      return c.json({ participants: await listChallengeParticipants(deps.sql, company.id, id) });
    })
    .get('/companies/:slug/exports/challenges/:id/participations', signedIn, validate('param', challengeParams), validate('query', exportQuery), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await manager(c, slug);
      const file = await exportChallengeParticipations(deps.sql, company.id, id, c.req.valid('query').format);
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      });
    });
}
