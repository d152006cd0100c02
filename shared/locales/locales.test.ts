import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { LANGUAGES, NAMESPACES } from '../i18n/languages';

const dir = import.meta.dirname;
type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(dir, language, `${namespace}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** i18next plural keys (`x_one`, `x_few`...): languages have different sets of forms for one message. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

describe('translations', () => {
  it('has a folder per language and a file per namespace, nothing else', () => {
    expect(fs.readdirSync(dir).filter((entry) => fs.statSync(path.join(dir, entry)).isDirectory()).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(fs.readdirSync(path.join(dir, language)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it('has a message for every error code', () => {
    const errors = flatten(load('fr', 'errors'));
    expect(ERROR_CODES.filter((code) => !errors.has(code))).toEqual([]);
  });

  for (const namespace of NAMESPACES) {
    const french = flatten(load('fr', namespace));
    for (const language of LANGUAGES.filter((l) => l !== 'fr')) {
      it(`${language}/${namespace} has every key French has, with the same placeholders`, () => {
        const other = flatten(load(language, namespace));
        const otherBases = new Set([...other.keys()].map(base));
        const frenchBases = new Set([...french.keys()].map(base));
        const missing = [...french.keys()].filter((key) => (PLURAL.test(key) ? !otherBases.has(base(key)) : !other.get(key)?.trim()));
        expect(missing, 'missing or empty keys').toEqual([]);
        expect([...other.keys()].filter((key) => !french.has(key) && !(PLURAL.test(key) && frenchBases.has(base(key)))), 'keys French does not have').toEqual([]);
        for (const [key, text] of french) if (other.has(key)) expect(placeholders(other.get(key)!), key).toEqual(placeholders(text));
      });
    }
  }
});
