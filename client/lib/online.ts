import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The one online state of the app: TanStack Query's `onlineManager` (set from `navigator.onLine` before the first
 * render in ./query-client.ts, then following the browser's `online` / `offline` events). Tests switch it with
 * `onlineManager.setOnline()`.
 */
export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** Online as the browser sees it too: `navigator.onLine` is not false and the query client is online. */
function isOnlineForBrowser(): boolean {
  return navigator.onLine !== false && onlineManager.isOnline();
}

function subscribe(listener: () => void) {
  return onlineManager.subscribe(listener);
}

function subscribeWithBrowser(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const unsubscribe = onlineManager.subscribe(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    unsubscribe();
  };
}

/**
 * Whether the app is online, re-rendering when it changes. `withBrowser` also requires `navigator.onLine` and
 * listens to the window's events itself (image uploads, which ./upload.ts refuses when the browser says it is
 * offline, and place searches).
 */
export function useOnline(options?: { withBrowser?: boolean }): boolean {
  const withBrowser = options?.withBrowser === true;
  return useSyncExternalStore(withBrowser ? subscribeWithBrowser : subscribe, withBrowser ? isOnlineForBrowser : isOnline);
}
