import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateRangeInput, MissionDetail, MissionFormInput } from '../../../../shared/missions/mission-management.schema';
import { apiFetch } from '../../../lib/api';
import { missionQueryOptions } from './get-mission';
import { type MissionScope, missionPath, missionsKey, missionsPath } from './mission-scope';

export function createMission(scope: MissionScope, input: MissionFormInput): Promise<MissionDetail> {
  return apiFetch<MissionDetail>(missionsPath(scope), { method: 'POST', body: input });
}

export function updateMission(scope: MissionScope, id: number, input: MissionFormInput): Promise<MissionDetail> {
  return apiFetch<MissionDetail>(missionPath(scope, id), { method: 'PUT', body: input });
}

/** The state-machine steps and copies a mission's dashboard offers. */
export const MISSION_COMMANDS = ['publish', 'unpublish', 'archive', 'duplicate'] as const;
export type MissionCommand = (typeof MISSION_COMMANDS)[number];

export function runMissionCommand(scope: MissionScope, id: number, command: MissionCommand): Promise<MissionDetail> {
  return apiFetch<MissionDetail>(`${missionPath(scope, id)}/${command}`, { method: 'POST' });
}

export function deleteMission(scope: MissionScope, id: number): Promise<void> {
  return apiFetch<void>(missionPath(scope, id), { method: 'DELETE' });
}

/** After any change: the answer becomes the cached detail, and every list of the scope is refreshed. */
function useStoreMission(scope: MissionScope) {
  const queryClient = useQueryClient();
  return (detail: MissionDetail) => {
    queryClient.setQueryData(missionQueryOptions(scope, detail.mission.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: missionsKey(scope), predicate: (query) => query.queryKey[3] !== 'detail' || query.queryKey[4] !== detail.mission.id });
    // The association home lists missions too (its key is owned by features/associations).
    if (scope.kind === 'association') void queryClient.invalidateQueries({ queryKey: ['associations', scope.slug, 'dashboard'] });
  };
}

export function useSaveMission(scope: MissionScope) {
  const store = useStoreMission(scope);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MissionFormInput }) => (id === null ? createMission(scope, input) : updateMission(scope, id, input)),
    onSuccess: store,
  });
}

export function useMissionCommand(scope: MissionScope) {
  const store = useStoreMission(scope);
  return useMutation({
    mutationFn: ({ id, command }: { id: number; command: MissionCommand }) => runMissionCommand(scope, id, command),
    onSuccess: store,
  });
}

export function useDeleteMission(scope: MissionScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMission(scope, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...missionsKey(scope), 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: missionsKey(scope) });
      void queryClient.invalidateQueries({ queryKey: ['associations', scope.slug, 'dashboard'] });
    },
  });
}

/** Spec §5: the one date range platform administrators may add to a mission longer than 10 days. */
export function addDateRange(scope: MissionScope, id: number, input: DateRangeInput): Promise<MissionDetail> {
  return apiFetch<MissionDetail>(`${missionPath(scope, id)}/date-range`, { method: 'POST', body: input });
}

export function useAddDateRange(scope: MissionScope, id: number) {
  const store = useStoreMission(scope);
  return useMutation({ mutationFn: (input: DateRangeInput) => addDateRange(scope, id, input), onSuccess: store });
}
