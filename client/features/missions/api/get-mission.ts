import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionApplication, MissionDetail, MissionSubscriber, MissionTestimony } from '../../../../shared/missions/mission-management.schema';
import { apiFetch } from '../../../lib/api';
import { type MissionScope, missionPath, missionsKey } from './mission-scope';

export function getMission(scope: MissionScope, id: number): Promise<MissionDetail> {
  return apiFetch<MissionDetail>(missionPath(scope, id));
}

export const missionQueryOptions = (scope: MissionScope, id: number) =>
  queryOptions({ queryKey: [...missionsKey(scope), 'detail', id] as const, queryFn: () => getMission(scope, id) });

export function useMission(scope: MissionScope, id: number) {
  return useQuery(missionQueryOptions(scope, id));
}

/** The read-only tabs of the mission dashboard (association space). */
export const missionApplicationsQueryOptions = (scope: MissionScope, id: number) =>
  queryOptions({
    queryKey: [...missionsKey(scope), 'detail', id, 'applications'] as const,
    queryFn: () => apiFetch<{ applications: MissionApplication[] }>(`${missionPath(scope, id)}/applications`),
  });

export const missionSubscribersQueryOptions = (scope: MissionScope, id: number) =>
  queryOptions({
    queryKey: [...missionsKey(scope), 'detail', id, 'subscribers'] as const,
    queryFn: () => apiFetch<{ subscribers: MissionSubscriber[] }>(`${missionPath(scope, id)}/subscribers`),
  });

export const missionTestimoniesQueryOptions = (scope: MissionScope, id: number) =>
  queryOptions({
    queryKey: [...missionsKey(scope), 'detail', id, 'testimonies'] as const,
    queryFn: () => apiFetch<{ testimonies: MissionTestimony[] }>(`${missionPath(scope, id)}/testimonies`),
  });

export const useMissionApplications = (scope: MissionScope, id: number) => useQuery(missionApplicationsQueryOptions(scope, id));
export const useMissionSubscribers = (scope: MissionScope, id: number) => useQuery(missionSubscribersQueryOptions(scope, id));
export const useMissionTestimonies = (scope: MissionScope, id: number) => useQuery(missionTestimoniesQueryOptions(scope, id));
