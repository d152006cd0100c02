import { afterEach, beforeEach, vi } from 'vitest';
import type { ClientErrorReport } from '../../shared/observability/client-error.schema';
import { stubFetch } from './render';

/**
 * Stubs fetch and clears sessionStorage (the chunk-reload guard) around each
 * test; answers the error reports the page sent to `POST /api/v1/client-errors`.
 */
export function useClientErrorReports(): () => ClientErrorReport[] {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = stubFetch();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());
  return () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/v1/client-errors')
      .map(([, init]) => JSON.parse((init as RequestInit).body as string) as ClientErrorReport);
}
