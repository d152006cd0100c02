import { describe, expect, it } from 'vitest';
import { TAX_REDUCTION_RATE, canEditTimeSpent, taxEstimate, taxExemptionTotals } from './tax-receipt.rules';

describe('taxEstimate', () => {
  it('values the days at the average daily rate and takes 60 % of it', () => {
    expect(TAX_REDUCTION_RATE).toBe(0.6);
    expect(taxEstimate({ days: 10, averageDailyRateCents: 50_000 })).toEqual({ valuedAmountCents: 500_000, taxReductionCents: 300_000 });
    expect(taxEstimate({ days: 0, averageDailyRateCents: 50_000 })).toEqual({ valuedAmountCents: 0, taxReductionCents: 0 });
  });

  it('rounds to the cent', () => {
    // 1 day 3/7 at 333.33 €.
    expect(taxEstimate({ days: 10 / 7, averageDailyRateCents: 33_333 })).toEqual({ valuedAmountCents: 47_619, taxReductionCents: 28_571 });
  });

  it('refuses negative or non-finite inputs', () => {
    expect(() => taxEstimate({ days: -1, averageDailyRateCents: 100 })).toThrow(RangeError);
    expect(() => taxEstimate({ days: 1, averageDailyRateCents: -100 })).toThrow(RangeError);
    expect(() => taxEstimate({ days: Number.NaN, averageDailyRateCents: 100 })).toThrow(RangeError);
    expect(() => taxEstimate({ days: 1, averageDailyRateCents: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});

describe('taxExemptionTotals', () => {
  it('sums the lines', () => {
    expect(taxExemptionTotals([])).toEqual({ days: 0, valuedAmountCents: 0, taxReductionCents: 0 });
    expect(
      taxExemptionTotals([
        { days: 1, valuedAmountCents: 40_000 },
        { days: 0.5, valuedAmountCents: 20_001 },
      ]),
    ).toEqual({ days: 1.5, valuedAmountCents: 60_001, taxReductionCents: 36_001 });
  });
});

describe('canEditTimeSpent', () => {
  it('locks canceled slots and slots covered by a tax receipt', () => {
    expect(canEditTimeSpent({ state: 'validated', coveredByTaxReceipt: false })).toEqual({ ok: true });
    expect(canEditTimeSpent({ state: 'canceled', coveredByTaxReceipt: false })).toEqual({ ok: false, code: 'TIME_SPENT_LOCKED' });
    expect(canEditTimeSpent({ state: 'validated', coveredByTaxReceipt: true })).toEqual({ ok: false, code: 'TIME_SPENT_LOCKED' });
  });
});
