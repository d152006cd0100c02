import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionPage, MissionSearchResult } from '../../../../shared/missions/mission-search.schema';
import { apiFetch } from '../../../lib/api';

/**
 * Who searches: a visitor, or an employee of a company (who sees what is open to them there), optionally within one
 * of its selections (`programId`: the search's `?program=`).
 */
export type DiscoveryScope = { kind: 'public' } | { kind: 'employee'; companySlug: string; programId?: number };

/** What anyone may discover, signed in or not. */
export const PUBLIC_DISCOVERY: DiscoveryScope = { kind: 'public' };

const base = (scope: DiscoveryScope) => (scope.kind === 'public' ? '' : `/companies/${encodeURIComponent(scope.companySlug)}`);
const scopeKey = (scope: DiscoveryScope) => (scope.kind === 'public' ? 'public' : scope.programId ? `${scope.companySlug}:program:${scope.programId}` : scope.companySlug);

/** The query the search page sends: the URL's parameters, minus what only the page reads (the place's label). */
export type SearchApiQuery = Record<string, string>;

export function searchMissions(scope: DiscoveryScope, query: SearchApiQuery, signal?: AbortSignal): Promise<MissionSearchResult> {
  const program = scope.kind === 'employee' && scope.programId ? { program: String(scope.programId) } : {};
  return apiFetch<MissionSearchResult>(`${base(scope)}/missions/search`, { query: { ...query, ...program }, signal });
}

export const missionSearchQueryOptions = (scope: DiscoveryScope, query: SearchApiQuery) =>
  queryOptions({
    queryKey: ['missions', 'search', scopeKey(scope), query] as const,
    queryFn: ({ signal }) => searchMissions(scope, query, signal),
    // The previous results stay on screen while a changed filter loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMissionSearch(scope: DiscoveryScope, query: SearchApiQuery, enabled = true) {
  return useQuery({ ...missionSearchQueryOptions(scope, query), enabled });
}

export function getMissionPage(scope: DiscoveryScope, missionId: number): Promise<MissionPage> {
  return apiFetch<MissionPage>(`${base(scope)}/missions/${missionId}`);
}

export const missionPageQueryOptions = (scope: DiscoveryScope, missionId: number) =>
  queryOptions({
    queryKey: ['missions', 'page', scopeKey(scope), missionId] as const,
    queryFn: () => getMissionPage(scope, missionId),
    staleTime: 30_000,
  });

export function useMissionPage(scope: DiscoveryScope, missionId: number, enabled = true) {
  return useQuery({ ...missionPageQueryOptions(scope, missionId), enabled });
}
