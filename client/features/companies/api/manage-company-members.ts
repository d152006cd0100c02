import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyMemberAction } from '../../../../shared/permissions/members';
import type { CompanyRole } from '../../../../shared/permissions/roles';
import type { CompanyInvitationInput, InvitationReport } from '../../../../shared/users/membership.schema';
import { apiFetch } from '../../../lib/api';
import { companyMembersKey } from './get-company-members';

const base = (slug: string) => `/companies/${encodeURIComponent(slug)}`;

export function inviteEmployees(slug: string, input: CompanyInvitationInput): Promise<InvitationReport> {
  return apiFetch<InvitationReport>(`${base(slug)}/invitations`, { method: 'POST', body: input });
}

export type MemberChange = { userId: string; action: Exclude<CompanyMemberAction, 'change_role'> } | { userId: string; action: 'change_role'; role: CompanyRole };

export function changeCompanyMember(slug: string, change: MemberChange): Promise<void> {
  const member = `${base(slug)}/members/${encodeURIComponent(change.userId)}`;
  return change.action === 'change_role'
    ? apiFetch(`${member}/role`, { method: 'PUT', body: { role: change.role } })
    : apiFetch(`${member}/${change.action}`, { method: 'POST' });
}

export function useInviteEmployees(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInvitationInput) => inviteEmployees(slug, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyMembersKey(slug) }),
  });
}

export function useChangeCompanyMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberChange) => changeCompanyMember(slug, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyMembersKey(slug) }),
  });
}
