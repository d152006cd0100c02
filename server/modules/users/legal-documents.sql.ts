import type { LegalAudience, LegalDocumentKind } from '../../../shared/users/legal-documents.rules';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** `%` and `_` typed by the admin are searched as such, not as wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface LegalVersionRow {
  id: number;
  kind: LegalDocumentKind;
  audience: LegalAudience;
  organisationId: number | null;
  organisationSlug: string | null;
  organisationName: string | null;
  versionLabel: string;
  publishedOn: string;
  filePath: string;
}

const versionColumns = (sql: Tx) => sql`
  v.id, v.kind, v.audience, coalesce(v.company_id, v.association_id) as "organisationId",
  coalesce(c.slug, a.slug) as "organisationSlug", coalesce(c.name, a.name) as "organisationName",
  v.version_label as "versionLabel", v.published_on::text as "publishedOn", v.file_path as "filePath"`;

const organisationJoins = (sql: Tx) => sql`
  left join companies c on c.id = v.company_id
  left join associations a on a.id = v.association_id`;

export interface AdminLegalVersionRow extends LegalVersionRow {
  /** The version in force of the same document today, if any. */
  currentId: number | null;
  acceptances: number;
  createdAt: Date;
  createdByFirstName: string | null;
  createdByLastName: string | null;
  createdByEmail: string | null;
  total: number;
}

/** The admin's list: every version, newest publication first, with its document's current version and its acceptances. */
export function listVersions(sql: Sql, filters: { id?: number; kind?: LegalDocumentKind; audience?: LegalAudience; today: string; limit: number; offset: number }) {
  return sql<AdminLegalVersionRow[]>`
    select ${versionColumns(sql)},
           (select cur.id from legal_document_versions cur
            where cur.kind = v.kind and cur.audience = v.audience
              and cur.company_id is not distinct from v.company_id and cur.association_id is not distinct from v.association_id
              and cur.published_on <= ${filters.today}
            order by cur.published_on desc, cur.id desc limit 1) as "currentId",
           (select count(*)::int from legal_document_acceptances acc where acc.version_id = v.id) as acceptances,
           v.created_at as "createdAt", u.first_name as "createdByFirstName", u.last_name as "createdByLastName", u.email as "createdByEmail",
           count(*) over ()::int as total
    from legal_document_versions v
    ${organisationJoins(sql)}
    left join users u on u.id = v.created_by
    where (${filters.id ?? null}::integer is null or v.id = ${filters.id ?? null})
      and (${filters.kind ?? null}::text is null or v.kind = ${filters.kind ?? null})
      and (${filters.audience ?? null}::text is null or v.audience = ${filters.audience ?? null})
    order by v.published_on desc, v.id desc
    limit ${filters.limit} offset ${filters.offset}`;
}

/** Whether the document (kind, audience, organisation) already has a version of that label (case ignored). */
export async function labelTaken(sql: Tx, input: { kind: LegalDocumentKind; audience: LegalAudience; organisationId: number | null; versionLabel: string }) {
  const [row] = await sql<{ taken: boolean }[]>`
    select exists (
      select 1 from legal_document_versions
      where kind = ${input.kind} and audience = ${input.audience}
        and coalesce(company_id, association_id) is not distinct from ${input.organisationId}::integer
        and lower(version_label) = lower(${input.versionLabel})
    ) as taken`;
  return row!.taken;
}

export async function insertVersion(
  sql: Tx,
  input: { kind: LegalDocumentKind; audience: LegalAudience; organisationId: number | null; versionLabel: string; publishedOn: string; filePath: string; createdBy: string },
): Promise<number> {
  const companyId = input.audience === 'employees' ? input.organisationId : null;
  const associationId = input.audience === 'associations' ? input.organisationId : null;
  const [row] = await sql<{ id: number }[]>`
    insert into legal_document_versions (kind, audience, company_id, association_id, version_label, file_path, published_on, created_by)
    values (${input.kind}, ${input.audience}, ${companyId}, ${associationId}, ${input.versionLabel}, ${input.filePath}, ${input.publishedOn}, ${input.createdBy})
    returning id`;
  return row!.id;
}

