import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueHighlightOffer } from '../../../../shared/highlights/highlight-api';
import { apiFetch } from '../../../lib/api';
import { highlightsKey } from './manage-highlights';

/** The platform's catalogue as offered to a company: `/api/v1/companies/{slug}/catalogue-highlights/{id}`. */
const offerPath = (slug: string, id: number) => `/companies/${encodeURIComponent(slug)}/catalogue-highlights/${id}`;

export const catalogueOfferQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: [...highlightsKey({ kind: 'company', companySlug: slug }), 'catalogue', id] as const,
    queryFn: () => apiFetch<CatalogueHighlightOffer>(offerPath(slug, id)),
  });

export const useCatalogueOffer = (slug: string, id: number) => useQuery(catalogueOfferQueryOptions(slug, id));

/** « Sélectionner » or withdraw the pick: the answer is the offer as it now stands; the company's list is reloaded. */
export function useSelection(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'select' | 'unselect' }) => apiFetch<CatalogueHighlightOffer>(`${offerPath(slug, id)}/${action}`, { method: 'POST' }),
    onSuccess: (offer) => {
      queryClient.setQueryData(catalogueOfferQueryOptions(slug, offer.highlight.id).queryKey, offer);
      void queryClient.invalidateQueries({ queryKey: [...highlightsKey({ kind: 'company', companySlug: slug }), 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...highlightsKey({ kind: 'company', companySlug: slug }), 'employee'] });
    },
  });
}
