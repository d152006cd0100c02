import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTeamBuildingList,
  CompanyTeamBuildingList,
  EmployeeTeamBuildingList,
  TeamBuildingAssociationOption,
  TeamBuildingDetail,
  TeamBuildingFilters,
  TeamBuildingRequestDetail,
  TeamBuildingRequestList,
} from '../../../../shared/team-building/team-building-api';
import { teamBuildingFilterParams } from '../../../../shared/team-building/team-building-filters';
import type { TeamBuildingAction, TeamBuildingRequestAction } from '../../../../shared/team-building/team-building.machine';
import type { TeamBuildingInput, TeamBuildingRequestCancelInput, TeamBuildingRequestForm } from '../../../../shared/team-building/team-building.schema';
import { apiFetch } from '../../../lib/api';

/**
 * Whose team buildings a screen reads or builds: a company's (company space: its own and the catalogue's offer,
 * `/api/v1/companies/{slug}/team-buildings`), or the platform's catalogue (admin space: `/api/v1/admin/team-buildings`).
 */
export type TeamBuildingOwner = { kind: 'company'; companySlug: string } | { kind: 'catalogue' };

/** Every query of an owner starts with this key, so one change refreshes its lists and pages. */
export const teamBuildingsKey = (owner: TeamBuildingOwner) => ['team-building', owner.kind === 'company' ? owner.companySlug : '#catalogue'] as const;

const companyPath = (slug: string) => `/companies/${encodeURIComponent(slug)}`;
const basePath = (owner: TeamBuildingOwner) => (owner.kind === 'company' ? `${companyPath(owner.companySlug)}/team-buildings` : '/admin/team-buildings');
const associationsPath = (owner: TeamBuildingOwner) =>
  owner.kind === 'company' ? `${companyPath(owner.companySlug)}/team-building-associations` : '/admin/team-building-associations';

export const companyTeamBuildingsQueryOptions = (slug: string, filters: TeamBuildingFilters) =>
  queryOptions({
    queryKey: [...teamBuildingsKey({ kind: 'company', companySlug: slug }), 'list', filters] as const,
    queryFn: () => apiFetch<CompanyTeamBuildingList>(basePath({ kind: 'company', companySlug: slug }), { query: teamBuildingFilterParams(filters) }),
  });

export const adminTeamBuildingsQueryOptions = () =>
  queryOptions({ queryKey: [...teamBuildingsKey({ kind: 'catalogue' }), 'list'] as const, queryFn: () => apiFetch<AdminTeamBuildingList>('/admin/team-buildings') });

export const teamBuildingQueryOptions = (owner: TeamBuildingOwner, id: number) =>
  queryOptions({ queryKey: [...teamBuildingsKey(owner), 'detail', id] as const, queryFn: () => apiFetch<TeamBuildingDetail>(`${basePath(owner)}/${id}`) });

export const associationOptionsQueryOptions = (owner: TeamBuildingOwner, text: string) =>
  queryOptions({
    queryKey: [...teamBuildingsKey(owner), 'associations', text] as const,
    queryFn: () => apiFetch<{ associations: TeamBuildingAssociationOption[] }>(associationsPath(owner), { query: { q: text } }),
  });

export const companyRequestsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...teamBuildingsKey({ kind: 'company', companySlug: slug }), 'requests'] as const,
    queryFn: () => apiFetch<TeamBuildingRequestList>(`${companyPath(slug)}/team-building-requests`),
  });

export const requestQueryOptions = (slug: string, requestId: number) =>
  queryOptions({
    queryKey: [...teamBuildingsKey({ kind: 'company', companySlug: slug }), 'requests', requestId] as const,
    queryFn: () => apiFetch<TeamBuildingRequestDetail>(`${companyPath(slug)}/team-building-requests/${requestId}`),
  });

export const employeeTeamBuildingsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['team-building', slug, 'employee'] as const,
    queryFn: () => apiFetch<EmployeeTeamBuildingList>(`${companyPath(slug)}/employee-team-building`),
  });

export const useCompanyTeamBuildings = (slug: string, filters: TeamBuildingFilters) =>
  useQuery({ ...companyTeamBuildingsQueryOptions(slug, filters), placeholderData: keepPreviousData });
