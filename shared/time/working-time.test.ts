import { describe, expect, it } from 'vitest';
import { dayPortion, daysText, hoursAsDays, hoursBetween, hoursToDays, portionHours } from './working-time';

describe('working time (spec §9)', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 3],
    [7, 1, 0],
    [10, 1, 3],
    [10.4, 1, 3],
    [10.6, 1, 4],
    [21, 3, 0],
    [-2, 0, 0],
  ])('%s h = %s day(s) and %s/7', (hours, days, sevenths) => {
    expect(hoursToDays(hours)).toEqual({ days, sevenths });
  });

  it.each([
    [0, '0'],
    [3, '3/7'],
    [7, '1'],
    [10, '1 3/7'],
    [14, '2'],
    [37.5, '5 3/7'],
    [-10, '-1 3/7'],
  ])('%s h reads %s day(s)', (hours, text) => {
    expect(daysText(hours)).toBe(text);
  });

  it('counts days in sevenths', () => {
    expect(hoursAsDays(14)).toBe(2);
    expect(hoursAsDays(3)).toBeCloseTo(3 / 7);
  });

  it('measures hours between two instants', () => {
    expect(hoursBetween(new Date('2026-03-02T09:00:00Z'), new Date('2026-03-02T12:29:00Z'))).toBe(3);
    expect(hoursBetween(new Date('2026-03-02T12:00:00Z'), new Date('2026-03-02T09:00:00Z'))).toBe(0);
  });

  it.each([
    ['09:00', '17:00', 'full_day'],
    ['11:00', '14:01', 'full_day'],
    ['11:00', '14:00', 'half_day'],
    ['11:01', '17:00', 'half_day'],
    ['08:00', '12:00', 'half_day'],
    ['14:00', '18:00', 'half_day'],
  ])('%s-%s is a %s', (start, end, portion) => {
    expect(dayPortion(start, end)).toBe(portion);
  });

  it('counts a half day as 4 h and a day as 7 h', () => {
    expect(portionHours('full_day')).toBe(7);
    expect(portionHours('half_day')).toBe(4);
  });
});
