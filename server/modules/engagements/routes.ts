import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { addDatesRequestSchema, applyRequestSchema } from '../../../shared/engagements/engagement-api.schema';
import { cancelInputSchema, finishInputSchema } from '../../../shared/engagements/engagement.schema';
import { AppError } from '../../../shared/errors';
import { canManageCompany, canReadAssociationMissions, canReadEngagement, canReadPublishedMissionEngagements, isCompanyMember } from '../../../shared/permissions/policies';
import { associationScope, authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { parseInput, validate } from '../../http/validate';
import { addEngagementDates } from './add-dates.service';
import { applyToMission } from './apply.service';
import { type DateDecision, decideAsCompanyAdmin, decideAsManager, readManagerValidation, remindManager } from './manager-validation.service';
import { answer } from '../../http/mutation';
import { asOrganiser, asVolunteer, listMyEngagements, readEngagement, readPublishedMissionEngagement } from './read.service';
import { cancelEngagement, confirmEngagement, confirmExternalRegistration, finishEngagement, finishOwnEngagement, reopenEngagement, revertCancellation } from './transitions.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const engagementParams = z.object({ slug: z.string(), id: z.uuid() });
const ownEngagementParams = z.object({ engagementId: z.uuid() });
const dateParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });
const tokenParams = z.object({ token: z.string().min(20).max(100) });
const tokenDateParams = tokenParams.extend({ timeslotId: z.coerce.number().int().positive() });
const DECISIONS: readonly DateDecision[] = ['validate', 'reject'];

/** The body of a call on `/:id`, parsed with the shared schema that also names the engagement (sync.md args). */
async function bodyWithId<S extends z.core.$ZodType>(c: Context<AppEnv>, schema: S, engagementId: string): Promise<z.infer<S>> {
  const body: unknown = await c.req.json().catch(() => ({}));
  return parseInput(schema, { ...(typeof body === 'object' && body !== null ? body : {}), engagementId });
}

/**
 * Applications (spec §3 Engagement, §4, §6; sync.md mutations). Employee side
 * under /companies/{slug}/engagements, association side (the mission's
 * referent manages, other members read) under /associations/{slug}/engagements,
 * the missions a company published itself (their referent, or the admins when
 * none, manages; admins and ambassadors read) under
 * /companies/{slug}/published-mission-engagements, and the manager's link
 * under /manager-validations/{token} (no account).
 */
