/**
 * The admin users list's choices (issue 16), zod-free so the page that shows them does not load zod: its orders (by
 * name, the default, or the newest accounts first) and the kinds of organisation a user may belong to.
 */
export const ADMIN_USER_SORTS = ['name', 'created'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
/** Where a user belongs: a company, an association, or nowhere. */
export const ADMIN_ORGANISATION_TYPES = ['company', 'association', 'none'] as const;
export type AdminOrganisationType = (typeof ADMIN_ORGANISATION_TYPES)[number];
