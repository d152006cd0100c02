import { describe, expect, it } from 'vitest';
import { localeBundle, localeBundlePath, parseLocaleBundlePath } from './locale-bundle';

describe('locale bundles', () => {
  it('names languages and sorted namespaces in the address, and reads them back', () => {
    const path = localeBundlePath(['en', 'fr'], ['missions', 'homes', 'project-calls']);
    expect(path).toBe('/locales/bundle/en+fr/homes+missions+project-calls.json');
    expect(parseLocaleBundlePath(path)).toEqual({ languages: ['en', 'fr'], namespaces: ['homes', 'missions', 'project-calls'] });
    expect(parseLocaleBundlePath('/locales/bundle/fr/common.json')).toEqual({ languages: ['fr'], namespaces: ['common'] });
  });

  it.each([
    ['an unknown language', '/locales/bundle/xx/common.json'],
    ['an unknown namespace', '/locales/bundle/fr/common+secrets.json'],
    ['a path out of the folder', '/locales/bundle/fr/..%2Fcommon.json'],
    ['a path out of the folder, plain', '/locales/bundle/fr/../common.json'],
    ['an empty name', '/locales/bundle/fr/+.json'],
    ['another file', '/locales/fr/common.json'],
  ])('refuses %s', (_, path) => {
    expect(parseLocaleBundlePath(path)).toBeUndefined();
  });

  it('answers each language and namespace from the reader', async () => {
    const read = (language: string, namespace: string) => ({ title: `${namespace} in ${language}` });
    expect(await localeBundle({ languages: ['en', 'fr'], namespaces: ['homes', 'sync'] }, read)).toEqual({
      en: { homes: { title: 'homes in en' }, sync: { title: 'sync in en' } },
      fr: { homes: { title: 'homes in fr' }, sync: { title: 'sync in fr' } },
    });
  });
});
