import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssociationDashboard } from '../../../../shared/missions/mission-management.schema';
import { apiFetch } from '../../../lib/api';

export function getAssociationDashboard(slug: string): Promise<AssociationDashboard> {
  return apiFetch<AssociationDashboard>(`/associations/${encodeURIComponent(slug)}/dashboard`);
}

/** `['associations', slug, 'dashboard']`: mission changes invalidate it too. */
export const associationDashboardQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['associations', slug, 'dashboard'] as const, queryFn: () => getAssociationDashboard(slug) });

export function useAssociationDashboard(slug: string) {
  return useQuery(associationDashboardQueryOptions(slug));
}
