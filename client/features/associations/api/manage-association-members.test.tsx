import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { useAssociationMembers } from './get-association-members';
import { useRemoveAssociationMember, useUpdateAssociationMember } from './manage-association-members';
import { json, stubFetch } from '../../../testing/render';

const USER = '0b6f6a1e-4f4b-4c57-9f0e-8d1f1c0e2a11';
const LIST = { members: [{ userId: USER, email: 'lea@amis.example', fullName: 'Léa Roux', role: 'ASSOCIATION_MEMBER', state: 'ACTIVE', branch: null }] };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

/** The members list and the member actions of one association, as the members page uses them. */
function renderMembers() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => ({ list: useAssociationMembers('amis'), update: useUpdateAssociationMember('amis'), remove: useRemoveAssociationMember('amis') }), { wrapper });
}

const request = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), method: (init as RequestInit).method, body: (init as RequestInit).body === undefined ? undefined : JSON.parse(String((init as RequestInit).body)) };
};

describe('association member actions', () => {
  it('change a role and branch with PUT, then read the list again', async () => {
    fetchMock.mockResolvedValueOnce(json(200, LIST)).mockResolvedValueOnce(new Response(null, { status: 204 })).mockResolvedValueOnce(json(200, LIST));
    const { result } = renderMembers();
    await waitFor(() => expect(result.current.list.data).toEqual(LIST));
    expect(request(0)).toEqual({ url: `${window.location.origin}/api/v1/associations/amis/members`, method: 'GET', body: undefined });

    await act(() => result.current.update.mutateAsync({ userId: USER, input: { role: 'ASSOCIATION_ADMIN', branchId: 10 } }));
    expect(request(1)).toEqual({ url: `${window.location.origin}/api/v1/associations/amis/members/${USER}`, method: 'PUT', body: { role: 'ASSOCIATION_ADMIN', branchId: 10 } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(request(2).url).toBe(`${window.location.origin}/api/v1/associations/amis/members`);
  });

  it('remove a member with DELETE, and read the list again even when the server refuses', async () => {
    fetchMock.mockResolvedValueOnce(json(200, LIST)).mockResolvedValueOnce(json(404, { error: { code: 'NOT_FOUND', message: 'x' } })).mockResolvedValueOnce(json(200, { members: [] }));
    const { result } = renderMembers();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(async () => {
      await expect(result.current.remove.mutateAsync(USER)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });
    // The hook's state follows the rejection through React Query's notify scheduler (a timeout), not within act.
    await waitFor(() => expect(result.current.remove.error).toBeInstanceOf(ApiError));
    expect(request(1)).toEqual({ url: `${window.location.origin}/api/v1/associations/amis/members/${USER}`, method: 'DELETE', body: undefined });
    // The list shows what the server now holds: the member was already gone.
    await waitFor(() => expect(result.current.list.data).toEqual({ members: [] }));
  });
});
