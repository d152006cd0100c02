import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { Sql } from '../../db/connect';

/**
 * The dashboard's aggregates (spec §7 impact reporting), each over the companies of the request (one company, or
 * the companies of a holding) and a range of instants [from, to) bounding Paris days. Each answers its monthly rows
 * and its total (`bucket` null) in one statement, with GROUPING SETS: a month's distinct count and the range's are
 * each counted once, never summed from the other. A row's month is its `bucket`, the 1-based index of the range's
 * month it falls in, found by `width_bucket` among the months' first instants (or days): a binary search per row,
 * where converting every row's instant to Paris time cost the statement about a third of its time (bench:dashboard).
 */
export interface Bounds {
  companyIds: number[];
  from: Date;
  to: Date;
  /** The same range as Paris days, both included (events are dated by their Paris day). */
  fromDay: string;
  toDay: string;
  /** The first instant (Paris midnight) and the first day of each month of the range, in order: the buckets. */
  monthStarts: Date[];
  monthDays: string[];
}


const instants = (sql: Sql, b: Bounds) => sql`${b.monthStarts.map((start) => start.toISOString())}::timestamptz[]`;
const days = (sql: Sql, b: Bounds) => sql`${b.monthDays}::date[]`;

/**
 * Applications created in the range: per month and in total, with their distinct employees; and by their state now
 * (a plain hash count: sorting for a distinct count per state too cost a fifth of the statement, bench:dashboard).
 */
export function applicationFigures(sql: Sql, b: Bounds) {
  const inRange = sql`company_id = any(${b.companyIds}::int[]) and created_at >= ${b.from} and created_at < ${b.to}`;
  return sql<Array<{ bucket: number | null; state: EngagementState | null; applications: number; volunteers: number | null }>>`
    select width_bucket(created_at, ${instants(sql, b)}) as bucket, null as state,
           count(*)::int as applications, count(distinct user_id)::int as volunteers
    from engagements where ${inRange}
    group by grouping sets ((1), ())
    union all
    select null, state, count(*)::int, null from engagements where ${inRange} group by state`;
}

/**
 * What finished applications gave, as the company's overview and the employee's home count it: each application's
 * `given_hours` on its `given_at` (the revised duration, else the live dates, else the mission's estimate, on the day of
 * the last live date; kept by triggers, migration 0025), read through the partial index of finished applications.
 */
export function givenFigures(sql: Sql, b: Bounds) {
  return sql<Array<{ bucket: number | null; hours: number; associations: number }>>`
    select width_bucket(given_at, ${instants(sql, b)}) as bucket,
           coalesce(sum(given_hours), 0)::float8 as hours, count(distinct association_id)::int as associations
    from engagements
    where company_id = any(${b.companyIds}::int[]) and state = 'finished' and given_at >= ${b.from} and given_at < ${b.to}
    group by grouping sets ((1), ())`;
}

/** Quest answers given in the range: how many, their points, and the distinct employees who answered. */
export function questFigures(sql: Sql, b: Bounds) {
  return sql<Array<{ bucket: number | null; answers: number; participants: number; points: number }>>`
    select width_bucket(answered_at, ${instants(sql, b)}) as bucket, count(*)::int as answers,
           count(distinct user_id)::int as participants, coalesce(sum(points_earned), 0)::int as points
    from level_answers
    where company_id = any(${b.companyIds}::int[]) and answered_at >= ${b.from} and answered_at < ${b.to}
    group by grouping sets ((1), ())`;
}

/** Registrations to the events held in the range (by the event's Paris day), attendance and points awarded. */
export function eventFigures(sql: Sql, b: Bounds) {
  return sql<Array<{ bucket: number | null; registrations: number; attendance: number; points: number }>>`
    select width_bucket(c.event_date, ${days(sql, b)}) as bucket, count(*)::int as registrations,
           (count(*) filter (where p.attended))::int as attendance, coalesce(sum(p.points_earned), 0)::int as points
    from challenge_participations p
    join challenges c on c.id = p.challenge_id and c.company_id = p.company_id
    where p.company_id = any(${b.companyIds}::int[]) and c.event_date >= ${b.fromDay}::date and c.event_date <= ${b.toDay}::date
    group by grouping sets ((1), ())`;
}

/**
 * Page views of the companies' employees, and the distinct employees active (a page view or an event), read from
 * their daily activity (analytics_daily_activity, kept with each batch) rather than the raw events.
 */
export function activityFigures(sql: Sql, b: Bounds) {
  return sql<Array<{ bucket: number | null; pageViews: number; activeEmployees: number }>>`
    select width_bucket(day, ${days(sql, b)}) as bucket, coalesce(sum(page_views), 0)::int as "pageViews", count(distinct user_id)::int as "activeEmployees"
    from analytics_daily_activity
    where company_id = any(${b.companyIds}::int[]) and day >= ${b.fromDay}::date and day <= ${b.toDay}::date
    group by grouping sets ((1), ())`;
}
