import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyProjectCallDetail,
  CompanyProjectCallList,
  CompanyProjectDetail,
  EmployeeProjectCallList,
  ExternalProjectCallRef,
  ParticipantProjectCallView,
  ParticipantProjectDetail,
  ProjectBallot,
  ProjectCallOptions,
} from '../../../../shared/project-calls/project-call-api';
import type { ProjectCallInput } from '../../../../shared/project-calls/project-call.schema';
import type { ProjectAction } from '../../../../shared/project-calls/project.machine';
import type { ProjectInput } from '../../../../shared/project-calls/project.schema';
import { apiFetch, postAuth } from '../../../lib/api';

/**
 * The project-call routes (shared/project-calls/project-call-api.ts): the company's (`/companies/{slug}/project-calls`),
 * its employees' (`/companies/{slug}/employee-project-calls`) and the external pages' (`/project-calls`). Online only.
 */

const company = (slug: string) => `/companies/${encodeURIComponent(slug)}/project-calls`;
const employee = (slug: string) => `/companies/${encodeURIComponent(slug)}/employee-project-calls`;
const key = (slug: string) => ['project-calls', slug] as const;

// ---- Company space

export const companyProjectCallsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...key(slug), 'company'] as const, queryFn: () => apiFetch<CompanyProjectCallList>(company(slug)) });
export const useCompanyProjectCalls = (slug: string) => useQuery(companyProjectCallsQueryOptions(slug));

export const companyProjectCallQueryOptions = (slug: string, id: number) =>
  queryOptions({ queryKey: [...key(slug), 'company', id] as const, queryFn: () => apiFetch<CompanyProjectCallDetail>(`${company(slug)}/${id}`) });
export const useCompanyProjectCall = (slug: string, id: number) => useQuery(companyProjectCallQueryOptions(slug, id));

export const companyProjectQueryOptions = (slug: string, callId: number, projectId: number) =>
  queryOptions({
    queryKey: [...key(slug), 'company', callId, 'project', projectId] as const,
    queryFn: () => apiFetch<CompanyProjectDetail>(`${company(slug)}/${callId}/projects/${projectId}`),
  });
export const useCompanyProject = (slug: string, callId: number, projectId: number) => useQuery(companyProjectQueryOptions(slug, callId, projectId));

export const projectCallOptionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...key(slug), 'company', 'options'] as const,
    queryFn: () => apiFetch<ProjectCallOptions>(`/companies/${encodeURIComponent(slug)}/project-call-options`),
  });
export const useProjectCallOptions = (slug: string) => useQuery(projectCallOptionsQueryOptions(slug));

export function useSaveProjectCall(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProjectCallInput }) =>
      apiFetch<CompanyProjectCallDetail>(id === null ? company(slug) : `${company(slug)}/${id}`, { method: id === null ? 'POST' : 'PUT', body: input }),
    onSuccess: (detail) => {
      queryClient.setQueryData(companyProjectCallQueryOptions(slug, detail.projectCall.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: key(slug) });
    },
  });
}

export function useDeleteProjectCall(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${company(slug)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(slug) }),
  });
}

export function useReviewProject(slug: string, callId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, action }: { projectId: number; action: ProjectAction }) =>
      apiFetch<CompanyProjectDetail>(`${company(slug)}/${callId}/projects/${projectId}/${action}`, { method: 'POST' }),
    onSuccess: (detail) => {
      queryClient.setQueryData(companyProjectQueryOptions(slug, callId, detail.project.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: key(slug) });
    },
  });
}

/** Spec §7: the call's projects with their answers and votes, and every answer to its questionnaire. */
export function projectCallExports(slug: string, id: number) {
  const base = `/companies/${encodeURIComponent(slug)}/exports`;
  return {
    projects: { path: `${base}/project-calls/${id}?format=xlsx`, fileName: `appel-a-projets-${id}-projets.xlsx` },
    answers: { path: `${base}/project-typeform-responses/${id}?format=xlsx`, fileName: `appel-a-projets-${id}-reponses.xlsx` },
  };
}

// ---- Participants: the company's employees, or anyone on an external call

/** Where a participant's requests go: the employee routes of a company, or the external pages' routes. */
export type ParticipantDoor = { kind: 'employee'; companySlug: string } | { kind: 'external' };

const callPath = (door: ParticipantDoor, id: number) => (door.kind === 'employee' ? `${employee(door.companySlug)}/${id}` : `/project-calls/${id}`);
const doorKey = (door: ParticipantDoor) => (door.kind === 'employee' ? key(door.companySlug) : (['project-calls', 'external'] as const));

export const employeeProjectCallsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...key(slug), 'employee'] as const, queryFn: () => apiFetch<EmployeeProjectCallList>(employee(slug)) });
export const useEmployeeProjectCalls = (slug: string) => useQuery(employeeProjectCallsQueryOptions(slug));

export const participantViewQueryOptions = (door: ParticipantDoor, id: number) =>
  queryOptions({ queryKey: [...doorKey(door), 'view', id] as const, queryFn: () => apiFetch<ParticipantProjectCallView>(callPath(door, id)) });
export const useParticipantView = (door: ParticipantDoor, id: number) => useQuery(participantViewQueryOptions(door, id));

export const employeeProjectQueryOptions = (slug: string, callId: number, projectId: number) =>
  queryOptions({
    queryKey: [...key(slug), 'view', callId, 'project', projectId] as const,
    queryFn: () => apiFetch<ParticipantProjectDetail>(`${employee(slug)}/${callId}/projects/${projectId}`),
  });
export const useEmployeeProject = (slug: string, callId: number, projectId: number) => useQuery(employeeProjectQueryOptions(slug, callId, projectId));

export function useSaveMyProject(door: ParticipantDoor, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, submit }: { input: ProjectInput; submit: boolean }) =>
      apiFetch<ParticipantProjectCallView>(`${callPath(door, id)}/my-project`, { method: 'PUT', body: input }).then((saved) =>
        submit ? apiFetch<ParticipantProjectCallView>(`${callPath(door, id)}/my-project/submit`, { method: 'POST' }) : saved,
      ),
    onSuccess: (view) => {
      queryClient.setQueryData(participantViewQueryOptions(door, id).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: doorKey(door) });
    },
  });
}

/** A vote (PUT) or its withdrawal (DELETE); the answer is the voter's ballot, and the call's page is read again. */
export function useVote(slug: string, callId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, withdraw }: { projectId: number; withdraw: boolean }) =>
      apiFetch<ProjectBallot>(`${employee(slug)}/${callId}/votes/${projectId}`, { method: withdraw ? 'DELETE' : 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(slug) }),
  });
}

// ---- External pages

export const shareLinkQueryOptions = (shareId: string) =>
  queryOptions({ queryKey: ['project-calls', 'share', shareId] as const, queryFn: () => apiFetch<ExternalProjectCallRef>(`/project-calls/share/${encodeURIComponent(shareId)}`) });
export const useShareLink = (shareId: string) => useQuery(shareLinkQueryOptions(shareId));

/** Step one of the external sign-in: the account of the address is made if needed, then better-auth mails a code. */
export async function requestExternalCode(callId: number, email: string, lang: string): Promise<void> {
  await apiFetch<void>(`/project-calls/${callId}/access`, { method: 'POST', body: { email, lang } });
  await postAuth('/email-otp/send-verification-otp', { email, type: 'sign-in' });
}

/** Step two: the code signs them in. */
export function signInWithCode(email: string, otp: string): Promise<void> {
  return postAuth('/sign-in/email-otp', { email, otp });
}
