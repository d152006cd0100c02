/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { localeBundle, parseLocaleBundlePath } from '../shared/i18n/locale-bundle';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell, its hashed assets and every translation file, so the installed app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client routes are all answered by the shell; the server's own paths are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/logout$/, /^\/uploads\//] }));

// A page's translations in one response (shared/i18n/locale-bundle.ts), made from the files this version keeps: offline
// as online, without a request. A file it does not keep (none should be missing) sends the request on.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/locales/bundle/'),
  async ({ request, url }) => {
    const bundle = parseLocaleBundlePath(url.pathname);
    if (!bundle) return fetch(request);
    try {
      const body = await localeBundle(bundle, async (language, namespace) => {
        const kept = await matchPrecache(`/locales/${language}/${namespace}.json`);
        if (!kept) throw new Error(`/locales/${language}/${namespace}.json is not kept`);
        return kept.json();
      });
      return Response.json(body);
    } catch {
      return fetch(request);
    }
  },
);

// Uploaded images never change (their name is the hash of their content): once seen, they are shown offline too.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// The page decides when a waiting version takes over ('Nouvelle version disponible').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
