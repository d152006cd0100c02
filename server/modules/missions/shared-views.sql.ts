import type { SharedViewKind } from '../../../shared/missions/shared-views.rules';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface SharedViewRow {
  id: number;
  hash: string;
  kind: SharedViewKind;
  name: string;
  filters: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  createdByFirstName: string | null;
  createdByLastName: string | null;
  createdByEmail: string | null;
}

const columns = (sql: Tx) => sql`
  v.id, v.hash, v.kind, v.title as name, v.filters, v.created_at as "createdAt", v.updated_at as "updatedAt",
  u.first_name as "createdByFirstName", u.last_name as "createdByLastName", u.email as "createdByEmail"`;

/** One tab of the admin page: the views of a kind, by name. */
export function listViews(sql: Sql, kind: SharedViewKind, limit: number, offset: number) {
  return sql<Array<SharedViewRow & { total: number }>>`
    select ${columns(sql)}, count(*) over ()::int as total
    from shared_views v left join users u on u.id = v.created_by
    where v.kind = ${kind}
    order by lower(v.title), v.id
    limit ${limit} offset ${offset}`;
}

export async function findViewById(sql: Tx, id: number): Promise<SharedViewRow | undefined> {
  const [row] = await sql<SharedViewRow[]>`select ${columns(sql)} from shared_views v left join users u on u.id = v.created_by where v.id = ${id}`;
  return row;
}

export async function findViewByHash(sql: Tx, hash: string): Promise<SharedViewRow | undefined> {
  const [row] = await sql<SharedViewRow[]>`select ${columns(sql)} from shared_views v left join users u on u.id = v.created_by where v.hash = ${hash}`;
  return row;
}

export async function insertView(sql: Tx, input: { hash: string; kind: SharedViewKind; name: string; filters: Record<string, string>; createdBy: string }): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into shared_views (hash, kind, title, filters, created_by)
    values (${input.hash}, ${input.kind}, ${input.name}, ${sql.json(input.filters)}, ${input.createdBy})
    returning id`;
  return row!.id;
}

/** Renames a view and changes its filters; false when there is no such view. The link stays the same. */
export async function updateView(sql: Tx, id: number, input: { name: string; filters: Record<string, string> }): Promise<boolean> {
  const rows = await sql`
    update shared_views set title = ${input.name}, filters = ${sql.json(input.filters)}, updated_at = now()
    where id = ${id} returning id`;
  return rows.length > 0;
}

export async function deleteView(sql: Tx, id: number): Promise<boolean> {
  const rows = await sql`delete from shared_views where id = ${id} returning id`;
  return rows.length > 0;
}
