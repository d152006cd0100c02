import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOverview, EmployeeHome } from '../../../../shared/homes/home.schema';
import { apiFetch } from '../../../lib/api';

/** `GET /companies/{slug}/home`: the employee's home in one call. */
export function getEmployeeHome(slug: string): Promise<EmployeeHome> {
  return apiFetch<EmployeeHome>(`/companies/${encodeURIComponent(slug)}/home`);
}

export const employeeHomeQueryOptions = (slug: string) => queryOptions({ queryKey: ['homes', slug, 'employee'] as const, queryFn: () => getEmployeeHome(slug) });

export function useEmployeeHome(slug: string) {
  return useQuery(employeeHomeQueryOptions(slug));
}

/** `GET /companies/{slug}/overview`: the company admin's home in one call. */
export function getCompanyOverview(slug: string): Promise<CompanyOverview> {
  return apiFetch<CompanyOverview>(`/companies/${encodeURIComponent(slug)}/overview`);
}

export const companyOverviewQueryOptions = (slug: string) => queryOptions({ queryKey: ['homes', slug, 'company'] as const, queryFn: () => getCompanyOverview(slug) });

export function useCompanyOverview(slug: string, enabled = true) {
  return useQuery({ ...companyOverviewQueryOptions(slug), enabled });
}
