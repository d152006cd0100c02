import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrganisationType, AdminUserSort } from '../../../../shared/users/admin-lists';
import type { AdminActionList, AdminUserDetail, AdminUserEngagementList, AdminUserList } from '../../../../shared/users/admin.schema';
import type { UserState } from '../../../../shared/users/user-states';
import { apiFetch } from '../../../lib/api';

/** What the users list asks the server: the search, the filters, the order and the page (spec §2 'Admin'). */
export interface AdminUsersParams {
  q?: string;
  state?: UserState;
  organisation?: AdminOrganisationType;
  sort?: AdminUserSort;
  page: number;
}

export function listAdminUsers(search: AdminUsersParams, signal?: AbortSignal): Promise<AdminUserList> {
  return apiFetch<AdminUserList>('/admin/users', {
    query: { q: search.q, state: search.state, organisation: search.organisation, sort: search.sort, page: search.page },
    signal,
  });
}

export const adminUsersQueryOptions = (search: AdminUsersParams) =>
  queryOptions({
    queryKey: ['admin', 'users', 'list', { q: search.q ?? '', state: search.state ?? '', organisation: search.organisation ?? '', sort: search.sort ?? 'name', page: search.page }],
    queryFn: ({ signal }) => listAdminUsers(search, signal),
    // The previous results stay on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(search: AdminUsersParams) {
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

/** « Journal des actions » of an administrator, by page. */
export const adminUserActionsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', 'actions', userId, page],
    queryFn: ({ signal }) => apiFetch<AdminActionList>(`/admin/users/${encodeURIComponent(userId)}/actions`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminUserActions(userId: string, page: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUserActionsQueryOptions(userId, page), enabled: options.enabled ?? true });
}

/** A user's applications, newest first, by page. */
export const adminUserEngagementsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', 'engagements', userId, page],
    queryFn: ({ signal }) => apiFetch<AdminUserEngagementList>(`/admin/users/${encodeURIComponent(userId)}/engagements`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminUserEngagements(userId: string, page: number) {
  return useQuery(adminUserEngagementsQueryOptions(userId, page));
}
