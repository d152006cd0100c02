/**
 * The sort of a server-paginated list and the answer of its bulk actions, without zod: the screens read them before
 * any schema loads (the schemas are in list-query.ts).
 */
import type { FieldErrors } from '../errors';

/** `name` sorts ascending, `-name` descending. */
export type ListSort<Key extends string> = Key | `-${Key}`;

/** The key and the direction of a sort. */
export function sortParts<Key extends string>(sort: ListSort<Key>): { key: Key; descending: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1) as Key, descending: true } : { key: sort as Key, descending: false };
}

/** A column header pressed: the same column turns around, another one sorts ascending. */
export function nextSort<Key extends string>(current: ListSort<Key>, key: Key): ListSort<Key> {
  const { key: currentKey, descending } = sortParts(current);
  return currentKey === key && !descending ? `-${key}` : key;
}

/** At most this many rows in one bulk action (a page of a table and some). */
export const MAX_BULK_ROWS = 100;

/**
 * What a bulk action did, row by row (spec §7's bulk answer): the rows it changed, the error map row -> messages, the
 * stable code of each refusal, and a message when something nobody expected failed (« Une erreur inattendue est
 * survenue »).
 */
export interface BulkResult<Id extends string | number = string> {
  done: Id[];
  errors: FieldErrors;
  codes: Record<string, string>;
  message: string;
}
