import type { Sql } from '../../db/connect';
import * as q from './sql';

/** The association as requests are scoped by it (server/http/context.ts). */
export type { AssociationRecord } from './sql';

/** The association of a URL slug, or undefined; callers decide whether that is a 404. */
export function findAssociationBySlug(sql: Sql, slug: string): Promise<q.AssociationRecord | undefined> {
  return q.findAssociationBySlug(sql, slug);
}
