import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoSettings, SsoSettingsInput } from '../../../../shared/sso/sso.schema';
import { apiFetch } from '../../../lib/api';

/** The company's single sign-on: `/api/v1/companies/{slug}/sso` (company admins). */
const ssoPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/sso`;

export const ssoSettingsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['sso', slug] as const, queryFn: () => apiFetch<SsoSettings>(ssoPath(slug)) });

export const useSsoSettings = (slug: string) => useQuery(ssoSettingsQueryOptions(slug));

export function useSaveSsoSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoSettingsInput) => apiFetch<SsoSettings>(ssoPath(slug), { method: 'PUT', body: input }),
    onSuccess: (settings) => queryClient.setQueryData(ssoSettingsQueryOptions(slug).queryKey, settings),
  });
}
