import type { AssociationRole, CompanyRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user.schema';
import type { Sql } from '../../db/connect';

export interface CompanyMembershipRow {
  id: number;
  slug: string;
  name: string;
  role: CompanyRole;
  holdingId: number | null;
  entityId: number | null;
}
export interface AssociationMembershipRow {
  id: number;
  slug: string;
  name: string;
  role: AssociationRole;
}

/**
 * The companies a user belongs to. A holding admin of one company of a holding
 * is holding admin of all its companies (spec §6), so those are listed too.
 */
export function listCompaniesOfUser(sql: Sql, userId: string) {
  return sql<CompanyMembershipRow[]>`
    select distinct on (c.id) c.id, c.slug, c.name, m.role, c.holding_id as "holdingId", m.entity_id as "entityId"
    from (
      select company_id, role, entity_id, 0 as rank from company_members where user_id = ${userId}
      union all
      select sibling.id, 'COMPANY_HOLDING_ADMIN', null::integer, 1
      from company_members own
      join companies mine on mine.id = own.company_id
      join companies sibling on sibling.holding_id = mine.holding_id
      where own.user_id = ${userId} and own.role = 'COMPANY_HOLDING_ADMIN'
    ) m
    join companies c on c.id = m.company_id
    order by c.id, m.rank`;
}

export function listAssociationsOfUser(sql: Sql, userId: string) {
  return sql<AssociationMembershipRow[]>`
    select a.id, a.slug, a.name, m.role
    from association_members m
    join associations a on a.id = m.association_id
    where m.user_id = ${userId}
    order by a.name`;
}

export async function findUserProfile(sql: Sql, userId: string) {
  const [row] = await sql<
    {
      id: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      lang: string | null;
      role: string | null;
      state: UserState;
      phone: string | null;
      jobTitle: string | null;
    }[]
  >`
    select id, email, first_name as "firstName", last_name as "lastName", lang, role, state, phone, job_title as "jobTitle"
    from users where id = ${userId}`;
  return row;
}

/** The preferences tab of /mon-compte. An absent optional field (undefined) is left as it is. */
export async function updateUserProfile(
  sql: Sql,
  userId: string,
  profile: { firstName: string; lastName: string; name: string; phone?: string | null; jobTitle?: string | null; lang?: string | null },
): Promise<boolean> {
  const keep = (value: string | null | undefined, column: string) => (value === undefined ? sql(column) : sql`${value}`);
  const rows = await sql`
    update users set
      first_name = ${profile.firstName},
      last_name = ${profile.lastName},
      name = ${profile.name},
      phone = ${keep(profile.phone, 'phone')},
      job_title = ${keep(profile.jobTitle, 'job_title')},
      lang = ${keep(profile.lang, 'lang')},
      updated_at = now()
    where id = ${userId}`;
  return rows.count === 1;
}

/** What the permission functions of shared/permissions need about a user. */
export async function findActor(sql: Sql, userId: string) {
  const [user] = await sql<{ id: string; role: string | null; state: string }[]>`select id, role, state from users where id = ${userId}`;
  if (!user) return undefined;
  const companies = await sql<{ companyId: number; holdingId: number | null; role: CompanyRole; entityId: number | null }[]>`
    select m.company_id as "companyId", c.holding_id as "holdingId", m.role, m.entity_id as "entityId"
    from company_members m join companies c on c.id = m.company_id
    where m.user_id = ${userId}`;
  const associations = await sql<{ associationId: number; role: AssociationRole }[]>`
    select association_id as "associationId", role from association_members where user_id = ${userId}`;
  return { user, companies, associations };
}
