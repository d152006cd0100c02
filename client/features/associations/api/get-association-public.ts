import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssociationPublic } from '../../../../shared/associations/association.schema';
import { apiFetch } from '../../../lib/api';

export type { AssociationPublic };

export const associationPublicQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['associations', slug, 'public'],
    queryFn: () => apiFetch<{ association: AssociationPublic }>(`/associations/${encodeURIComponent(slug)}/public`).then((body) => body.association),
    staleTime: 5 * 60_000,
  });

export function useAssociationPublic(slug: string) {
  return useQuery(associationPublicQueryOptions(slug));
}
