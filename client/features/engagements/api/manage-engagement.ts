import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import type { CancelInput, FinishInput } from '../../../../shared/engagements/engagement.schema';
import { apiFetch } from '../../../lib/api';
import { engagementsBase, engagementsKey } from './get-engagements';

type Answer = { status: 'ok'; engagement: EngagementView };
const on = (slug: string, id: string, step: string) => `${engagementsBase(slug)}/${encodeURIComponent(id)}/${step}`;

export function cancelEngagement(slug: string, { engagementId, ...body }: CancelInput): Promise<Answer> {
  return apiFetch<Answer>(on(slug, engagementId, 'cancel'), { method: 'POST', body });
}

export function finishEngagement(slug: string, { engagementId, ...body }: FinishInput): Promise<Answer> {
  return apiFetch<Answer>(on(slug, engagementId, 'finish'), { method: 'POST', body });
}

export function confirmExternalRegistration(slug: string, engagementId: string): Promise<Answer> {
  return apiFetch<Answer>(on(slug, engagementId, 'external-registration'), { method: 'POST' });
}

/** A new validation link sent to the manager (the previous one stops working). */
export function remindManager(slug: string, engagementId: string): Promise<{ status: 'ok'; sentTo: string }> {
  return apiFetch(on(slug, engagementId, 'manager-reminder'), { method: 'POST' });
}

/** The employee's steps on one application; each refreshes the list and the detail. */
export function useEngagementSteps(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: engagementsKey(slug) });
  return {
    cancel: useMutation({ mutationFn: (input: CancelInput) => cancelEngagement(slug, input), onSettled: refresh }),
    finish: useMutation({ mutationFn: (input: FinishInput) => finishEngagement(slug, input), onSettled: refresh }),
    externalRegistration: useMutation({ mutationFn: (id: string) => confirmExternalRegistration(slug, id), onSettled: refresh }),
    managerReminder: useMutation({ mutationFn: (id: string) => remindManager(slug, id) }),
  };
}
