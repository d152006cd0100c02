import type { SpaceContext } from '../../shared/contexts';
import type { Actor } from '../../shared/permissions/actor';
import { canManageAssociation, canManageCompany } from '../../shared/permissions/policies';
import type { Me } from '../../shared/users/me';
import { spaceOrganisation } from './space';

/**
 * The actor the shared permission functions expect, from the session the
 * client has (offline too). Holding admins are listed with every company of
 * their holding, so the holding itself is not needed here.
 */
export function actorFromMe(me: Me): Actor {
  return {
    userId: me.user.id,
    isPlatformAdmin: me.user.isPlatformAdmin,
    state: 'registered',
    companies: me.companies.map((company) => ({ companyId: company.id, holdingId: null, role: company.role, entityId: null })),
    associations: me.associations.map((association) => ({ associationId: association.id, role: association.role })),
  };
}

/** Whether the user manages the organisation of this space (its people, its settings): the server asks the same functions. */
export function canManageSpace(me: Me, context: SpaceContext): boolean {
  const actor = actorFromMe(me);
  const organisation = spaceOrganisation(me, context);
  if (context.type === 'company') return canManageCompany(actor, { id: organisation?.id ?? -1, holdingId: null });
  if (context.type === 'association') return canManageAssociation(actor, organisation?.id ?? -1);
  return false;
}
