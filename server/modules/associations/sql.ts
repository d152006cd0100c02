import type { Sql, TransactionSql } from '../../db/connect';

export interface AssociationRecord {
  id: number;
  slug: string;
  name: string;
  areBranchesActivated: boolean;
  migratedToUrl: string | null;
}

export async function findAssociationBySlug(sql: Sql, slug: string): Promise<AssociationRecord | undefined> {
  const [row] = await sql<AssociationRecord[]>`
    select id, slug, name, are_branches_activated as "areBranchesActivated", migrated_to_url as "migratedToUrl"
    from associations where slug = ${slug}`;
  return row;
}

export function listBranches(sql: Sql | TransactionSql, associationId: number) {
  return sql<{ id: number; name: string }[]>`select id, name from branches where association_id = ${associationId} order by name`;
}
