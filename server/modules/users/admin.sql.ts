import type { AssociationRole, CompanyRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user.schema';
import type { Sql } from '../../db/connect';

/** `%` and `_` typed by the admin are searched as such, not as wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface UserSearchRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  state: UserState;
  role: string | null;
  organisations: string[];
}

/** A part of the e-mail address, of the name, or of 'first last' / 'last first'. */
function matchesSearch(sql: Sql, q: string | undefined) {
  if (!q) return sql`true`;
  const pattern = containsPattern(q);
  return sql`(u.email ilike ${pattern} or u.name ilike ${pattern}
    or coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ilike ${pattern}
    or coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '') ilike ${pattern})`;
}

/** The admin users list, sorted by last name. */
export function searchUsers(sql: Sql, filters: { q?: string; limit: number; offset: number }) {
  return sql<UserSearchRow[]>`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.state, u.role,
           array(
             select c.name from company_members m join companies c on c.id = m.company_id where m.user_id = u.id
             union all
             select a.name from association_members m join associations a on a.id = m.association_id where m.user_id = u.id
           ) as organisations
    from users u
    where ${matchesSearch(sql, filters.q)}
    order by lower(coalesce(u.last_name, u.name, u.email)), lower(coalesce(u.first_name, '')), u.email
    limit ${filters.limit} offset ${filters.offset}`;
}

export async function countUsers(sql: Sql, q: string | undefined): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select count(*)::int as total from users u where ${matchesSearch(sql, q)}`;
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
  return sql<{ id: number; slug: string; name: string; role: CompanyRole; entityName: string | null; managerEmail: string | null }[]>`
    select c.id, c.slug, c.name, m.role, e.name as "entityName", m.manager_email as "managerEmail"
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
