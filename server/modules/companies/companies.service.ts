import type { Sql, SqlFragment } from '../../db/connect';
import * as q from './sql';

/** The company as requests are scoped by it (server/http/context.ts) and registration reads it. */
export type { CompanyRecord } from './sql';

/** The company of a URL slug, or undefined; callers decide whether that is a 404. */
export function findCompanyBySlug(sql: Sql, slug: string): Promise<q.CompanyRecord | undefined> {
  return q.findCompanyBySlug(sql, slug);
}

/** The company of a URL slug as one JSON value (null when unknown), to be read in the statement that reads the request's actor. */
export function companyRecordJson(sql: Sql, slug: string): SqlFragment {
  return q.companyRecordJson(sql, slug);
}
