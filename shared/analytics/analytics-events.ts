import { type ContextType, contextFromPath, contextSlug } from '../contexts';

/**
 * First-party analytics (spec §7: page views debounced at 500 ms, and named events). The client sends batches to
 * `POST /api/v1/analytics/events`; the server derives each event's context from its path (never from the client),
 * attaches the session's user and, when they belong to it, the company of the path. The schema of a batch is
 * `analytics-events.schema.ts`.
 */
/** Spec §7/§9: page views are logged with a 500 ms debounce. */
export const ANALYTICS_DEBOUNCE_MS = 500;

export const ANALYTICS_EVENT_NAMES = ['application_sent', 'quest_level_answered', 'event_registered', 'impact_report_downloaded'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const ANALYTICS_LIMITS = {
  /** Events in one batch. */
  batch: 50,
  /** A path (without its query string) and a property value, in characters. */
  path: 300,
  propValue: 100,
  props: 8,
  /** The bytes of one request body (server/http/body-limit.ts). */
  bodyBytes: 32 * 1024,
  /** Batches one account (or address) may send a minute, and the whole installation. */
  batchesPerMinute: 30,
  batchesPerMinuteTotal: 3000,
  /** An event queued offline is kept with its own time at most this long; older, it is stored as received. */
  maxAgeMs: 7 * 24 * 3_600_000,
} as const;

/**
 * How long the analytics are kept (the CNIL's guidance for audience measurement): the raw page views and events 13
 * months, the daily activity the dashboards read 25 months (so a dashboard compares two full years). The daily
 * `analytics-purge` job deletes what is older.
 */
export const ANALYTICS_RETENTION_MONTHS = { events: 13, dailyActivity: 25 } as const;

/**
 * A path as it is kept: no query string nor fragment (they may carry a search, a token), and any segment that looks
 * like a secret or an id (a UUID, or 16+ characters with a capital or an underscore, as random tokens are) replaced by
 * `:id`, so the manager's validation link never lands in the analytics table.
 */
export function analyticsPath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0]!;
  return path
    .split('/')
    .map((segment) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) || (segment.length >= 16 && /[A-Z_]/.test(segment)) ? ':id' : segment))
    .join('/');
}

/** The context of a path as stored beside the event (spec §3 'Analytics context': the type and the slug). */
export function storedContext(path: string): { type: ContextType; slug: string | null } {
  const context = contextFromPath(path);
  return { type: context.type, slug: contextSlug(context) ?? null };
}
