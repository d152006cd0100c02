import { describe, expect, it } from 'vitest';
import { checkCustomRange, dayAfter, isDay, lastTwelveMonths, monthsOf, parisMonthOf, periodOf, resolveRange, yearToDate } from './dashboard-range';

describe('dashboard ranges (spec §9: last 12 months, or the start of the year to today)', () => {
  it.each([
    ['2026-11-25', '2025-12-01'],
    ['2026-01-01', '2025-02-01'],
    ['2026-12-31', '2026-01-01'],
    ['2024-02-29', '2023-03-01'],
  ])('the last 12 months on %s start on %s (this month and the 11 before it)', (today, from) => {
    expect(lastTwelveMonths(today)).toEqual({ from, to: today });
    expect(monthsOf(lastTwelveMonths(today))).toHaveLength(12);
  });

  it.each([
    ['2026-11-25', '2026-01-01'],
    ['2026-01-01', '2026-01-01'],
  ])('the year to date on %s starts on %s', (today, from) => {
    expect(yearToDate(today)).toEqual({ from, to: today });
  });

  it.each([
    ['2026-01-01', '2026-03-31', { ok: true, range: { from: '2026-01-01', to: '2026-03-31' } }],
    ['2026-03-01', '2026-03-01', { ok: true, range: { from: '2026-03-01', to: '2026-03-01' } }],
    ['2024-01-01', '2026-12-31', { ok: true, range: { from: '2024-01-01', to: '2026-12-31' } }],
    ['2024-01-01', '2027-01-01', { ok: false, fields: { to: 'date_range_too_long' } }],
    ['2026-03-02', '2026-03-01', { ok: false, fields: { to: 'date_order' } }],
    ['', '2026-03-01', { ok: false, fields: { from: 'start_date_required' } }],
    ['2026-03-01', '', { ok: false, fields: { to: 'end_date_required' } }],
    ['', '', { ok: false, fields: { from: 'start_date_required', to: 'end_date_required' } }],
    ['2026-02-30', '2026-03-01', { ok: false, fields: { from: 'date_invalid' } }],
    ['01/03/2026', '2026-13-01', { ok: false, fields: { from: 'date_invalid', to: 'date_invalid' } }],
  ])('a custom range from %j to %j', (from, to, expected) => {
    expect(checkCustomRange(from, to)).toEqual(expected);
  });

  it.each([
    ['12-mois', { from: '2025-12-01', to: '2026-11-25' }],
    ['annee', { from: '2026-01-01', to: '2026-11-25' }],
    ['personnalisee', { from: '2026-02-01', to: '2026-02-28' }],
  ] as const)('resolves the period %s', (period, range) => {
    expect(resolveRange(period, '2026-11-25', { from: '2026-02-01', to: '2026-02-28' })).toEqual({ ok: true, range });
  });

  it.each([
    ['annee', 'annee'],
    ['personnalisee', 'personnalisee'],
    ['', '12-mois'],
    [null, '12-mois'],
    ['forever', '12-mois'],
  ])('reads the period %j from the URL as %s', (value, period) => {
    expect(periodOf(value)).toBe(period);
  });

  it.each([
    [{ from: '2025-12-01', to: '2026-02-10' }, ['2025-12', '2026-01', '2026-02']],
    [{ from: '2026-02-15', to: '2026-02-16' }, ['2026-02']],
    [{ from: '2024-01-31', to: '2024-03-01' }, ['2024-01', '2024-02', '2024-03']],
  ])('buckets %j in the months %j', (range, months) => {
    expect(monthsOf(range)).toEqual(months);
  });

  it.each([
    // 23:30 UTC on the last day of a month is already the next month in Paris (UTC+1 in winter, +2 in summer).
    ['2026-01-31T23:30:00Z', '2026-02'],
    ['2026-01-31T22:59:00Z', '2026-01'],
    ['2026-06-30T22:00:00Z', '2026-07'],
    ['2026-06-30T21:59:59Z', '2026-06'],
    ['2026-12-31T23:00:00Z', '2027-01'],
  ])('puts the instant %s in the Paris month %s', (instant, month) => {
    expect(parisMonthOf(instant)).toBe(month);
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-2-28', false],
  ])('%s is a day: %s', (day, expected) => {
    expect(isDay(day)).toBe(expected);
  });

  it('gives the day after (month and year ends included)', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