export function engagementRoutes(deps: AppDeps) {
  const employee = async (c: Context<AppEnv>, slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(isCompanyMember(actor, company.id));
    return { actor, company };
  };
  const companyViewer = async (c: Context<AppEnv>, slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(actor.isPlatformAdmin || isCompanyMember(actor, company.id) || canManageCompany(actor, company));
    return { actor, company };
  };
  const associationMember = async (c: Context<AppEnv>, slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const association = await associationScope(c, deps.sql, slug);
    authorize(canReadAssociationMissions(actor, association.id));
    return { actor, association };
  };
  const publishingCompany = async (c: Context<AppEnv>, slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(canReadPublishedMissionEngagements(actor, company));
    return { actor, company };
  };

  const routes = new Hono<AppEnv>()
    // ---- Employee side.
    .post('/companies/:slug/engagements', signedIn, validate('json', applyRequestSchema), async (c) => {
      const { actor, company } = await employee(c, c.req.param('slug'));
      return answer(c, deps, await applyToMission(deps, actor, company.id, c.req.valid('json')));
    })
    .get('/companies/:slug/engagements', signedIn, async (c) => {
      const { actor, company } = await employee(c, c.req.param('slug'));
      c.header('Cache-Control', 'no-store');
      return c.json({ engagements: await listMyEngagements(deps.sql, actor, company.id) });
    })
    .get('/companies/:slug/engagements/:id', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await companyViewer(c, slug);
      // The employee reads their own; the company's admins and ambassadors read the company's (canReadEngagement).
      const view = await readEngagement(deps.sql, { kind: 'company', companyId: company.id }, id, asVolunteer(actor), { actor, company });
      const readable =
        view &&
        canReadEngagement(actor, { employeeId: view.employeeId, companyId: company.id, holdingId: company.holdingId, associationId: null });
      if (!view || !readable) throw new AppError('NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.json(view);
    })
    .post('/companies/:slug/engagements/:id/cancel', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await employee(c, slug);
      const input = await bodyWithId(c, cancelInputSchema, id);
      return answer(c, deps, await cancelEngagement(deps, { kind: 'employee', companyId: company.id, actor }, input));
    })
    .post('/companies/:slug/engagements/:id/finish', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await employee(c, slug);
      const input = await bodyWithId(c, finishInputSchema, id);
      return answer(c, deps, await finishOwnEngagement(deps, { kind: 'employee', companyId: company.id, actor }, input));
    })
    .post('/companies/:slug/engagements/:id/external-registration', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await employee(c, slug);
      return answer(c, deps, await confirmExternalRegistration(deps, { kind: 'employee', companyId: company.id, actor }, id));
    })
    .post('/companies/:slug/engagements/:id/manager-reminder', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await companyViewer(c, slug);
      return answer(c, deps, await remindManager(deps, actor, company.id, id, { asCompanyAdmin: canManageCompany(actor, company) }));
    })
    // 'Ajouter des dates' / 'Choisir un créneau' (online only): the employee's own application, in the space's company
    // (X-Company-Id, which must be one of theirs) or, without it, in any of their companies.
    .post('/engagements/:engagementId/dates', signedIn, validate('param', ownEngagementParams), validate('json', addDatesRequestSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const memberships = actor.companies.map((membership) => membership.companyId);
      const header = c.req.header('x-company-id');
      authorize(!header || memberships.includes(Number(header)));
      const scope = { companyIds: header ? [Number(header)] : memberships };
      return answer(c, deps, await addEngagementDates(deps, actor, scope, c.req.valid('param').engagementId, c.req.valid('json')));
    })
    // ---- Association side.
    .get('/associations/:slug/engagements/:id', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, association } = await associationMember(c, slug);
      const view = await readEngagement(deps.sql, { kind: 'association', associationId: association.id }, id, asOrganiser(actor));
      if (!view) throw new AppError('NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.json(view);
    })
    .post('/associations/:slug/engagements/:id/cancel', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, association } = await associationMember(c, slug);
      const input = await bodyWithId(c, cancelInputSchema, id);
      return answer(c, deps, await cancelEngagement(deps, { kind: 'association', associationId: association.id, actor }, input));
    })
    // ---- The company that published the mission.
    .get('/companies/:slug/published-mission-engagements/:id', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await publishingCompany(c, slug);
      const view = await readPublishedMissionEngagement(deps.sql, actor, company.id, id);
      if (!view) throw new AppError('NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.json(view);
    })
    .post('/companies/:slug/published-mission-engagements/:id/cancel', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await publishingCompany(c, slug);
      const input = await bodyWithId(c, cancelInputSchema, id);
      return answer(c, deps, await cancelEngagement(deps, { kind: 'publishingCompany', companyId: company.id, actor }, input));
    })
    // ---- The manager's link (no account: the token is the credential).
    .get('/manager-validations/:token', validate('param', tokenParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await readManagerValidation(deps, c.req.valid('param').token));
    });

  const referentSteps = { confirm: confirmEngagement, finish: finishEngagement, reopen: reopenEngagement, 'revert-cancel': revertCancellation } as const;
  for (const [path, useCase] of Object.entries(referentSteps)) {
    routes.post(`/associations/:slug/engagements/:id/${path}`, signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, association } = await associationMember(c, slug);
      return answer(c, deps, await useCase(deps, { kind: 'association', associationId: association.id, actor }, id));
    });
    routes.post(`/companies/:slug/published-mission-engagements/:id/${path}`, signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await publishingCompany(c, slug);
      return answer(c, deps, await useCase(deps, { kind: 'publishingCompany', companyId: company.id, actor }, id));
    });
  }
  for (const decision of DECISIONS) {
    routes.post(`/manager-validations/:token/timeslots/:timeslotId/${decision}`, validate('param', tokenDateParams), async (c) => {
      const { token, timeslotId } = c.req.valid('param');
      return answer(c, deps, await decideAsManager(deps, token, timeslotId, decision));
    });
    routes.post(`/companies/:slug/engagement-timeslots/:id/${decision}`, signedIn, validate('param', dateParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(canManageCompany(actor, company));
      return answer(c, deps, await decideAsCompanyAdmin(deps, actor, company.id, id, decision));
    });
  }
  return routes;
}
