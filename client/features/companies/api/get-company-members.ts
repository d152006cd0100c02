import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyMembersList } from '../../../../shared/users/membership.schema';
import type { UserState } from '../../../../shared/users/user.schema';
import { apiFetch } from '../../../lib/api';

export function getCompanyMembers(slug: string, state?: UserState): Promise<CompanyMembersList> {
  return apiFetch<CompanyMembersList>(`/companies/${encodeURIComponent(slug)}/members`, { query: { state } });
}

/** All the member lists of a company share this prefix, so one invalidation refreshes every filter. */
export const companyMembersKey = (slug: string) => ['companies', slug, 'members'] as const;

export const companyMembersQueryOptions = (slug: string, state?: UserState) =>
  queryOptions({
    queryKey: [...companyMembersKey(slug), state ?? 'all'] as const,
    queryFn: () => getCompanyMembers(slug, state),
  });

export function useCompanyMembers(slug: string, state?: UserState) {
  return useQuery(companyMembersQueryOptions(slug, state));
}
