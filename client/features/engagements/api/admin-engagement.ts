import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEngagementDetail } from '../../../../shared/engagements/admin-engagement.schema';
import type { AdminActionList } from '../../../../shared/users/admin.schema';
import { apiFetch } from '../../../lib/api';

/** `GET /admin/engagements/{id}`: an application as platform administrators read it (issue 16). */
export function getAdminEngagement(engagementId: string, signal?: AbortSignal): Promise<AdminEngagementDetail> {
  return apiFetch<AdminEngagementDetail>(`/admin/engagements/${encodeURIComponent(engagementId)}`, { signal });
}

export const adminEngagementQueryOptions = (engagementId: string) =>
  queryOptions({ queryKey: ['admin', 'engagements', 'detail', engagementId], queryFn: ({ signal }) => getAdminEngagement(engagementId, signal), staleTime: 0 });

export function useAdminEngagement(engagementId: string) {
  return useQuery(adminEngagementQueryOptions(engagementId));
}

/** What administrators did on the application and its dates, by page. */
export const adminEngagementActionsQueryOptions = (engagementId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'engagements', 'actions', engagementId, page],
    queryFn: ({ signal }) => apiFetch<AdminActionList>(`/admin/engagements/${encodeURIComponent(engagementId)}/actions`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminEngagementActions(engagementId: string, page: number) {
  return useQuery(adminEngagementActionsQueryOptions(engagementId, page));
}
