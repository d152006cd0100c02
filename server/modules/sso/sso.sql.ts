import { sql as kyselySql } from 'kysely';
import type { SsoProtocol } from '../../../shared/sso/sso.rules';
import { currentAuthTransaction } from '../../auth/database';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** Runs a read: on our client, or inside better-auth's open transaction when there is one (see server/auth/database.ts). */
export type Reader = <T>(strings: TemplateStringsArray, ...values: unknown[]) => Promise<T[]>;
export function readerFor(sql: Tx): Reader {
  const transaction = currentAuthTransaction();
  if (transaction) return async <T>(strings: TemplateStringsArray, ...values: unknown[]) => (await kyselySql<T>(strings, ...values).execute(transaction)).rows;
  return async <T>(strings: TemplateStringsArray, ...values: unknown[]) => (await sql(strings, ...(values as never[]))) as unknown as T[];
}

/**
 * Single sign-on: the company's settings (`company_sso`), the row better-auth's SSO plugin reads (`sso_providers`),
 * and the employee an identity provider's answer names. Every query names the company.
 */

export interface CompanySsoRow {
  companyId: number;
  protocol: SsoProtocol;
  enabled: boolean;
  domains: string[];
  idpMetadataUrl: string | null;
  mapping: Record<string, string>;
  testState: string | null;
  testedAt: Date | null;
  testSucceeded: boolean | null;
  testResult: Record<string, unknown> | null;
  samlConfig: string | null;
  oidcConfig: string | null;
}

export async function findCompanySso(read: Reader, companyId: number): Promise<CompanySsoRow | undefined> {
  const [row] = await read<CompanySsoRow>`
    select s.company_id as "companyId", s.protocol, s.enabled, s.domains, s.idp_metadata_url as "idpMetadataUrl", s.mapping,
           s.test_state as "testState", s.tested_at as "testedAt", s.test_succeeded as "testSucceeded", s.test_result as "testResult",
           p.saml_config as "samlConfig", p.oidc_config as "oidcConfig"
    from company_sso s
    left join sso_providers p on p.provider_id = s.protocol || '-' || s.company_id
    where s.company_id = ${companyId}`;
  return row;
}

export interface SsoWrite {
  companyId: number;
  protocol: SsoProtocol;
  enabled: boolean;
  domains: string[];
  idpMetadataUrl: string | null;
  mapping: Record<string, string>;
  updatedBy: string | null;
  provider: { providerId: string; issuer: string; samlConfig: string | null; oidcConfig: string | null };
}

/**
 * Saves the settings and the plugin's row together. A new protocol replaces the other's row (one way in per company);
 * a changed identity provider forgets the last test, which no longer says anything about it.
 */
export async function saveCompanySso(tx: TransactionSql, write: SsoWrite, providerChanged: boolean): Promise<void> {
  await tx`delete from sso_providers where organization_id = ${String(write.companyId)} and provider_id <> ${write.provider.providerId}`;
  await tx`
    insert into sso_providers (id, provider_id, issuer, domain, saml_config, oidc_config, organization_id, user_id)
    values (gen_random_uuid(), ${write.provider.providerId}, ${write.provider.issuer}, ${write.domains.join(',')}, ${write.provider.samlConfig},
            ${write.provider.oidcConfig}, ${String(write.companyId)}, ${write.updatedBy})
    on conflict (provider_id) do update set issuer = excluded.issuer, domain = excluded.domain, saml_config = excluded.saml_config,
      oidc_config = excluded.oidc_config, user_id = excluded.user_id`;
  await tx`
    insert into company_sso (company_id, protocol, enabled, domains, idp_metadata_url, mapping, updated_by)
    values (${write.companyId}, ${write.protocol}, ${write.enabled}, ${write.domains}, ${write.idpMetadataUrl}, ${tx.json(write.mapping)}, ${write.updatedBy})
    on conflict (company_id) do update set protocol = excluded.protocol, enabled = excluded.enabled, domains = excluded.domains,
      idp_metadata_url = excluded.idp_metadata_url, mapping = excluded.mapping, updated_by = excluded.updated_by, updated_at = now()`;
  if (providerChanged) {
    await tx`update company_sso set tested_at = null, test_succeeded = null, test_result = null, test_state = null where company_id = ${write.companyId}`;
  }
}

export async function deleteCompanySso(tx: TransactionSql, companyId: number): Promise<void> {
  await tx`delete from sso_providers where organization_id = ${String(companyId)}`;
  await tx`delete from company_sso where company_id = ${companyId}`;
}

