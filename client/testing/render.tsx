// Tests only: the setup every client test repeats (the API's JSON answers, a stubbed fetch, the app's providers).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

/** What the API answers: a JSON response with its status. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces `fetch` for one test (call it in `beforeEach`; `vi.unstubAllGlobals()` in `afterEach` puts it back). */
export function stubFetch() {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders a screen as the app does: a fresh query client (no retries, so an error shows at once) and a router at `url`. */
export function renderWithProviders(node: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Renders a screen at `url` under its route `path` (so it reads its parameters), beside `others` (where it may lead);
 * `at()` answers the address the router is at now, for screens that keep their state in it or navigate.
 */
export function renderRoute(path: string, node: ReactNode, url: string, others: readonly string[] = []) {
  const where = { pathname: '', search: '' };
  function Where() {
    const location = useLocation();
    where.pathname = location.pathname;
    where.search = location.search;
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {[path, ...others].map((pattern) => (
            <Route key={pattern} path={pattern} element={pattern === path ? node : null} />
          ))}
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, at: () => ({ ...where }) };
}
