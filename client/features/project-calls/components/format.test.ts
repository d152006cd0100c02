import { describe, expect, it } from 'vitest';
import { fromParisInputValue, toParisInputValue } from './format';

describe('Paris datetime inputs', () => {
  it.each([
    ['2026-01-15T09:00', '2026-01-15T08:00:00.000Z'],
    ['2026-07-15T09:00', '2026-07-15T07:00:00.000Z'],
  ])('reads %s as Paris time', (value, iso) => {
    expect(fromParisInputValue(value)).toBe(iso);
    expect(toParisInputValue(iso)).toBe(value);
  });

  it('reads nothing from an empty value', () => {
    expect(fromParisInputValue('')).toBeNull();
    expect(toParisInputValue(null)).toBe('');
  });
});
