import { useLocation } from 'react-router';
import type { Feature } from '../../shared/companies/plans';
import { type SpaceContext, contextFromPath } from '../../shared/contexts';
import type { Me } from '../../shared/users/me';

export function useSpaceContext(): SpaceContext {
  return contextFromPath(useLocation().pathname);
}

/** The organisation a space belongs to, as listed in the user's memberships. */
export function spaceOrganisation(me: Me, context: SpaceContext) {
  if (context.type === 'employee' || context.type === 'company') return me.companies.find((c) => c.slug === context.companySlug);
  if (context.type === 'association') return me.associations.find((a) => a.slug === context.associationSlug);
  return undefined;
}

/**
 * Spec §6: whether the space's company lets its users reach a feature (its plans allow it and it is switched on), as
 * the session says; a gated entry is then not shown. A session without the list (kept by an older client) shows every
 * entry: the server still gates each route. Platform admins (admin context) reach every feature.
 */
export function hasCompanyFeature(me: Me, context: SpaceContext, feature: Feature): boolean {
  if (me.user.isPlatformAdmin) return true;
  if (context.type !== 'employee' && context.type !== 'company') return true;
  const features = me.companies.find((company) => company.slug === context.companySlug)?.features;
  return features === undefined || features.includes(feature);
}

/**
 * « Mon équipe » (issue 15): in the employee space, someone of the company names the user as their manager, and the
 * company has missions and « Validation manager » (without it, work-time dates are validated at once: nothing to decide).
 */
export function managesTeam(me: Me, context: SpaceContext): boolean {
  if (context.type !== 'employee') return false;
  const managing = me.companies.find((company) => company.slug === context.companySlug)?.managesTeam === true;
  return managing && hasCompanyFeature(me, context, 'missions') && hasCompanyFeature(me, context, 'manager_validation');
}
