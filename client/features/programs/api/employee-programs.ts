import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeProgramDetail, EmployeeProgramList } from '../../../../shared/programs/program-api.schema';
import { apiFetch } from '../../../lib/api';

/**
 * The company's published selections as its employees read them: `/api/v1/companies/{slug}/employee-programs` (each
 * with how many missions it holds for them: what the home and the missions page show) and one selection. Its missions
 * are the mission search's, `?program={id}`.
 */
const employeeProgramsPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/employee-programs`;

export const employeeProgramsKey = (slug: string) => ['programs', slug, 'employee'] as const;

export const employeeProgramsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...employeeProgramsKey(slug), 'list'] as const, queryFn: () => apiFetch<EmployeeProgramList>(employeeProgramsPath(slug)), staleTime: 30_000 });

export const employeeProgramQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: [...employeeProgramsKey(slug), 'detail', id] as const,
    queryFn: () => apiFetch<EmployeeProgramDetail>(`${employeeProgramsPath(slug)}/${id}`),
  });

export const useEmployeePrograms = (slug: string, enabled = true) => useQuery({ ...employeeProgramsQueryOptions(slug), enabled });
export const useEmployeeProgram = (slug: string, id: number) => useQuery(employeeProgramQueryOptions(slug, id));
