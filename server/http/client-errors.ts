import { Hono } from 'hono';
import { AppError } from '../../shared/errors';
import { clientErrorReportSchema } from '../../shared/observability/client-error.schema';
import { type ClientAddressSource, clientAddressFrom } from '../auth/client-address';
import type { AppDeps, AppEnv } from './types';
import { validate } from './validate';

/** Reports one client address (or one account) may send a minute; past them, 429 until the minute ends. */
export const CLIENT_ERRORS_PER_MINUTE = 10;
/** Reports the whole installation logs a minute, whoever sends them (addresses are cheap to change). */
export const CLIENT_ERRORS_PER_MINUTE_TOTAL = 300;
const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

/** A fixed one-minute window per key, kept in memory: the reports are logs, not state worth a table. */
export function minuteLimiter(perKey: number, total: number, now: () => number = Date.now) {
  let windowStart = 0;
  let used = 0;
  const counts = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    if (at - windowStart >= WINDOW_MS) {
      windowStart = at;
      used = 0;
      counts.clear();
    }
    const count = counts.get(key) ?? 0;
    if (count >= perKey || used >= total) return false;
    if (counts.size >= MAX_KEYS && !counts.has(key)) return false;
    counts.set(key, count + 1);
    used++;
    return true;
  };
}

/**
 * `POST /api/v1/client-errors`: a browser reports an uncaught error, an
 * unhandled rejection or a screen's error boundary, logged (message, stack,
 * route, release, user agent, account if any) through the server logger.
 * Open without a session, since sign-in pages fail too; the body is small
 * (16 KB, body-limit.ts), the text rule and the schema cap every field, and
 * each address (or account) may send 10 reports a minute.
 */
export function clientErrorRoutes(deps: AppDeps, options: { clientAddress?: ClientAddressSource; now?: () => number } = {}) {
  const clientAddress = options.clientAddress ?? clientAddressFrom({ header: deps.env.clientIpHeader });
  const allow = minuteLimiter(CLIENT_ERRORS_PER_MINUTE, CLIENT_ERRORS_PER_MINUTE_TOTAL, options.now);
  return new Hono<AppEnv>().post('/client-errors', validate('json', clientErrorReportSchema), (c) => {
    const userId = c.get('session')?.user.id;
    const key = userId ? `user:${userId}` : `address:${clientAddress(c) ?? 'unknown'}`;
    if (!allow(key)) throw new AppError('RATE_LIMITED');
    const report = c.req.valid('json');
    (c.get('logger') ?? deps.logger).error({
      msg: 'client error',
      clientError: { ...report, userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null, userId: userId ?? null },
    });
    return c.body(null, 204);
  });
}
