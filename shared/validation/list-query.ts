/**
 * The query of a server-paginated list (the admin tables): a search, filters, a sort and a page, read from the page's
 * address and sent as is to the API. A parameter that names nothing the list knows (an old or edited link) is dropped
 * rather than refused, so such a link opens the list without that filter instead of an error.
 */
import * as z from 'zod/mini';
import type { FieldErrors } from '../errors';

const blank = z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** An optional filter: absent when blank or not one of the list's values. */
export const listFilter = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.catch(z.pipe(blank, z.optional(schema)), undefined));

/** A part of a name or an address, at most 200 characters. */
export const listSearch = listFilter(z.string().check(z.trim(), z.maxLength(200)));

/** The page, from 1. */
export const listPage = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);

/** `name` sorts ascending, `-name` descending. */
export type ListSort<Key extends string> = Key | `-${Key}`;

/** The sorts a list offers: each key both ways; anything else is the default. */
export function listSort<const Key extends string>(keys: readonly Key[], fallback: ListSort<Key>) {
  const values = keys.flatMap((key) => [key, `-${key}`]) as [ListSort<Key>, ...ListSort<Key>[]];
  return z.catch(z.enum(values) as unknown as z.ZodMiniType<ListSort<Key>, unknown>, fallback);
}

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