/** The companies (employees' audience) or associations (associations') a version may be reserved to, by name. */
export function searchOrganisations(sql: Sql, audience: LegalAudience, q: string | undefined, limit: number) {
  const pattern = containsPattern(q ?? '');
  return audience === 'employees'
    ? sql<{ id: number; slug: string; name: string }[]>`
        select id, slug, name from companies where name ilike ${pattern} or slug ilike ${pattern} order by lower(name), id limit ${limit}`
    : sql<{ id: number; slug: string; name: string }[]>`
        select id, slug, name from associations where name ilike ${pattern} or slug ilike ${pattern} order by lower(name), id limit ${limit}`;
}

export async function organisationExists(sql: Tx, audience: LegalAudience, id: number): Promise<boolean> {
  const [row] =
    audience === 'employees'
      ? await sql<{ found: boolean }[]>`select exists (select 1 from companies where id = ${id}) as found`
      : await sql<{ found: boolean }[]>`select exists (select 1 from associations where id = ${id}) as found`;
  return row!.found;
}

/** A user's own memberships (not a holding admin's reach to sister companies): the audiences they are part of. */
export async function findMemberships(sql: Tx, userId: string): Promise<{ companyIds: number[]; associationIds: number[] }> {
  const [row] = await sql<{ companyIds: number[]; associationIds: number[] }[]>`
    select array(select company_id from company_members where user_id = ${userId} order by company_id) as "companyIds",
           array(select association_id from association_members where user_id = ${userId} order by association_id) as "associationIds"`;
  return row!;
}

export interface UserLegalVersionRow extends LegalVersionRow {
  accepted: boolean;
}

/**
 * The versions published by `today` of the documents addressed to the user (platform-wide ones of their audiences,
 * and those reserved to one of their organisations), each saying whether the user accepted it.
 */
export function listVersionsForUser(sql: Tx, userId: string, today: string) {
  return sql<UserLegalVersionRow[]>`
    select ${versionColumns(sql)},
           exists (select 1 from legal_document_acceptances acc where acc.version_id = v.id and acc.user_id = ${userId}) as accepted
    from legal_document_versions v
    ${organisationJoins(sql)}
    where v.published_on <= ${today}
      and (
        (v.audience = 'employees' and (
          (v.company_id is null and exists (select 1 from company_members m where m.user_id = ${userId}))
          or v.company_id in (select m.company_id from company_members m where m.user_id = ${userId})))
        or (v.audience = 'associations' and (
          (v.association_id is null and exists (select 1 from association_members m where m.user_id = ${userId}))
          or v.association_id in (select m.association_id from association_members m where m.user_id = ${userId}))))`;
}

/** Records the user's acceptance of these versions now (a version accepted before keeps its first date). */
export async function insertAcceptances(sql: Tx, userId: string, versionIds: readonly number[]) {
  if (versionIds.length === 0) return;
  await sql`
    insert into legal_document_acceptances (user_id, version_id)
    select ${userId}, id from legal_document_versions where id = any(${versionIds as number[]}::integer[])
    on conflict do nothing`;
  // `terms_accepted_at` (0005) keeps the last time the user accepted terms of use.
  await sql`
    update users set terms_accepted_at = now(), updated_at = now()
    where id = ${userId} and exists (select 1 from legal_document_versions where id = any(${versionIds as number[]}::integer[]) and kind = 'terms_of_use')`;
}

/** The platform-wide versions published by `today` (their current one per document is the rule's to pick). */
export function listPlatformVersions(sql: Sql, today: string) {
  return sql<LegalVersionRow[]>`
    select ${versionColumns(sql)}
    from legal_document_versions v
    ${organisationJoins(sql)}
    where v.company_id is null and v.association_id is null and v.published_on <= ${today}`;
}
