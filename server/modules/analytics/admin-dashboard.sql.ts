import type { Sql } from '../../db/connect';

/**
 * The platform's figures for its administrators (issue 16), every table whole. `bounds.thisMonth` and
 * `bounds.lastMonth` are the first instants of this Paris month and of the one before; `bounds.monthStarts` those of
 * the last 12 months, in order (a row's month is its `width_bucket` among them, as in dashboard.sql.ts). Each count
 * answers its total, and the rows created in each of the two months.
 */
export interface AdminBounds {
  thisMonth: Date;
  lastMonth: Date;
  monthStarts: Date[];
}

export interface CountRow {
  key: string | null;
  total: number;
  thisMonth: number;
  lastMonth: number;
}

/** The counts of a table, by the value of `column` (each value, and all of them: `key` null). */
function countsBy(sql: Sql, table: 'users' | 'missions' | 'engagements', b: AdminBounds) {
  return sql<CountRow[]>`
    select state as key, count(*)::int as total,
           (count(*) filter (where created_at >= ${b.thisMonth}))::int as "thisMonth",
           (count(*) filter (where created_at >= ${b.lastMonth} and created_at < ${b.thisMonth}))::int as "lastMonth"
    from ${sql(table)}
    group by grouping sets ((state), ())`;
}

export const userCounts = (sql: Sql, b: AdminBounds) => countsBy(sql, 'users', b);
export const missionCounts = (sql: Sql, b: AdminBounds) => countsBy(sql, 'missions', b);
export const applicationCounts = (sql: Sql, b: AdminBounds) => countsBy(sql, 'engagements', b);

/** Associations and companies (`key`: which), with their new ones of each month. */
export function organisationCounts(sql: Sql, b: AdminBounds) {
  const count = (table: 'associations' | 'companies') => sql`
    select ${table}::text as key, count(*)::int as total,
           (count(*) filter (where created_at >= ${b.thisMonth}))::int as "thisMonth",
           (count(*) filter (where created_at >= ${b.lastMonth} and created_at < ${b.thisMonth}))::int as "lastMonth"
    from ${sql(table)}`;
  return sql<CountRow[]>`${count('associations')} union all ${count('companies')}`;
}

/** The applications sent and the accounts created in each of the last 12 months (`bucket` 1 is the first). */
export function monthlyNew(sql: Sql, b: AdminBounds) {
  const months = sql`${b.monthStarts.map((start) => start.toISOString())}::timestamptz[]`;
  const from = b.monthStarts[0]!;
  return sql<Array<{ bucket: number; applications: number; users: number }>>`
    select bucket, sum(applications)::int as applications, sum(users)::int as users
    from (
      select width_bucket(created_at, ${months}) as bucket, 1 as applications, 0 as users from engagements where created_at >= ${from}
      union all
      select width_bucket(created_at, ${months}), 0, 1 from users where created_at >= ${from}
    ) created
    group by bucket`;
}
