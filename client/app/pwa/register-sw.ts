import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let waiting = false;
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();

/**
 * Registers the service worker. A new deployment installs in the background
 * and waits; the user chooses when to reload onto it ('Nouvelle version disponible').
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Loaded after the first render: registering can wait, the page's first paint cannot.
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
