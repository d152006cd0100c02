import type { SpaceContext } from '../../shared/contexts';
import type { Actor, CompanyRef } from '../../shared/permissions/actor';
import { canManageAssociation, canManageCompany } from '../../shared/permissions/policies';
import type { Me } from '../../shared/users/me';
import { spaceOrganisation } from './space';

/**
 * The actor the shared permission functions expect, from the session the
 * client has (offline too): the same fields the server reads, so the shared
 * rules run on the same inputs on both sides. (A session cached by an older
 * client lacks state, holding and entity: it reads as registered, without.)
 */
export function actorFromMe(me: Me): Actor {
  return {
    userId: me.user.id,
    isPlatformAdmin: me.user.isPlatformAdmin,
    state: me.user.state ?? 'registered',
    companies: me.companies.map((company) => ({ companyId: company.id, holdingId: company.holdingId ?? null, role: company.role, entityId: company.entityId ?? null })),
    associations: me.associations.map((association) => ({ associationId: association.id, role: association.role })),
  };
}

/** The company of a company or employee space, as the shared rules take it (one that matches nothing outside). */
export function spaceCompany(me: Me, context: SpaceContext): CompanyRef {
  const company = context.type === 'company' || context.type === 'employee' ? me.companies.find((c) => c.slug === context.companySlug) : undefined;
  return { id: company?.id ?? -1, holdingId: company?.holdingId ?? null };
}

/** Whether the user manages the organisation of this space (its people, its settings): the server asks the same functions. */
export function canManageSpace(me: Me, context: SpaceContext): boolean {
  const actor = actorFromMe(me);
  if (context.type === 'company') return canManageCompany(actor, spaceCompany(me, context));
  if (context.type === 'association') return canManageAssociation(actor, spaceOrganisation(me, context)?.id ?? -1);
  return false;
}
