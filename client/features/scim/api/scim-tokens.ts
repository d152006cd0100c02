import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScimTokenCreated, ScimTokenInput, ScimTokenList } from '../../../../shared/scim/scim-api.schema';
import { apiFetch } from '../../../lib/api';

/** The company's SCIM tokens: `/api/v1/companies/{slug}/scim-tokens` (company admins). */
const tokensPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/scim-tokens`;

export const scimTokensQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['scim', slug, 'tokens'] as const, queryFn: () => apiFetch<ScimTokenList>(tokensPath(slug)) });

export const useScimTokens = (slug: string) => useQuery(scimTokensQueryOptions(slug));

export function useCreateScimToken(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScimTokenInput) => apiFetch<ScimTokenCreated>(tokensPath(slug), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensQueryOptions(slug).queryKey }),
  });
}

export function useRevokeScimToken(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${tokensPath(slug)}/${id}/revoke`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensQueryOptions(slug).queryKey }),
  });
}
