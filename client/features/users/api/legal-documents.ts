import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalAudience, LegalDocumentKind } from '../../../../shared/users/legal-documents.rules';
import type {
  LegalOrganisation,
  LegalVersion,
  LegalVersionInput,
  LegalVersionList,
  PublicLegalDocument,
} from '../../../../shared/users/legal-documents.schema';
import type { Me } from '../../../../shared/users/me';
import { apiFetch } from '../../../lib/api';
import { sessionQueryOptions } from './get-session';

export interface LegalVersionFilters {
  kind?: LegalDocumentKind;
  audience?: LegalAudience;
  page: number;
}

export function listLegalVersions(filters: LegalVersionFilters, signal?: AbortSignal): Promise<LegalVersionList> {
  return apiFetch<LegalVersionList>('/admin/legal-documents', { query: { kind: filters.kind, audience: filters.audience, page: filters.page }, signal });
}

export const legalVersionsQueryOptions = (filters: LegalVersionFilters) =>
  queryOptions({
    queryKey: ['admin', 'legal-documents', { kind: filters.kind ?? '', audience: filters.audience ?? '', page: filters.page }],
    queryFn: ({ signal }) => listLegalVersions(filters, signal),
    placeholderData: keepPreviousData,
  });

/** `/admin/actions-operationnelles/documents-juridiques`: every version, newest publication first. */
export function useLegalVersions(filters: LegalVersionFilters) {
  return useQuery(legalVersionsQueryOptions(filters));
}

export function publishLegalVersion(input: LegalVersionInput): Promise<LegalVersion> {
  return apiFetch<{ version: LegalVersion }>('/admin/legal-documents', { method: 'POST', body: input }).then((body) => body.version);
}

export function usePublishLegalVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishLegalVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'legal-documents'] }),
  });
}

export async function searchLegalOrganisations(audience: LegalAudience, q: string, signal?: AbortSignal): Promise<LegalOrganisation[]> {
  const body = await apiFetch<{ organisations: LegalOrganisation[] }>('/admin/legal-documents/organisations', { query: { audience, q }, signal });
  return body.organisations;
}

export const legalOrganisationsQueryOptions = (audience: LegalAudience, q: string) =>
  queryOptions({
    queryKey: ['admin', 'legal-documents', 'organisations', audience, q],
    queryFn: ({ signal }) => searchLegalOrganisations(audience, q, signal),
    placeholderData: keepPreviousData,
  });

/** The companies or associations a version may be reserved to, found by name. */
export function useLegalOrganisations(audience: LegalAudience, q: string, enabled: boolean) {
  return useQuery({ ...legalOrganisationsQueryOptions(audience, q), enabled });
}

export const publicLegalDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['legal-documents', 'public'],
    queryFn: ({ signal }) => apiFetch<{ documents: PublicLegalDocument[] }>('/legal-documents', { signal }).then((body) => body.documents),
    staleTime: 5 * 60_000,
  });

/** `/documents-juridiques`: the current version of each platform-wide document. */
export function usePublicLegalDocuments() {
  return useQuery(publicLegalDocumentsQueryOptions());
}

export function acceptLegalDocuments(versionIds: number[]): Promise<Me> {
  return apiFetch<{ me: Me }>('/me/legal-acceptances', { method: 'POST', body: { versionIds } }).then((body) => body.me);
}

/** « J'accepte »: the session comes back with what remains to accept (nothing, unless a newer version appeared). */
export function useAcceptLegalDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptLegalDocuments,
    onSuccess: (me) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, me);
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
