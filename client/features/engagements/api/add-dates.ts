import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDatesRequest, EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import { apiFetch } from '../../../lib/api';
import { engagementsKey } from './get-engagements';

/**
 * `POST /engagements/{id}/dates`: new dates on the employee's own application
 * (online only: no sync mutation). A refusal arrives as an ApiError whose
 * `details` say what comes next (the credit warning, the waiting list, the other slots).
 */
export function addEngagementDates(engagementId: string, request: AddDatesRequest): Promise<{ status: 'ok'; engagement: EngagementView }> {
  return apiFetch(`/engagements/${encodeURIComponent(engagementId)}/dates`, { method: 'POST', body: request });
}

/** Refreshes the applications (the step moves on) and the mission's places once settled. */
export function useAddEngagementDates(slug: string, engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddDatesRequest) => addEngagementDates(engagementId, request),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: engagementsKey(slug) }), queryClient.invalidateQueries({ queryKey: ['missions', 'page', slug] })]),
  });
}
