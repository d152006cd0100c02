import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MembershipProfile, MembershipProfileInput } from '../../../../shared/users/registration.schema';
import { apiFetch } from '../../../lib/api';

export const membershipProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['companies', slug, 'me'],
    queryFn: () => apiFetch<MembershipProfile>(`/companies/${encodeURIComponent(slug)}/me`),
  });

export const useMembershipProfile = (slug: string) => useQuery(membershipProfileQueryOptions(slug));

export function useUpdateMembershipProfile(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MembershipProfileInput) => apiFetch(`/companies/${encodeURIComponent(slug)}/me`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries(membershipProfileQueryOptions(slug)),
  });
}
