import type { Sql } from '../db/connect';

/** The queries of the selections' demo (server/seed/demo-programs.ts). */

/**
 * A company's selection of that slug, or the catalogue's (`companyId` null): the demo's are found by slug, so the seed
 * runs twice without doubling them.
 */
export async function findDemoProgramId(sql: Sql, companyId: number | null, slug: string): Promise<number | undefined> {
  const owner = companyId === null ? sql`company_id is null` : sql`company_id = ${companyId}`;
  const [row] = await sql<{ id: number }[]>`select id from programs where ${owner} and slug = ${slug} and catalogue_program_id is null order by id limit 1`;
  return row?.id;
}

/** Demo missions' ids by slug (the missions a hand-picked selection names). */
export async function findMissionIdsBySlug(sql: Sql, slugs: readonly string[]): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; slug: string }[]>`select id, slug from missions where slug = any(${slugs as string[]}::text[])`;
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Pins a demo mission until a date, unless it is pinned already (spec §3: a platform admin pins an association's
 * mission from its form; the demo writes what that form writes).
 */
export async function pinDemoMission(sql: Sql, slug: string, until: Date): Promise<void> {
  await sql`update missions set is_pinned = true, pinned_until = ${until} where slug = ${slug} and not is_pinned`;
}