/** The company whose login test this is (the state its sign-in request carried), if one is under way. */
export async function findTestByState(sql: Tx, state: string): Promise<{ companyId: number } | undefined> {
  const [row] = await sql<{ companyId: number }[]>`select company_id as "companyId" from company_sso where test_state = ${state}`;
  return row;
}

export async function startTest(sql: Tx, companyId: number, state: string): Promise<void> {
  await sql`update company_sso set test_state = ${state} where company_id = ${companyId}`;
}

export async function recordTest(sql: Tx, companyId: number, state: string, result: { succeeded: boolean; result: Record<string, unknown> }): Promise<boolean> {
  const rows = await sql`
    update company_sso set test_state = null, tested_at = now(), test_succeeded = ${result.succeeded}, test_result = ${sql.json(result.result as never)}
    where company_id = ${companyId} and test_state = ${state} returning company_id`;
  return rows.length > 0;
}

export interface SsoAccountRow {
  userId: string;
  state: string;
  isPlatformAdmin: boolean;
  memberOfCompany: boolean;
  otherMemberships: number;
}

/** The account of an address, and where it belongs: this company, others, associations, the platform's staff. */
export async function findAccount(read: Reader, companyId: number, email: string): Promise<SsoAccountRow | undefined> {
  const [row] = await read<SsoAccountRow>`
    select u.id as "userId", u.state, coalesce(u.role, '') = 'admin' as "isPlatformAdmin",
           exists (select 1 from company_members m where m.user_id = u.id and m.company_id = ${companyId}) as "memberOfCompany",
           ((select count(*) from company_members m where m.user_id = u.id and m.company_id <> ${companyId})
             + (select count(*) from association_members a where a.user_id = u.id))::int as "otherMemberships"
    from users u where lower(u.email) = lower(${email})`;
  return row;
}

export async function companyOf(sql: Tx, companyId: number): Promise<{ id: number; slug: string; name: string } | undefined> {
  const [row] = await sql<{ id: number; slug: string; name: string }[]>`select id, slug, name from companies where id = ${companyId}`;
  return row;
}

/**
 * The employee as the identity provider describes them, on each sign-in: their account is usable (the IdP vouched
 * for the address), they are a collaborator of the company (kept in their role when they already are one), with the
 * matricule, entity (by name, when the company has it) and manager the provider gives; what it does not give stays.
 */
export async function provisionMember(
  tx: TransactionSql,
  companyId: number,
  userId: string,
  profile: { firstName: string | null; lastName: string | null; ssoId: string | null; entity: string | null; managerEmail: string | null },
): Promise<void> {
  await tx`
    update users set email_verified = true, state = case when state in ('created', 'invited') then 'registered' else state end,
      first_name = coalesce(${profile.firstName}, first_name), last_name = coalesce(${profile.lastName}, last_name), updated_at = now()
    where id = ${userId}`;
  await tx`insert into company_members (company_id, user_id, role) values (${companyId}, ${userId}, 'COMPANY_COLLABORATOR') on conflict do nothing`;
  // A matricule another employee of the company holds stays with them: the sign-in goes on without it.
  await tx`
    update company_members m set
      sso_id = case when ${profile.ssoId}::text is not null and not exists (
                 select 1 from company_members o where o.company_id = m.company_id and o.sso_id = ${profile.ssoId} and o.user_id <> m.user_id)
               then ${profile.ssoId} else m.sso_id end,
      entity_id = coalesce((select e.id from entities e where e.company_id = m.company_id and lower(e.name) = lower(${profile.entity})), m.entity_id),
      manager_email = coalesce(${profile.managerEmail}, m.manager_email)
    where m.company_id = ${companyId} and m.user_id = ${userId}`;
}

export async function companyBySlug(sql: Tx, slug: string): Promise<{ id: number; slug: string; name: string } | undefined> {
  const [row] = await sql<{ id: number; slug: string; name: string }[]>`select id, slug, name from companies where slug = ${slug}`;
  return row;
}

/** The companies whose single sign-on is on for the address's domain (or a parent domain of it). */
export function companiesSigningIn(sql: Tx, host: string) {
  return sql<{ slug: string; protocol: SsoProtocol }[]>`
    select c.slug, s.protocol from company_sso s join companies c on c.id = s.company_id
    where s.enabled and exists (select 1 from unnest(s.domains) d where ${host} = d or ${host} like '%.' || d)
    limit 2`;
}
