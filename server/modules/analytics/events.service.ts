import { ANALYTICS_LIMITS, ANALYTICS_RETENTION_MONTHS, analyticsPath, storedContext } from '../../../shared/analytics/analytics-events';
import type { AnalyticsEvent } from '../../../shared/analytics/analytics-events.schema';
import { parisToday } from '../../../shared/time/paris';
import type { Sql } from '../../db/connect';
import * as q from './events.sql';

/**
 * Stores a batch of page views and named events (spec §7). The server decides what is kept: the path without its
 * query string and with its ids and tokens masked (`analyticsPath`), the context derived from that path, the
 * session's user, and the path's company only when the user belongs to it. An event's own time (queued offline) is
 * kept when it is within the last 7 days and not in the future; otherwise it is stored as received now.
 */
export async function recordEvents(
  sql: Sql,
  userId: string | null,
  events: readonly AnalyticsEvent[],
  options: { now?: Date; /** The demo's history goes further back than a queue would. */ keepSince?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const prepared = events.map((event) => {
    const path = analyticsPath(event.path);
    return { event, path, context: storedContext(path) };
  });
  const slugs = [...new Set(prepared.flatMap(({ context }) => (context.type === 'employee' || context.type === 'company') && context.slug ? [context.slug] : []))];
  const companies = userId && slugs.length > 0 ? new Map((await q.findMemberCompanies(sql, userId, slugs)).map((row) => [row.slug, row.id])) : new Map<string, number>();
  const oldest = options.keepSince?.getTime() ?? now.getTime() - ANALYTICS_LIMITS.maxAgeMs;
  const rows: q.StoredEvent[] = prepared.map(({ event, path, context }) => ({
    kind: event.kind,
    name: event.kind === 'event' ? event.name : null,
    path,
    contextType: context.type,
    contextSlug: context.slug,
    userId,
    companyId: (context.type === 'employee' || context.type === 'company') && context.slug ? (companies.get(context.slug) ?? null) : null,
    props: event.kind === 'event' && event.props ? event.props : null,
    occurredAt: event.at !== undefined && event.at >= oldest && event.at <= now.getTime() ? new Date(event.at) : now,
  }));
  await q.insertEvents(sql, rows);
  return rows.length;
}

/** On how many employee-days a company's employees were active (the demo writes its history once). */
export function countCompanyEvents(sql: Sql, companyId: number): Promise<number> {
  return q.countCompanyEvents(sql, companyId);
}

const PURGE_BATCH = 10_000;

/** The same instant `months` earlier (the day of the month clamped by the calendar, as Date does). */
function monthsBefore(now: Date, months: number): Date {
  const earlier = new Date(now);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/** The daily `analytics-purge` job: the raw events and the daily activity past their retention are deleted. */
export async function purgeExpiredAnalytics(deps: { sql: Sql }, now: Date = new Date()): Promise<{ events: number; dailyActivity: number }> {
  const eventsBefore = monthsBefore(now, ANALYTICS_RETENTION_MONTHS.events);
  let events = 0;
  for (;;) {
    const deleted = await q.deleteEventsBefore(deps.sql, eventsBefore, PURGE_BATCH);
    events += deleted;
    if (deleted < PURGE_BATCH) break;
  }
  const dailyActivity = await q.deleteDailyActivityBefore(deps.sql, parisToday(monthsBefore(now, ANALYTICS_RETENTION_MONTHS.dailyActivity)));
  return { events, dailyActivity };
}
