import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '../../../../shared/analytics/admin-dashboard.schema';
import { apiFetch } from '../../../lib/api';

/** `GET /admin/dashboard`: the platform's figures for its administrators (issue 16). */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiFetch<AdminDashboard>('/admin/dashboard', { signal });
}

export const adminDashboardQueryOptions = () => queryOptions({ queryKey: ['analytics', 'admin'] as const, queryFn: ({ signal }) => getAdminDashboard(signal) });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
