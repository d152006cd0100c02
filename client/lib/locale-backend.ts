import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { localeBundlePath } from '../../shared/i18n/locale-bundle';

interface Reading {
  language: string;
  namespace: string;
  callback: ReadCallback;
}

/**
 * i18next's backend: the namespaces asked for within one task come in one request, `/locales/bundle/{languages}/
 * {namespaces}.json` (shared/i18n/locale-bundle.ts), answered by the service worker from the files it keeps, or by the
 * server. Our own rather than i18next-http-backend with the multiload adapter: together they weigh 6 kB gzip on every
 * page's first load for options this app does not use, where this is one fetch of one address (issue 13).
 *
 * A network failure or a server error asks i18next to try again (its `maxRetries`, with a growing wait); an address
 * the server refuses does not.
 */
export class LocaleBundleBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private waiting: Reading[] = [];

  init() {}

  read(language: string, namespace: string, callback: ReadCallback) {
    if (this.waiting.length === 0) setTimeout(() => this.send(), 0);
    this.waiting.push({ language, namespace, callback });
  }

  private send() {
    const readings = this.waiting;
    this.waiting = [];
    const languages = [...new Set(readings.map((reading) => reading.language))];
    const namespaces = [...new Set(readings.map((reading) => reading.namespace))];
    fetch(localeBundlePath(languages, namespaces))
      .then((response) => {
        if (!response.ok) throw new TranslationsRefused(response.status);
        return response.json() as Promise<Record<string, Record<string, ResourceKey> | undefined>>;
      })
      .then(
        (bundle) => {
          for (const { language, namespace, callback } of readings) callback(null, bundle[language]?.[namespace] ?? {});
        },
        (error: unknown) => {
          const retry = !(error instanceof TranslationsRefused) || error.status >= 500;
          for (const { callback } of readings) callback(error instanceof Error ? error : new Error(String(error)), retry);
        },
      );
  }
}

class TranslationsRefused extends Error {
  constructor(readonly status: number) {
    super(`the translations were refused (${status})`);
  }
}
