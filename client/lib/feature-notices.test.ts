import { describe, expect, it } from 'vitest';
import { type FeatureNotice, dismissNotice, dismissedNotices, featureFlags, localToday, visibleNotices } from './feature-notices';

const notices: FeatureNotice[] = [
  { id: 'a', spaces: ['employee'], expiresOn: '2026-06-30' },
  { id: 'b', spaces: ['employee', 'company'], expiresOn: '2026-06-30', flag: 'maps' },
  { id: 'c', spaces: ['company'], expiresOn: '2026-01-31' },
];
const none = new Set<string>();

describe('visibleNotices (spec §9: remembered locally, expiry, feature flag)', () => {
  it.each([
    ['employee, before expiry, no flag on', 'employee', '2026-03-01', none, none, ['a']],
    ['the last day still shows', 'employee', '2026-06-30', none, none, ['a']],
    ['the day after expiry never shows', 'employee', '2026-07-01', none, none, []],
    ['a flagged notice with its flag on', 'employee', '2026-03-01', none, new Set(['maps']), ['a', 'b']],
    ['another flag does not count', 'employee', '2026-03-01', none, new Set(['other']), ['a']],
    ['dismissed on this device', 'employee', '2026-03-01', new Set(['a']), new Set(['maps']), ['b']],
    ['company space', 'company', '2026-01-15', none, new Set(['maps']), ['b', 'c']],
    ['company space, c expired', 'company', '2026-02-01', none, none, []],
    ['a space with no notice', 'association', '2026-01-15', none, new Set(['maps']), []],
  ] as const)('%s', (_, space, today, dismissed, flags, expected) => {
    expect(visibleNotices(notices, { space, today, dismissed, flags }).map((notice) => notice.id)).toEqual(expected);
  });
});

describe('the device memory', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  };

  it('remembers each dismissed id once', () => {
    const storage = memory();
    dismissNotice('a', storage);
    dismissNotice('b', storage);
    dismissNotice('a', storage);
    expect([...dismissedNotices(storage)]).toEqual(['a', 'b']);
  });

  it('reads a damaged value as nothing dismissed', () => {
    const storage = memory();
    storage.setItem('solidaire.notices.dismissed', '{oops');
    expect(dismissedNotices(storage).size).toBe(0);
    storage.setItem('solidaire.notices.dismissed', '{"a":1}');
    expect(dismissedNotices(storage).size).toBe(0);
  });

  it('reads flags and the local day', () => {
    expect([...featureFlags(' maps, ,beta ')]).toEqual(['maps', 'beta']);
    expect(featureFlags(undefined).size).toBe(0);
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
