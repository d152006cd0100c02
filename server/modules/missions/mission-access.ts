import type { Actor } from '../../../shared/permissions/actor';
import type { CompanyRecord } from '../companies/companies.service';

/**
 * The space a request manages missions from: an association's, or a company's (the missions it published).
 * Of the association only the id counts, so missions needs nothing of the associations module, which itself
 * lists missions; of the company the whole record (canManageCompany reads its holding).
 */
export type MissionScope = { kind: 'association'; association: { id: number } } | { kind: 'company'; company: CompanyRecord };

/** Who acts, from which space, and whether they are one of the association's referents. */
export interface MissionAccess {
  actor: Actor;
  scope: MissionScope;
  actorIsReferent: boolean;
}
