import type { Sql } from '../../db/connect';
import * as q from './holdings.sql';

export type { HoldingRecord } from './holdings.sql';

/** A holding (spec §3) by its slug, or undefined; callers decide whether that is a 404. */
export function findHoldingBySlug(sql: Sql, slug: string): Promise<q.HoldingRecord | undefined> {
  return q.findHoldingBySlug(sql, slug);
}

export function findHoldingById(sql: Sql, id: number): Promise<q.HoldingRecord | undefined> {
  return q.findHoldingById(sql, id);
}

/** The companies of a holding, by name: what its dashboard sums and lists. */
export function listHoldingCompanies(sql: Sql, holdingId: number) {
  return q.listHoldingCompanies(sql, holdingId);
}
