import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TIME_ZONE, endOfParisDay, instantToParis, parisToInstant, parisToday } from './paris';

describe('Paris local time <-> instants', () => {
  it.each([
    // winter (UTC+1), summer (UTC+2), the days clocks change
    ['2026-01-15', '09:00', '2026-01-15T08:00:00.000Z'],
    ['2026-07-14', '09:00', '2026-07-14T07:00:00.000Z'],
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['2026-10-25', '12:00', '2026-10-25T11:00:00.000Z'],
    ['2026-12-31', '23:30', '2026-12-31T22:30:00.000Z'],
    ['2026-05-01', '00:00', '2026-04-30T22:00:00.000Z'],
  ])('%s %s in Paris is %s', (date, time, iso) => {
    expect(parisToInstant(date, time).toISOString()).toBe(iso);
    expect(instantToParis(iso)).toEqual({ date, time });
  });

  it('reads an instant on the Paris wall clock whatever the zone it was written in', () => {
    expect(instantToParis('2026-06-30T23:15:00Z')).toEqual({ date: '2026-07-01', time: '01:15' });
    expect(instantToParis(new Date('2026-02-01T23:15:00Z'))).toEqual({ date: '2026-02-02', time: '00:15' });
  });

  it('moves a time in the spring-forward gap past the gap', () => {
    expect(instantToParis(parisToInstant('2026-03-29', '02:30')).time).toBe('03:30');
  });

  it('ends a day at the next midnight, 23 or 25 hours later on change days', () => {
    expect(endOfParisDay('2026-01-15').toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(endOfParisDay('2026-03-29').getTime() - parisToInstant('2026-03-29').getTime()).toBe(23 * 3_600_000);
    expect(endOfParisDay('2026-10-25').getTime() - parisToInstant('2026-10-25').getTime()).toBe(25 * 3_600_000);
    expect(endOfParisDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('gives the Paris date of today', () => {
    expect(parisToday(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(parisToday(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
  });

  it('refuses malformed input', () => {
    expect(() => parisToInstant('2026-1-5', '09:00')).toThrow(RangeError);
    expect(() => parisToInstant('2026-01-05', '9:00')).toThrow(RangeError);
  });
});

describe('instantToParis against the time zone library', () => {
  it('reads every quarter hour around both clock changes of 2026 and 2027, and every 7 hours between, as TZDate does', () => {
    const starts = ['2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z', '2027-03-27T00:00:00Z', '2027-10-30T00:00:00Z'].map((iso) => Date.parse(iso));
    const instants = [
      ...starts.flatMap((start) => Array.from({ length: 4 * 72 }, (_, quarter) => start + quarter * 900_000)),
      ...Array.from({ length: 2 * 365 * 24 / 7 }, (_, step) => Date.parse('2026-01-01T00:00:00Z') + step * 7 * 3_600_000 + 60_000 * (step % 60)),
    ];
    for (const instant of instants) {
      const local = new TZDate(instant, PRODUCT_TIME_ZONE);
      expect(instantToParis(new Date(instant)), new Date(instant).toISOString()).toEqual({ date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') });
    }
  });
});

describe('instantToParis on every minute of the hours around a clock change', () => {
  it('reads the hour before, of and after each change, minute by minute, as TZDate does (the hours are remembered)', () => {
    for (const iso of ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z']) {
      for (let minute = 0; minute < 3 * 60; minute++) {
        const instant = Date.parse(iso) + minute * 60_000 + 59_999;
        const local = new TZDate(instant, PRODUCT_TIME_ZONE);
        expect(instantToParis(new Date(instant)), new Date(instant).toISOString()).toEqual({ date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') });
        // Read again from the remembered hour.
        expect(instantToParis(new Date(instant))).toEqual({ date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') });
      }
    }
  });

  it('refuses an instant that is not one', () => {
    expect(() => instantToParis('not a date')).toThrow(RangeError);
  });
});
