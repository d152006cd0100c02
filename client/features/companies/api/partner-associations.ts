import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerAssociationCard, PartnerAssociationList, PartnerAssociationPage } from '../../../../shared/companies/partner-associations.schema';
import { apiFetch } from '../../../lib/api';

import type { Thematic } from '../../../../shared/missions/taxonomy';

type PartnerSearchQuery = { q?: string; city?: string; thematic?: Thematic };

const base = (slug: string) => `/companies/${encodeURIComponent(slug)}/partner-associations`;

export const partnerAssociationsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['companies', slug, 'partner-associations', 'list'], queryFn: () => apiFetch<PartnerAssociationList>(base(slug)) });

export const partnerSearchQueryOptions = (slug: string, query: PartnerSearchQuery) =>
  queryOptions({
    queryKey: ['companies', slug, 'partner-associations', 'search', query],
    queryFn: () => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return apiFetch<PartnerAssociationList>(`${base(slug)}/search?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const partnerAssociationQueryOptions = (slug: string, associationSlug: string) =>
  queryOptions({
    queryKey: ['companies', slug, 'partner-associations', 'page', associationSlug],
    queryFn: () => apiFetch<PartnerAssociationPage>(`${base(slug)}/${encodeURIComponent(associationSlug)}`),
  });

export const usePartnerAssociations = (slug: string) => useQuery(partnerAssociationsQueryOptions(slug));
export const usePartnerSearch = (slug: string, query: PartnerSearchQuery) => useQuery(partnerSearchQueryOptions(slug, query));
export const usePartnerAssociation = (slug: string, associationSlug: string) => useQuery(partnerAssociationQueryOptions(slug, associationSlug));

/** Adds (`partner: true`) or removes an association from the company's partners; every partner list is refreshed. */
export function useSetPartnership(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ associationSlug, partner }: { associationSlug: string; partner: boolean }) =>
      apiFetch<PartnerAssociationCard>(`${base(slug)}/${encodeURIComponent(associationSlug)}`, { method: partner ? 'PUT' : 'DELETE', ...(partner ? { body: {} } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies', slug, 'partner-associations'] }),
  });
}
