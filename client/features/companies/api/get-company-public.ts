import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPublic } from '../../../../shared/companies/company.schema';
import { apiFetch } from '../../../lib/api';

export type { CompanyPublic };

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
