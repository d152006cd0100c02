import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionList, MissionListQuery } from '../../../../shared/missions/mission-management.schema';
import { apiFetch } from '../../../lib/api';
import { type MissionScope, missionsKey, missionsPath } from './mission-scope';

export function getMissions(scope: MissionScope, query: MissionListQuery = {}): Promise<MissionList> {
  return apiFetch<MissionList>(missionsPath(scope), { query: { state: query.state, expiring: query.expiring === 'true' ? 'true' : undefined, q: query.q } });
}

export const missionsQueryOptions = (scope: MissionScope, query: MissionListQuery = {}) =>
  queryOptions({
    queryKey: [...missionsKey(scope), 'list', { state: query.state ?? null, expiring: query.expiring === 'true', q: query.q ?? '' }] as const,
    queryFn: () => getMissions(scope, query),
  });

export function useMissions(scope: MissionScope, query: MissionListQuery = {}) {
  return useQuery({ ...missionsQueryOptions(scope, query), placeholderData: (previous) => previous });
}
