// With its extension: vite.config.ts reads this module too (translations in development), and Vite's config loader wants it.
import { LANGUAGES, type Language, NAMESPACES, type Namespace } from './languages.ts';

/**
 * Several languages' and namespaces' translations in one response: `/locales/bundle/en+fr/homes+missions.json`. A page
 * asks for the dozen namespaces its code names at once (client/lib/i18n.ts); one request instead of twelve keeps the
 * phone's six connections for the page's code and data (issue 13). The server builds it (server/http/locale-bundle.ts),
 * the service worker from the files it keeps (sw/sw.ts).
 */
export interface LocaleBundleRequest {
  languages: Language[];
  namespaces: Namespace[];
}

const BUNDLE_PATH = /^\/locales\/bundle\/([a-z+]{2,64})\/([a-z+-]{1,512})\.json$/;

export function localeBundlePath(languages: readonly string[], namespaces: readonly string[]): string {
  return `/locales/bundle/${languages.join('+')}/${[...namespaces].sort().join('+')}.json`;
}

/** What a bundle's address asks for, or undefined when it names anything but known languages and namespaces. */
export function parseLocaleBundlePath(pathname: string): LocaleBundleRequest | undefined {
  const match = BUNDLE_PATH.exec(pathname);
  if (!match) return undefined;
  const languages = match[1]!.split('+');
  const namespaces = match[2]!.split('+');
  if (!languages.every((language) => (LANGUAGES as readonly string[]).includes(language))) return undefined;
  if (!namespaces.every((namespace) => (NAMESPACES as readonly string[]).includes(namespace))) return undefined;
  return { languages: languages as Language[], namespaces: namespaces as Namespace[] };
}

/** `{ [language]: { [namespace]: texts } }`, as client/lib/locale-backend.ts reads a response. */
export async function localeBundle(
  request: LocaleBundleRequest,
  read: (language: Language, namespace: Namespace) => unknown,
): Promise<Record<string, Record<string, unknown>>> {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const language of request.languages) {
    bundle[language] = {};
    for (const namespace of request.namespaces) bundle[language][namespace] = await read(language, namespace);
  }
  return bundle;
}
