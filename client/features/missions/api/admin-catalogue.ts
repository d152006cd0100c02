import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCatalogue } from '../../../../shared/missions/admin-catalogue.schema';
import type { MissionState } from '../../../../shared/missions/mission-state';
import { apiFetch } from '../../../lib/api';

export interface AdminCatalogueParams {
  q?: string;
  state?: MissionState;
  page: number;
}

/** `GET /admin/missions?q&state&page`: the missions the platform publishes itself (« Catalogue », issue 16). */
export function getAdminCatalogue(params: AdminCatalogueParams, signal?: AbortSignal): Promise<AdminCatalogue> {
  return apiFetch<AdminCatalogue>('/admin/missions', { query: { q: params.q, state: params.state, page: params.page }, signal });
}

export const adminCatalogueQueryOptions = (params: AdminCatalogueParams) =>
  queryOptions({
    queryKey: ['admin', 'missions', { q: params.q ?? '', state: params.state ?? '', page: params.page }],
    queryFn: ({ signal }) => getAdminCatalogue(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCatalogue(params: AdminCatalogueParams) {
  return useQuery(adminCatalogueQueryOptions(params));
}
