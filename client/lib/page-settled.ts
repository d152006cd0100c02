import type { QueryClient } from '@tanstack/react-query';

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
