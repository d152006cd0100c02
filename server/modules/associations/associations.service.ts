import type { Sql, SqlFragment } from '../../db/connect';
import * as q from './sql';

/** The association as requests are scoped by it (server/http/context.ts). */
export type { AssociationRecord } from './sql';

/** The association of a URL slug, or undefined; callers decide whether that is a 404. */
export function findAssociationBySlug(sql: Sql, slug: string): Promise<q.AssociationRecord | undefined> {
  return q.findAssociationBySlug(sql, slug);
}

/** The association of a URL slug as one JSON value (null when unknown), to be read in the statement that reads the request's actor. */
export function associationRecordJson(sql: Sql, slug: string): SqlFragment {
  return q.associationRecordJson(sql, slug);
}
