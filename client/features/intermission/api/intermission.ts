import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntermissionOverview, IntermissionPeriodInput } from '../../../../shared/intermission/intermission';
import { apiFetch } from '../../../lib/api';

const path = (slug: string) => `/companies/${encodeURIComponent(slug)}/intermission`;

export const intermissionQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['intermission', slug] as const, queryFn: () => apiFetch<IntermissionOverview>(path(slug)) });
export const useIntermission = (slug: string) => useQuery(intermissionQueryOptions(slug));

export function useRecordPeriod(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IntermissionPeriodInput) => apiFetch<{ period: { id: number } }>(`${path(slug)}/periods`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['intermission', slug] }),
  });
}

/** `/api/v1/companies/{slug}/exports/intermission?from&to` (spec §7). */
export function intermissionExport(slug: string, range: { from: string; to: string }) {
  const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value !== '')).toString();
  return { path: `/companies/${encodeURIComponent(slug)}/exports/intermission${query ? `?${query}` : ''}`, fileName: 'intermission.xlsx' };
}
