import type { SpaceContext } from '../contexts';
import { buildPath } from '../routes';
import type { Me } from '../users/me';
import { COMPANY_MANAGER_ROLES, COMPANY_SPACE_ROLES } from './roles';

/** Whether a user may enter a space. Used by the client layouts and the server's context guard alike. */
export function canEnterSpace(me: Me | null, context: SpaceContext): boolean {
  if (context.type === 'public') return true;
  if (!me) return false;
  const { isPlatformAdmin } = me.user;
  switch (context.type) {
    case 'admin':
      return isPlatformAdmin;
    case 'employee':
      return me.companies.some((c) => c.slug === context.companySlug);
    case 'company':
      // Spec §6: a platform admin counts as company admin.
      return isPlatformAdmin || me.companies.some((c) => c.slug === context.companySlug && COMPANY_SPACE_ROLES.includes(c.role));
    case 'association':
      return isPlatformAdmin || me.associations.some((a) => a.slug === context.associationSlug);
  }
}

/** Where a user lands after signing in. */
export function homePathFor(me: Me): string {
  if (me.user.isPlatformAdmin) return buildPath('space.home', { type: 'admin' });
  const company = me.companies[0];
  if (company) {
    const type = COMPANY_MANAGER_ROLES.includes(company.role) ? 'company' : 'employee';
    return buildPath('space.home', { type, companySlug: company.slug });
  }
  const association = me.associations[0];
  if (association) return buildPath('space.home', { type: 'association', associationSlug: association.slug });
  return buildPath('account', { type: 'public' });
}

/** Spec §6: the switch-organisation entry shows only to users with several organisations. */
export function hasMultipleOrganisations(me: Me): boolean {
  return me.companies.length + me.associations.length > 1;
}
