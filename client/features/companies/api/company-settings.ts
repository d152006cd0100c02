import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '../../../../shared/companies/company-settings.schema';
import { apiFetch } from '../../../lib/api';
import { companyPublicQueryOptions } from './get-company-public';

export type SettingsSection = 'identity' | 'validation' | 'credits' | 'legal' | 'communication' | 'features';

const base = (slug: string) => `/companies/${encodeURIComponent(slug)}/settings`;

export const companySettingsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['companies', slug, 'settings', 'all'], queryFn: () => apiFetch<CompanySettings>(base(slug)) });

export const useCompanySettings = (slug: string) => useQuery(companySettingsQueryOptions(slug));

/**
 * Saves one section (`PUT /companies/{slug}/settings/<section>`); the answer is the whole settings. `onSaved` lets the
 * page refresh what else depends on it (the session, whose per-company `features` hide switched-off entries).
 */
export function useSaveCompanySettings(slug: string, section: SettingsSection, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => apiFetch<CompanySettings>(`${base(slug)}/${section}`, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(companySettingsQueryOptions(slug).queryKey, saved);
      void queryClient.invalidateQueries(companyPublicQueryOptions(slug));
      onSaved?.();
    },
  });
}
