import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssociationBulkAction } from '../../../../shared/associations/admin-association.rules';
import type {
  AdminAssociationDetail,
  AdminAssociationIdentityInput,
  AdminAssociationList,
} from '../../../../shared/associations/admin-association.schema';
import type { CertificationLabel } from '../../../../shared/associations/certification-labels';
import type { BulkResult } from '../../../../shared/validation/list-sort';
import { apiFetch } from '../../../lib/api';

/** The list's parameters as the address holds them; the server drops what it does not know. */
export type AdminAssociationParams = Partial<Record<'q' | 'city' | 'label' | 'intermission' | 'branches' | 'state' | 'sort', string>> & { page?: number };

const KEY = ['admin', 'associations'] as const;
const one = (slug: string) => `/admin/associations/${encodeURIComponent(slug)}`;

export const adminAssociationsQueryOptions = (params: AdminAssociationParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => apiFetch<AdminAssociationList>('/admin/associations', { query: params, signal }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminAssociations = (params: AdminAssociationParams) => useQuery(adminAssociationsQueryOptions(params));

export const adminAssociationQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...KEY, 'detail', slug], queryFn: ({ signal }) => apiFetch<AdminAssociationDetail>(one(slug), { signal }) });

export const useAdminAssociation = (slug: string) => useQuery(adminAssociationQueryOptions(slug));

/** The export of the list with its filters and sort (`GET /admin/exports/associations`). */
export function associationsExportPath(params: AdminAssociationParams, format: 'xlsx' | 'csv'): string {
  const { page: _page, ...filters } = params;
  const query = new URLSearchParams(Object.entries({ ...filters, format }).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `/admin/exports/associations?${query.toString()}`;
}

/** A change on the association's page: the answer is the page as it now is; the list is read again. */
function useAssociationChange<Input>(slug: string, path: string, toBody: (input: Input) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiFetch<AdminAssociationDetail>(`${one(slug)}${path}`, { method: 'PUT', body: toBody(input) }),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminAssociationQueryOptions(slug).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export const useUpdateAdminAssociation = (slug: string) => useAssociationChange(slug, '', (input: AdminAssociationIdentityInput) => input);
export const useCertifyAssociation = (slug: string) => useAssociationChange(slug, '/certification', (certifiedLabel: CertificationLabel | null) => ({ certifiedLabel }));
export const useSetAssociationIntermission = (slug: string) =>
  useAssociationChange(slug, '/intermission', (intermissionEligible: boolean) => ({ intermissionEligible }));

export function useBulkUpdateAssociations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { associationIds: number[]; action: AssociationBulkAction; certifiedLabel?: CertificationLabel }) =>
      apiFetch<BulkResult<number>>('/admin/associations/bulk', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
