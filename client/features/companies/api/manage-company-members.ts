import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyMemberAction } from '../../../../shared/permissions/members';
import type { CompanyRole } from '../../../../shared/permissions/roles';
import type {
  BulkEmployeeInput,
  BulkEmployeeResult,
  CompanyInvitationInput,
  EmployeeImportPreview,
  EmployeeImportReport,
  EmployeeUpdateInput,
  InvitationReport,
} from '../../../../shared/users/membership.schema';
import { apiFetch } from '../../../lib/api';
import { companyMembersKey } from './get-company-members';

const base = (slug: string) => `/companies/${encodeURIComponent(slug)}`;

export function inviteEmployees(slug: string, input: CompanyInvitationInput): Promise<InvitationReport> {
  return apiFetch<InvitationReport>(`${base(slug)}/invitations`, { method: 'POST', body: input });
}

export type MemberChange =
  | { userId: string; action: Exclude<CompanyMemberAction, 'change_role' | 'edit'> }
  | { userId: string; action: 'change_role'; role: CompanyRole };

export function changeCompanyMember(slug: string, change: MemberChange): Promise<void> {
  const member = `${base(slug)}/members/${encodeURIComponent(change.userId)}`;
  return change.action === 'change_role'
    ? apiFetch(`${member}/role`, { method: 'PUT', body: { role: change.role } })
    : apiFetch(`${member}/${change.action}`, { method: 'POST' });
}

export function updateEmployee(slug: string, userId: string, input: EmployeeUpdateInput): Promise<void> {
  return apiFetch(`${base(slug)}/members/${encodeURIComponent(userId)}`, { method: 'PUT', body: input });
}

export function bulkUpdateEmployees(slug: string, input: BulkEmployeeInput): Promise<BulkEmployeeResult> {
  return apiFetch<BulkEmployeeResult>(`${base(slug)}/members/bulk`, { method: 'POST', body: input });
}

export function previewEmployeeImport(slug: string, csv: string): Promise<EmployeeImportPreview> {
  return apiFetch<EmployeeImportPreview>(`${base(slug)}/employee-imports/preview`, { method: 'POST', body: { csv } });
}

export function importEmployees(slug: string, csv: string): Promise<EmployeeImportReport> {
  return apiFetch<EmployeeImportReport>(`${base(slug)}/employee-imports`, { method: 'POST', body: { csv } });
}

/** A change to the company's people refreshes every page and filter of the list. */
function useMembersMutation<Input, Output>(slug: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: companyMembersKey(slug) }) });
}

export function useInviteEmployees(slug: string) {
  return useMembersMutation(slug, (input: CompanyInvitationInput) => inviteEmployees(slug, input));
}

export function useChangeCompanyMember(slug: string) {
  return useMembersMutation(slug, (change: MemberChange) => changeCompanyMember(slug, change));
}

export function useUpdateEmployee(slug: string) {
  return useMembersMutation(slug, (input: { userId: string; values: EmployeeUpdateInput }) => updateEmployee(slug, input.userId, input.values));
}

export function useBulkUpdateEmployees(slug: string) {
  return useMembersMutation(slug, (input: BulkEmployeeInput) => bulkUpdateEmployees(slug, input));
}

export function usePreviewEmployeeImport(slug: string) {
  return useMutation({ mutationFn: (csv: string) => previewEmployeeImport(slug, csv) });
}

export function useImportEmployees(slug: string) {
  return useMembersMutation(slug, (csv: string) => importEmployees(slug, csv));
}
