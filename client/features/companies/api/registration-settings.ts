import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationSettingsInput } from '../../../../shared/companies/registration-settings.schema';
import { apiFetch } from '../../../lib/api';
import { companyPublicQueryOptions } from './get-company-public';

export const registrationSettingsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['companies', slug, 'settings', 'registration'],
    queryFn: () => apiFetch<RegistrationSettingsInput>(`/companies/${encodeURIComponent(slug)}/settings/registration`),
  });

/** `enabled`: false while the company has no « Inscription libre » (the route answers 403 then). */
export const useRegistrationSettings = (slug: string, enabled = true) => useQuery({ ...registrationSettingsQueryOptions(slug), enabled });

export function useSaveRegistrationSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationSettingsInput) =>
      apiFetch<RegistrationSettingsInput>(`/companies/${encodeURIComponent(slug)}/settings/registration`, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(registrationSettingsQueryOptions(slug).queryKey, saved);
      void queryClient.invalidateQueries(companyPublicQueryOptions(slug));
    },
  });
}