export const useAdminTeamBuildings = () => useQuery(adminTeamBuildingsQueryOptions());
export const useTeamBuilding = (owner: TeamBuildingOwner, id: number | null) => useQuery({ ...teamBuildingQueryOptions(owner, id ?? 0), enabled: id !== null });
export const useAssociationOptions = (owner: TeamBuildingOwner, text: string) =>
  useQuery({ ...associationOptionsQueryOptions(owner, text), placeholderData: keepPreviousData, enabled: text.trim().length >= 2 });
export const useCompanyRequests = (slug: string) => useQuery(companyRequestsQueryOptions(slug));
export const useTeamBuildingRequest = (slug: string, requestId: number | null) => useQuery({ ...requestQueryOptions(slug, requestId ?? 0), enabled: requestId !== null });
export const useEmployeeTeamBuildings = (slug: string) => useQuery(employeeTeamBuildingsQueryOptions(slug));

/** After a change of a team building: its page is the answer, the owner's lists are reloaded. */
function useStore(owner: TeamBuildingOwner) {
  const queryClient = useQueryClient();
  return (detail: TeamBuildingDetail) => {
    queryClient.setQueryData(teamBuildingQueryOptions(owner, detail.teamBuilding.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: [...teamBuildingsKey(owner), 'list'] });
  };
}

export function useSaveTeamBuilding(owner: TeamBuildingOwner) {
  const store = useStore(owner);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TeamBuildingInput }) =>
      id === null
        ? apiFetch<TeamBuildingDetail>(basePath(owner), { method: 'POST', body: input })
        : apiFetch<TeamBuildingDetail>(`${basePath(owner)}/${id}`, { method: 'PUT', body: input }),
    onSuccess: store,
  });
}

export function useTeamBuildingAction(owner: TeamBuildingOwner) {
  const store = useStore(owner);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TeamBuildingAction }) => apiFetch<TeamBuildingDetail>(`${basePath(owner)}/${id}/${action}`, { method: 'POST' }),
    onSuccess: store,
  });
}

export function useDeleteTeamBuilding(owner: TeamBuildingOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${basePath(owner)}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: teamBuildingQueryOptions(owner, id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...teamBuildingsKey(owner), 'list'] });
    },
  });
}

/** A request's page after a change; the company's lists follow. */
function useStoreRequest(slug: string) {
  const queryClient = useQueryClient();
  return (detail: TeamBuildingRequestDetail) => {
    queryClient.setQueryData(requestQueryOptions(slug, detail.request.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: teamBuildingsKey({ kind: 'company', companySlug: slug }) });
  };
}

export function useCreateRequest(slug: string) {
  const store = useStoreRequest(slug);
  return useMutation({
    mutationFn: ({ teamBuildingId, input }: { teamBuildingId: number; input: TeamBuildingRequestForm }) =>
      apiFetch<TeamBuildingRequestDetail>(`${companyPath(slug)}/team-buildings/${teamBuildingId}/requests`, { method: 'POST', body: input }),
    onSuccess: store,
  });
}

export function useRequestAction(slug: string) {
  const store = useStoreRequest(slug);
  return useMutation({
    mutationFn: ({ requestId, action, cancel }: { requestId: number; action: TeamBuildingRequestAction; cancel?: TeamBuildingRequestCancelInput }) =>
      apiFetch<TeamBuildingRequestDetail>(`${companyPath(slug)}/team-building-requests/${requestId}/${action}`, { method: 'POST', body: cancel ?? {} }),
    onSuccess: store,
  });
}

/** The employee's steps: join, leave, testify; each answers the employee's list. */
export function useEmployeeTeamBuildingStep(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, step, testimony }: { requestId: number; step: 'join' | 'leave' | 'testify'; testimony?: string }) => {
      const path = `${companyPath(slug)}/employee-team-building/${requestId}`;
      if (step === 'testify') return apiFetch<EmployeeTeamBuildingList>(`${path}/testimony`, { method: 'PUT', body: { testimony } });
      return apiFetch<EmployeeTeamBuildingList>(`${path}/participation`, { method: step === 'join' ? 'POST' : 'DELETE' });
    },
    onSuccess: (list) => queryClient.setQueryData(employeeTeamBuildingsQueryOptions(slug).queryKey, list),
  });
}

/** The export of the company's requests and participants (spec §7). */
export const teamBuildingExportPath = (slug: string) => `${companyPath(slug)}/exports/solidarity_team_building`;
