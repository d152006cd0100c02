/**
 * The admin associations' list and bulk actions without zod (the screens read them before any schema loads): the
 * page size, sorts, filter values, states, and what each bulk action writes. Schemas: admin-association.schema.ts.
 */
import type { CertificationLabel } from './certification-labels';
import { CERTIFICATION_LABELS } from './certification-labels';

export const ADMIN_ASSOCIATIONS_PAGE_SIZE = 25;
export const ADMIN_ASSOCIATION_SORT_KEYS = ['name', 'created', 'missions', 'members'] as const;
export type AdminAssociationSortKey = (typeof ADMIN_ASSOCIATION_SORT_KEYS)[number];

/** `active`: on the platform; `migrated`: moved to another tool (its screens then say so). */
export const ASSOCIATION_STATES = ['active', 'migrated'] as const;
export type AssociationState = (typeof ASSOCIATION_STATES)[number];

export function associationStateOf(association: { migratedToUrl: string | null }): AssociationState {
  return association.migratedToUrl === null ? 'active' : 'migrated';
}

/** The label filter: one label, `certified` (any label) or `uncertified` (none). */
export const LABEL_FILTERS = ['certified', 'uncertified', ...CERTIFICATION_LABELS] as const;
export type LabelFilter = (typeof LABEL_FILTERS)[number];
export const YES_NO = ['yes', 'no'] as const;

/** The list's parameters, as the screen keeps them in its address. */
export const ADMIN_ASSOCIATION_LIST_PARAMS = ['q', 'city', 'label', 'intermission', 'branches', 'state', 'sort'] as const;

export const ASSOCIATION_BULK_ACTIONS = ['certify', 'uncertify', 'mark_eligible', 'unmark_eligible'] as const;
export type AssociationBulkAction = (typeof ASSOCIATION_BULK_ACTIONS)[number];

/** What a bulk action writes on each association. */
export type AssociationPatch = { certifiedLabel: CertificationLabel | null } | { intermissionEligible: boolean };

export function associationPatchOf(action: AssociationBulkAction, certifiedLabel?: CertificationLabel): AssociationPatch {
  switch (action) {
    case 'certify':
      if (!certifiedLabel) throw new Error('certify needs a label');
      return { certifiedLabel };
    case 'uncertify':
      return { certifiedLabel: null };
    case 'mark_eligible':
      return { intermissionEligible: true };
    case 'unmark_eligible':
      return { intermissionEligible: false };
  }
}
