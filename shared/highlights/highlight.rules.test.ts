import { describe, expect, it } from 'vitest';
import { canArchiveHighlight, canDeleteHighlight, highlightTiming, isHighlightCurrent } from './highlight.rules';

describe('highlight rules', () => {
  it('lets only platform admins delete or archive', () => {
    expect(canDeleteHighlight({ isPlatformAdmin: true })).toEqual({ ok: true });
    expect(canDeleteHighlight({ isPlatformAdmin: false })).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(canArchiveHighlight({ isPlatformAdmin: true })).toEqual({ ok: true });
    expect(canArchiveHighlight({ isPlatformAdmin: false })).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('highlightTiming: a moment of Paris days, both ends included', () => {
  const week = { startsOn: '2026-06-01', endsOn: '2026-06-07' };
  it.each([
    [week, '2026-05-31', 'upcoming'],
    [week, '2026-06-01', 'current'],
    [week, '2026-06-04', 'current'],
    [week, '2026-06-07', 'current'],
    [week, '2026-06-08', 'over'],
    [{ startsOn: '2026-06-01', endsOn: '2026-06-01' }, '2026-06-01', 'current'],
    [{ startsOn: null, endsOn: '2026-06-07' }, '2020-01-01', 'current'],
    [{ startsOn: null, endsOn: '2026-06-07' }, '2026-06-08', 'over'],
    [{ startsOn: '2026-06-01', endsOn: null }, '2030-01-01', 'current'],
    [{ startsOn: '2026-06-01', endsOn: null }, '2026-05-01', 'upcoming'],
    [{ startsOn: null, endsOn: null }, '2026-05-01', 'current'],
  ] as const)('%o on %s is %s', (moment, today, timing) => {
    expect(highlightTiming(moment, today)).toBe(timing);
    expect(isHighlightCurrent(moment, today)).toBe(timing === 'current');
  });
});
