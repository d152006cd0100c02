import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { creditOverviewSchema } from '../../../../shared/credits/credit.schema';
import { apiFetch } from '../../../lib/api';

export type CreditOverview = z.infer<typeof creditOverviewSchema>;

/** `GET /companies/{slug}/credits/me`: the employee's solidarity days, in days exact to the seventh. */
export function getMyCredits(slug: string): Promise<CreditOverview> {
  return apiFetch<CreditOverview>(`/companies/${encodeURIComponent(slug)}/credits/me`);
}

export const myCreditsQueryOptions = (slug: string) => queryOptions({ queryKey: ['credits', slug, 'me'] as const, queryFn: () => getMyCredits(slug) });

export function useMyCredits(slug: string) {
  return useQuery(myCreditsQueryOptions(slug));
}

/** `GET /companies/{slug}/credits/members/{userId}`: one employee's solidarity days, for the company's managers. */
export const memberCreditsQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: ['credits', slug, 'member', userId] as const,
    queryFn: () => apiFetch<{ overview: CreditOverview }>(`/companies/${encodeURIComponent(slug)}/credits/members/${encodeURIComponent(userId)}`),
  });

export function useMemberCredits(slug: string, userId: string) {
  return useQuery(memberCreditsQueryOptions(slug, userId));
}
