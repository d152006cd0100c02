import type { CertificationLabel } from '../../shared/associations/certification-labels';
import type { AssociationRole, CompanyRole } from '../../shared/permissions/roles';
import type { UserState } from '../../shared/users/user.schema';
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

/** The demo logo, only where the association has none (a logo changed since is kept). */
export async function setAssociationLogoIfMissing(sql: Tx, associationId: number, logo: string) {
  await sql`update associations set logo_path = ${logo} where id = ${associationId} and logo_path is null`;
}

/** The demo certification, only where the association has none (a certification changed since is kept). */
export async function certifyAssociationIfUncertified(sql: Tx, associationId: number, label: CertificationLabel) {
  await sql`update associations set certified_label = ${label} where id = ${associationId} and certified_label is null`;
}

export async function upsertBranch(sql: Tx, associationId: number, name: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into branches (association_id, name) values (${associationId}, ${name})
    on conflict (association_id, name) do update set name = excluded.name
    returning id`;
  return row!.id;
}

export async function ensureCompanyPartner(sql: Tx, companyId: number, associationId: number) {
  await sql`insert into company_partner_associations (company_id, association_id) values (${companyId}, ${associationId}) on conflict do nothing`;
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

export async function findMissionIdBySlug(sql: Tx, associationId: number, slug: string): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from missions where association_id = ${associationId} and slug = ${slug} order by id limit 1`;
  return row?.id;
}

export interface DemoMissionRow {
  slug: string;
  title: string;
  description: string;
  state: 'draft' | 'published';
  associationId: number;
  supervisorId: string | null;
  missionType: string;
  availabilityType: string;
  requiredAvailability: string | null;
  timeType: string;
  isRemote: boolean;
  isTaxExempt: boolean;
  /** Upload URLs (/uploads/...). */
  images: string[];
  location: { kind: string; label: string; city: string | null; postalCode: string | null; region: string; latitude: number; longitude: number } | null;
  thematics: string[];
  skills: string[];
  expiresOn: string | null;
  bookingRestriction: 'none' | 'companies';
  /** Published by the platform itself (PUBLISHER_TYPE_ADMIN), run by its association (the admin « Catalogue »). */
  publishedByPlatform?: boolean;
}

export async function insertDemoMission(sql: Tx, mission: DemoMissionRow): Promise<number> {
  const published = mission.state === 'published';
  const place = mission.location;
  const [row] = await sql<{ id: number }[]>`
    insert into missions (
      slug, title, description, state, publisher_id, publisher_type, association_id, supervisor_id,
      mission_type, availability_type, required_availability, time_type, is_remote, is_tax_exempt,
      location_kind, location_label, city, postal_code, region, country, latitude, longitude,
      thematics, skills, images, expires_on, booking_restriction, published_at, first_published_at)
    values (
      ${mission.slug}, ${mission.title}, ${mission.description}, ${mission.state},
      ${
        mission.publishedByPlatform
          ? sql`(select id from publishers where type = 'PUBLISHER_TYPE_ADMIN'), 'PUBLISHER_TYPE_ADMIN'`
          : sql`(select id from publishers where association_id = ${mission.associationId}), 'PUBLISHER_TYPE_ASSOCIATION'`
      }, ${mission.associationId}, ${mission.supervisorId},
      ${mission.missionType}, ${mission.availabilityType}, ${mission.requiredAvailability}, ${mission.timeType}, ${mission.isRemote}, ${mission.isTaxExempt},
      ${place?.kind ?? null}, ${place?.label ?? null}, ${place?.city ?? null}, ${place?.postalCode ?? null}, ${place?.region ?? null},
      ${place ? 'FR' : null}, ${place?.latitude ?? null}, ${place?.longitude ?? null},
      ${mission.thematics}, ${mission.skills}, ${mission.images}, ${mission.expiresOn}, ${mission.bookingRestriction},
      ${published ? sql`now()` : null}, ${published ? sql`now()` : null})
    returning id`;
  return row!.id;
}

/** The platform's own publisher (one at most: `publishers_single_admin`). */
export async function ensurePlatformPublisher(sql: Tx): Promise<void> {
  await sql`insert into publishers (type) select 'PUBLISHER_TYPE_ADMIN' where not exists (select 1 from publishers where type = 'PUBLISHER_TYPE_ADMIN')`;
}

/** An employee's employment in a company (to change one fact of it through the members' use case). */
export async function findDemoEmployment(sql: Tx, companyId: number, email: string) {
  const [row] = await sql<{ userId: string; role: CompanyRole; entityId: number | null; managerEmail: string | null; matricule: string | null }[]>`
    select m.user_id as "userId", m.role, m.entity_id as "entityId", m.manager_email as "managerEmail", m.sso_id as matricule
    from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and u.email = ${email}`;
  return row;
}

