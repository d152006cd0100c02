import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const csrfTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['csrf-token'],
    queryFn: () => apiFetch<{ token: string }>('/csrf').then((body) => body.token),
    staleTime: Infinity,
  });

/** The token that classic form POSTs (logout, association join) carry in a hidden field. */
export function useCsrfToken() {
  return useQuery(csrfTokenQueryOptions());
}
