import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeHighlightDetail, EmployeeHighlightList } from '../../../../shared/highlights/highlight-api';
import { apiFetch } from '../../../lib/api';
import { highlightsKey } from './manage-highlights';

/** Highlights in the employee space: `/api/v1/companies/{slug}/employee-highlights` (online only). */
const employeePath = (slug: string) => `/companies/${encodeURIComponent(slug)}/employee-highlights`;
const employeeKey = (slug: string) => [...highlightsKey({ kind: 'company', companySlug: slug }), 'employee'] as const;

/** The company's current highlights (started, not over), for the home: title, cover, dates and what each holds. */
export const currentHighlightsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...employeeKey(slug), 'current'] as const, queryFn: () => apiFetch<EmployeeHighlightList>(employeePath(slug)) });

export const employeeHighlightQueryOptions = (slug: string, id: number) =>
  queryOptions({ queryKey: [...employeeKey(slug), 'detail', id] as const, queryFn: () => apiFetch<EmployeeHighlightDetail>(`${employeePath(slug)}/${id}`) });

export const useCurrentHighlights = (slug: string, options: { enabled?: boolean } = {}) => useQuery({ ...currentHighlightsQueryOptions(slug), ...options });
export const useEmployeeHighlight = (slug: string, id: number) => useQuery(employeeHighlightQueryOptions(slug, id));
