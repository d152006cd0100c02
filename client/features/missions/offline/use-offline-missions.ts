import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import type { MissionPage, MissionSearchResult } from '../../../../shared/missions/mission-search.schema';
import type { SyncEntityData, SyncMutationName } from '../../../../shared/sync/sync.schema';
import { type OfflineAware, useReplicaFirst } from '../../../lib/replica-fallback';
import type { ReplicaDatabase } from '../../../lib/sync/db';
import { type LiveResult, useLiveQuery, usePendingIntents, useRefreshOnAcknowledgement } from '../../../lib/sync/hooks';
import { useMissionApplications } from '../api/get-mission';
import { type MissionScope, missionsKey } from '../api/mission-scope';
import { type DiscoveryScope, type SearchApiQuery, useMissionPage, useMissionSearch } from '../api/search-missions';
import { applicationsFromRoster, associationsById, missionPageFromReplica } from './replica-missions';

const REFERENT_INTENTS: readonly SyncMutationName[] = ['engagement.confirm', 'engagement.finish'];

/** The association row a replica mission names (undefined when it names none, or the row has not arrived). */
async function associationOf(db: ReplicaDatabase, mission: SyncEntityData<'mission'>) {
  return mission.associationId === null ? undefined : (await db.entity('association').get(String(mission.associationId)))?.data;
}

/**
 * The mission search: the missions the device kept at its last sync, filtered
 * here, until the server answers (at once offline, where no answer comes).
 * Outside the employee space there is no replica: the online query alone.
 */
export function useMissionSearchOffline(scope: DiscoveryScope, query: SearchApiQuery, enabled = true): OfflineAware<MissionSearchResult> {
  const search = useMissionSearch(scope, query, enabled);
  const read = enabled && scope.kind === 'employee';
  return useReplicaFirst(
    search,
    read
      ? async (db) => {
          const programId = scope.kind === 'employee' ? scope.programId : undefined;
          const [missions, associations, program, { searchReplica }, { replicaProgramHolds }] = await Promise.all([
            db.entity('mission').toArray(),
            db.entity('association').toArray(),
            programId === undefined ? undefined : db.entity('program').get(String(programId)),
            import('./replica-search'),
            import('../../../../shared/sync/replica-program'),
          ]);
          // Within a selection: the missions its rule holds, as the server's `?program=` answers (none kept: nothing to show).
          if (programId !== undefined && !program) return undefined;
          const rows = missions.map((row) => row.data).filter((mission) => !program || replicaProgramHolds(program.data, mission));
          return searchReplica(rows, associationsById(associations.map((row) => row.data)), query) ?? undefined;
        }
      : null,
    [read, JSON.stringify(query), scope.kind === 'employee' ? scope.programId : undefined],
  );
}

/** The mission page, from the replica (the mission row, its timeslots inside, and its association's row) until the server answers. */
export function useMissionPageOffline(scope: DiscoveryScope, missionId: number, enabled = true): OfflineAware<MissionPage> {
  const page = useMissionPage(scope, missionId, enabled);
  const read = enabled && scope.kind === 'employee';
  return useReplicaFirst(
    page,
    read
      ? async (db) => {
          const row = await db.entity('mission').get(String(missionId));
          if (!row) return undefined;
          return missionPageFromReplica(row.data, await associationOf(db, row.data));
        }
      : null,
    [read, missionId],
  );
}

/** The mission's Candidatures tab (association space), from the roster the device kept until the server answers. */
export function useMissionApplicationsOffline(scope: MissionScope, missionId: number): OfflineAware<{ applications: MissionApplication[] }> {
  const applications = useMissionApplications(scope, missionId);
  useRefreshOnAcknowledgement(REFERENT_INTENTS, missionsKey(scope));
  const read = scope.kind === 'association';
  return useReplicaFirst(
    applications,
    read
      ? async (db) => ({
          applications: applicationsFromRoster((await db.entity('roster_engagement').where('data.mission.id').equals(missionId).toArray()).map((row) => row.data), missionId),
        })
      : null,
    [read, missionId],
  );
}

/** What the device kept of one of the association's missions, for the offline mission page. */
export interface OfflineMission {
  id: number;
  title: string;
  /** The mission's referent, as the roster rows name them (null when no application names them). */
  supervisorId: string | null;
  /** The mission row and its upcoming timeslots (null when only roster rows name the mission). */
  page: MissionPage | null;
}

/**
 * The association's mission page needs the online dashboard; offline (with
 * nothing in memory) the page falls back to what the replica holds: the
 * mission's essentials and its roster. `data` is undefined when the device has
 * not kept it; `isLoading` while the replica is still being read.
 */
export function useOfflineMission(scope: MissionScope, missionId: number, needed: boolean): LiveResult<OfflineMission | undefined> {
  return useLiveQuery(
    async (db): Promise<OfflineMission | undefined> => {
      if (!needed || scope.kind !== 'association') return undefined;
      const row = await db.entity('mission').get(String(missionId));
      const roster = await db.entity('roster_engagement').where('data.mission.id').equals(missionId).first();
      const title = row?.data.title ?? roster?.data.mission.title;
      if (title === undefined) return undefined;
      return {
        id: missionId,
        title,
        supervisorId: roster?.data.mission.supervisorId ?? null,
        page: row ? missionPageFromReplica(row.data, await associationOf(db, row.data)) : null,
      };
    },
    [needed, scope.kind, missionId],
  );
}
