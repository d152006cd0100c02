import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEAM_BUILDING_CANCEL_REASONS } from '../team-building/cancel-reasons';
import { CAMPAIGN_LABELLED_ENUMS } from './enum-labels.campaigns';
import type { LabelledEnum } from './enum-labels';

const locales = path.join(import.meta.dirname, '../locales');
type Tree = { [key: string]: string | Tree };
const load = (language: string, namespace: string) => JSON.parse(fs.readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as Tree;

const entries: LabelledEnum[] = [...CAMPAIGN_LABELLED_ENUMS, { namespace: 'team-building', key: 'cancel_reasons', values: TEAM_BUILDING_CANCEL_REASONS }];

describe('campaign enum labels', () => {
  it('declares each enumeration once', () => {
    const ids = CAMPAIGN_LABELLED_ENUMS.map((entry) => `${entry.namespace}:${entry.key}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const language of ['fr', 'en']) {
    for (const entry of entries) {
      it(`${language}: ${entry.namespace}:${entry.key} has exactly one label per value`, () => {
        const labels = load(language, entry.namespace)[entry.key] as Record<string, string>;
        expect(Object.keys(labels).sort()).toEqual(entry.values.map(String).sort());
        for (const value of entry.values) expect(labels[String(value)]?.trim(), String(value)).toBeTruthy();
      });
    }
  }
});
