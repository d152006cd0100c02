import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { parseStateFilter } from '../../../shared/engagements/company-follow-up';
import { AppError } from '../../../shared/errors';
import { canManageAssociation, canManageCompany, canSeeMissionVolunteers, isCompanyMember } from '../../../shared/permissions/policies';
import { associationScope, authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findCompanyVisibleMission } from './exports.service';
import { listCompanyFollowUp, listMissionSubscribers, listMissionVolunteers } from './follow-up.service';
import { respond } from '../../http/mutation';
import { REVIEW_PATHS, challengeTimeSpentAsAssociation, reviewTimeSpent } from './review.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const dateParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });
const missionParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });

/**
 * The company side of applications (issue 6 §5): the follow-up list, a
 * mission's volunteers and subscribers (this company's employees only) for
 * ambassadors, admins and holding admins, and the time-spent review of each
 * date (admins and holding admins).
 */
export function companyFollowUpRoutes(deps: AppDeps) {
  const follower = async (c: Context<AppEnv>, slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    return { actor, company };
  };
  const missionFor = async (c: Context<AppEnv>, { slug, id }: z.infer<typeof missionParams>) => {
    const { actor, company } = await follower(c, slug);
    authorize(actor.isPlatformAdmin || isCompanyMember(actor, company.id) || canManageCompany(actor, company));
    const mission = await findCompanyVisibleMission(deps.sql, company.id, id);
    if (!mission) throw new AppError('NOT_FOUND');
    // Other company users are sent to the employee-side mission page (spec §6): the client redirects on 403.
    authorize(canSeeMissionVolunteers(actor, company, mission));
    c.header('Cache-Control', 'no-store');
    return { company, mission: { id: mission.id, slug: mission.slug, title: mission.title, organiserName: mission.associationName } };
  };

  const routes = new Hono<AppEnv>()
    .get('/companies/:slug/engagement-follow-up', signedIn, async (c) => {
      const { actor, company } = await follower(c, c.req.param('slug'));
      authorize(canSeeMissionVolunteers(actor, company, { targetedForEntityIds: [] }));
      c.header('Cache-Control', 'no-store');
      return c.json({ engagements: await listCompanyFollowUp(deps.sql, company.id, parseStateFilter(c.req.query('state'))) });
    })
    .get('/companies/:slug/missions/:id/volunteers', signedIn, validate('param', missionParams), async (c) => {
      const { company, mission } = await missionFor(c, c.req.valid('param'));
      return c.json(await listMissionVolunteers(deps.sql, company.id, mission));
    })
    .get('/companies/:slug/missions/:id/subscribers', signedIn, validate('param', missionParams), async (c) => {
      const { company, mission } = await missionFor(c, c.req.valid('param'));
      return c.json(await listMissionSubscribers(deps.sql, company.id, mission));
    });
  for (const [path, action] of Object.entries(REVIEW_PATHS)) {
    routes.post(`/companies/:slug/engagement-timeslots/:id/review/${path}`, signedIn, validate('param', dateParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await follower(c, slug);
      authorize(canManageCompany(actor, company));
      return respond(c, (await reviewTimeSpent(deps, actor, company, id, action)).result);
    });
  }
  return routes;
}

/** Issue 20: the association challenges the time declared for a date of one of its missions. */
export function associationReviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/associations/:slug/engagement-timeslots/:id/review/challenge', signedIn, validate('param', dateParams), async (c) => {
    const { slug, id } = c.req.valid('param');
    const actor = await requireActor(c, deps.sql);
    const association = await associationScope(c, deps.sql, slug);
    authorize(canManageAssociation(actor, association.id));
    return respond(c, (await challengeTimeSpentAsAssociation(deps, actor, association.id, id)).result);
  });
}
