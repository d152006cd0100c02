import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import type { CancelInput } from '../../../../shared/engagements/engagement.schema';
import { apiFetch } from '../../../lib/api';

/** The steps the mission's referent takes on an application (spec §4 Engagement), as the API names them. */
export type ReferentStep = 'confirm' | 'finish' | 'reopen' | 'revert-cancel';
type Answer = { status: 'ok'; engagement: EngagementView };

const base = (slug: string, id: string) => `/associations/${encodeURIComponent(slug)}/engagements/${encodeURIComponent(id)}`;

/** Every association-side engagement key starts here (one invalidation refreshes them). */
export const associationEngagementsKey = (slug: string) => ['association-engagements', slug] as const;

export function getAssociationEngagement(slug: string, id: string): Promise<EngagementView> {
  return apiFetch<EngagementView>(base(slug, id));
}

export const associationEngagementQueryOptions = (slug: string, id: string) =>
  queryOptions({ queryKey: [...associationEngagementsKey(slug), id] as const, queryFn: () => getAssociationEngagement(slug, id) });

export function useAssociationEngagement(slug: string, id: string) {
  return useQuery(associationEngagementQueryOptions(slug, id));
}

export function takeReferentStep(slug: string, id: string, step: ReferentStep): Promise<Answer> {
  return apiFetch<Answer>(`${base(slug, id)}/${step}`, { method: 'POST', body: {} });
}

export function cancelAsAssociation(slug: string, { engagementId, ...body }: CancelInput): Promise<Answer> {
  return apiFetch<Answer>(`${base(slug, engagementId)}/cancel`, { method: 'POST', body });
}

/**
 * The referent's steps; the answer replaces the application in the cache.
 * `onChanged` lets a caller refresh lists it owns (the mission's applications).
 */
export function useReferentSteps(slug: string, onChanged?: () => void) {
  const client = useQueryClient();
  const store = (answer: Answer) => {
    client.setQueryData(associationEngagementQueryOptions(slug, answer.engagement.id).queryKey, answer.engagement);
    void client.invalidateQueries({ queryKey: associationEngagementsKey(slug) });
    onChanged?.();
  };
  return {
    step: useMutation({ mutationFn: (input: { id: string; step: ReferentStep }) => takeReferentStep(slug, input.id, input.step), onSuccess: store }),
    cancel: useMutation({ mutationFn: (input: CancelInput) => cancelAsAssociation(slug, input), onSuccess: store }),
  };
}
