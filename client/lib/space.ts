import { useLocation } from 'react-router';
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
