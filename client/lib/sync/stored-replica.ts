import type { QueryClient } from '@tanstack/react-query';

/** What every replica's IndexedDB name starts with (`db.ts` names them). Here, apart from Dexie, for the shell to read. */
export const REPLICA_PREFIX = 'solidaire-replica:';

/**
 * Whether this browser already holds a replica (of any user or space). Only then can a page show data before the
 * network answers, so only then is the replica's code (Dexie, the engine) worth loading before the page's own.
 */
export async function hasStoredReplica(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases().catch(() => []);
  return databases.some((database) => database.name?.startsWith(REPLICA_PREFIX) ?? false);
}

const QUIET_MS = 500;

/**
 * Resolves once the page has loaded and its queries have been quiet for half a second, then the main thread is idle:
 * when work the page does not wait for may take the network and the processor.
 */
export function whenPageSettled(queryClient: QueryClient): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const quiet = () =>
    new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        clearTimeout(timer);
        if (queryClient.isFetching() > 0) return;
        timer = setTimeout(() => {
          unsubscribe();
          resolve();
        }, QUIET_MS);
      };
      const unsubscribe = queryClient.getQueryCache().subscribe(check);
      check();
    });
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 0);
    });
  return loaded.then(quiet).then(idle);
}
