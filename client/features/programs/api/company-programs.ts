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

/** The selections a company builds (company space): `/api/v1/companies/{slug}/programs`. */
const programsPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/programs`;
const programPath = (slug: string, id: number) => `${programsPath(slug)}/${id}`;

export const companyProgramsKey = (slug: string) => ['programs', slug, 'company'] as const;

export const companyProgramsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...companyProgramsKey(slug), 'list'] as const, queryFn: () => apiFetch<CompanyProgramList>(programsPath(slug)) });

export const companyProgramQueryOptions = (slug: string, id: number) =>
  queryOptions({ queryKey: [...companyProgramsKey(slug), 'detail', id] as const, queryFn: () => apiFetch<CompanyProgramDetail>(programPath(slug, id)) });

export const useCompanyPrograms = (slug: string) => useQuery(companyProgramsQueryOptions(slug));
export const useCompanyProgram = (slug: string, id: number) => useQuery(companyProgramQueryOptions(slug, id));

/** After any change: the server's answer is the detail, and the list is reloaded. */
function useRefreshProgram(slug: string) {
  const queryClient = useQueryClient();
  return (detail: CompanyProgramDetail) => {
    queryClient.setQueryData(companyProgramQueryOptions(slug, detail.program.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: [...companyProgramsKey(slug), 'list'] });
  };
}

export function useSaveProgram(slug: string) {
  const refresh = useRefreshProgram(slug);
  return useMutation({
    mutationFn: (change: { id: null; input: ProgramCreateInput } | { id: number; input: ProgramInput }) =>
      change.id === null
        ? apiFetch<CompanyProgramDetail>(programsPath(slug), { method: 'POST', body: change.input })
        : apiFetch<CompanyProgramDetail>(programPath(slug, change.id), { method: 'PUT', body: change.input }),
    onSuccess: refresh,
  });
}

export function useProgramAction(slug: string) {
  const refresh = useRefreshProgram(slug);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ProgramAction }) => apiFetch<CompanyProgramDetail>(`${programPath(slug, id)}/${action}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/**
 * The live preview of a form: the missions its selection would hold now for the company's employees. `input` is the
 * form as checked (null while it does not pass: the preview keeps the last answer).
 */
export const programPreviewQueryOptions = (slug: string, input: ProgramInput | null) =>
  queryOptions({
    queryKey: [...companyProgramsKey(slug), 'preview', input] as const,
    queryFn: ({ signal }) => apiFetch<ProgramMissionsPreview>(`${programsPath(slug)}/preview`, { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useProgramPreview = (slug: string, input: ProgramInput | null) => useQuery({ ...programPreviewQueryOptions(slug, input), enabled: input !== null });

/** The missions the company's employees can see, searched by text: what a manual selection picks from. */
export const missionCandidatesQueryOptions = (slug: string, text: string, page: number) =>
  queryOptions({
    queryKey: [...companyProgramsKey(slug), 'mission-candidates', text, page] as const,
    queryFn: ({ signal }) => apiFetch<MissionSearchResult>(`${programsPath(slug)}/mission-candidates`, { query: { q: text, page: page > 1 ? page : undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useMissionCandidates = (slug: string, text: string, page: number, enabled: boolean) => useQuery({ ...missionCandidatesQueryOptions(slug, text, page), enabled });

/** The association filter's choices, by name. */
export const associationCandidatesQueryOptions = (slug: string, text: string) =>
  queryOptions({
    queryKey: [...companyProgramsKey(slug), 'association-candidates', text] as const,
    queryFn: ({ signal }) => apiFetch<ProgramAssociationCandidates>(`${programsPath(slug)}/association-candidates`, { query: { q: text }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useAssociationCandidates = (slug: string, text: string, enabled: boolean) => useQuery({ ...associationCandidatesQueryOptions(slug, text), enabled });
