import type { CompanyRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user.schema';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface CompanyMemberRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: CompanyRole;
  state: UserState;
  entityId: number | null;
  entityName: string | null;
}

/** The employees of one company, optionally in one state, by name. */
export function listCompanyMembers(sql: Tx, companyId: number, state?: UserState) {
  return sql<CompanyMemberRow[]>`
    select u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName", m.role, u.state,
           e.id as "entityId", e.name as "entityName"
    from company_members m
    join users u on u.id = m.user_id
    left join entities e on e.id = m.entity_id and e.company_id = m.company_id
    where m.company_id = ${companyId} ${state ? sql`and u.state = ${state}` : sql``}
    order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.email`;
}

export function countCompanyMembersByState(sql: Tx, companyId: number) {
  return sql<{ state: UserState; count: number }[]>`
    select u.state, count(*)::int as count
    from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId}
    group by u.state`;
}

export interface LockedCompanyMember {
  userId: string;
  email: string;
  firstName: string | null;
  lang: string | null;
  role: CompanyRole;
  state: UserState;
  emailVerified: boolean;
  hasPassword: boolean;
}

/** One employee of this company, locked for the change (a user of another company is not found). */
export async function lockCompanyMember(tx: Tx, companyId: number, userId: string): Promise<LockedCompanyMember | undefined> {
  const [row] = await tx<LockedCompanyMember[]>`
    select u.id as "userId", u.email, u.first_name as "firstName", u.lang, m.role, u.state, u.email_verified as "emailVerified",
           exists (select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null) as "hasPassword"
    from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and m.user_id = ${userId}
    for update of m, u`;
  return row;
}

/** Changes the state of a user who is a member of this company. */
export async function setMemberState(tx: Tx, companyId: number, userId: string, state: UserState) {
  await tx`
    update users set state = ${state}, updated_at = now()
    where id = ${userId} and exists (select 1 from company_members m where m.company_id = ${companyId} and m.user_id = ${userId})`;
}

/** Signs a user out everywhere at once. */
export async function deleteSessionsOfUser(tx: Tx, userId: string) {
  await tx`delete from sessions where user_id = ${userId}`;
}

export async function setCompanyMemberRole(tx: Tx, companyId: number, userId: string, role: CompanyRole) {
  await tx`update company_members set role = ${role} where company_id = ${companyId} and user_id = ${userId}`;
}

