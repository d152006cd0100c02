import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyRequest, EngagementView, SubscribeInput } from '../../../../shared/engagements/engagement-api.schema';
import type { TimeslotSubscription } from '../../../../shared/timeslots/timeslot.schema';
import { apiFetch } from '../../../lib/api';
import { engagementsBase, engagementsKey } from './get-engagements';

/**
 * `POST /companies/{slug}/engagements`. A refusal arrives as an ApiError whose
 * `details` say what comes next (the credit warning, the waiting list, the other slots).
 */
export function applyToMission(slug: string, request: ApplyRequest): Promise<{ status: 'ok'; engagement: EngagementView }> {
  return apiFetch(engagementsBase(slug), { method: 'POST', body: request });
}

export function useApplyToMission(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyRequest) => applyToMission(slug, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: engagementsKey(slug) }),
  });
}

/** `POST /companies/{slug}/timeslot-subscriptions`: 'M'alerter si une place se libère' on a full slot. */
export function subscribeToTimeslot(slug: string, input: SubscribeInput): Promise<{ status: 'ok'; subscription: TimeslotSubscription }> {
  return apiFetch(`/companies/${encodeURIComponent(slug)}/timeslot-subscriptions`, { method: 'POST', body: input });
}

export function useSubscribeToTimeslot(slug: string) {
  return useMutation({ mutationFn: (input: SubscribeInput) => subscribeToTimeslot(slug, input) });
}
