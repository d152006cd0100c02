import type { Thematic } from '../../../shared/missions/taxonomy';
import type { Sql, TransactionSql } from '../../db/connect';
import { type Audience, visibleTo } from '../missions/search.sql';

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

/** Associations whose missions are open to the audience count those missions and their thematics (the rest is public profile data). */
function cardQuery(sql: Tx, audience: Audience, now: Date, today: string) {
  return sql`
    select a.id, a.slug, a.name, a.logo_path as logo, a.description,
           coalesce((select array_agg(distinct th order by th) from missions m, unnest(m.thematics) th
                     where m.association_id = a.id and ${visibleTo(sql, audience, now, today)}), '{}') as thematics,
           (select count(*)::int from missions m where m.association_id = a.id and ${visibleTo(sql, audience, now, today)}) as missions
    from associations a`;
}

/**
 * The directory: every association that did not move to another tool, by
 * name; `q` matches its name without accents, `thematic` one of its open missions.
 */
export function listAssociations(
  sql: Tx,
  audience: Audience,
  filters: { q?: string; thematic?: Thematic; page: number; pageSize: number },
  now: Date,
  today: string,
) {
  const text = filters.q ? sql`and strpos(search_unaccent(lower(a.name)), search_unaccent(lower(${filters.q}))) > 0` : sql``;
  const thematic = filters.thematic
    ? sql`and exists (select 1 from missions m where m.association_id = a.id and m.thematics @> array[${filters.thematic}]::text[] and ${visibleTo(sql, audience, now, today)})`
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
    from (${cardQuery(sql, audience, now, today)}) card
    join found on found.id = card.id
    order by lower(card.name), card.id`;
}

export async function findAssociationCard(sql: Tx, audience: Audience, slug: string, now: Date, today: string): Promise<AssociationCardRow | undefined> {
  const [row] = await sql<AssociationCardRow[]>`
    select card.*, 1 as total from (${cardQuery(sql, audience, now, today)} where a.slug = ${slug} and a.migrated_to_url is null) card`;
  return row;
}
