import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyBulkAction } from '../../../../shared/companies/admin-company.rules';
import type {
  AdminCompanyAdminsInput,
  AdminCompanyCreateInput,
  AdminCompanyCreated,
  AdminCompanyDetail,
  AdminCompanyFormInput,
  AdminCompanyList,
  AdminHolding,
  AdminInvitationReport,
} from '../../../../shared/companies/admin-company.schema';
import type { BulkResult } from '../../../../shared/validation/list-sort';
import { apiFetch } from '../../../lib/api';

/** The list's parameters as the address holds them; the server drops what it does not know. */
export type AdminCompanyParams = Partial<Record<'q' | 'plan' | 'holding' | 'active' | 'sort', string>> & { page?: number };

const KEY = ['admin', 'companies'] as const;
const one = (slug: string) => `/admin/companies/${encodeURIComponent(slug)}`;

export const adminCompaniesQueryOptions = (params: AdminCompanyParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => apiFetch<AdminCompanyList>('/admin/companies', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminCompanies = (params: AdminCompanyParams) => useQuery(adminCompaniesQueryOptions(params));

export const adminHoldingsQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'holdings'], queryFn: ({ signal }) => apiFetch<{ holdings: AdminHolding[] }>('/admin/holdings', { signal }) });

export const useAdminHoldings = () => useQuery(adminHoldingsQueryOptions());

export const adminCompanyQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...KEY, 'detail', slug], queryFn: ({ signal }) => apiFetch<AdminCompanyDetail>(one(slug), { signal }) });

export const useAdminCompany = (slug: string) => useQuery(adminCompanyQueryOptions(slug));

/** Any change to a company: the lists, the holdings and the pages are read again. */
function useCompaniesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateAdminCompany = () =>
  useCompaniesMutation((input: AdminCompanyCreateInput) => apiFetch<AdminCompanyCreated>('/admin/companies', { method: 'POST', body: input }));

export function useUpdateAdminCompany(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCompanyFormInput) => apiFetch<AdminCompanyDetail>(one(slug), { method: 'PUT', body: input }),
    onSuccess: (detail) => queryClient.setQueryData(adminCompanyQueryOptions(detail.company.slug).queryKey, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] }),
  });
}

export const useInviteCompanyAdmins = (slug: string) =>
  useCompaniesMutation((input: AdminCompanyAdminsInput) => apiFetch<AdminInvitationReport>(`${one(slug)}/admins`, { method: 'POST', body: input }));

export const useBulkUpdateCompanies = () =>
  useCompaniesMutation((input: { companyIds: number[]; action: CompanyBulkAction }) =>
    apiFetch<BulkResult<number>>('/admin/companies/bulk', { method: 'POST', body: input }),
  );
