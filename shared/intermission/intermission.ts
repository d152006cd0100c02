import * as z from 'zod/mini';
import { type RuleResult, allowed, refused } from '../errors';
import { type TaxEstimate, taxEstimate } from '../tax-receipts/tax-receipt.rules';
import { daysToSevenths } from '../tax-receipts/valuation';
import { emailSchema, integerInRange, isoDateSchema } from '../validation/inputs';
import { msg } from '../validation/messages';
import { SUPPORTS, type Support } from './supports';

/** A sanity bound on the average daily rate: 10 000 € a day. */
export const MAX_INTERMISSION_RATE_CENTS = 1_000_000;
/** At most a year of working days in one period. */
export const MAX_INTERMISSION_DAYS = 366;

/**
 * Issue 20: time an employee between assignments lends to an
 * intermission-eligible association. `days` is typed in days and must be
 * whole sevenths of a 7-hour day (1 3/7 = 10/7 is fine, 1.5 is refused).
 */
export const intermissionPeriodInputSchema = z.object({
  employeeEmail: emailSchema,
  associationId: z.int(msg('choose_from_list')).check(z.positive(msg('choose_from_list'))),
  support: z.enum(SUPPORTS, msg('choose_from_list')),
  startsOn: isoDateSchema,
  endsOn: isoDateSchema,
  days: z.number(msg('number_min', { min: 0 })).check(z.gt(0, msg('number_min', { min: 0 })), z.lte(MAX_INTERMISSION_DAYS, msg('number_max', { max: MAX_INTERMISSION_DAYS }))),
  averageDailyRateCents: integerInRange(0, MAX_INTERMISSION_RATE_CENTS),
});
export type IntermissionPeriodInput = z.infer<typeof intermissionPeriodInputSchema>;

/** The export's date range: `from` and `to` (YYYY-MM-DD), both optional. */
export const intermissionRangeSchema = z.object({ from: z.optional(isoDateSchema), to: z.optional(isoDateSchema) });

/** A date range must not run backwards (DATE_RANGE_REVERSED). */
export function checkDateRange(range: { from?: string | null; to?: string | null }): RuleResult {
  return range.from && range.to && range.to < range.from ? refused('DATE_RANGE_REVERSED') : allowed;
}

/** Two periods of the same employee overlap when each starts before the other ends (bounds included). */
export function periodsOverlap(a: { startsOn: string; endsOn: string }, b: { startsOn: string; endsOn: string }): boolean {
  return a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;
}

/**
 * The checks of a new period before it is written: its dates in order, its
 * days in whole sevenths, no overlap with the employee's other periods.
 * Answers the sevenths lent and the tax estimate (spec §9: from the average daily rate).
 */
export function checkIntermissionPeriod(
  period: { startsOn: string; endsOn: string; days: number; averageDailyRateCents: number },
  others: ReadonlyArray<{ startsOn: string; endsOn: string }>,
): { ok: true; sevenths: number; estimate: TaxEstimate } | { ok: false; code: 'DATE_RANGE_REVERSED' | 'DURATION_NOT_IN_SEVENTHS' | 'INTERMISSION_PERIOD_OVERLAP'; field: string } {
  if (period.endsOn < period.startsOn) return { ok: false, code: 'DATE_RANGE_REVERSED', field: 'endsOn' };
  const sevenths = daysToSevenths(period.days);
  if (!sevenths.ok) return { ok: false, code: 'DURATION_NOT_IN_SEVENTHS', field: 'days' };
  if (others.some((other) => periodsOverlap(period, other))) return { ok: false, code: 'INTERMISSION_PERIOD_OVERLAP', field: 'startsOn' };
  return { ok: true, sevenths: sevenths.sevenths, estimate: taxEstimate({ days: sevenths.sevenths / 7, averageDailyRateCents: period.averageDailyRateCents }) };
}

export interface IntermissionPeriodView {
  id: number;
  employeeName: string;
  employeeEmail: string;
  association: { id: number; name: string };
  support: Support;
  startsOn: string;
  endsOn: string;
  sevenths: number;
  averageDailyRateCents: number;
  valuedAmountCents: number;
  taxReductionCents: number;
}

/** `GET /companies/{slug}/intermission`: the offer (eligible associations) and the periods (all for managers, one's own for an employee). */
export interface IntermissionOverview {
  associations: Array<{ id: number; name: string; slug: string; description: string | null }>;
  periods: IntermissionPeriodView[];
  totals: { sevenths: number; valuedAmountCents: number; taxReductionCents: number };
}
