import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeChallenge } from '../../../../shared/challenges/challenge.views';
import { apiFetch } from '../../../lib/api';
import { trackEvent } from '../../../lib/analytics';
import { challengesKey, myChallengesPath } from './keys';

/** `GET /companies/{slug}/my-challenges`: the events the employee sees, with their registration and actions. */
export function getMyChallenges(companySlug: string): Promise<{ challenges: EmployeeChallenge[] }> {
  return apiFetch(myChallengesPath(companySlug));
}

export const myChallengesQueryOptions = (companySlug: string) =>
  queryOptions({ queryKey: [...challengesKey(companySlug), 'mine'] as const, queryFn: () => getMyChallenges(companySlug) });

export function useMyChallenges(companySlug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...myChallengesQueryOptions(companySlug), ...options });
}

/** One event the employee sees (the public participation link's page). */
export function getMyChallenge(companySlug: string, id: number): Promise<{ challenge: EmployeeChallenge }> {
  return apiFetch(`${myChallengesPath(companySlug)}/${id}`);
}

export const myChallengeQueryOptions = (companySlug: string, id: number) =>
  queryOptions({ queryKey: [...challengesKey(companySlug), 'mine', 'detail', id] as const, queryFn: () => getMyChallenge(companySlug, id) });

/** « Je participe » (idempotent) and « Se désinscrire »: the answer is the event as the employee now sees it (null once hidden). */
export function participate(companySlug: string, id: number): Promise<{ challenge: EmployeeChallenge | null }> {
  return apiFetch(`${myChallengesPath(companySlug)}/${id}/participation`, { method: 'POST' });
}

export function unregister(companySlug: string, id: number): Promise<{ challenge: EmployeeChallenge | null }> {
  return apiFetch(`${myChallengesPath(companySlug)}/${id}/participation`, { method: 'DELETE' });
}

export function useParticipation(companySlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'participate' | 'unregister' }) => (action === 'participate' ? participate(companySlug, id) : unregister(companySlug, id)),
    onSuccess: ({ challenge }, { id, action }) => {
      if (action === 'participate') trackEvent('event_registered', { challengeId: id });
      const mine = myChallengesQueryOptions(companySlug).queryKey;
      queryClient.setQueryData(mine, (current: { challenges: EmployeeChallenge[] } | undefined) =>
        current && { challenges: challenge ? current.challenges.map((item) => (item.id === id ? challenge : item)) : current.challenges.filter((item) => item.id !== id) },
      );
      if (challenge) queryClient.setQueryData(myChallengeQueryOptions(companySlug, id).queryKey, { challenge });
      void queryClient.invalidateQueries({ queryKey: challengesKey(companySlug) });
    },
  });
}

/** « Ajouter à mon agenda »: the API paths behind the spec §2 calendar pages. */
export function agendaPath(companySlug: string, id: number, kind: 'google-agenda' | 'icalendar' | 'microsoft-outlook'): string {
  return `${myChallengesPath(companySlug)}/${id}/agenda/${kind}`;
}

export const agendaFileName = (id: number) => `evenement-${id}.ics`;

export function getGoogleAgendaUrl(companySlug: string, id: number): Promise<{ url: string }> {
  return apiFetch(agendaPath(companySlug, id, 'google-agenda'));
}
