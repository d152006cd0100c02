import type { CertificationLabel } from '../../../shared/associations/certification-labels';
import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { Thematic } from '../../../shared/missions/taxonomy';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface PartnerCardRow {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  description: string | null;
  certifiedLabel: CertificationLabel | null;
  thematics: Thematic[];
  missions: number;
  cities: string[];
  isPartner: boolean;
}

/**
 * An association as the company sees it: its published missions (their thematics, cities and count) and whether it
 * is a partner of this company. Associations that moved to another tool are left out.
 */
function cardQuery(sql: Tx, companyId: number, where: SqlFragment) {
  return sql<PartnerCardRow[]>`
    select a.id, a.slug, a.name, a.logo_path as logo, a.description, a.certified_label as "certifiedLabel",
           coalesce((select array_agg(distinct th order by th) from missions m, unnest(m.thematics) th
                     where m.association_id = a.id and m.state in ('published', 'republished')), '{}') as thematics,
           (select count(*)::int from missions m where m.association_id = a.id and m.state in ('published', 'republished')) as missions,
           coalesce((select array_agg(distinct m.city order by m.city) from missions m
                     where m.association_id = a.id and m.state in ('published', 'republished') and m.city is not null), '{}') as cities,
           exists (select 1 from company_partner_associations p where p.company_id = ${companyId} and p.association_id = a.id) as "isPartner"
    from associations a
    where a.migrated_to_url is null and ${where}
    order by lower(a.name), a.id`;
}

export function listPartners(sql: Tx, companyId: number) {
  return cardQuery(sql, companyId, sql`exists (select 1 from company_partner_associations p where p.company_id = ${companyId} and p.association_id = a.id)`);
}

/** Associations of the platform by name (accents ignored), city of a published mission and thematic of one. */
export function searchAssociations(sql: Tx, companyId: number, filters: { q?: string; city?: string; thematic?: Thematic; limit: number }) {
  const name = filters.q ? sql`strpos(search_unaccent(lower(a.name)), search_unaccent(lower(${filters.q}))) > 0` : sql`true`;
  const city = filters.city
    ? sql`exists (select 1 from missions m where m.association_id = a.id and m.state in ('published', 'republished')
                  and strpos(search_unaccent(lower(coalesce(m.city, ''))), search_unaccent(lower(${filters.city}))) > 0)`
    : sql`true`;
  const thematic = filters.thematic
    ? sql`exists (select 1 from missions m where m.association_id = a.id and m.state in ('published', 'republished') and m.thematics @> array[${filters.thematic}]::text[])`
    : sql`true`;
  return sql<PartnerCardRow[]>`select * from (${cardQuery(sql, companyId, sql`${name} and ${city} and ${thematic}`)}) found limit ${filters.limit}`;
}

export async function findAssociationCard(sql: Tx, companyId: number, slug: string): Promise<PartnerCardRow | undefined> {
  const [row] = await cardQuery(sql, companyId, sql`a.slug = ${slug}`);
  return row;
}

export async function insertPartner(sql: Tx, companyId: number, associationId: number) {
  await sql`insert into company_partner_associations (company_id, association_id) values (${companyId}, ${associationId}) on conflict do nothing`;
}

export async function deletePartner(sql: Tx, companyId: number, associationId: number) {
  await sql`delete from company_partner_associations where company_id = ${companyId} and association_id = ${associationId}`;
}

/** The association's published missions this company's employees may be offered (not restricted to other companies). */
export function listPublishedMissions(sql: Tx, companyId: number, associationId: number) {
  return sql<Array<{ id: number; title: string; city: string | null; isRemote: boolean; thematics: Thematic[] }>>`
    select m.id, m.title, m.city, m.is_remote as "isRemote", m.thematics from missions m
    where m.association_id = ${associationId} and m.state in ('published', 'republished')
      and (m.company_id is null or m.company_id = ${companyId})
      and (m.booking_restriction <> 'companies'
           or exists (select 1 from mission_restricted_companies r where r.mission_id = m.id and r.company_id = ${companyId}))
    order by m.title, m.id`;
}

/** The applications of this company's employees to the association's missions. */
export function listCompanyApplications(sql: Tx, companyId: number, associationId: number) {
  return sql<Array<{ engagementId: string; firstName: string | null; lastName: string | null; email: string; missionTitle: string; state: EngagementState; createdAt: Date }>>`
    select e.id as "engagementId", u.first_name as "firstName", u.last_name as "lastName", u.email, m.title as "missionTitle", e.state, e.created_at as "createdAt"
    from engagements e
    join missions m on m.id = e.mission_id
    join users u on u.id = e.user_id
    where e.company_id = ${companyId} and m.association_id = ${associationId}
    order by e.created_at desc, e.id
    limit 200`;
}
