import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngagementList, EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import { apiFetch } from '../../../lib/api';

export const engagementsBase = (slug: string) => `/companies/${encodeURIComponent(slug)}/engagements`;

/** Every query key of the domain starts here, so one invalidation refreshes the list and the details. */
export const engagementsKey = (slug: string) => ['engagements', slug] as const;

/** The employee's own applications in this company ('mes expériences'). */
export function getMyEngagements(slug: string): Promise<EngagementList> {
  return apiFetch<EngagementList>(engagementsBase(slug));
}

export const myEngagementsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...engagementsKey(slug), 'mine'] as const, queryFn: () => getMyEngagements(slug) });

export function useMyEngagements(slug: string) {
  return useQuery(myEngagementsQueryOptions(slug));
}

export function getEngagement(slug: string, id: string): Promise<EngagementView> {
  return apiFetch<EngagementView>(`${engagementsBase(slug)}/${encodeURIComponent(id)}`);
}

export const engagementQueryOptions = (slug: string, id: string) =>
  queryOptions({ queryKey: [...engagementsKey(slug), 'detail', id] as const, queryFn: () => getEngagement(slug, id) });

export function useEngagement(slug: string, id: string) {
  return useQuery(engagementQueryOptions(slug, id));
}
