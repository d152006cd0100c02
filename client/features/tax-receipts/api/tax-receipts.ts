import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxExemptionListItem, AdminTaxExemptionView, TaxOverview, TaxReceiptIssueInput } from '../../../../shared/tax-receipts/tax-receipt.api';
import { apiFetch } from '../../../lib/api';

const companyPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/tax-receipts`;
const associationPath = (slug: string) => `/associations/${encodeURIComponent(slug)}/tax-receipts`;

export const taxKey = ['tax-receipts'] as const;

/** `GET /companies/{slug}/tax-receipts`: the company's lines per association and year, and its receipts. */
export const companyTaxQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...taxKey, 'company', slug] as const, queryFn: () => apiFetch<TaxOverview>(companyPath(slug)) });
export const useCompanyTax = (slug: string) => useQuery(companyTaxQueryOptions(slug));

/** `GET /associations/{slug}/tax-receipts`: the association's lines per company and year, and its receipts. */
export const associationTaxQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...taxKey, 'association', slug] as const, queryFn: () => apiFetch<TaxOverview>(associationPath(slug)) });
export const useAssociationTax = (slug: string) => useQuery(associationTaxQueryOptions(slug));

export const companyReceiptDownload = (slug: string, id: number) => ({ path: `${companyPath(slug)}/${id}/download`, fileName: `recu-fiscal-${id}.pdf` });
export const associationReceiptDownload = (slug: string, id: number) => ({ path: `${associationPath(slug)}/${id}/download`, fileName: `recu-fiscal-${id}.pdf` });
export const adminReceiptDownload = (id: number) => ({ path: `/admin/tax-receipts/${id}/download`, fileName: `recu-fiscal-${id}.pdf` });
export const lineDownload = (id: number) => ({ path: `/tax-exemption-lines/${id}/download`, fileName: `ligne-defiscalisation-${id}.pdf` });
export const TAX_RECEIPTS_EXPORT = { path: '/admin/exports/tax-receipts', fileName: 'recus-fiscaux.xlsx' };

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: taxKey });
}

export function useCreateReceipt(slug: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (lineIds: number[]) => apiFetch<{ receipt: { id: number } }>(associationPath(slug), { method: 'POST', body: { lineIds } }),
    onSuccess: refresh,
  });
}

export function useIssueReceipt(slug: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TaxReceiptIssueInput }) => apiFetch(`${associationPath(slug)}/${id}/issue`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useReportReceiptProblem(slug: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) => apiFetch(`${associationPath(slug)}/${id}/report-problem`, { method: 'POST', body: { message } }),
    onSuccess: refresh,
  });
}

/** The association challenges the time declared for a date (issue 20). */
export function useChallengeTime(slug: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (dateId: number) => apiFetch(`/associations/${encodeURIComponent(slug)}/engagement-timeslots/${dateId}/review/challenge`, { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}

export const adminTaxExemptionsQueryOptions = () =>
  queryOptions({ queryKey: [...taxKey, 'admin'] as const, queryFn: () => apiFetch<{ exemptions: AdminTaxExemptionListItem[] }>('/admin/tax-exemptions') });
export const useAdminTaxExemptions = () => useQuery(adminTaxExemptionsQueryOptions());

export const adminTaxExemptionQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...taxKey, 'admin', id] as const, queryFn: () => apiFetch<AdminTaxExemptionView>(`/admin/tax-exemptions/${id}`) });
export const useAdminTaxExemption = (id: number) => useQuery(adminTaxExemptionQueryOptions(id));

export function useAdminReceiptAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'resolve' | 'reopen' | 'archive' | 'unarchive' }) => apiFetch(`/admin/tax-receipts/${id}/${action}`, { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}
