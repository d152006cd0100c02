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
  managerEmail: string | null;
  matricule: string | null;
  dailyCostCents: number | null;
}

export interface CompanyMemberFilter {
  /** A part of the name, the address or the matricule (any case). */
  q?: string;
  state?: UserState;
  entity?: number | 'none';
  role?: CompanyRole;
}

/** The search's condition, always inside the company of the request (`m` is the membership, `u` the user). */
function memberFilter(sql: Tx, companyId: number, filter: CompanyMemberFilter) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  return sql`
    m.company_id = ${companyId}
    ${filter.state ? sql`and u.state = ${filter.state}` : sql``}
    ${filter.role ? sql`and m.role = ${filter.role}` : sql``}
    ${filter.entity === 'none' ? sql`and m.entity_id is null` : filter.entity ? sql`and m.entity_id = ${filter.entity}` : sql``}
    ${
      like
        ? sql`and (concat_ws(' ', u.first_name, u.last_name) ilike ${like} or concat_ws(' ', u.last_name, u.first_name) ilike ${like}
                   or u.email ilike ${like} or m.sso_id ilike ${like})`
        : sql``
    }`;
}

/**
 * One page of the company's employees matching the search, by name (last name, first name; someone known only by
 * their address is sorted by it), with the count of all that match.
 */
export function listCompanyMembers(sql: Tx, companyId: number, filter: CompanyMemberFilter = {}, page: { limit: number; offset: number } = { limit: 10_000, offset: 0 }) {
  return sql<CompanyMemberRow[]>`
    select u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName", m.role, u.state,
           e.id as "entityId", e.name as "entityName", m.manager_email as "managerEmail", m.sso_id as matricule, m.daily_cost_cents as "dailyCostCents"
    from company_members m
    join users u on u.id = m.user_id
    left join entities e on e.id = m.entity_id and e.company_id = m.company_id
    where ${memberFilter(sql, companyId, filter)}
    order by lower(coalesce(nullif(u.last_name, ''), nullif(u.first_name, ''), u.email)), lower(coalesce(u.first_name, '')), u.email
    limit ${page.limit} offset ${page.offset}`;
}

export async function countCompanyMembers(sql: Tx, companyId: number, filter: CompanyMemberFilter): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from company_members m join users u on u.id = m.user_id
    where ${memberFilter(sql, companyId, filter)}`;
  return row!.count;
}

/** The company's entities by name. */
export function listCompanyEntities(sql: Tx, companyId: number) {
  return sql<{ id: number; name: string }[]>`select id, name from entities where company_id = ${companyId} order by lower(name)`;
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

/** An employee's role and employment in this company (spec §3: entity, manager e-mail, matricule). */
export async function updateCompanyMemberEmployment(
  tx: Tx,
  companyId: number,
  userId: string,
  employment: { role: CompanyRole; entityId: number | null; managerEmail: string | null; matricule: string | null; dailyCostCents?: number | null },
) {
  const keepCost = employment.dailyCostCents === undefined;
  await tx`
    update company_members
    set role = ${employment.role}, entity_id = ${employment.entityId}, manager_email = ${employment.managerEmail}, sso_id = ${employment.matricule},
        daily_cost_cents = case when ${keepCost} then daily_cost_cents else ${employment.dailyCostCents ?? null}::int end
    where company_id = ${companyId} and user_id = ${userId}`;
}

export async function setCompanyMemberEntity(tx: Tx, companyId: number, userId: string, entityId: number | null) {
  await tx`update company_members set entity_id = ${entityId} where company_id = ${companyId} and user_id = ${userId}`;
}

/** Whether another employee of this company holds the matricule. */
export async function matriculeHolder(tx: Tx, companyId: number, matricule: string): Promise<string | null> {
  const [row] = await tx<{ userId: string }[]>`select user_id as "userId" from company_members where company_id = ${companyId} and sso_id = ${matricule}`;
  return row?.userId ?? null;
}

export interface ImportedMemberRow extends LockedCompanyMember {
  entityId: number | null;
  managerEmail: string | null;
  matricule: string | null;
  lastName: string | null;
}

/** The employees of this company among these addresses, locked for the import. */
export function lockCompanyMembersByEmail(tx: Tx, companyId: number, emails: readonly string[], lock: boolean) {
  return tx<ImportedMemberRow[]>`
    select u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName", u.lang, m.role, u.state,
           u.email_verified as "emailVerified", false as "hasPassword",
           m.entity_id as "entityId", m.manager_email as "managerEmail", m.sso_id as matricule
    from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and u.email in ${tx(emails as string[])}
    ${lock ? tx`for update of m, u` : tx``}`;
}

/** Every matricule of the company with its holder's address. */
export function listCompanyMatricules(tx: Tx, companyId: number) {
  return tx<{ matricule: string; email: string }[]>`
    select m.sso_id as matricule, u.email from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and m.sso_id is not null`;
}

/** The names a file gives a person who has not created their account yet (they own them once they have). */
export async function setInvitedUserNames(tx: Tx, userId: string, names: { firstName: string | null; lastName: string | null }) {
  await tx`
    update users set first_name = coalesce(${names.firstName}, first_name), last_name = coalesce(${names.lastName}, last_name),
                     name = coalesce(nullif(btrim(concat_ws(' ', coalesce(${names.firstName}, first_name), coalesce(${names.lastName}, last_name))), ''), name),
                     updated_at = now()
    where id = ${userId} and state = 'invited'`;
}

export async function setCompanyMemberRole(tx: Tx, companyId: number, userId: string, role: CompanyRole) {
  await tx`update company_members set role = ${role} where company_id = ${companyId} and user_id = ${userId}`;
}