export async function insertDemoTimeslot(sql: Tx, slot: { missionId: number; startsAt: Date; endsAt: Date; places: number }) {
  await sql`
    insert into timeslots (mission_id, starts_at, ends_at, places)
    values (${slot.missionId}, ${slot.startsAt}, ${slot.endsAt}, ${slot.places})`;
}

export async function restrictMissionToCompany(sql: Tx, missionId: number, companyId: number) {
  await sql`insert into mission_restricted_companies (mission_id, company_id) values (${missionId}, ${companyId}) on conflict do nothing`;
}

export async function validateMissionForCompany(sql: Tx, missionId: number, companyId: number) {
  await sql`insert into mission_company_validations (mission_id, company_id) values (${missionId}, ${companyId}) on conflict do nothing`;
}

/** The demo employee's ids in Acme (the demo applications are theirs). */
export async function findDemoEmployee(sql: Tx, email: string) {
  const [row] = await sql<{ userId: string; companyId: number; holdingId: number | null }[]>`
    select u.id as "userId", c.id as "companyId", c.holding_id as "holdingId"
    from users u join company_members m on m.user_id = u.id join companies c on c.id = m.company_id
    where u.email = ${email} and c.slug = 'acme'`;
  return row;
}

export async function findDemoMission(sql: Tx, slug: string) {
  const [row] = await sql<{ id: number; associationId: number; supervisorId: string | null }[]>`
    select id, association_id as "associationId", supervisor_id as "supervisorId" from missions where slug = ${slug} and association_id is not null`;
  return row;
}

/** The first slot of the mission starting after `from`. */
export async function findFirstTimeslotAfter(sql: Tx, missionId: number, from: Date): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from timeslots where mission_id = ${missionId} and starts_at > ${from} order by starts_at limit 1`;
  return row?.id;
}

/** The mission's referent, or without one an admin of its association. */
export async function findDemoReferent(sql: Tx, mission: { associationId: number; supervisorId: string | null }) {
  const [row] = await sql<{ userId: string; role: AssociationRole }[]>`
    select user_id as "userId", role from association_members
    where association_id = ${mission.associationId} and (user_id = ${mission.supervisorId} or ${mission.supervisorId}::uuid is null)
    order by (user_id = ${mission.supervisorId}) desc nulls last, role limit 1`;
  return row;
}

/** A demo quest of the company by its slug (deleted ones included: a demo quest deleted by hand is not made again). */
export async function findDemoQuestId(sql: Tx, companyId: number, slug: string): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from quests where company_id = ${companyId} and slug = ${slug} order by id limit 1`;
  return row?.id;
}

/** A company's event of that name (the demo events are found by name, so the seed runs twice without doubling them). */
export async function findChallengeIdByName(sql: Tx, companyId: number, name: string): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from challenges where company_id = ${companyId} and name = ${name} order by id limit 1`;
  return row?.id;
}

// ---- Company employees (issue 15): the accounts the demo employees completed themselves.

export async function findUserStateByEmail(sql: Tx, email: string): Promise<UserState | undefined> {
  const [row] = await sql<{ state: UserState }[]>`select state from users where email = ${email}`;
  return row?.state;
}

/**
 * An invited demo employee's account as they would have completed it: a password, the terms accepted, the address
 * confirmed (except for `created`: registered, code not typed yet), their invitation used.
 */
export async function completeDemoAccount(sql: Tx, account: { email: string; state: 'registered' | 'toValidate' | 'created'; passwordHash: string }): Promise<string> {
  const [user] = await sql<{ id: string }[]>`
    update users set state = ${account.state}, email_verified = ${account.state !== 'created'}, terms_accepted_at = now(),
                     gdpr_consent_at = now(), updated_at = now()
    where email = ${account.email} and state = 'invited'
    returning id`;
  await sql`
    insert into accounts (account_id, provider_id, user_id, password, updated_at)
    values (${user!.id}, 'credential', ${user!.id}, ${account.passwordHash}, now())`;
  await sql`update invitations set accepted_at = now() where email = ${account.email} and accepted_at is null`;
  return user!.id;
}

// ---- Highlights (« Temps forts », issue 17).

/** The ids of the demo missions of these slugs, in the order given (a slug not found is left out). */
export async function findMissionIdsBySlugs(sql: Tx, slugs: readonly string[]): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select m.id from unnest(${slugs}::text[]) with ordinality as wanted(slug, position) join missions m on m.slug = wanted.slug
    order by wanted.position`;
  return rows.map((row) => row.id);
}

/** A highlight of that title, the company's own or (null) the catalogue's: the seed runs twice without doubling them. */
export async function findHighlightIdByTitle(sql: Tx, companyId: number | null, title: string): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`
    select id from highlights where company_id is not distinct from ${companyId} and catalogue_highlight_id is null and title = ${title} order by id limit 1`;
  return row?.id;
}
