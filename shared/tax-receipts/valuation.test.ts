import { describe, expect, it } from 'vitest';
import { parisToInstant } from '../time/paris';
import { checkHoursInSevenths, daysToSevenths, taxReductionOf, valueSevenths, valueWorkTime, workTimeSevenths } from './valuation';

const at = (date: string, time: string) => parisToInstant(date, time).toISOString();

describe('workTimeSevenths: the 7-hour day, sevenths and the half-day rule', () => {
  // [starts (Paris), ends (Paris), sevenths, why]
  const cases: Array<[string, string, number, string]> = [
    ['2026-03-02 09:00', '2026-03-02 17:00', 7, 'starts by 11:00, ends after 14:00: a full day'],
    ['2026-03-02 10:00', '2026-03-02 15:00', 7, '5 hours over lunch still count a full day'],
    ['2026-03-02 11:00', '2026-03-02 14:30', 7, 'at 11:00 sharp and after 14:00: a full day'],
    ['2026-03-02 11:00', '2026-03-02 14:00', 3, 'ending at 14:00 is not after 14:00: a half day of 3 hours'],
    ['2026-03-02 11:30', '2026-03-02 18:00', 4, 'starting after 11:00: a half day, 6.5 hours capped at 4/7'],
    ['2026-03-02 14:00', '2026-03-02 17:00', 3, 'an afternoon of 3 hours'],
    ['2026-03-02 09:00', '2026-03-02 12:00', 3, 'a morning of 3 hours'],
    ['2026-03-02 09:00', '2026-03-02 10:20', 1, '1 h 20 rounds to one seventh'],
    ['2026-03-02 09:00', '2026-03-02 09:20', 1, 'any time given counts at least one seventh'],
    ['2026-03-02 14:00', '2026-03-02 16:30', 3, '2.5 hours round to 3 sevenths'],
    ['2026-03-02 09:00', '2026-03-03 12:00', 11, 'two days: a full day then a morning (capped at 4/7)'],
    ['2026-03-28 09:00', '2026-03-30 17:00', 21, 'three full days across the spring clock change'],
  ];
  for (const [start, end, sevenths, why] of cases) {
    it(`${start} -> ${end}: ${sevenths}/7 (${why})`, () => {
      const [sd, st] = start.split(' ');
      const [ed, et] = end.split(' ');
      expect(workTimeSevenths(at(sd!, st!), at(ed!, et!))).toBe(sevenths);
    });
  }
  it('counts nothing for an empty date', () => {
    expect(workTimeSevenths(at('2026-03-02', '09:00'), at('2026-03-02', '09:00'))).toBe(0);
  });
});

describe('valueWorkTime: valued from the declared daily cost, rounded to the cent', () => {
  // [starts, ends, daily cost in cents, days shown, amount in cents]
  const cases: Array<[string, string, number, number, number]> = [
    ['09:00', '17:00', 35_000, 1, 35_000], // a full day at 350 €
    ['14:00', '17:00', 35_000, 0.43, 15_000], // 3/7 of 350 € = 150 €
    ['11:30', '18:00', 35_000, 0.57, 20_000], // half day capped at 4/7 = 200 €
    ['14:00', '17:00', 33_333, 0.43, 14_286], // 3/7 of 333.33 € = 142.855... -> 142.86 €
    ['09:00', '10:00', 40_000, 0.14, 5_714], // 1/7 of 400 € = 57.142... -> 57.14 €
    ['09:00', '17:00', 0, 1, 0], // no declared cost: nothing valued
  ];
  for (const [start, end, cost, days, amount] of cases) {
    it(`${start}-${end} at ${cost / 100} € a day: ${days} day(s), ${amount / 100} €`, () => {
      expect(valueWorkTime({ startsAt: at('2026-03-02', start), endsAt: at('2026-03-02', end), dailyCostCents: cost })).toMatchObject({ days, valuedAmountCents: amount });
    });
  }
  it('values sevenths exactly: 10/7 at 333.33 € is 476.19 €', () => {
    expect(valueSevenths(10, 33_333)).toEqual({ sevenths: 10, days: 1.43, valuedAmountCents: 47_619 });
    expect(() => valueSevenths(1.5, 100)).toThrow(RangeError);
    expect(() => valueSevenths(1, -1)).toThrow(RangeError);
  });
  it('takes 60 % of the valued amount as the tax reduction', () => {
    expect(taxReductionOf(35_000)).toBe(21_000);
    expect(taxReductionOf(14_286)).toBe(8_572);
  });
});

describe('durations typed in days or hours must be whole sevenths', () => {
  it('accepts whole sevenths', () => {
    expect(daysToSevenths(1)).toEqual({ ok: true, sevenths: 7 });
    expect(daysToSevenths(10 / 7)).toEqual({ ok: true, sevenths: 10 });
    expect(daysToSevenths(3)).toEqual({ ok: true, sevenths: 21 });
    expect(checkHoursInSevenths(10)).toEqual({ ok: true });
  });
  it('refuses anything else', () => {
    for (const days of [0.5, 1.5, 0.1, 0, -1, Number.NaN]) expect(daysToSevenths(days)).toEqual({ ok: false, code: 'DURATION_NOT_IN_SEVENTHS' });
    for (const hours of [3.5, 0, -2, Number.POSITIVE_INFINITY]) expect(checkHoursInSevenths(hours)).toEqual({ ok: false, code: 'DURATION_NOT_IN_SEVENTHS' });
  });
});

describe('figures as the receipt writes them', () => {
  it('writes euros the French way with plain spaces', async () => {
    const { eurosText, daysFromSeventhsText } = await import('./valuation');
    expect(eurosText(0)).toBe('0,00 €');
    expect(eurosText(15_000)).toBe('150,00 €');
    expect(eurosText(123_456_789)).toBe('1 234 567,89 €');
    expect(eurosText(-5)).toBe('-0,05 €');
    expect(daysFromSeventhsText(7)).toBe('1');
    expect(daysFromSeventhsText(3)).toBe('0,43');
    expect(daysFromSeventhsText(11)).toBe('1,57');
  });
});
