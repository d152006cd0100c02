import type { Sql, TransactionSql } from '../../db/connect';
import { type CompanyRecord, companyFeatureColumns } from './sql';

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

/** The companies of one holding, by name, with their feature lists (what each reaches, spec §6). */
export function listHoldingCompanies(sql: Sql, holdingId: number) {
  return sql<Array<{ id: number; slug: string; name: string } & Pick<CompanyRecord, 'plans' | 'enabledFeatures' | 'completelyActivatedFeatures' | 'ownAllowedFeatures'>>>`
    select id, slug, name, ${companyFeatureColumns(sql, 'companies')} from companies where holding_id = ${holdingId} order by name, id`;
}
