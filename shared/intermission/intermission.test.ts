import { describe, expect, it } from 'vitest';
import { checkDateRange, checkIntermissionPeriod, intermissionPeriodInputSchema, periodsOverlap } from './intermission';

describe('intermission periods', () => {
  const period = { startsOn: '2026-03-02', endsOn: '2026-03-13', days: 10, averageDailyRateCents: 45_000 };

  it('estimates the tax reduction from the average daily rate and the days lent', () => {
    // 10 days at 450 €: 4 500 € valued, 60 % of it: 2 700 €.
    expect(checkIntermissionPeriod(period, [])).toEqual({ ok: true, sevenths: 70, estimate: { valuedAmountCents: 450_000, taxReductionCents: 270_000 } });
    // 1 3/7 day at 333.33 €: 476.19 €, 285.71 €.
    expect(checkIntermissionPeriod({ ...period, days: 10 / 7, averageDailyRateCents: 33_333 }, [])).toEqual({
      ok: true,
      sevenths: 10,
      estimate: { valuedAmountCents: 47_619, taxReductionCents: 28_571 },
    });
  });

  it('refuses reversed dates, days that are not whole sevenths and overlapping periods', () => {
    expect(checkIntermissionPeriod({ ...period, endsOn: '2026-03-01' }, [])).toEqual({ ok: false, code: 'DATE_RANGE_REVERSED', field: 'endsOn' });
    expect(checkIntermissionPeriod({ ...period, days: 1.5 }, [])).toEqual({ ok: false, code: 'DURATION_NOT_IN_SEVENTHS', field: 'days' });
    expect(checkIntermissionPeriod(period, [{ startsOn: '2026-03-13', endsOn: '2026-03-20' }])).toEqual({ ok: false, code: 'INTERMISSION_PERIOD_OVERLAP', field: 'startsOn' });
    expect(checkIntermissionPeriod(period, [{ startsOn: '2026-03-14', endsOn: '2026-03-20' }]).ok).toBe(true);
  });

  it.each([
    [['2026-01-01', '2026-01-10'], ['2026-01-10', '2026-01-12'], true],
    [['2026-01-01', '2026-01-10'], ['2026-01-11', '2026-01-12'], false],
    [['2026-01-05', '2026-01-06'], ['2026-01-01', '2026-01-31'], true],
  ] as const)('%o and %o overlap: %s', ([aStart, aEnd], [bStart, bEnd], overlap) => {
    expect(periodsOverlap({ startsOn: aStart, endsOn: aEnd }, { startsOn: bStart, endsOn: bEnd })).toBe(overlap);
  });

  it('checks the export range', () => {
    expect(checkDateRange({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ ok: true });
    expect(checkDateRange({ from: '2026-01-01' })).toEqual({ ok: true });
    expect(checkDateRange({ from: '2026-12-31', to: '2026-01-01' })).toEqual({ ok: false, code: 'DATE_RANGE_REVERSED' });
  });

  it('validates the form', () => {
    const valid = { employeeEmail: 'salarie@acme.example', associationId: 1, support: 'intermission', startsOn: '2026-03-02', endsOn: '2026-03-13', days: 10, averageDailyRateCents: 45_000 };
    expect(intermissionPeriodInputSchema.safeParse(valid).success).toBe(true);
    expect(intermissionPeriodInputSchema.safeParse({ ...valid, support: 'vacances' }).success).toBe(false);
    expect(intermissionPeriodInputSchema.safeParse({ ...valid, days: 0 }).success).toBe(false);
  });
});
