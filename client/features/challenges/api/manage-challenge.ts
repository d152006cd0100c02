import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChallengeInput } from '../../../../shared/challenges/challenge.schema';
import type { ChallengeParticipant, CompanyChallenge } from '../../../../shared/challenges/challenge.views';
import { apiFetch } from '../../../lib/api';
import { companyChallengeQueryOptions } from './get-company-challenges';
import { challengesKey, companyChallengesPath } from './keys';

export function createChallenge(companySlug: string, input: ChallengeInput): Promise<{ challenge: CompanyChallenge }> {
  return apiFetch(companyChallengesPath(companySlug), { method: 'POST', body: input });
}

export function updateChallenge(companySlug: string, id: number, input: ChallengeInput): Promise<{ challenge: CompanyChallenge }> {
  return apiFetch(`${companyChallengesPath(companySlug)}/${id}`, { method: 'PUT', body: input });
}

export function setChallengeActive(companySlug: string, id: number, isActive: boolean): Promise<{ challenge: CompanyChallenge }> {
  return apiFetch(`${companyChallengesPath(companySlug)}/${id}/activation`, { method: 'PUT', body: { isActive } });
}

/** After a change: the answer becomes the cached event, and the company's and employees' lists are refreshed. */
function useStoreChallenge(companySlug: string) {
  const queryClient = useQueryClient();
  return ({ challenge }: { challenge: CompanyChallenge }) => {
    queryClient.setQueryData(companyChallengeQueryOptions(companySlug, challenge.id).queryKey, { challenge });
    void queryClient.invalidateQueries({ queryKey: challengesKey(companySlug), predicate: (query) => query.queryKey[3] !== 'detail' });
  };
}

export function useSaveChallenge(companySlug: string) {
  const store = useStoreChallenge(companySlug);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ChallengeInput }) => (id === null ? createChallenge(companySlug, input) : updateChallenge(companySlug, id, input)),
    onSuccess: store,
  });
}

export function useSetChallengeActive(companySlug: string) {
  const store = useStoreChallenge(companySlug);
  return useMutation({ mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => setChallengeActive(companySlug, id, isActive), onSuccess: store });
}

/** Spec §7: the participants of an event, as a spreadsheet. */
export function participationsExport(companySlug: string, id: number, format: 'xlsx' | 'csv' = 'xlsx') {
  return {
    path: `/companies/${encodeURIComponent(companySlug)}/exports/challenges/${id}/participations?format=${format}`,
    fileName: `participants-evenement-${id}.${format}`,
  };
}

/** The participants of an event with their attendance, for its admins. */
export const challengeParticipantsQueryOptions = (companySlug: string, id: number) =>
  queryOptions({
    queryKey: [...challengesKey(companySlug), 'participants', id] as const,
    queryFn: () => apiFetch<{ participants: ChallengeParticipant[] }>(`${companyChallengesPath(companySlug)}/${id}/participants`),
  });

export const useChallengeParticipants = (companySlug: string, id: number) => useQuery(challengeParticipantsQueryOptions(companySlug, id));

/** Records who attended (which earns the event's points); the answer is the list as it now stands. */
export function useRecordAttendance(companySlug: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, attended }: { userId: string; attended: boolean }) =>
      apiFetch<{ participants: ChallengeParticipant[] }>(`${companyChallengesPath(companySlug)}/${id}/participants/${encodeURIComponent(userId)}/attendance`, {
        method: 'PUT',
        body: { attended },
      }),
    onSuccess: (answer) => queryClient.setQueryData(challengeParticipantsQueryOptions(companySlug, id).queryKey, answer),
  });
}
