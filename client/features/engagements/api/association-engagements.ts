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

/**
 * Where the referent acts from: the association's space, or the company that
 * published the mission itself (`/companies/{slug}/published-mission-engagements`).
 * A plain slug means the association's.
 */
export type ReferentPlace = { kind: 'association'; slug: string } | { kind: 'publishingCompany'; slug: string };

const placeOf = (where: string | ReferentPlace): ReferentPlace => (typeof where === 'string' ? { kind: 'association', slug: where } : where);
const stepBase = (where: string | ReferentPlace, id: string) => {
  const place = placeOf(where);
  return place.kind === 'association' ? base(place.slug, id) : `/companies/${encodeURIComponent(place.slug)}/published-mission-engagements/${encodeURIComponent(id)}`;
};
/** Every key of one place's applications starts here (one invalidation refreshes them). */
const placeKey = (where: string | ReferentPlace) => {
  const place = placeOf(where);
  return place.kind === 'association' ? associationEngagementsKey(place.slug) : (['published-mission-engagements', place.slug] as const);
};

export function takeReferentStep(where: string | ReferentPlace, id: string, step: ReferentStep): Promise<Answer> {
  return apiFetch<Answer>(`${stepBase(where, id)}/${step}`, { method: 'POST', body: {} });
}

export function cancelAsAssociation(where: string | ReferentPlace, { engagementId, ...body }: CancelInput): Promise<Answer> {
  return apiFetch<Answer>(`${stepBase(where, engagementId)}/cancel`, { method: 'POST', body });
}

/**
 * The referent's steps; the answer replaces the application in the cache.
 * `onChanged` lets a caller refresh lists it owns (the mission's applications).
 */
export function useReferentSteps(where: string | ReferentPlace, onChanged?: () => void) {
  const client = useQueryClient();
  const store = (answer: Answer) => {
    const place = placeOf(where);
    if (place.kind === 'association') client.setQueryData(associationEngagementQueryOptions(place.slug, answer.engagement.id).queryKey, answer.engagement);
    void client.invalidateQueries({ queryKey: placeKey(where) });
    onChanged?.();
  };
  return {
    step: useMutation({ mutationFn: (input: { id: string; step: ReferentStep }) => takeReferentStep(where, input.id, input.step), onSuccess: store }),
    cancel: useMutation({ mutationFn: (input: CancelInput) => cancelAsAssociation(where, input), onSuccess: store }),
  };
}

/**
 * One application to a mission the company published itself, with the
 * referent's actions when the user handles it (none when they read). 404 for
 * an application to an association's mission.
 */
export const publishedMissionEngagementQueryOptions = (companySlug: string, id: string) =>
  queryOptions({
    queryKey: [...placeKey({ kind: 'publishingCompany', slug: companySlug }), id] as const,
    queryFn: () => apiFetch<EngagementView>(stepBase({ kind: 'publishingCompany', slug: companySlug }, id)),
  });

export function usePublishedMissionEngagement(companySlug: string, id: string) {
  return useQuery(publishedMissionEngagementQueryOptions(companySlug, id));
}
