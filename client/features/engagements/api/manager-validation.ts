import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagerValidationView } from '../../../../shared/engagements/engagement-api.schema';
import type { EngagementTimeslotState } from '../../../../shared/engagements/engagement-timeslot.machine';
import { apiFetch } from '../../../lib/api';

export type ManagerDecision = 'validate' | 'reject';

/** `GET /manager-validations/{token}`: no account, the token is the credential (410 VALIDATION_TOKEN_INVALID when unknown or expired). */
export function getManagerValidation(token: string): Promise<ManagerValidationView> {
  return apiFetch<ManagerValidationView>(`/manager-validations/${encodeURIComponent(token)}`);
}

export const managerValidationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['manager-validations', token] as const,
    queryFn: () => getManagerValidation(token),
    // A dead link stays dead: retrying only delays the message.
    retry: false,
  });

export function useManagerValidation(token: string) {
  return useQuery(managerValidationQueryOptions(token));
}

export function decideManagerDate(token: string, timeslotId: number, decision: ManagerDecision) {
  return apiFetch<{ status: 'ok'; timeslot: { id: number; state: EngagementTimeslotState } }>(
    `/manager-validations/${encodeURIComponent(token)}/timeslots/${timeslotId}/${decision}`,
    { method: 'POST', body: {} },
  );
}

/** Validates or rejects one date, then shows the new state of that date at once. */
export function useDecideManagerDate(token: string) {
  const client = useQueryClient();
  const key = managerValidationQueryOptions(token).queryKey;
  return useMutation({
    mutationFn: (input: { timeslotId: number; decision: ManagerDecision }) => decideManagerDate(token, input.timeslotId, input.decision),
    onSuccess: (result) => {
      client.setQueryData(key, (view) =>
        view ? { ...view, timeslots: view.timeslots.map((slot) => (slot.id === result.timeslot.id ? { ...slot, state: result.timeslot.state } : slot)) } : view,
      );
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
