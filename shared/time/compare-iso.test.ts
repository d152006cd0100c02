import { describe, expect, it } from 'vitest';
import { compareIso } from './compare-iso';

describe('compareIso', () => {
  it.each([
    ['2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z', -1],
    ['2026-12-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z', 1],
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24T09:00:00.000Z', '\uffff', -1],
  ])('%s against %s', (a, b, expected) => {
    expect(compareIso(a, b)).toBe(expected);
  });

  it('sorts instants in time order', () => {
    expect(['2027-01-02', '2026-12-31', '2027-01-01'].sort(compareIso)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });
});
