import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyTeam } from '../../../../shared/engagements/team.schema';
import { apiFetch } from '../../../lib/api';

const base = (slug: string) => `/companies/${encodeURIComponent(slug)}/my-team`;

export const myTeamQueryOptions = (slug: string) => queryOptions({ queryKey: ['companies', slug, 'my-team'], queryFn: () => apiFetch<MyTeam>(base(slug)) });

export const useMyTeam = (slug: string) => useQuery(myTeamQueryOptions(slug));

/** The manager validates or refuses one date of their team (the same use case as the e-mailed link). */
export function useDecideTeamDate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dateId, decision }: { dateId: number; decision: 'validate' | 'reject' }) =>
      apiFetch<{ status: 'ok'; timeslot: { id: number; state: string } }>(`${base(slug)}/engagement-timeslots/${dateId}/${decision}`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries(myTeamQueryOptions(slug)),
  });
}
