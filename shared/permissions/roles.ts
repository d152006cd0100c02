/** Spec §3 User roles. */
export const COMPANY_ROLES = ['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const ASSOCIATION_ROLES = ['ASSOCIATION_ADMIN', 'ASSOCIATION_MEMBER'] as const;
export type AssociationRole = (typeof ASSOCIATION_ROLES)[number];
export type Role = CompanyRole | AssociationRole;

/** Roles that manage a company from its company space. */
export const COMPANY_MANAGER_ROLES: readonly CompanyRole[] = ['COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN'];
/** Roles that may enter the company space at all (ambassadors see missions' volunteers there). */
export const COMPANY_SPACE_ROLES: readonly CompanyRole[] = ['COMPANY_AMBASSADOR', 'COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN'];
