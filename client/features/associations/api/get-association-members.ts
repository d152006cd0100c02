import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssociationMembersList } from '../../../../shared/users/membership.schema';
import { apiFetch } from '../../../lib/api';

export function getAssociationMembers(slug: string): Promise<AssociationMembersList> {
  return apiFetch<AssociationMembersList>(`/associations/${encodeURIComponent(slug)}/members`);
}

export const associationMembersQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['associations', slug, 'members'] as const,
    queryFn: () => getAssociationMembers(slug),
  });

export function useAssociationMembers(slug: string) {
  return useQuery(associationMembersQueryOptions(slug));
}
