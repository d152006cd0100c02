import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface AssociationPublic {
  id: number;
  slug: string;
  name: string;
  areBranchesActivated: boolean;
  migratedToUrl: string | null;
  branches: Array<{ id: number; name: string }>;
}

export const associationPublicQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['associations', slug, 'public'],
    queryFn: () => apiFetch<{ association: AssociationPublic }>(`/associations/${encodeURIComponent(slug)}/public`).then((body) => body.association),
    staleTime: 5 * 60_000,
  });

export function useAssociationPublic(slug: string) {
  return useQuery(associationPublicQueryOptions(slug));
}
