import type { AdminCompanySortKey } from '../../../shared/companies/admin-company.rules';
import type { AdminCompanyDetail, AdminCompanyListQuery, AdminCompanyRow } from '../../../shared/companies/admin-company.schema';
import type { Feature, Plan } from '../../../shared/companies/plans';
import type { CompanyRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user-states';
import { type ListSort, sortParts } from '../../../shared/validation/list-sort';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

const ADMIN_ROLES = ['COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN'];

export type AdminCompanyListRow = Omit<AdminCompanyRow, 'createdAt'> & { createdAt: Date };

function matches(sql: Tx, filters: Omit<AdminCompanyListQuery, 'sort' | 'page'>): SqlFragment {
  const conditions: SqlFragment[] = [];
  if (filters.q) {
    conditions.push(sql`(strpos(search_unaccent(lower(c.name)), search_unaccent(lower(${filters.q}))) > 0 or strpos(c.slug, lower(${filters.q})) > 0)`);
  }
  if (filters.plan) conditions.push(sql`c.plans @> array[${filters.plan}]::text[]`);
  if (filters.holding === 'none') conditions.push(sql`c.holding_id is null`);
  else if (filters.holding) conditions.push(sql`h.slug = ${filters.holding}`);
  if (filters.active) conditions.push(sql`c.is_active = ${filters.active === 'yes'}`);
  return conditions.reduce((all, condition) => sql`${all} and ${condition}`, sql`true`);
}

function orderBy(sql: Tx, sort: ListSort<AdminCompanySortKey>): SqlFragment {
  const { key, descending } = sortParts(sort);
  const direction = descending ? sql`desc` : sql`asc`;
  const column = { name: sql`lower(found.name)`, created: sql`found."createdAt"`, members: sql`found.members` }[key];
  return sql`${column} ${direction}, lower(found.name), found.id`;
}

export function listCompaniesForAdmin(sql: Tx, query: AdminCompanyListQuery, page: { limit: number; offset: number }) {
  return sql<AdminCompanyListRow[]>`
    select * from (
      select c.id, c.slug, c.name, c.plans, c.is_active as "isActive", c.created_at as "createdAt",
             case when h.id is null then null else json_build_object('slug', h.slug, 'name', h.name) end as holding,
             (select count(*)::int from company_members m where m.company_id = c.id) as members,
             (select count(*)::int from company_members m where m.company_id = c.id and m.role = any(${ADMIN_ROLES}::text[])) as admins
      from companies c
      left join holdings h on h.id = c.holding_id
      where ${matches(sql, query)}
    ) found
    order by ${orderBy(sql, query.sort)}
    limit ${page.limit} offset ${page.offset}`;
}

export async function countCompaniesForAdmin(sql: Tx, query: AdminCompanyListQuery): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from companies c left join holdings h on h.id = c.holding_id where ${matches(sql, query)}`;
  return row!.total;
}

export function listHoldingsForAdmin(sql: Tx) {
  return sql<Array<{ id: number; slug: string; name: string; companies: number }>>`
    select h.id, h.slug, h.name, (select count(*)::int from companies c where c.holding_id = h.id) as companies
    from holdings h order by lower(h.name), h.id`;
}

export type AdminCompanyRecord = Omit<AdminCompanyDetail['company'], 'createdAt'> & { createdAt: Date };

export async function findCompanyForAdmin(sql: Tx, slug: string, options: { lock?: boolean } = {}): Promise<AdminCompanyRecord | undefined> {
  // `for update of c`: the holding's row is read, not locked.
  const [row] = await sql<AdminCompanyRecord[]>`
    select c.id, c.slug, c.name, c.plans, c.is_active as "isActive", c.created_at as "createdAt",
           c.enabled_features as "enabledFeatures", c.completely_activated_features as "completelyActivatedFeatures",
           case when h.id is null then null else json_build_object('id', h.id, 'slug', h.slug, 'name', h.name) end as holding,
           coalesce((select json_object_agg(own.plan, own.features)
                     from (select plan, array_agg(feature order by feature) as features from company_allowed_features
                           where company_id = c.id group by plan) own), '{}') as "ownAllowedFeatures"
    from companies c
    left join holdings h on h.id = c.holding_id
    where c.slug = ${slug}
    ${options.lock ? sql`for update of c` : sql``}`;
  return row;
}

export function listEntitiesForAdmin(sql: Tx, companyId: number) {
  return sql<Array<{ id: number; name: string; members: number }>>`
    select e.id, e.name, (select count(*)::int from company_members m where m.company_id = e.company_id and m.entity_id = e.id) as members
    from entities e where e.company_id = ${companyId}
    order by lower(e.name), e.id`;
}

export function listCompanyAdminsForAdmin(sql: Tx, companyId: number) {
  return sql<Array<{ userId: string; firstName: string | null; lastName: string | null; email: string; state: UserState; role: CompanyRole }>>`
    select u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, u.state, m.role
    from company_members m
    join users u on u.id = m.user_id
    where m.company_id = ${companyId} and m.role = any(${ADMIN_ROLES}::text[])
    order by lower(coalesce(u.last_name, u.email)), lower(coalesce(u.first_name, '')), u.id`;
}

export async function countCompanyMembersForAdmin(sql: Tx, companyId: number): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select count(*)::int as total from company_members where company_id = ${companyId}`;
  return row!.total;
}

