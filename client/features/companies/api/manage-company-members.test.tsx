import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserState } from '../../../../shared/users/user.schema';
import { useCompanyMembers } from './get-company-members';
import { useChangeCompanyMember } from './manage-company-members';
import { json, stubFetch } from '../../../testing/render';

const USER = '0b6f6a1e-4f4b-4c57-9f0e-8d1f1c0e2a11';
const ORIGIN = window.location.origin;
const list = (count: number) => ({ members: [], counts: { registered: count } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function renderMembers(state?: UserState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => ({ list: useCompanyMembers('acme', state ? { state } : {}), change: useChangeCompanyMember('acme') }), { wrapper }) };
}

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    const body = (init as RequestInit).body;
    return [(init as RequestInit).method, String(url).slice(ORIGIN.length), body === undefined ? undefined : JSON.parse(String(body))];
  });

describe('company member list and actions', () => {
  it('asks for one state only when the list is filtered', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, list(3))));
    const filtered = renderMembers('toValidate');
    await waitFor(() => expect(filtered.result.current.list.isSuccess).toBe(true));
    const all = renderMembers();
    await waitFor(() => expect(all.result.current.list.isSuccess).toBe(true));
    expect(requests()).toEqual([
      ['GET', '/api/v1/companies/acme/members?state=toValidate', undefined],
      ['GET', '/api/v1/companies/acme/members', undefined],
    ]);
  });

  it('changes a role with PUT …/role and the other actions with POST …/{action}, refreshing the list after each', async () => {
    // The list answers; the actions succeed, except disabling, which the server refuses.
    fetchMock.mockImplementation(async (url: URL, init: RequestInit) => {
      if (init.method === 'GET') return json(200, list(fetchMock.mock.calls.length));
      if (String(url).endsWith('/disable')) return json(409, { error: { code: 'INVALID_TRANSITION', message: 'x' } });
      return new Response(null, { status: 204 });
    });
    const { result } = renderMembers();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(() => result.current.change.mutateAsync({ userId: USER, action: 'change_role', role: 'COMPANY_AMBASSADOR' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await act(() => result.current.change.mutateAsync({ userId: USER, action: 'validate' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    // Refused: the list is read again all the same, so it shows the real state.
    await act(async () => {
      await expect(result.current.change.mutateAsync({ userId: USER, action: 'disable' })).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(7));

    expect(requests()).toEqual([
      ['GET', '/api/v1/companies/acme/members', undefined],
      ['PUT', `/api/v1/companies/acme/members/${USER}/role`, { role: 'COMPANY_AMBASSADOR' }],
      ['GET', '/api/v1/companies/acme/members', undefined],
      ['POST', `/api/v1/companies/acme/members/${USER}/validate`, undefined],
      ['GET', '/api/v1/companies/acme/members', undefined],
      ['POST', `/api/v1/companies/acme/members/${USER}/disable`, undefined],
      ['GET', '/api/v1/companies/acme/members', undefined],
    ]);
  });
});
