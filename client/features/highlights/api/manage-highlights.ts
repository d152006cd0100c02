import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHighlightList, CompanyHighlightList, HighlightContentOptions, HighlightDetail } from '../../../../shared/highlights/highlight-api';
import type { HighlightAction } from '../../../../shared/highlights/highlight.machine';
import type { HighlightInput } from '../../../../shared/highlights/highlight.schema';
import type { MissionSearchResult } from '../../../../shared/missions/mission-search.schema';
import { apiFetch } from '../../../lib/api';

/**
 * Whose highlights a screen builds: a company's own (company space: `/api/v1/companies/{slug}/highlights`), or the
 * platform's catalogue (admin space: `/api/v1/admin/highlights`). Both answer the same shapes.
 */
export type HighlightOwner = { kind: 'company'; companySlug: string } | { kind: 'catalogue' };

/** Every query of an owner's highlights starts with this key, so one change refreshes its lists and pages. */
export const highlightsKey = (owner: HighlightOwner) => ['highlights', owner.kind === 'company' ? owner.companySlug : '#catalogue'] as const;

const companyPath = (slug: string) => `/companies/${encodeURIComponent(slug)}`;
const highlightsPath = (owner: HighlightOwner) => (owner.kind === 'company' ? `${companyPath(owner.companySlug)}/highlights` : '/admin/highlights');
const missionOptionsPath = (owner: HighlightOwner) =>
  owner.kind === 'company' ? `${companyPath(owner.companySlug)}/highlight-options/missions` : '/admin/highlight-options/missions';

export const companyHighlightsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...highlightsKey({ kind: 'company', companySlug: slug }), 'list'] as const,
    queryFn: () => apiFetch<CompanyHighlightList>(highlightsPath({ kind: 'company', companySlug: slug })),
  });

export const adminHighlightsQueryOptions = () =>
  queryOptions({ queryKey: [...highlightsKey({ kind: 'catalogue' }), 'list'] as const, queryFn: () => apiFetch<AdminHighlightList>('/admin/highlights') });

export const highlightQueryOptions = (owner: HighlightOwner, id: number) =>
  queryOptions({ queryKey: [...highlightsKey(owner), 'detail', id] as const, queryFn: () => apiFetch<HighlightDetail>(`${highlightsPath(owner)}/${id}`) });

/** The company's quests and events a highlight may show. */
export const contentOptionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...highlightsKey({ kind: 'company', companySlug: slug }), 'options'] as const,
    queryFn: () => apiFetch<HighlightContentOptions>(`${companyPath(slug)}/highlight-options`),
  });

/** The missions a highlight may show, searched by text (the company's employees' or, for the catalogue, the public's). */
export const missionOptionsQueryOptions = (owner: HighlightOwner, text: string) =>
  queryOptions({
    queryKey: [...highlightsKey(owner), 'missions', text] as const,
    queryFn: () => apiFetch<MissionSearchResult>(missionOptionsPath(owner), { query: { q: text } }),
  });

export const useCompanyHighlights = (slug: string) => useQuery(companyHighlightsQueryOptions(slug));
export const useAdminHighlights = () => useQuery(adminHighlightsQueryOptions());
export const useHighlight = (owner: HighlightOwner, id: number) => useQuery(highlightQueryOptions(owner, id));
export const useContentOptions = (slug: string | null) => useQuery({ ...contentOptionsQueryOptions(slug ?? ''), enabled: slug !== null });
export const useMissionOptions = (owner: HighlightOwner, text: string) => useQuery({ ...missionOptionsQueryOptions(owner, text), placeholderData: keepPreviousData });

/** After a change: the answer is the highlight's page, and the owner's lists are reloaded. */
function useStore(owner: HighlightOwner) {
  const queryClient = useQueryClient();
  return (detail: HighlightDetail) => {
    queryClient.setQueryData(highlightQueryOptions(owner, detail.highlight.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: [...highlightsKey(owner), 'list'] });
  };
}

export function useSaveHighlight(owner: HighlightOwner) {
  const store = useStore(owner);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: HighlightInput }) =>
      id === null
        ? apiFetch<HighlightDetail>(highlightsPath(owner), { method: 'POST', body: input })
        : apiFetch<HighlightDetail>(`${highlightsPath(owner)}/${id}`, { method: 'PUT', body: input }),
    onSuccess: store,
  });
}

export function useHighlightAction(owner: HighlightOwner) {
  const store = useStore(owner);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: HighlightAction }) => apiFetch<HighlightDetail>(`${highlightsPath(owner)}/${id}/${action}`, { method: 'POST' }),
    onSuccess: store,
  });
}

export function useDeleteHighlight(owner: HighlightOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${highlightsPath(owner)}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: highlightQueryOptions(owner, id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...highlightsKey(owner), 'list'] });
    },
  });
}
