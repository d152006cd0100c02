import { ANALYTICS_DEBOUNCE_MS, ANALYTICS_LIMITS, type AnalyticsEventName, analyticsPath } from '../../shared/analytics/analytics-events';

/**
 * First-party analytics (spec §7), no third-party tracker: page views on route change (debounced 500 ms) and named
 * events, queued in a small bounded queue in localStorage and sent in batches to `POST /api/v1/analytics/events`; while
 * offline they wait, and go on reconnect; as the page is hidden what waits goes by `navigator.sendBeacon`. Nothing here
 * may block or break a page: every failure is swallowed, and a batch that fails 3 times online is dropped.
 * Kept tiny and zod-free: the app shell imports it.
 */
type Queued = { kind: 'page_view'; path: string; at: number } | { kind: 'event'; name: AnalyticsEventName; props?: Record<string, string | number | boolean>; path: string; at: number };

const ENDPOINT = '/api/v1/analytics/events';
const STORAGE_KEY = 'solidaire.analytics-queue';
/** What waits at most: past it the oldest go first (a device offline for weeks does not fill its storage). */
export const MAX_QUEUED = 200;
const SEND_AFTER_MS = 3000;
const MAX_TRIES = 3;

let queue: Queued[] | null = null;
let sendTimer: ReturnType<typeof setTimeout> | undefined;
let pageTimer: ReturnType<typeof setTimeout> | undefined;
let sending = false;
let tries = 0;

function read(): Queued[] {
  if (queue) return queue;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    queue = Array.isArray(stored) ? (stored as Queued[]).slice(-MAX_QUEUED) : [];
  } catch {
    queue = [];
  }
  listen();
  return queue;
}

function save() {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(queue ?? []));
  } catch {
    // Storage full or refused (private mode): the queue lives in memory only.
  }
}

function add(item: Queued) {
  try {
    const items = read();
    items.push(item);
    if (items.length > MAX_QUEUED) items.splice(0, items.length - MAX_QUEUED);
    save();
    schedule(SEND_AFTER_MS);
  } catch {
    // Never the page's problem.
  }
}

function schedule(delay: number) {
  if (sendTimer === undefined) sendTimer = setTimeout(() => void flush(), delay);
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Sends the next batch (and the following ones); offline, waits for the `online` event. */
export async function flush(): Promise<void> {
  sendTimer = undefined;
  const items = read();
  if (sending || items.length === 0 || offline()) return;
  const batch = items.slice(0, ANALYTICS_LIMITS.batch);
  sending = true;
  let sent = false;
  try {
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ events: batch }),
    });
    // A refusal other than the rate limit would be refused again: it is dropped like a sent batch.
    sent = response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  } catch {
    sent = false;
  } finally {
    sending = false;
  }
  if (sent || (!offline() && ++tries >= MAX_TRIES)) {
    items.splice(0, batch.length);
    tries = 0;
    save();
  }
  if (items.length > 0 && !offline()) schedule(sent ? 0 : SEND_AFTER_MS * 2 ** tries);
}

/** As the page is hidden or left: what waits goes by beacon, which the browser delivers after the page is gone. */
function sendBeacon() {
  try {
    const items = read();
    if (items.length === 0 || offline() || typeof navigator.sendBeacon !== 'function') return;
    const batch = items.slice(0, ANALYTICS_LIMITS.batch);
    if (navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify({ events: batch })], { type: 'text/plain' }))) {
      items.splice(0, batch.length);
      save();
    }
  } catch {
    // Left as it is: sent on the next visit.
  }
}

let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => schedule(0));
  window.addEventListener('pagehide', sendBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendBeacon();
  });
}

/** A page view, once the address has stayed the same for 500 ms (redirects and quick hops count once). */
export function trackPageView(pathname: string) {
  clearTimeout(pageTimer);
  pageTimer = setTimeout(() => add({ kind: 'page_view', path: analyticsPath(pathname), at: Date.now() }), ANALYTICS_DEBOUNCE_MS);
}

/** A named event (a fixed list, `ANALYTICS_EVENT_NAMES`) with a few small properties. */
export function trackEvent(name: AnalyticsEventName, props?: Record<string, string | number | boolean>) {
  add({ kind: 'event', name, props, path: analyticsPath(window.location.pathname), at: Date.now() });
}

/** For tests: forget the queue read from storage. */
export function resetAnalyticsForTests() {
  queue = null;
  clearTimeout(sendTimer);
  clearTimeout(pageTimer);
  sendTimer = undefined;
  sending = false;
  tries = 0;
}
