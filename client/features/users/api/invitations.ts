import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationAcceptanceInput, InvitationInfo } from '../../../../shared/users/membership.schema';
import { apiFetch } from '../../../lib/api';
import { sessionQueryOptions } from './get-session';

export function getInvitation(token: string): Promise<InvitationInfo> {
  return apiFetch<{ invitation: InvitationInfo }>(`/invitations/${encodeURIComponent(token)}`).then((body) => body.invitation);
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', token] as const,
    queryFn: () => getInvitation(token),
    // An invitation is read once per visit: its state changes only by being used.
    staleTime: Infinity,
  });

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}

export function acceptInvitation(token: string, input: InvitationAcceptanceInput): Promise<{ redirectTo: string }> {
  return apiFetch<{ redirectTo: string }>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: input });
}

/** Completes the invited account; the answer signs the user in, so the session is read again before moving on. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvitationAcceptanceInput) => {
      const { redirectTo } = await acceptInvitation(token, input);
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      queryClient.removeQueries(invitationQueryOptions(token));
      return redirectTo;
    },
  });
}
