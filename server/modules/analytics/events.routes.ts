import { Hono } from 'hono';
import { ANALYTICS_LIMITS } from '../../../shared/analytics/analytics-events';
import { analyticsBatchSchema } from '../../../shared/analytics/analytics-events.schema';
import { AppError } from '../../../shared/errors';
import { validationMessage } from '../../../shared/validation/messages';
import { type ClientAddressSource, clientAddressFrom } from '../../auth/client-address';
import { minuteLimiter } from '../../http/client-errors';
import type { AppDeps, AppEnv } from '../../http/types';
import { parseInput } from '../../http/validate';
import { recordEvents } from './events.service';

/**
 * `POST /api/v1/analytics/events`: a batch of page views and named events from the app (client/lib/analytics.ts).
 * Open without a session (visitors' pages count too, with no user); 32 KB a body (body-limit.ts), 50 events a batch,
 * 30 batches a minute per account or address. The body is read as JSON whatever its content type: on a page hide the
 * browser sends it with `navigator.sendBeacon`, as text.
 */
export function analyticsEventRoutes(deps: AppDeps, options: { clientAddress?: ClientAddressSource; now?: () => number } = {}) {
  const clientAddress = options.clientAddress ?? clientAddressFrom({ header: deps.env.clientIpHeader });
  const allow = minuteLimiter(ANALYTICS_LIMITS.batchesPerMinute, ANALYTICS_LIMITS.batchesPerMinuteTotal, options.now);
  return new Hono<AppEnv>().post('/analytics/events', async (c) => {
    const userId = c.get('session')?.user.id ?? null;
    if (!allow(userId ? `user:${userId}` : `address:${clientAddress(c) ?? 'unknown'}`)) throw new AppError('RATE_LIMITED');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { _: [validationMessage('invalid_value')] } });
    }
    const batch = parseInput(analyticsBatchSchema, body);
    await recordEvents(deps.sql, userId, batch.events);
    return c.body(null, 204);
  });
}
