import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUEUED, flush, resetAnalyticsForTests, trackEvent, trackPageView } from './analytics';

const STORAGE_KEY = 'solidaire.analytics-queue';
const sentBatches = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => (JSON.parse((init as RequestInit).body as string) as { events: Array<{ kind: string; path: string; name?: string }> }).events);
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetAnalyticsForTests();
  setOnline(true);
  fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('first-party analytics (spec §7)', () => {
  it('counts one page view for quick hops (500 ms debounce), and sends it in a batch with the CSRF header', async () => {
    trackPageView('/collaborateur/acme/accueil');
    await vi.advanceTimersByTimeAsync(200);
    trackPageView('/collaborateur/acme/missions?q=jardin');
    await vi.advanceTimersByTimeAsync(499);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    trackEvent('application_sent', { missionId: 12 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/v1/analytics/events');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(sentBatches(fetchMock)[0]).toMatchObject([
      { kind: 'page_view', path: '/collaborateur/acme/missions' },
      { kind: 'event', name: 'application_sent', props: { missionId: 12 } },
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual([]);
  });

  it('keeps events offline in localStorage and sends them once back online', async () => {
    setOnline(false);
    trackEvent('event_registered', { challengeId: 3 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toHaveLength(1);
    // A reload offline finds the queue where it was.
    resetAnalyticsForTests();
    setOnline(true);
    await flush();
    expect(sentBatches(fetchMock)[0]).toMatchObject([{ kind: 'event', name: 'event_registered' }]);
  });

  it('keeps at most 200 events (the oldest go first) and sends them 50 at a time', async () => {
    setOnline(false);
    for (let i = 0; i < MAX_QUEUED + 20; i++) trackEvent('quest_level_answered', { index: i });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as Array<{ props: { index: number } }>;
    expect(stored).toHaveLength(MAX_QUEUED);
    expect(stored[0]!.props.index).toBe(20);
    setOnline(true);
    await flush();
    await vi.advanceTimersByTimeAsync(100);
    expect(sentBatches(fetchMock).map((batch) => batch.length)).toEqual([50, 50, 50, 50]);
  });

  it('retries a failing server, then drops the batch silently; a refused batch is not retried', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    trackEvent('application_sent');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual([]);

    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 400 }));
    trackEvent('application_sent');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual([]);
  });

  it('hands what waits to sendBeacon as the page is hidden', async () => {
    const beacon = vi.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    trackEvent('event_registered');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]! as [string, Blob];
    expect(url).toBe('/api/v1/analytics/events');
    expect((JSON.parse(await blob.text()) as { events: unknown[] }).events).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual([]);
  });
});
