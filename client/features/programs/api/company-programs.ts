import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MissionSearchResult } from '../../../../shared/missions/mission-search.schema';
import type { ProgramAction } from '../../../../shared/programs/program.machine';
import type {
  CompanyProgramDetail,
  CompanyProgramList,
  ProgramAssociationCandidates,
  ProgramCreateInput,
  ProgramMissionsPreview,
} from '../../../../shared/programs/program-api.schema';
import type { ProgramInput } from '../../../../shared/programs/program.schema';
import { apiFetch } from '../../../lib/api';

/**
 * Whose selections are edited: a company's (company space: `/api/v1/companies/{slug}/programs`), or the platform's
 * catalogue (admin space: `/api/v1/admin/programs`). Both answer the same shapes.
 */
export type ProgramsOwner = { kind: 'company'; companySlug: string } | { kind: 'catalogue' };

const programsPath = (owner: ProgramsOwner) => (owner.kind === 'company' ? `/companies/${encodeURIComponent(owner.companySlug)}/programs` : '/admin/programs');
const programPath = (owner: ProgramsOwner, id: number) => `${programsPath(owner)}/${id}`;

export const companyProgramsKey = (owner: ProgramsOwner) => ['programs', owner.kind === 'company' ? owner.companySlug : null, owner.kind] as const;

export const companyProgramsQueryOptions = (owner: ProgramsOwner) =>
  queryOptions({ queryKey: [...companyProgramsKey(owner), 'list'] as const, queryFn: () => apiFetch<CompanyProgramList>(programsPath(owner)) });

export const companyProgramQueryOptions = (owner: ProgramsOwner, id: number) =>
  queryOptions({ queryKey: [...companyProgramsKey(owner), 'detail', id] as const, queryFn: () => apiFetch<CompanyProgramDetail>(programPath(owner, id)) });

export const useCompanyPrograms = (owner: ProgramsOwner) => useQuery(companyProgramsQueryOptions(owner));
export const useCompanyProgram = (owner: ProgramsOwner, id: number) => useQuery(companyProgramQueryOptions(owner, id));

/** After any change: the server's answer is the detail, and the list is reloaded. */
function useRefreshProgram(owner: ProgramsOwner) {
  const queryClient = useQueryClient();
  return (detail: CompanyProgramDetail) => {
    queryClient.setQueryData(companyProgramQueryOptions(owner, detail.program.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: [...companyProgramsKey(owner), 'list'] });
  };
}

export function useSaveProgram(owner: ProgramsOwner) {
  const refresh = useRefreshProgram(owner);
  return useMutation({
    mutationFn: (change: { id: null; input: ProgramCreateInput } | { id: number; input: ProgramInput }) =>
      change.id === null
        ? apiFetch<CompanyProgramDetail>(programsPath(owner), { method: 'POST', body: change.input })
        : apiFetch<CompanyProgramDetail>(programPath(owner, change.id), { method: 'PUT', body: change.input }),
    onSuccess: refresh,
  });
}

export function useProgramAction(owner: ProgramsOwner) {
  const refresh = useRefreshProgram(owner);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ProgramAction }) => apiFetch<CompanyProgramDetail>(`${programPath(owner, id)}/${action}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** A published catalogue selection added to the company's own selections: the copy (deactivated until published). */
export function useCopyCatalogueProgram(companySlug: string) {
  const refresh = useRefreshProgram({ kind: 'company', companySlug });
  return useMutation({
    mutationFn: (catalogueProgramId: number) =>
      apiFetch<CompanyProgramDetail>(`/companies/${encodeURIComponent(companySlug)}/catalogue-programs/${catalogueProgramId}/copy`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/**
 * The live preview of a form: the missions its selection would hold now for the company's employees. `input` is the
 * form as checked (null while it does not pass: the preview keeps the last answer).
 */
export const programPreviewQueryOptions = (owner: ProgramsOwner, input: ProgramInput | null) =>
  queryOptions({
    queryKey: [...companyProgramsKey(owner), 'preview', input] as const,
    queryFn: ({ signal }) => apiFetch<ProgramMissionsPreview>(`${programsPath(owner)}/preview`, { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useProgramPreview = (owner: ProgramsOwner, input: ProgramInput | null) => useQuery({ ...programPreviewQueryOptions(owner, input), enabled: input !== null });

/** The missions the company's employees can see, searched by text: what a manual selection picks from. */
export const missionCandidatesQueryOptions = (owner: ProgramsOwner, text: string, page: number) =>
  queryOptions({
    queryKey: [...companyProgramsKey(owner), 'mission-candidates', text, page] as const,
    queryFn: ({ signal }) => apiFetch<MissionSearchResult>(`${programsPath(owner)}/mission-candidates`, { query: { q: text, page: page > 1 ? page : undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useMissionCandidates = (owner: ProgramsOwner, text: string, page: number, enabled: boolean) => useQuery({ ...missionCandidatesQueryOptions(owner, text, page), enabled });

/** The association filter's choices, by name. */
export const associationCandidatesQueryOptions = (owner: ProgramsOwner, text: string) =>
  queryOptions({
    queryKey: [...companyProgramsKey(owner), 'association-candidates', text] as const,
    queryFn: ({ signal }) => apiFetch<ProgramAssociationCandidates>(`${programsPath(owner)}/association-candidates`, { query: { q: text }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useAssociationCandidates = (owner: ProgramsOwner, text: string, enabled: boolean) => useQuery({ ...associationCandidatesQueryOptions(owner, text), enabled });
