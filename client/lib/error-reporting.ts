import { CLIENT_ERROR_LIMITS, truncateText } from '../../shared/observability/client-error';
import type { ClientErrorReport } from '../../shared/observability/client-error.schema';
import { API_BASE } from './api';

/**
 * Errors of the browser reach the server log (`POST /api/v1/client-errors`):
 * uncaught errors, unhandled rejections and the screens' error boundaries.
 * Left out: cancelled navigations and requests (AbortError), which are not
 * faults, and a chunk that no longer exists after a new release (« Failed to
 * fetch dynamically imported module »…), which reloads the page once instead.
 */

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;
/** The sessionStorage key that says this tab already reloaded for a missing chunk (no reload loop). */
export const CHUNK_RELOAD_KEY = 'solidaire:chunk-reload';
/** After this long without a new chunk error, the next one may reload again (a later release). */
const CHUNK_RELOAD_GUARD_MS = 60_000;
/** The most reports one page sends, and never the same one twice. */
const MAX_REPORTS_PER_PAGE = 20;

const sent = new Set<string>();

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ChunkLoadError') return true;
  return CHUNK_ERROR.test(messageOf(error));
}

/** The build this page runs: the hashed name of its entry script (`index-B2x9.js`), `dev` under the dev server. */
export function releaseId(doc: Document = document): string {
  const entry = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  return entry ? entry.src.slice(entry.src.lastIndexOf('/') + 1) : 'dev';
}

/**
 * Reloads the page once for a chunk the server no longer has (a new release
 * replaced it); `false` when this tab already did so less than a minute ago,
 * so a chunk that is really missing shows the error page instead of looping.
 */
export function reloadOnceForMissingChunk(storage: Storage = sessionStorage, reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Builds the report of an error, or `null` for what is not a fault to report. */
export function clientErrorReport(kind: ClientErrorReport['kind'], error: unknown, location: { pathname: string } = window.location): ClientErrorReport | null {
  if (isAbortError(error) || isChunkLoadError(error)) return null;
  const message = truncateText(messageOf(error) || 'Unknown error', CLIENT_ERROR_LIMITS.message);
  const stack = error instanceof Error && error.stack ? truncateText(error.stack, CLIENT_ERROR_LIMITS.stack) : undefined;
  return { kind, message, ...(stack ? { stack } : {}), route: truncateText(location.pathname, CLIENT_ERROR_LIMITS.route), release: releaseId() };
}

/** Sends the report of an error to the server log (once per distinct error and page); never throws. */
export function reportClientError(kind: ClientErrorReport['kind'], error: unknown, location?: { pathname: string }): void {
  const report = clientErrorReport(kind, error, location);
  if (!report) return;
  const key = `${report.kind}|${report.message}|${report.route}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  // Reporting must never fail in turn (a missing fetch, a throwing polyfill): the chain swallows everything.
  void Promise.resolve()
    .then(() =>
      fetch(`${API_BASE}/client-errors`, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(report),
      }),
    )
    .catch(() => undefined);
}

/** Listens to the window's uncaught errors and unhandled rejections, and to Vite's failed preloads (a missing chunk). */
export function installErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const error = event.error ?? event.message;
    if (isChunkLoadError(error)) return void reloadOnceForMissingChunk();
    reportClientError('error', error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) return void reloadOnceForMissingChunk();
    reportClientError('unhandledrejection', event.reason);
  };
  const onPreloadError = (event: Event) => {
    // Vite's own event for a dynamic import whose chunk or CSS is gone: handled here, not thrown.
    if (reloadOnceForMissingChunk()) event.preventDefault();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}