/** Whether another company than `exceptId` holds the slug. */
export async function isCompanySlugTaken(sql: Tx, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await sql`select 1 from companies where slug = ${slug} and id is distinct from ${exceptId}`;
  return rows.length > 0;
}

export async function insertHolding(sql: Tx, holding: { slug: string; name: string }): Promise<number> {
  const [row] = await sql<{ id: number }[]>`insert into holdings (slug, name) values (${holding.slug}, ${holding.name}) returning id`;
  return row!.id;
}

export interface CompanyColumns {
  slug: string;
  name: string;
  plans: Plan[];
  isActive: boolean;
  holdingId: number | null;
  enabledFeatures: Feature[];
  completelyActivatedFeatures: Feature[];
}

/** A new company, with the publisher row its own missions are published through. */
export async function insertCompany(sql: Tx, company: CompanyColumns): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into companies (slug, name, plans, is_active, holding_id, enabled_features, completely_activated_features)
    values (${company.slug}, ${company.name}, ${company.plans}, ${company.isActive}, ${company.holdingId}, ${company.enabledFeatures}, ${company.completelyActivatedFeatures})
    returning id`;
  await sql`insert into publishers (type, company_id) values ('PUBLISHER_TYPE_COMPANY', ${row!.id})`;
  return row!.id;
}

export async function updateCompany(sql: Tx, companyId: number, company: CompanyColumns) {
  await sql`
    update companies
    set slug = ${company.slug}, name = ${company.name}, plans = ${company.plans}, is_active = ${company.isActive}, holding_id = ${company.holdingId},
        enabled_features = ${company.enabledFeatures}, completely_activated_features = ${company.completelyActivatedFeatures}, updated_at = now()
    where id = ${companyId}`;
}

/** The company's own "{product}_allowed_features" lists, replaced as a whole. */
export async function replaceOwnAllowedFeatures(sql: Tx, companyId: number, own: Partial<Record<Plan, Feature[]>>) {
  await sql`delete from company_allowed_features where company_id = ${companyId}`;
  const rows = Object.entries(own).flatMap(([plan, features]) => (features ?? []).map((feature) => ({ company_id: companyId, plan, feature })));
  if (rows.length > 0) await sql`insert into company_allowed_features ${sql(rows, 'company_id', 'plan', 'feature')}`;
}

export async function insertEntities(sql: Tx, companyId: number, names: string[]) {
  if (names.length === 0) return;
  await sql`insert into entities ${sql(
    names.map((name) => ({ company_id: companyId, name })),
    'company_id',
    'name',
  )}`;
}

export async function renameEntity(sql: Tx, companyId: number, entityId: number, name: string) {
  await sql`update entities set name = ${name} where id = ${entityId} and company_id = ${companyId}`;
}

export async function deleteEntities(sql: Tx, companyId: number, entityIds: number[]) {
  if (entityIds.length === 0) return;
  await sql`delete from entities where company_id = ${companyId} and id = any(${entityIds}::int[])`;
}

/** The addresses among `emails` that belong to a company other than `exceptId`, with that company's name. */
export function findMembershipsElsewhere(sql: Tx, emails: string[], exceptId: number | null) {
  return sql<Array<{ email: string; company: string }>>`
    select distinct on (lower(u.email)) lower(u.email) as email, c.name as company
    from users u
    join company_members m on m.user_id = u.id
    join companies c on c.id = m.company_id
    where lower(u.email) = any(${emails}::text[]) and c.id is distinct from ${exceptId}
    order by lower(u.email), c.name`;
}

/** The members of the company among these addresses, with their role. */
export function findMembersByEmail(sql: Tx, companyId: number, emails: string[]) {
  return sql<Array<{ userId: string; email: string; role: CompanyRole }>>`
    select u.id as "userId", lower(u.email) as email, m.role
    from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and lower(u.email) = any(${emails}::text[])`;
}

/** Companies by id, locked, for a bulk step. */
export async function lockCompanyById(sql: Tx, companyId: number): Promise<{ id: number } | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from companies where id = ${companyId} for update`;
  return row;
}

export async function setCompanyActive(sql: Tx, companyId: number, isActive: boolean) {
  await sql`update companies set is_active = ${isActive}, updated_at = now() where id = ${companyId}`;
}
