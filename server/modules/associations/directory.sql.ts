import type { Thematic } from '../../../shared/missions/taxonomy';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface AssociationCardRow {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  description: string | null;
  thematics: Thematic[];
  missions: number;
  total: number;
}

/**
 * Associations count the missions open to the audience and their thematics (the rest is public profile data).
 * `visibleMissions`: the missions module's discovery rule for that audience, a condition on `m`.
 */
function cardQuery(sql: Tx, visibleMissions: SqlFragment) {
  return sql`
    select a.id, a.slug, a.name, a.logo_path as logo, a.description,
           coalesce((select array_agg(distinct th order by th) from missions m, unnest(m.thematics) th
                     where m.association_id = a.id and ${visibleMissions}), '{}') as thematics,
           (select count(*)::int from missions m where m.association_id = a.id and ${visibleMissions}) as missions
    from associations a`;
}

/**
 * The directory: every association that did not move to another tool, by
 * name; `q` matches its name without accents, `thematic` one of its open missions.
 */
export function listAssociations(
  sql: Tx,
  visibleMissions: SqlFragment,
  filters: { q?: string; thematic?: Thematic; page: number; pageSize: number },
) {
  const text = filters.q ? sql`and strpos(search_unaccent(lower(a.name)), search_unaccent(lower(${filters.q}))) > 0` : sql``;
  const thematic = filters.thematic
    ? sql`and exists (select 1 from missions m where m.association_id = a.id and m.thematics @> array[${filters.thematic}]::text[] and ${visibleMissions})`
    : sql``;
  return sql<AssociationCardRow[]>`
    with found as (
      select a.id, count(*) over () as total
      from associations a
      where a.migrated_to_url is null ${text} ${thematic}
      order by lower(a.name), a.id
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}
    )
    select card.*, found.total::int as total
    from (${cardQuery(sql, visibleMissions)}) card
    join found on found.id = card.id
    order by lower(card.name), card.id`;
}

export async function findAssociationCard(sql: Tx, visibleMissions: SqlFragment, slug: string): Promise<AssociationCardRow | undefined> {
  const [row] = await sql<AssociationCardRow[]>`
    select card.*, 1 as total from (${cardQuery(sql, visibleMissions)} where a.slug = ${slug} and a.migrated_to_url is null) card`;
  return row;
}
