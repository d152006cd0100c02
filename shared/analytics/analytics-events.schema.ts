import * as z from 'zod/mini';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS } from './analytics-events';

/** A batch of `POST /api/v1/analytics/events` (the rules and limits: ./analytics-events.ts). */
const propValue = z.union([z.string().check(z.maxLength(ANALYTICS_LIMITS.propValue)), z.number(), z.boolean()]);
const props = z.optional(
  z.record(z.string().check(z.regex(/^[a-z][a-zA-Z0-9_]{0,39}$/)), propValue).check(
    z.refine((value) => Object.keys(value).length <= ANALYTICS_LIMITS.props, 'props'),
  ),
);
const base = { path: z.string().check(z.minLength(1), z.maxLength(ANALYTICS_LIMITS.path), z.startsWith('/')), at: z.optional(z.int().check(z.positive())) };

export const analyticsEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page_view'), ...base }),
  z.strictObject({ kind: z.literal('event'), name: z.enum(ANALYTICS_EVENT_NAMES), props, ...base }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(ANALYTICS_LIMITS.batch)),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

