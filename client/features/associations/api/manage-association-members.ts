import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssociationInvitationInput, AssociationMemberUpdateInput, InvitationReport } from '../../../../shared/users/membership.schema';
import { apiFetch } from '../../../lib/api';
import { associationMembersQueryOptions } from './get-association-members';

const base = (slug: string) => `/associations/${encodeURIComponent(slug)}`;

export function inviteAssociationMember(slug: string, input: AssociationInvitationInput): Promise<InvitationReport> {
  return apiFetch<InvitationReport>(`${base(slug)}/invitations`, { method: 'POST', body: input });
}

export function updateAssociationMember(slug: string, userId: string, input: AssociationMemberUpdateInput): Promise<void> {
  return apiFetch(`${base(slug)}/members/${encodeURIComponent(userId)}`, { method: 'PUT', body: input });
}

export function removeAssociationMember(slug: string, userId: string): Promise<void> {
  return apiFetch(`${base(slug)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

function useRefreshMembers(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(associationMembersQueryOptions(slug));
}

export function useInviteAssociationMember(slug: string) {
  const refresh = useRefreshMembers(slug);
  return useMutation({ mutationFn: (input: AssociationInvitationInput) => inviteAssociationMember(slug, input), onSuccess: refresh });
}

export function useUpdateAssociationMember(slug: string) {
  const refresh = useRefreshMembers(slug);
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: AssociationMemberUpdateInput }) => updateAssociationMember(slug, userId, input),
    onSettled: refresh,
  });
}

export function useRemoveAssociationMember(slug: string) {
  const refresh = useRefreshMembers(slug);
  return useMutation({ mutationFn: (userId: string) => removeAssociationMember(slug, userId), onSettled: refresh });
}
