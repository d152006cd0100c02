import type { AssociationRole, CompanyRole } from '../../shared/permissions/roles';
import type { Sql, TransactionSql } from '../db/connect';

type Tx = Sql | TransactionSql;

export async function countUsers(sql: Tx): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from users`;
  return row!.count;
}

export async function upsertHolding(sql: Tx, holding: { slug: string; name: string }): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into holdings (slug, name) values (${holding.slug}, ${holding.name})
    on conflict (slug) do update set name = excluded.name
    returning id`;
  return row!.id;
}

export async function upsertCompany(
  sql: Tx,
  company: { slug: string; name: string; holdingId: number | null; plans: string[]; isActive: boolean; allowedEmailDomains: string[]; validatesNewAccounts: boolean },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into companies (slug, name, holding_id, plans, is_active, allowed_email_domains, validates_new_accounts)
    values (${company.slug}, ${company.name}, ${company.holdingId}, ${company.plans}, ${company.isActive}, ${company.allowedEmailDomains}, ${company.validatesNewAccounts})
    on conflict (slug) do update
      set name = excluded.name, holding_id = excluded.holding_id, plans = excluded.plans, is_active = excluded.is_active,
          allowed_email_domains = excluded.allowed_email_domains, validates_new_accounts = excluded.validates_new_accounts, updated_at = now()
    returning id`;
  return row!.id;
}

export async function upsertEntity(sql: Tx, companyId: number, name: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into entities (company_id, name) values (${companyId}, ${name})
    on conflict (company_id, name) do update set name = excluded.name
    returning id`;
  return row!.id;
}

/** Each association and company publishes missions through its publisher row. */
export async function ensurePublisher(sql: Tx, owner: { associationId: number } | { companyId: number }) {
  if ('associationId' in owner) {
    await sql`insert into publishers (type, association_id) values ('PUBLISHER_TYPE_ASSOCIATION', ${owner.associationId}) on conflict (association_id) do nothing`;
  } else {
    await sql`insert into publishers (type, company_id) values ('PUBLISHER_TYPE_COMPANY', ${owner.companyId}) on conflict (company_id) do nothing`;
  }
}

export async function upsertAssociation(sql: Tx, association: { slug: string; name: string; branchesActivated: boolean }): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into associations (slug, name, are_branches_activated)
    values (${association.slug}, ${association.name}, ${association.branchesActivated})
    on conflict (slug) do update set name = excluded.name, are_branches_activated = excluded.are_branches_activated, updated_at = now()
    returning id`;
  return row!.id;
}

export async function upsertBranch(sql: Tx, associationId: number, name: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into branches (association_id, name) values (${associationId}, ${name})
    on conflict (association_id, name) do update set name = excluded.name
    returning id`;
  return row!.id;
}

export async function findUserIdByEmail(sql: Tx, email: string): Promise<string | undefined> {
  const [row] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
  return row?.id;
}

export async function insertUserWithPassword(
  sql: Tx,
  user: { email: string; firstName: string; lastName: string; platformAdmin: boolean; passwordHash: string },
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into users (name, email, email_verified, first_name, last_name, role)
    values (${`${user.firstName} ${user.lastName}`}, ${user.email}, true, ${user.firstName}, ${user.lastName}, ${user.platformAdmin ? 'admin' : null})
    returning id`;
  await sql`
    insert into accounts (account_id, provider_id, user_id, password, updated_at)
    values (${row!.id}, 'credential', ${row!.id}, ${user.passwordHash}, now())`;
  return row!.id;
}

export async function upsertCompanyMember(sql: Tx, member: { companyId: number; userId: string; role: CompanyRole; managerEmail: string | null }) {
  await sql`
    insert into company_members (company_id, user_id, role, manager_email)
    values (${member.companyId}, ${member.userId}, ${member.role}, ${member.managerEmail})
    on conflict (company_id, user_id) do update set role = excluded.role, manager_email = excluded.manager_email`;
}

export async function upsertAssociationMember(
  sql: Tx,
  member: { associationId: number; userId: string; role: AssociationRole; branchId: number | null },
) {
  await sql`
    insert into association_members (association_id, user_id, role, branch_id)
    values (${member.associationId}, ${member.userId}, ${member.role}, ${member.branchId})
    on conflict (association_id, user_id) do update set role = excluded.role, branch_id = excluded.branch_id`;
}
