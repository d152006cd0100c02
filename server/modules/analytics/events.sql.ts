import type { Sql } from '../../db/connect';

export interface StoredEvent {
  kind: 'page_view' | 'event';
  name: string | null;
  path: string;
  contextType: string;
  contextSlug: string | null;
  userId: string | null;
  companyId: number | null;
  props: Record<string, string | number | boolean> | null;
  occurredAt: Date;
}

/**
 * The companies of the given slugs the user belongs to (any role), by slug: an event is the company's only when its
 * path names a company of the user.
 */
export function findMemberCompanies(sql: Sql, userId: string, slugs: string[]) {
  return sql<Array<{ id: number; slug: string }>>`
    select c.id, c.slug from companies c join company_members m on m.company_id = c.id and m.user_id = ${userId}
    where c.slug = any(${slugs}::text[])`;
}

/**
 * One batch in one statement: the raw events, and the daily activity of the company's employees they add to (the
 * rows the dashboards read), counted by Paris day.
 */
export async function insertEvents(sql: Sql, events: StoredEvent[]): Promise<void> {
  await sql`
    with stored as (
      insert into analytics_events (kind, name, path, context_type, context_slug, user_id, company_id, props, occurred_at)
      select kind, name, path, context_type, context_slug, user_id, company_id, props::jsonb, occurred_at from unnest(
        ${events.map((e) => e.kind)}::text[], ${events.map((e) => e.name)}::text[], ${events.map((e) => e.path)}::text[],
        ${events.map((e) => e.contextType)}::text[], ${events.map((e) => e.contextSlug)}::text[], ${events.map((e) => e.userId)}::uuid[],
        ${events.map((e) => e.companyId)}::int[], ${events.map((e) => (e.props ? JSON.stringify(e.props) : null))}::text[],
        ${events.map((e) => e.occurredAt.toISOString())}::timestamptz[]
      ) as batch (kind, name, path, context_type, context_slug, user_id, company_id, props, occurred_at)
      returning kind, company_id, user_id, occurred_at
    )
    insert into analytics_daily_activity (company_id, day, user_id, page_views, events)
    select company_id, (occurred_at at time zone 'Europe/Paris')::date, user_id,
           count(*) filter (where kind = 'page_view'), count(*) filter (where kind = 'event')
    from stored where company_id is not null
    group by 1, 2, 3
    on conflict (company_id, day, user_id) do update
      set page_views = analytics_daily_activity.page_views + excluded.page_views, events = analytics_daily_activity.events + excluded.events`;
}

export async function countCompanyEvents(sql: Sql, companyId: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from analytics_daily_activity where company_id = ${companyId}`;
  return row?.count ?? 0;
}

/** Deletes the raw events received before `before`, a bounded batch at a time (no long lock on a large table). */
export async function deleteEventsBefore(sql: Sql, before: Date, batch: number): Promise<number> {
  const rows = await sql`
    delete from analytics_events where id in (select id from analytics_events where received_at < ${before} order by id limit ${batch})`;
  return rows.count;
}

/** Deletes the daily activity of the days before `beforeDay` (a Paris day). */
export async function deleteDailyActivityBefore(sql: Sql, beforeDay: string): Promise<number> {
  const rows = await sql`delete from analytics_daily_activity where day < ${beforeDay}::date`;
  return rows.count;
}
