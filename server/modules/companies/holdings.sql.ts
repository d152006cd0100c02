import type { Sql, TransactionSql } from '../../db/connect';

export interface HoldingRecord {
  id: number;
  slug: string;
  name: string;
}

export async function findHoldingBySlug(sql: Sql | TransactionSql, slug: string): Promise<HoldingRecord | undefined> {
  const [row] = await sql<HoldingRecord[]>`select id, slug, name from holdings where slug = ${slug}`;
  return row;
}

export async function findHoldingById(sql: Sql, id: number): Promise<HoldingRecord | undefined> {
  const [row] = await sql<HoldingRecord[]>`select id, slug, name from holdings where id = ${id}`;
  return row;
}

/** The companies of one holding, by name. */
export function listHoldingCompanies(sql: Sql, holdingId: number) {
  return sql<Array<{ id: number; slug: string; name: string }>>`
    select id, slug, name from companies where holding_id = ${holdingId} order by name, id`;
}
