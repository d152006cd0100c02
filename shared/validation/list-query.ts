/**
 * The query of a server-paginated list (the admin tables): a search, filters, a sort and a page, read from the page's
 * address and sent as is to the API. A parameter that names nothing the list knows (an old or edited link) is dropped
 * rather than refused, so such a link opens the list without that filter instead of an error.
 */
import * as z from 'zod/mini';
import type { ListSort } from './list-sort';

const blank = z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** An optional filter: absent when blank or not one of the list's values. */
export const listFilter = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.catch(z.pipe(blank, z.optional(schema)), undefined));

/** A part of a name or an address, at most 200 characters. */
export const listSearch = listFilter(z.string().check(z.trim(), z.maxLength(200)));

/** The page, from 1. */
export const listPage = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);

/** The sorts a list offers: each key both ways; anything else is the default. */
export function listSort<const Key extends string>(keys: readonly Key[], fallback: ListSort<Key>) {
  const values = keys.flatMap((key) => [key, `-${key}`]) as [ListSort<Key>, ...ListSort<Key>[]];
  return z.catch(z.enum(values) as unknown as z.ZodMiniType<ListSort<Key>, unknown>, fallback);
}
