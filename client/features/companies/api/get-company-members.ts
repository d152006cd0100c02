import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyRole } from '../../../../shared/permissions/roles';
import type { CompanyMembersList } from '../../../../shared/users/membership.schema';
import type { UserState } from '../../../../shared/users/user.schema';
import { apiFetch } from '../../../lib/api';

/** The list's search, filters and page, as the page's address holds them. */
export interface CompanyMembersParams {
  q?: string;
  state?: UserState;
  /** An entity's id, or `none`. */
  entity?: string;
  role?: CompanyRole;
  page?: number;
}

export function getCompanyMembers(slug: string, params: CompanyMembersParams = {}): Promise<CompanyMembersList> {
  return apiFetch<CompanyMembersList>(`/companies/${encodeURIComponent(slug)}/members`, { query: { ...params } });
}

/** All the member lists of a company share this prefix, so one invalidation refreshes every filter. */
export const companyMembersKey = (slug: string) => ['companies', slug, 'members'] as const;

export const companyMembersQueryOptions = (slug: string, params: CompanyMembersParams = {}) =>
  queryOptions({
    queryKey: [...companyMembersKey(slug), params] as const,
    queryFn: () => getCompanyMembers(slug, params),
    // Another page or filter keeps the rows shown until its own come, so nothing jumps.
    placeholderData: keepPreviousData,
  });

export function useCompanyMembers(slug: string, params: CompanyMembersParams = {}) {
  return useQuery(companyMembersQueryOptions(slug, params));
}
