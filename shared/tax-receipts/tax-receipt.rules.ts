import { type RuleResult, allowed, refused } from '../errors';

/** Spec §9 'Tax estimate': French corporate sponsorship gives a tax reduction of 60 % of the amount given. */
export const TAX_REDUCTION_RATE = 0.6;

export interface TaxEstimate {
  /** The time given, valued at the average daily rate. */
  valuedAmountCents: number;
  /** The tax reduction: 60 % of the valued amount. */
  taxReductionCents: number;
}

/**
 * Spec §9: the tax estimate of skills sponsorship (and of intermission time
 * lent to associations) is based on an average daily rate. Amounts in cents,
 * rounded to the cent.
 */
export function taxEstimate(input: { days: number; averageDailyRateCents: number }): TaxEstimate {
  const { days, averageDailyRateCents } = input;
  if (!Number.isFinite(days) || days < 0 || !Number.isFinite(averageDailyRateCents) || averageDailyRateCents < 0) {
    throw new RangeError('taxEstimate: days and averageDailyRateCents must be finite and not negative');
  }
  const valuedAmountCents = Math.round(days * averageDailyRateCents);
  return { valuedAmountCents, taxReductionCents: Math.round(valuedAmountCents * TAX_REDUCTION_RATE) };
}

/** The totals of a tax exemption from its lines. */
export function taxExemptionTotals(lines: readonly { days: number; valuedAmountCents: number }[]): { days: number; valuedAmountCents: number; taxReductionCents: number } {
  const days = lines.reduce((total, line) => total + line.days, 0);
  const valuedAmountCents = lines.reduce((total, line) => total + line.valuedAmountCents, 0);
  return { days: Math.round(days * 100) / 100, valuedAmountCents, taxReductionCents: Math.round(valuedAmountCents * TAX_REDUCTION_RATE) };
}

/**
 * Spec §4 'Time-spent review': canceled slots and slots already covered by a
 * tax receipt cannot be edited.
 */
export function canEditTimeSpent(slot: { state: string; coveredByTaxReceipt: boolean }): RuleResult {
  return slot.state === 'canceled' || slot.coveredByTaxReceipt ? refused('TIME_SPENT_LOCKED') : allowed;
}
