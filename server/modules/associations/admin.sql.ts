import type { AdminAssociationSortKey, AssociationPatch } from '../../../shared/associations/admin-association.rules';
import type { AdminAssociationDetail, AdminAssociationFilters, AdminAssociationRow as AdminAssociationListItem } from '../../../shared/associations/admin-association.schema';
import type { MissionState } from '../../../shared/missions/mission-state';
import type { AssociationRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user-states';
import { type ListSort, sortParts } from '../../../shared/validation/list-sort';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** A row of the list as the database gives it (the state is derived from `migratedToUrl`, the date still a Date). */
export type AdminAssociationListRow = Omit<AdminAssociationListItem, 'state' | 'createdAt'> & { migratedToUrl: string | null; createdAt: Date };

/** The filters of the list and of its export, each one a condition on `a` (the association). */
function matches(sql: Tx, filters: Omit<AdminAssociationFilters, 'sort'>): SqlFragment {
  const conditions: SqlFragment[] = [];
  if (filters.q) conditions.push(sql`strpos(search_unaccent(lower(a.name)), search_unaccent(lower(${filters.q}))) > 0`);
  if (filters.city) {
    conditions.push(sql`exists (select 1 from missions m where m.association_id = a.id
                                and strpos(search_unaccent(lower(coalesce(m.city, ''))), search_unaccent(lower(${filters.city}))) > 0)`);
  }
  if (filters.label === 'certified') conditions.push(sql`a.certified_label is not null`);
  else if (filters.label === 'uncertified') conditions.push(sql`a.certified_label is null`);
  else if (filters.label) conditions.push(sql`a.certified_label = ${filters.label}`);
  if (filters.intermission) conditions.push(sql`a.intermission_eligible = ${filters.intermission === 'yes'}`);
  if (filters.branches) conditions.push(sql`a.are_branches_activated = ${filters.branches === 'yes'}`);
  if (filters.state === 'active') conditions.push(sql`a.migrated_to_url is null`);
  if (filters.state === 'migrated') conditions.push(sql`a.migrated_to_url is not null`);
  return conditions.reduce((all, condition) => sql`${all} and ${condition}`, sql`true`);
}

function orderBy(sql: Tx, sort: ListSort<AdminAssociationSortKey>): SqlFragment {
  const { key, descending } = sortParts(sort);
  const direction = descending ? sql`desc` : sql`asc`;
  const column = { name: sql`lower(found.name)`, created: sql`found."createdAt"`, missions: sql`found.missions`, members: sql`found.members` }[key];
  // The name, then the id, break ties, so a page never shows a row twice.
  return sql`${column} ${direction}, lower(found.name), found.id`;
}

/** The associations of the list (or of its export, without `page`), sorted. */
export function listAssociationsForAdmin(sql: Tx, filters: AdminAssociationFilters, page?: { limit: number; offset: number }) {
  return sql<AdminAssociationListRow[]>`
    select * from (
      select a.id, a.slug, a.name, a.logo_path as logo, a.certified_label as "certifiedLabel",
             a.intermission_eligible as "intermissionEligible", a.are_branches_activated as "areBranchesActivated",
             a.migrated_to_url as "migratedToUrl", a.created_at as "createdAt",
             coalesce((select array_agg(distinct m.city order by m.city) from missions m where m.association_id = a.id and m.city is not null), '{}') as cities,
             (select count(*)::int from association_members am where am.association_id = a.id) as members,
             (select count(*)::int from missions m where m.association_id = a.id) as missions,
             (select count(*)::int from branches b where b.association_id = a.id) as branches
      from associations a
      where ${matches(sql, filters)}
    ) found
    order by ${orderBy(sql, filters.sort)}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

export async function countAssociationsForAdmin(sql: Tx, filters: AdminAssociationFilters): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select count(*)::int as total from associations a where ${matches(sql, filters)}`;
  return row!.total;
}

export type AdminAssociationRow = Omit<AdminAssociationDetail['association'], 'state' | 'createdAt'> & { createdAt: Date };

export async function findAssociationForAdmin(sql: Tx, slug: string, options: { lock?: boolean } = {}): Promise<AdminAssociationRow | undefined> {
  const [row] = await sql<AdminAssociationRow[]>`
    select id, slug, name, logo_path as logo, description, certified_label as "certifiedLabel",
           intermission_eligible as "intermissionEligible", are_branches_activated as "areBranchesActivated",
           migrated_to_url as "migratedToUrl", created_at as "createdAt"
    from associations where slug = ${slug}
    ${options.lock ? sql`for update` : sql``}`;
  return row;
}

export function listBranchesForAdmin(sql: Tx, associationId: number) {
  return sql<Array<{ id: number; name: string; members: number }>>`
    select b.id, b.name, (select count(*)::int from association_members m where m.branch_id = b.id) as members
    from branches b where b.association_id = ${associationId}
    order by lower(b.name), b.id`;
}

export function listMembersForAdmin(sql: Tx, associationId: number) {
  return sql<
    Array<{ userId: string; firstName: string | null; lastName: string | null; email: string; role: AssociationRole; state: UserState; branch: string | null }>
  >`
    select u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, m.role, u.state, b.name as branch
    from association_members m
    join users u on u.id = m.user_id
    left join branches b on b.id = m.branch_id
    where m.association_id = ${associationId}
    order by m.role, lower(coalesce(u.last_name, u.email)), lower(coalesce(u.first_name, '')), u.id`;
}

/** The association's missions, newest first, with their applications. */
export function listMissionsForAdmin(sql: Tx, associationId: number) {
  return sql<Array<{ id: number; title: string; state: MissionState; city: string | null; isRemote: boolean; applications: number; createdAt: Date }>>`
    select m.id, m.title, m.state, m.city, m.is_remote as "isRemote", m.created_at as "createdAt",
           (select count(*)::int from engagements e where e.mission_id = m.id) as applications
    from missions m where m.association_id = ${associationId}
    order by m.created_at desc, m.id desc
    limit 200`;
}

export async function updateAssociationIdentity(
  sql: Tx,
  associationId: number,
  identity: { name: string; description: string | null; areBranchesActivated: boolean; migratedToUrl: string | null },
) {
  await sql`
    update associations set name = ${identity.name}, description = ${identity.description}, are_branches_activated = ${identity.areBranchesActivated},
           migrated_to_url = ${identity.migratedToUrl}, updated_at = now()
    where id = ${associationId}`;
}

/** A certification or an eligibility, on one association or several; answers the ids it changed. */
export async function patchAssociations(sql: Tx, associationIds: number[], patch: AssociationPatch): Promise<number[]> {
  const set = 'certifiedLabel' in patch ? sql`certified_label = ${patch.certifiedLabel}` : sql`intermission_eligible = ${patch.intermissionEligible}`;
  const rows = await sql<{ id: number }[]>`
    update associations set ${set}, updated_at = now() where id = any(${associationIds}::int[]) returning id`;
  return rows.map((row) => row.id);
}

export async function lockAssociationById(sql: Tx, associationId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await sql<{ id: number; name: string }[]>`select id, name from associations where id = ${associationId} for update`;
  return row;
}
