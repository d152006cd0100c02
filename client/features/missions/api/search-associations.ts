import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssociationDirectory, AssociationProfile } from '../../../../shared/missions/mission-search.schema';
import type { Thematic } from '../../../../shared/missions/taxonomy';
import { apiFetch } from '../../../lib/api';
import type { DiscoveryScope } from './search-missions';

const scopeKey = (scope: DiscoveryScope) => (scope.kind === 'public' ? 'public' : scope.companySlug);

export interface DirectoryFilters {
  q?: string;
  thematic?: Thematic;
  page?: number;
}

/** The association directory: every association, with its missions open to the viewer. */
export function searchAssociations(scope: DiscoveryScope, filters: DirectoryFilters, signal?: AbortSignal): Promise<AssociationDirectory> {
  const path = scope.kind === 'public' ? '/associations' : `/companies/${encodeURIComponent(scope.companySlug)}/associations`;
  return apiFetch<AssociationDirectory>(path, { query: { q: filters.q, thematic: filters.thematic, page: filters.page }, signal });
}

export const associationDirectoryQueryOptions = (scope: DiscoveryScope, filters: DirectoryFilters) =>
  queryOptions({
    queryKey: ['associations', 'directory', scopeKey(scope), filters] as const,
    queryFn: ({ signal }) => searchAssociations(scope, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useAssociationDirectory(scope: DiscoveryScope, filters: DirectoryFilters) {
  return useQuery(associationDirectoryQueryOptions(scope, filters));
}

export function getAssociationProfile(scope: DiscoveryScope, slug: string): Promise<AssociationProfile> {
  const path =
    scope.kind === 'public'
      ? `/associations/${encodeURIComponent(slug)}/profile`
      : `/companies/${encodeURIComponent(scope.companySlug)}/associations/${encodeURIComponent(slug)}`;
  return apiFetch<AssociationProfile>(path);
}

export const associationProfileQueryOptions = (scope: DiscoveryScope, slug: string) =>
  queryOptions({
    queryKey: ['associations', 'profile', scopeKey(scope), slug] as const,
    queryFn: () => getAssociationProfile(scope, slug),
    staleTime: 60_000,
  });

export function useAssociationProfile(scope: DiscoveryScope, slug: string) {
  return useQuery(associationProfileQueryOptions(scope, slug));
}
