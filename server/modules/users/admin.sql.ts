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

/** The account state and where the user belongs, on the row `u`. */
function userFilters(sql: Sql, filters: UserSearchFilters) {
  const state = filters.state ? sql`u.state = ${filters.state}` : sql`true`;
  const inCompany = sql`exists (select 1 from company_members cm where cm.user_id = u.id)`;
  const inAssociation = sql`exists (select 1 from association_members am where am.user_id = u.id)`;
  const organisation =
    filters.organisation === 'company'
      ? inCompany
      : filters.organisation === 'association'
        ? inAssociation
        : filters.organisation === 'none'
          ? sql`not ${inCompany} and not ${inAssociation}`
          : sql`true`;
  return sql`${state} and ${organisation}`;
}

/** The orders of the list, as sort keys `k1`, `k2`, `k3` a candidate carries; each order has its index (migration 0021). */
const ORDERS: Record<AdminUserSort, { keys: (sql: Sql) => SqlFragment; by: (sql: Sql, row: 'u' | 'c') => SqlFragment }> = {
  name: {
    keys: (sql) => sql`lower(coalesce(u.last_name, u.name, u.email)) as k1, lower(coalesce(u.first_name, '')) as k2, u.email as k3`,
    by: (sql, row) => (row === 'u' ? sql`lower(coalesce(u.last_name, u.name, u.email)), lower(coalesce(u.first_name, '')), u.email` : sql`c.k1, c.k2, c.k3`),
  },
  created: {
    keys: (sql) => sql`u.created_at as k1, u.id as k2, null::text as k3`,
    by: (sql, row) => (row === 'u' ? sql`u.created_at desc, u.id desc` : sql`c.k1 desc, c.k2 desc`),
  },
};

/**
 * The users the filters keep, with their sort keys: a part of « first last », « last first », the name or the e-mail
 * address (`users.search_text`, migration 0021), or of a matricule (`company_members.sso_id`); the account state;
 * where the user belongs. With a search, the two ways of matching are a union whose sides each carry the filters, so
 * each reads its own trigram index; a text without three letters or digits in a row has no trigram to look up, so each
 * user is checked once, the matricules read once beside them.
 */
function candidates(sql: Sql, filters: UserSearchFilters, sort: AdminUserSort) {
  const keys = ORDERS[sort].keys(sql);
  const kept = userFilters(sql, filters);
  if (!filters.q) return sql`select u.id, ${keys} from users u where ${kept}`;
  const pattern = containsPattern(sql, filters.q);
  if (!TRIGRAM.test(filters.q)) {
    return sql`
      select u.id, ${keys} from users u
      where (u.search_text like ${pattern} or u.id in (select user_id from company_members where lower(sso_id) like ${pattern})) and ${kept}`;
  }
  return sql`
    select u.id, ${keys} from users u where u.search_text like ${pattern} and ${kept}
    union
    select u.id, ${keys} from company_members m join users u on u.id = m.user_id where lower(m.sso_id) like ${pattern} and ${kept}`;
}

/**
 * A page of the admin users list: without a search, walked in the order's index; with one, the candidates sorted and
 * cut to the page before the page's rows are read, with each user's organisations.
 */
export function searchUsers(sql: Sql, filters: UserSearchFilters & { sort: AdminUserSort; limit: number; offset: number }) {
  const order = ORDERS[filters.sort];
  const page = filters.q
    ? sql`select c.id, c.k1, c.k2, c.k3 from (${candidates(sql, filters, filters.sort)}) c order by ${order.by(sql, 'c')} limit ${filters.limit} offset ${filters.offset}`
    : sql`select u.id, ${order.keys(sql)} from users u where ${userFilters(sql, filters)} order by ${order.by(sql, 'u')} limit ${filters.limit} offset ${filters.offset}`;
  return sql<UserSearchRow[]>`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.state, u.role, u.created_at as "createdAt",
           array(
             select co.name from company_members m join companies co on co.id = m.company_id where m.user_id = u.id
             union all
             select a.name from association_members m join associations a on a.id = m.association_id where m.user_id = u.id
           ) as organisations
    from (${page}) c
    join users u on u.id = c.id
    order by ${order.by(sql, 'c')}`;
}

export async function countUsers(sql: Sql, filters: UserSearchFilters): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select count(*)::int as total from (${candidates(sql, filters, 'created')}) c`;
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
