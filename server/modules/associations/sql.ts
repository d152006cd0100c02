import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

export interface AssociationRecord {
  id: number;
  slug: string;
  name: string;
  areBranchesActivated: boolean;
  migratedToUrl: string | null;
}

function associationRecordOf(sql: Sql, slug: string) {
  return sql`
    select id, slug, name, are_branches_activated as "areBranchesActivated", migrated_to_url as "migratedToUrl"
    from associations where slug = ${slug}`;
}

export async function findAssociationBySlug(sql: Sql, slug: string): Promise<AssociationRecord | undefined> {
  const [row] = await sql<AssociationRecord[]>`${associationRecordOf(sql, slug)}`;
  return row;
}

/** The same record as one JSON value (null for an unknown slug), for a statement that reads it beside other things. */
export function associationRecordJson(sql: Sql, slug: string): SqlFragment {
  return sql`(select row_to_json(found) from (${associationRecordOf(sql, slug)}) found)`;
}

export function listBranches(sql: Sql | TransactionSql, associationId: number) {
  return sql<{ id: number; name: string }[]>`select id, name from branches where association_id = ${associationId} order by name`;
}
