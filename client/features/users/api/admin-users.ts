import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserList } from '../../../../shared/users/admin.schema';
import { apiFetch } from '../../../lib/api';

export function listAdminUsers(search: { q?: string; page: number }, signal?: AbortSignal): Promise<AdminUserList> {
  return apiFetch<AdminUserList>('/admin/users', { query: { q: search.q, page: search.page }, signal });
}

export const adminUsersQueryOptions = (search: { q?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'users', 'list', { q: search.q ?? '', page: search.page }],
    queryFn: ({ signal }) => listAdminUsers(search, signal),
    // The previous results stay on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(search: { q?: string; page: number }) {
  return useQuery(adminUsersQueryOptions(search));
}

export function getAdminUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiFetch<AdminUserDetail>(`/admin/users/${encodeURIComponent(userId)}`, { signal });
}

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'users', 'detail', userId],
    queryFn: ({ signal }) => getAdminUser(userId, signal),
    staleTime: 0,
  });

export function useAdminUser(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUserQueryOptions(userId), enabled: options.enabled ?? true });
}
