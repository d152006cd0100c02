import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/i18n/languages';
import { instantToParis } from '../../shared/time/paris';

// Text the server writes itself rather than the client translating a code: spreadsheet exports, the agreement
// PDF, the note an added date posts to the conversation. Locale labels and Paris dates, for every module.

type Texts = Record<string, Record<string, unknown>>;
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../shared/locales');
const textCache = new Map<string, Texts>();

/** The labels of a namespace, read from the locale files (French, the source of truth, by default). */
export function texts(language: Language, namespace: string): Texts {
  const key = `${language}/${namespace}`;
  let loaded = textCache.get(key);
  if (!loaded) {
    loaded = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Texts;
    textCache.set(key, loaded);
  }
  return loaded;
}

export function label(language: Language, namespace: string, group: string, value: string | null): string {
  if (value === null) return '';
  const found = texts(language, namespace)[group]?.[value];
  return typeof found === 'string' ? found : value;
}

/** DD/MM/YYYY HH:mm, Paris time (spec §1 dates, whatever the zone of the server). */
export function formatParisDateTime(instant: Date | string): string {
  const { date, time } = instantToParis(instant);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}

/** A timeslot as 'DD/MM/YYYY HH:mm-HH:mm', or with both dates when it spans several days. */
export function formatParisSlot(startsAt: Date | string, endsAt: Date | string): string {
  const start = formatParisDateTime(startsAt);
  const end = formatParisDateTime(endsAt);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start}-${end.slice(11)}` : `${start} - ${end}`;
}
