import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useClientErrorReports } from '../testing/client-errors';
import { CHUNK_RELOAD_KEY, clientErrorReport, installErrorReporting, isChunkLoadError, reloadOnceForMissingChunk } from './error-reporting';

const sentReports = useClientErrorReports();

describe('what is reported', () => {
  it.each([
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'title')"), true],
    ['a string thrown', 'oops', true],
    ['a cancelled navigation', new DOMException('The operation was aborted.', 'AbortError'), false],
    ['a missing chunk (Chromium)', new TypeError('Failed to fetch dynamically imported module: https://x/assets/MissionPage-abc.js'), false],
    ['a missing chunk (Firefox)', new TypeError('error loading dynamically imported module'), false],
    ['a missing chunk (Safari)', new TypeError('Importing a module script failed.'), false],
    ['a missing stylesheet', new Error('Unable to preload CSS for /assets/missions-abc.css'), false],
  ])('%s: %s', (_, error, reported) => {
    expect(clientErrorReport('error', error, { pathname: '/association/amis/missions/7' }) !== null).toBe(reported);
  });

  it('cuts the message and the stack, and names the route and the release', () => {
    const error = new Error('x'.repeat(5_000));
    error.stack = 'y'.repeat(20_000);
    const report = clientErrorReport('boundary', error, { pathname: '/admin' })!;
    expect(report).toMatchObject({ kind: 'boundary', route: '/admin', release: 'dev' });
    expect(report.message).toHaveLength(2_000);
    expect(report.message.endsWith('…')).toBe(true);
    expect(report.stack).toHaveLength(8_000);
  });

  it('recognises chunk errors by name too', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
  });
});

describe('reloading once for a missing chunk', () => {
  it('reloads the first time, not again within a minute, and again later', () => {
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(sessionStorage, reload, 1_000_000)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForMissingChunk(sessionStorage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForMissingChunk(sessionStorage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('installErrorReporting', () => {
  it('sends uncaught errors and unhandled rejections once each, never an AbortError', async () => {
    const uninstall = installErrorReporting();
    try {
      const error = new Error('window failure');
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(rejection, { reason: new Error('rejected promise') });
      window.dispatchEvent(rejection);
      const aborted = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(aborted, { reason: new DOMException('aborted', 'AbortError') });
      window.dispatchEvent(aborted);
      await waitFor(() => expect(sentReports()).toHaveLength(2));
      expect(sentReports().map((report) => [report.kind, report.message])).toEqual([
        ['error', 'window failure'],
        ['unhandledrejection', 'rejected promise'],
      ]);
      const init = vi.mocked(fetch).mock.calls[0]![1]!;
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
      expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    } finally {
      uninstall();
    }
  });
});
