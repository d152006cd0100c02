import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type ContextType, contextFromPath } from '../../shared/contexts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, NAMESPACES, type Namespace, resolveLanguage, textDirection } from '../../shared/i18n/languages';
import { setValidationTranslator } from '../../shared/validation/translator';
import { LocaleBundleBackend } from './locale-backend';

const CHOSEN_LANGUAGE_KEY = 'solidaire.language';

/** The language for this page: the user's choice, else the browser's, restricted in the admin space. */
export function pageLanguage(pathname = window.location.pathname): Language {
  return resolveLanguage({
    preferred: localStorage.getItem(CHOSEN_LANGUAGE_KEY),
    browser: navigator.language,
    admin: contextFromPath(pathname).type === 'admin',
  });
}

export function rememberLanguage(language: Language) {
  localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
}

function applyDocumentLanguage(language: string) {
  const lang = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
  document.documentElement.lang = lang;
  document.documentElement.dir = textDirection(lang);
}

/**
 * The namespaces most pages of a space read, asked for with the shell's own: a page that would otherwise wait for its
 * code, then ask for its words, then for its data, shows one round trip sooner. Other namespaces load on demand.
 */
const SPACE_NAMESPACES: Record<ContextType, Namespace[]> = {
  public: ['users', 'missions'],
  // 'project-calls': the employee's tab bar (EmployeeNav) names the calls.
  employee: ['homes', 'missions', 'engagements', 'sync', 'project-calls'],
  company: ['homes', 'companies', 'engagements', 'users'],
  association: ['missions', 'engagements', 'associations', 'sync'],
  admin: ['users'],
};

type NamespaceQueue = { push: (namespaces: string[]) => unknown };
declare global {
  // Filled by each lazy import with the namespaces of the code it loads (scripts/namespace-preload.ts), read at start.
  var __solidaireNamespaces: string[][] | NamespaceQueue | undefined;
}

/** The namespaces the modules evaluated so far asked for, emptying the queue. */
function queuedNamespaces(): string[] {
  const queue = globalThis.__solidaireNamespaces;
  if (!Array.isArray(queue)) return [];
  globalThis.__solidaireNamespaces = [];
  return queue.flat();
}

/**
 * Translations are static files per language and namespace (`/locales/{lng}/{ns}.json`), precached by the service
 * worker for offline use, and loaded on demand, several at once in one response (`/locales/bundle/…`). The
 * namespaces of the code evaluated before and during the start are asked for with the start's own; those of the code
 * that arrives later as soon as it does.
 */
export async function initI18n(language: Language = pageLanguage(), pathname = window.location.pathname): Promise<i18n> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(LocaleBundleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...new Set(['common', 'errors', ...SPACE_NAMESPACES[contextFromPath(pathname).type], ...queuedNamespaces()])],
      defaultNS: 'common',
      // All at once: the backend asks for the namespaces read within a task in one request (i18next holds back
      // reads beyond 10 by default, which made the employee home's last three namespaces a request of their own).
      maxParallelReads: NAMESPACES.length * LANGUAGES.length,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(i18next.language);
  const arrivedDuringStart = queuedNamespaces();
  if (arrivedDuringStart.length > 0) void i18next.loadNamespaces(arrivedDuringStart);
  globalThis.__solidaireNamespaces = { push: (namespaces: string[]) => i18next.loadNamespaces(namespaces) };
  // The shared zod schemas then word their messages in the page language.
  setValidationTranslator((key, params) => i18next.t(`errors:validation.${key}`, params));
  return i18next;
}

export { NAMESPACES };
