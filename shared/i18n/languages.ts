// With its extension: vite.config.ts reads this module too (through locale-bundle.ts), and Vite's config loader wants it.
import { dateTimeFormat } from './formatters.ts';
/** Spec §1: supported languages, French being the default and the fallback. */
export const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'th', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** The shorter list offered in the admin space. */
export const ADMIN_LANGUAGES = ['de', 'en', 'es', 'fr'] as const satisfies readonly Language[];
const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

/** Translation namespaces: one per domain plus `common` and `errors`. */
export const NAMESPACES = [
  'common',
  'errors',
  'users',
  'companies',
  'associations',
  'missions',
  'engagements',
  'credits',
  'intermission',
  'programs',
  'quests',
  'levels',
  'challenges',
  'highlights',
  'project-calls',
  'team-building',
  'tax-receipts',
  'mail',
  'sync',
  'homes',
  // The impact dashboards and their reports (issue 15).
  'analytics',
  // Enterprise sign-in and provisioning (issue 21).
  'scim',
  'sso',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to use: an explicit choice wins, then the first two letters of
 * the browser language; in the admin space only the admin list is offered.
 */
export function resolveLanguage(options: { preferred?: string | null; browser?: string | null; admin?: boolean }): Language {
  const allowed: readonly string[] = options.admin ? ADMIN_LANGUAGES : LANGUAGES;
  for (const candidate of [options.preferred, options.browser]) {
    const code = candidate?.slice(0, 2).toLowerCase();
    if (code && allowed.includes(code) && isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** Spec §1: dates are shown as DD/MM/YYYY whatever the language. */
export function formatDate(value: Date | string, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
}
