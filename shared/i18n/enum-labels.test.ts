import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABELLED_ENUMS, labelKey } from './enum-labels';

const french = (namespace: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../locales/fr/${namespace}.json`), 'utf8')) as Record<string, unknown>;

describe('enumeration labels', () => {
  it.each(LABELLED_ENUMS.map((entry) => [`${entry.namespace}:${entry.key}`, entry] as const))('%s has a French label for every value', (_, entry) => {
    const labels = (french(entry.namespace)[entry.key] ?? {}) as Record<string, unknown>;
    const missing = entry.values.filter((value) => typeof labels[String(value)] !== 'string' || !(labels[String(value)] as string).trim());
    expect(missing).toEqual([]);
  });

  it('builds i18next keys', () => {
    expect(labelKey({ namespace: 'missions', key: 'thematics' }, 'THEMATIC_SPORT')).toBe('missions:thematics.THEMATIC_SPORT');
  });

  it('lists each enumeration once', () => {
    const keys = LABELLED_ENUMS.map((entry) => `${entry.namespace}:${entry.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
