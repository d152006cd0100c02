import { describe, expect, it } from 'vitest';
import { defaultDateRange, describePastDate } from './relative-date';

const now = new Date(2026, 10, 22, 15, 0); // Sunday 22 November 2026, 15:00 local

describe('past-date display (spec §9)', () => {
  it.each([
    [new Date(2026, 10, 22, 14, 30), { kind: 'hours', hours: 0 }],
    [new Date(2026, 10, 22, 10, 0), { kind: 'hours', hours: 5 }],
    [new Date(2026, 10, 21, 15, 30), { kind: 'hours', hours: 23 }],
    [new Date(2026, 10, 21, 9, 0), { kind: 'yesterday' }],
    [new Date(2026, 10, 20, 9, 0), { kind: 'weekday', weekday: 5 }],
    [new Date(2026, 10, 16, 9, 0), { kind: 'weekday', weekday: 1 }],
    [new Date(2026, 10, 15, 9, 0), { kind: 'date', date: new Date(2026, 10, 15, 9, 0) }],
  ])('%s', (date, expected) => {
    expect(describePastDate(date, now)).toEqual(expected);
  });
});

describe('default date ranges (spec §9)', () => {
  it('covers the last 12 months', () => {
    expect(defaultDateRange('last_12_months', new Date(2026, 10, 22))).toEqual({ from: new Date(2025, 10, 23), to: new Date(2026, 10, 22) });
  });
  it('covers the start of the year to today', () => {
    expect(defaultDateRange('year_to_date', new Date(2026, 10, 22))).toEqual({ from: new Date(2026, 0, 1), to: new Date(2026, 10, 22) });
  });
});
