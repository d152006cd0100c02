import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Client tests render in French with the real translation files, every namespace loaded once here.
// (Read from the project root, where vitest runs: under jsdom, import.meta.url is not a file URL.)
const frenchDirectory = join(process.cwd(), 'shared/locales/fr');
const fr = Object.fromEntries(
  readdirSync(frenchDirectory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(frenchDirectory, file), 'utf8'))]),
);
await i18next.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

afterEach(() => cleanup());
