import * as z from 'zod/mini';
import { CONTEXT_TYPES, contextFromPath } from '../contexts';

/** Spec §7/§9: page views are logged with a 500 ms debounce (declared with the events, zod-free). */
export { ANALYTICS_DEBOUNCE_MS } from './analytics-events';

/** Spec §3 'Analytics context': the company or association slug plus the context type, derived from the URL. */
export const analyticsContextSchema = z.object({
  type: z.enum(CONTEXT_TYPES),
  company_slug: z.optional(z.string()),
  association_slug: z.optional(z.string()),
});
export type AnalyticsContext = z.infer<typeof analyticsContextSchema>;

export function analyticsContext(pathname: string): AnalyticsContext {
  const context = contextFromPath(pathname);
  if (context.type === 'employee' || context.type === 'company') return { type: context.type, company_slug: context.companySlug };
  if (context.type === 'association') return { type: context.type, association_slug: context.associationSlug };
  return { type: context.type };
}
