import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { canReadAssociationMissions, canSeeMissionVolunteers, isCompanyMember } from '../../../shared/permissions/policies';
import { isoDateSchema } from '../../../shared/validation/inputs';
import { associationScope, authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { EXPORT_FORMATS, sendDownload } from '../../http/download';
import { MISSION_EXPORT_KINDS } from '../missions/exports.service';
import { exportAgreement, exportCompanyMission, exportCompanyTimeslots, exportPeriod, findCompanyVisibleMission } from './exports.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const missionParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });
const engagementParams = z.object({ slug: z.string(), id: z.uuid() });
const formatQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
const periodQuery = formatQuery.extend({ from: z.optional(isoDateSchema), to: z.optional(isoDateSchema) });

/**
 * Spec §7 downloads about applications: the company's engagement timeslots,
 * a mission's applications and waiting lists restricted to the company's
 * employees, and the agreement PDF (company and association paths).
 */
export function engagementExportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
    .get('/companies/:slug/exports/engagement-timeslots', signedIn, validate('query', periodQuery), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      // Admins, holding admins and ambassadors follow the company's engagements.
      authorize(canSeeMissionVolunteers(actor, company, { targetedForEntityIds: [] }));
      const query = c.req.valid('query');
      return sendDownload(c, await exportCompanyTimeslots(deps, company, exportPeriod(query), query.format));
    })
    .get('/companies/:slug/exports/engagements/:id/engagement-agreement', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      authorize(actor.isPlatformAdmin || isCompanyMember(actor, company.id) || canSeeMissionVolunteers(actor, company, { targetedForEntityIds: [] }));
      return sendDownload(c, await exportAgreement(deps, actor, id, { companyId: company.id }));
    })
    .get('/associations/:slug/exports/engagements/:id/engagement-agreement', signedIn, validate('param', engagementParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const association = await associationScope(c, deps.sql, slug);
      authorize(canReadAssociationMissions(actor, association.id));
      return sendDownload(c, await exportAgreement(deps, actor, id, { associationId: association.id }));
    });
  for (const kind of MISSION_EXPORT_KINDS) {
    routes.get(`/companies/:slug/exports/missions/:id/${kind}`, signedIn, validate('param', missionParams), validate('query', formatQuery), async (c) => {
      const { slug, id } = c.req.valid('param');
      const actor = await requireActor(c, deps.sql);
      const company = await companyScope(c, deps.sql, slug);
      const mission = await findCompanyVisibleMission(deps.sql, company.id, id);
      if (!mission) throw new AppError('NOT_FOUND');
      authorize(canSeeMissionVolunteers(actor, company, mission));
      return sendDownload(c, await exportCompanyMission(deps, company.id, id, kind, c.req.valid('query').format));
    });
  }
  return routes;
}
