import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export async function findUserForRegistration(sql: Tx, email: string) {
  const [row] = await sql<{ id: string; emailVerified: boolean; state: string; lang: string | null }[]>`
    select id, email_verified as "emailVerified", state, lang from users where email = ${email}`;
  return row;
}

export async function recordAcceptances(sql: Tx, userId: string, acceptances: { terms: boolean; gdpr: boolean; names?: { firstName: string; lastName: string } }) {
  await sql`
    update users set
      terms_accepted_at = case when ${acceptances.terms} then now() else terms_accepted_at end,
      gdpr_consent_at = case when ${acceptances.gdpr} then now() else gdpr_consent_at end,
      first_name = coalesce(${acceptances.names?.firstName ?? null}, first_name),
      last_name = coalesce(${acceptances.names?.lastName ?? null}, last_name),
      name = coalesce(${acceptances.names ? `${acceptances.names.firstName} ${acceptances.names.lastName}` : null}, name),
      updated_at = now()
    where id = ${userId}`;
}

export async function insertCompanyMembership(sql: Tx, companyId: number, userId: string) {
  await sql`insert into company_members (company_id, user_id, role) values (${companyId}, ${userId}, 'COMPANY_COLLABORATOR') on conflict do nothing`;
}

/**
 * Once the e-mail is confirmed, an account made by self-registration becomes
 * usable: waiting for validation when one of its companies validates new accounts.
 */
export async function activateConfirmedAccount(sql: Tx, userId: string) {
  await sql`
    update users set state = case
        when exists (select 1 from company_members m join companies c on c.id = m.company_id
                     where m.user_id = ${userId} and c.validates_new_accounts) then 'toValidate'
        else 'registered' end,
      updated_at = now()
    where id = ${userId} and state = 'created'`;
}

export async function slugsStartingWith(sql: Tx, base: string): Promise<string[]> {
  const rows = await sql<{ slug: string }[]>`select slug from associations where slug = ${base} or slug like ${`${base}-%`}`;
  return rows.map((row) => row.slug);
}

export async function insertAssociationWithAdmin(
  sql: Tx,
  input: { slug: string; name: string; userId: string; partnerCompanyId: number | null },
): Promise<number> {
  const [association] = await sql<{ id: number }[]>`
    insert into associations (slug, name, eligibility_acknowledged_at, terms_accepted_at)
    values (${input.slug}, ${input.name}, now(), now())
    returning id`;
  const id = association!.id;
  await sql`insert into publishers (type, association_id) values ('PUBLISHER_TYPE_ASSOCIATION', ${id})`;
  await sql`insert into association_members (association_id, user_id, role) values (${id}, ${input.userId}, 'ASSOCIATION_ADMIN')`;
  if (input.partnerCompanyId !== null) {
    await sql`insert into company_partner_associations (company_id, association_id) values (${input.partnerCompanyId}, ${id})`;
  }
  return id;
}

export async function deleteUnconfirmedUser(sql: Tx, userId: string) {
  await sql`delete from users where id = ${userId} and email_verified = false`;
}

export function listEntities(sql: Tx, companyId: number) {
  return sql<{ id: number; name: string }[]>`select id, name from entities where company_id = ${companyId} order by name`;
}

export async function findMembership(sql: Tx, companyId: number, userId: string) {
  const [row] = await sql<{ managerEmail: string | null; entityId: number | null }[]>`
    select manager_email as "managerEmail", entity_id as "entityId" from company_members where company_id = ${companyId} and user_id = ${userId}`;
  return row;
}

export async function updateMembershipProfile(sql: Tx, companyId: number, userId: string, profile: { managerEmail: string | null; entityId: number | null }) {
  const rows = await sql`
    update company_members set manager_email = ${profile.managerEmail}, entity_id = ${profile.entityId}
    where company_id = ${companyId} and user_id = ${userId}
    returning user_id`;
  if (rows.length > 0) await sql`update users set profile_completed_at = coalesce(profile_completed_at, now()) where id = ${userId}`;
  return rows.length > 0;
}

/** The partner company named by `?company=` when an association registers as a company's partner. */
export async function findCompanyIdBySlug(sql: Tx, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from companies where slug = ${slug}`;
  return row;
}
