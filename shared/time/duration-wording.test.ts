import { describe, expect, it } from 'vitest';
import { durationWording } from './duration-wording';

describe('durationWording', () => {
  it.each([
    [0, { kind: 'hours', hours: 0 }],
    [4, { kind: 'days', days: 0, halfDays: 1, hours: 4 }],
    [7, { kind: 'days', days: 1, halfDays: 0, hours: 7 }],
    [8, { kind: 'days', days: 0, halfDays: 2, hours: 8 }],
    [11, { kind: 'days', days: 1, halfDays: 1, hours: 11 }],
    [14, { kind: 'days', days: 2, halfDays: 0, hours: 14 }],
    [15, { kind: 'days', days: 1, halfDays: 2, hours: 15 }],
    [18, { kind: 'days', days: 2, halfDays: 1, hours: 18 }],
    // 28 h is 4 days, never 7 half days: the fewest half days.
    [28, { kind: 'days', days: 4, halfDays: 0, hours: 28 }],
    [3, { kind: 'hours', hours: 3 }],
    [5, { kind: 'hours', hours: 5 }],
    [10, { kind: 'hours', hours: 10 }],
    [4.4, { kind: 'days', days: 0, halfDays: 1, hours: 4 }],
    [-7, { kind: 'hours', hours: 0 }],
  ])('%d h reads %j', (hours, wording) => {
    expect(durationWording(hours)).toEqual(wording);
  });
});
