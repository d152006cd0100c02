import type { SharedViewKind } from '../../shared/missions/shared-views.rules';
import type { Sql } from '../db/connect';

export async function countLegalVersions(sql: Sql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from legal_document_versions`;
  return row!.count;
}

/** Everyone who belongs to a company or an association: the audiences of the legal documents. */
export async function listMemberIds(sql: Sql): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from users u
    where exists (select 1 from company_members m where m.user_id = u.id) or exists (select 1 from association_members m where m.user_id = u.id)`;
  return rows.map((row) => row.id);
}

/** A demo view under the link the README lists (kept when it exists: the seed may run again). */
export async function insertDemoView(sql: Sql, view: { hash: string; kind: SharedViewKind; name: string; filters: Record<string, string>; createdBy: string }) {
  await sql`
    insert into shared_views (hash, kind, title, filters, created_by)
    values (${view.hash}, ${view.kind}, ${view.name}, ${sql.json(view.filters)}, ${view.createdBy})
    on conflict (hash) do nothing`;
}
