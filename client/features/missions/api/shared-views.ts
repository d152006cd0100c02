import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharedViewKind } from '../../../../shared/missions/shared-views.rules';
import type {
  SharedAssociationsPage,
  SharedMissionsPage,
  SharedView,
  SharedViewInput,
  SharedViewList,
} from '../../../../shared/missions/shared-views.schema';
import { apiFetch } from '../../../lib/api';

export function listSharedViews(kind: SharedViewKind, page: number, signal?: AbortSignal): Promise<SharedViewList> {
  return apiFetch<SharedViewList>('/admin/shared-views', { query: { kind, page }, signal });
}

export const sharedViewsQueryOptions = (kind: SharedViewKind, page: number) =>
  queryOptions({
    queryKey: ['admin', 'shared-views', kind, page],
    queryFn: ({ signal }) => listSharedViews(kind, page, signal),
    placeholderData: keepPreviousData,
  });

/** One tab of `/admin/partage-vues`. */
export function useSharedViews(kind: SharedViewKind, page: number) {
  return useQuery(sharedViewsQueryOptions(kind, page));
}

export function saveSharedView(input: SharedViewInput & { id?: number }): Promise<SharedView> {
  const { id, ...body } = input;
  const request = id === undefined ? apiFetch<{ view: SharedView }>('/admin/shared-views', { method: 'POST', body }) : apiFetch<{ view: SharedView }>(`/admin/shared-views/${id}`, { method: 'PUT', body });
  return request.then((answer) => answer.view);
}

/** Creates a view (no id) or changes one; the lists are read again. */
export function useSaveSharedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSharedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'shared-views'] }),
  });
}

export function useDeleteSharedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/admin/shared-views/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'shared-views'] }),
  });
}

export const sharedMissionsQueryOptions = (hash: string, page: number) =>
  queryOptions({
    queryKey: ['shared-views', hash, 'missions', page],
    queryFn: ({ signal }) => apiFetch<SharedMissionsPage>(`/shared-views/${encodeURIComponent(hash)}/missions`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** `/decouvrir-nos-missions/{hash}`. */
export function useSharedMissions(hash: string, page: number) {
  return useQuery(sharedMissionsQueryOptions(hash, page));
}

export const sharedAssociationsQueryOptions = (hash: string, page: number) =>
  queryOptions({
    queryKey: ['shared-views', hash, 'associations', page],
    queryFn: ({ signal }) => apiFetch<SharedAssociationsPage>(`/shared-views/${encodeURIComponent(hash)}/associations`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** `/decouvrir-nos-associations/{hash}`. */
export function useSharedAssociations(hash: string, page: number) {
  return useQuery(sharedAssociationsQueryOptions(hash, page));
}
