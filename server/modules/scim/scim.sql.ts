import type { UserState } from '../../../shared/users/user-states';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * SCIM provisioning: the company's tokens, and its employees as its identity provider reads and writes them. Every
 * query names the company of the token (or of the admin's path): another company's employee is not found.
 */

// ---- Tokens

export interface ScimTokenRow {
  id: number;
  name: string;
  tokenPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: string | null;
}

export function listTokens(sql: Tx, companyId: number) {
  return sql<ScimTokenRow[]>`
    select t.id, t.name, t.token_prefix as "tokenPrefix", t.created_at as "createdAt", t.last_used_at as "lastUsedAt",
           t.revoked_at as "revokedAt", nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as "createdBy"
    from scim_tokens t left join users u on u.id = t.created_by
    where t.company_id = ${companyId}
    order by t.revoked_at is not null, t.created_at desc, t.id desc`;
}

export async function insertToken(tx: Tx, token: { companyId: number; name: string; hash: string; prefix: string; createdBy: string }): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into scim_tokens (company_id, name, token_hash, token_prefix, created_by)
    values (${token.companyId}, ${token.name}, ${token.hash}, ${token.prefix}, ${token.createdBy}) returning id`;
  return row!.id;
}

/** Revokes the company's token (once: a revoked one stays as it was). False when the company has no such token. */
export async function revokeToken(tx: Tx, companyId: number, tokenId: number): Promise<boolean> {
  const rows = await tx`
    update scim_tokens set revoked_at = coalesce(revoked_at, now()) where company_id = ${companyId} and id = ${tokenId} returning id`;
  return rows.length > 0;
}

/**
 * The company a live token reaches, if it is the company of the path; the token's last use is kept (at most once a
 * minute, so a provider's burst writes once).
 */
export async function useToken(sql: Tx, hash: string, companyId: number): Promise<{ tokenId: number; createdBy: string | null } | undefined> {
  const [row] = await sql<{ tokenId: number; createdBy: string | null }[]>`
    with token as (
      select id, created_by from scim_tokens where token_hash = ${hash} and company_id = ${companyId} and revoked_at is null
    ), touched as (
      update scim_tokens set last_used_at = now()
      where id = (select id from token) and (last_used_at is null or last_used_at < now() - interval '1 minute')
    )
    select id as "tokenId", created_by as "createdBy" from token`;
  return row;
}

// ---- Employees

export interface ScimMemberRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  state: UserState;
  externalId: string | null;
  matricule: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
}

function memberColumns(sql: Tx) {
  return sql`
    u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName", u.state, m.scim_external_id as "externalId",
    m.sso_id as matricule, u.email_verified as "emailVerified",
    exists (select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null) as "hasPassword",
    m.created_at as "createdAt", greatest(u.updated_at, m.created_at) as "updatedAt"`;
}

export type MemberFilter = { attribute: 'userName' | 'externalId'; value: string } | null;

function filtered(sql: Tx, filter: MemberFilter) {
  if (filter === null) return sql``;
  return filter.attribute === 'userName' ? sql`and lower(u.email) = ${filter.value}` : sql`and m.scim_external_id = ${filter.value}`;
}

/** The company's employees (every state), the oldest member first, one page of them, and how many match. */
export async function listMembers(sql: Tx, companyId: number, filter: MemberFilter, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    sql<ScimMemberRow[]>`
      select ${memberColumns(sql)} from company_members m join users u on u.id = m.user_id
      where m.company_id = ${companyId} ${filtered(sql, filter)}
      order by m.created_at, u.id
      offset ${page.offset} limit ${page.limit}`,
    sql<{ n: number }[]>`select count(*)::int as n from company_members m join users u on u.id = m.user_id where m.company_id = ${companyId} ${filtered(sql, filter)}`,
  ]);
  return { rows, total: total!.n };
}

/** One employee of the company (`lock`: for a change). */
export async function findMember(sql: Tx, companyId: number, userId: string, options: { lock?: boolean } = {}): Promise<ScimMemberRow | undefined> {
  const [row] = await sql<ScimMemberRow[]>`
    select ${memberColumns(sql)} from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and m.user_id = ${userId}
    ${options.lock ? sql`for update of m, u` : sql``}`;
  return row;
}

/** The account of an address, whoever's member it is (a provider may provision someone who already signed up). */
export async function findUserIdByEmail(sql: Tx, email: string): Promise<string | undefined> {
  const [row] = await sql<{ id: string }[]>`select id from users where lower(email) = ${email}`;
  return row?.id;
}

/** Which employee of the company holds this external id or matricule (the provider's ids are unique in a company). */
export async function holderOf(sql: Tx, companyId: number, column: 'externalId' | 'matricule', value: string): Promise<string | undefined> {
  const field = column === 'externalId' ? sql`scim_external_id` : sql`sso_id`;
  const [row] = await sql<{ userId: string }[]>`select user_id as "userId" from company_members where company_id = ${companyId} and ${field} = ${value}`;
  return row?.userId;
}

/** The identity the provider owns: names, address, external id and matricule. */
export async function writeIdentity(
  tx: Tx,
  companyId: number,
  userId: string,
  identity: { email: string; firstName: string | null; lastName: string | null; externalId: string | null; matricule: string | null },
) {
  await tx`
    update users set email = ${identity.email}, first_name = ${identity.firstName}, last_name = ${identity.lastName},
                     name = coalesce(nullif(btrim(concat_ws(' ', ${identity.firstName}::text, ${identity.lastName}::text)), ''), name, ${identity.email}),
                     updated_at = now()
    where id = ${userId}`;
  await tx`
    update company_members set scim_external_id = ${identity.externalId}, sso_id = ${identity.matricule}
    where company_id = ${companyId} and user_id = ${userId}`;
}

export async function setUserState(tx: Tx, userId: string, state: UserState) {
  await tx`update users set state = ${state}, updated_at = now() where id = ${userId}`;
}

/** Signs a user out everywhere at once. */
export async function deleteSessions(tx: Tx, userId: string) {
  await tx`delete from sessions where user_id = ${userId}`;
}

export async function deleteMembership(tx: Tx, companyId: number, userId: string) {
  await tx`delete from company_members where company_id = ${companyId} and user_id = ${userId}`;
}

export async function companyName(sql: Tx, companyId: number): Promise<{ id: number; name: string; slug: string } | undefined> {
  const [row] = await sql<{ id: number; name: string; slug: string }[]>`select id, name, slug from companies where id = ${companyId}`;
  return row;
}
