const PERSIST_ASKED_KEY = 'solidaire.storage-persist-asked';

/** Dexie wraps IndexedDB's quota error (sometimes inside an AbortError): find it wherever it is. */
export function isQuotaError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const named = current as { name?: string; inner?: unknown; cause?: unknown };
    if (named.name === 'QuotaExceededError') return true;
    current = named.inner ?? named.cause;
  }
  return false;
}

function isInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Asks once for persistent storage, when the app runs installed (browsers
 * grant it to installed apps; asking earlier shows a prompt or is refused).
 * Returns a cleanup for the `appinstalled` listener.
 */
export function requestPersistenceOnceInstalled(): () => void {
  const ask = () => {
    if (localStorage.getItem(PERSIST_ASKED_KEY) || !navigator.storage?.persist) return;
    localStorage.setItem(PERSIST_ASKED_KEY, new Date().toISOString());
    void navigator.storage.persist().catch(() => undefined);
  };
  if (isInstalled()) {
    ask();
    return () => undefined;
  }
  window.addEventListener('appinstalled', ask);
  return () => window.removeEventListener('appinstalled', ask);
}
