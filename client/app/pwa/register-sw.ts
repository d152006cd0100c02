import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Workbox } from 'workbox-window';
import { whenPageSettled } from '../../lib/page-settled';

let waiting = false;
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();

/**
 * Registers the service worker. A new deployment installs in the background
 * and waits; the user chooses when to reload onto it ('Nouvelle version disponible').
 */
export async function registerServiceWorker(queryClient: QueryClient) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Once the page has shown and its requests are done: the worker's install downloads every screen's code and words,
  // which would take a slow phone network from the page's own first requests (issue 13).
  await whenPageSettled(queryClient);
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((listener) => listener());
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register();
  // Check for a new deployment when the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void workbox?.update());
}

export function applyUpdate() {
  workbox?.messageSkipWaiting();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
  );
}
