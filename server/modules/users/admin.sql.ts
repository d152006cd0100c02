import type { AssociationRole, CompanyRole } from '../../../shared/permissions/roles';
import type { AdminOrganisationType, AdminUserSort } from '../../../shared/users/admin.schema';
import type { UserState } from '../../../shared/users/user-states';
import type { Sql, SqlFragment } from '../../db/connect';

/** `%` and `_` typed by the admin are searched as such, not as wildcards; case and accents are ignored (as `search_text`). */
function containsPattern(sql: Sql, text: string) {
  return sql`'%' || lower(search_unaccent(${text.replace(/[\\%_]/g, (char) => `\\${char}`)})) || '%'`;
}

export interface UserSearchRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  state: UserState;
  role: string | null;
  createdAt: Date;
  organisations: string[];
}

/** What a trigram index can look up: three letters or digits in a row. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

export interface UserSearchFilters {
  q?: string;
  state?: UserState;
  organisation?: AdminOrganisationType;
}

/**
 * The admin users list's filter: a part of « first last », « last first », the name or the e-mail address
 * (`users.search_text`, migration 0021), or of a matricule (`company_members.sso_id`); the account state; where the
 * user belongs. A text with three letters or digits in a row names the matching ids as a union, so each side uses its
 * trigram index; a shorter one (no trigram to look up) is checked on each row, the matricules' side read once.
 */
function matchesFilters(sql: Sql, filters: UserSearchFilters) {
  const pattern = filters.q ? containsPattern(sql, filters.q) : null;
  const search = !pattern
    ? sql`true`
    : TRIGRAM.test(filters.q!)
      ? sql`u.id in (select id from users where search_text like ${pattern}
                     union select user_id from company_members where lower(sso_id) like ${pattern})`
      : sql`(u.search_text like ${pattern} or u.id in (select user_id from company_members where lower(sso_id) like ${pattern}))`;
  const state = filters.state ? sql`u.state = ${filters.state}` : sql`true`;
  const inCompany = sql`exists (select 1 from company_members m where m.user_id = u.id)`;
  const inAssociation = sql`exists (select 1 from association_members m where m.user_id = u.id)`;
  const organisation =
    filters.organisation === 'company'
      ? inCompany
      : filters.organisation === 'association'
        ? inAssociation
        : filters.organisation === 'none'
          ? sql`not ${inCompany} and not ${inAssociation}`
          : sql`true`;
  return sql`${search} and ${state} and ${organisation}`;
}

/** The orders of the list; each has its index (migration 0021). */
const ORDERS: Record<AdminUserSort, (sql: Sql) => SqlFragment> = {
  name: (sql) => sql`lower(coalesce(u.last_name, u.name, u.email)), lower(coalesce(u.first_name, '')), u.email`,
  created: (sql) => sql`u.created_at desc, u.id desc`,
};

/** A page of the admin users list. */
export function searchUsers(sql: Sql, filters: UserSearchFilters & { sort: AdminUserSort; limit: number; offset: number }) {
  return sql<UserSearchRow[]>`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.state, u.role, u.created_at as "createdAt",
           array(
             select c.name from company_members m join companies c on c.id = m.company_id where m.user_id = u.id
             union all
             select a.name from association_members m join associations a on a.id = m.association_id where m.user_id = u.id
           ) as organisations
    from users u
    where ${matchesFilters(sql, filters)}
    order by ${ORDERS[filters.sort](sql)}
    limit ${filters.limit} offset ${filters.offset}`;
}

export async function countUsers(sql: Sql, filters: UserSearchFilters): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select count(*)::int as total from users u where ${matchesFilters(sql, filters)}`;
  return row!.total;
}

export interface AdminUserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  jobTitle: string | null;
  lang: string | null;
  state: UserState;
  role: string | null;
  createdAt: Date;
}

export async function findUserForAdmin(sql: Sql, userId: string): Promise<AdminUserRow | undefined> {
  const [row] = await sql<AdminUserRow[]>`
    select id, email, email_verified as "emailVerified", first_name as "firstName", last_name as "lastName",
           phone, job_title as "jobTitle", lang, state, role, created_at as "createdAt"
    from users where id = ${userId}`;
  return row;
}

/** Direct memberships only (what the user was given), with the employment facts. */
export function listCompanyMembershipsForAdmin(sql: Sql, userId: string) {
  return sql<{ id: number; slug: string; name: string; role: CompanyRole; entityName: string | null; managerEmail: string | null; ssoId: string | null }[]>`
    select c.id, c.slug, c.name, m.role, e.name as "entityName", m.manager_email as "managerEmail", m.sso_id as "ssoId"
    from company_members m
    join companies c on c.id = m.company_id
    left join entities e on e.id = m.entity_id
    where m.user_id = ${userId}
    order by c.name`;
}

export function listAssociationMembershipsForAdmin(sql: Sql, userId: string) {
  return sql<{ id: number; slug: string; name: string; role: AssociationRole; branchName: string | null }[]>`
    select a.id, a.slug, a.name, m.role, b.name as "branchName"
    from association_members m
    join associations a on a.id = m.association_id
    left join branches b on b.id = m.branch_id
    where m.user_id = ${userId}
    order by a.name`;
}
