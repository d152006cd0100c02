import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  COLLEAGUE_SEARCH_MIN,
  type ColleagueSearchResult,
  type MissionInvitationResult,
} from '../../../../shared/missions/mission-invitation.schema';
import { apiFetch } from '../../../lib/api';

const companyPath = (companySlug: string) => `/companies/${encodeURIComponent(companySlug)}`;

export function searchColleagues(companySlug: string, text: string, signal?: AbortSignal): Promise<ColleagueSearchResult> {
  return apiFetch<ColleagueSearchResult>(`${companyPath(companySlug)}/colleagues`, { query: { q: text }, signal });
}

export const colleagueSearchQueryOptions = (companySlug: string, text: string) =>
  queryOptions({
    queryKey: ['colleagues', companySlug, text] as const,
    queryFn: ({ signal }) => searchColleagues(companySlug, text, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The colleague picker's matches: asked once at least two characters are typed. */
export function useColleagueSearch(companySlug: string, text: string) {
  const trimmed = text.trim();
  return useQuery({ ...colleagueSearchQueryOptions(companySlug, trimmed), enabled: trimmed.length >= COLLEAGUE_SEARCH_MIN });
}

export function inviteColleagues(companySlug: string, missionId: number, userIds: string[]): Promise<MissionInvitationResult> {
  return apiFetch<MissionInvitationResult>(`${companyPath(companySlug)}/missions/${missionId}/invitations`, { method: 'POST', body: { userIds } });
}

export function useInviteColleagues(companySlug: string, missionId: number) {
  return useMutation({ mutationFn: (userIds: string[]) => inviteColleagues(companySlug, missionId, userIds) });
}
