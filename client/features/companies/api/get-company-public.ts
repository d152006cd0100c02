import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface CompanyPublic {
  id: number;
  slug: string;
  name: string;
  isActive: boolean;
  selfRegistration: 'open' | 'invitation_only';
  allowedEmailDomains: string[];
  movedToProviderUrl: string | null;
  privacyPolicyFilepath: string | null;
}

export const companyPublicQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['companies', slug, 'public'],
    queryFn: () => apiFetch<{ company: CompanyPublic }>(`/companies/${encodeURIComponent(slug)}/public`).then((body) => body.company),
    staleTime: 5 * 60_000,
  });

/** The company's public facts; no request without a slug (pages outside a company). */
export function useCompanyPublic(slug: string | undefined) {
  return useQuery({ ...companyPublicQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
