import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import type { MissionPage, MissionSearchResult } from '../../../../shared/missions/mission-search.schema';
import type { SyncEntityData, SyncMutationName } from '../../../../shared/sync/sync.schema';
import { lacksNetwork, type OfflineAware, preferOnline } from '../../../lib/replica-fallback';
import type { ReplicaDatabase } from '../../../lib/sync/db';
import { useLiveQuery, usePendingIntents, useRefreshOnAcknowledgement, useSyncStatus } from '../../../lib/sync/hooks';
import { useMissionApplications } from '../api/get-mission';
import { type MissionScope, missionsKey } from '../api/mission-scope';
import { type DiscoveryScope, type SearchApiQuery, useMissionPage, useMissionSearch } from '../api/search-missions';
import { applicationsFromRoster, associationsById, missionPageFromReplica, searchReplica } from './replica-missions';

const REFERENT_INTENTS: readonly SyncMutationName[] = ['engagement.confirm', 'engagement.finish'];

/** The association row a replica mission names (undefined when it names none, or the row has not arrived). */
async function associationOf(db: ReplicaDatabase, mission: SyncEntityData<'mission'>) {
  return mission.associationId === null ? undefined : (await db.entity('association').get(String(mission.associationId)))?.data;
}

/**
 * The mission search, online; offline (or when the request cannot reach the
 * server) the missions the device kept at its last sync, filtered here.
 * Outside the employee space there is no replica: the online query alone.
 */
export function useMissionSearchOffline(scope: DiscoveryScope, query: SearchApiQuery, enabled = true): OfflineAware<MissionSearchResult> {
  const search = useMissionSearch(scope, query, enabled);
  const status = useSyncStatus();
  const needed = enabled && scope.kind === 'employee' && lacksNetwork(search, status.online);
  const key = JSON.stringify(query);
  const replica = useLiveQuery(
    async (db) => {
      if (!needed) return undefined;
      const [missions, associations] = await Promise.all([db.entity('mission').toArray(), db.entity('association').toArray()]);
      return searchReplica(missions.map((row) => row.data), associationsById(associations.map((row) => row.data)), query) ?? undefined;
    },
    [needed, key],
  );
  return { ...preferOnline(search, replica.data, status.online), syncedAt: status.lastPulledAt };
}

/** The mission page, online or from the replica (mission row plus its timeslot rows). */
export function useMissionPageOffline(scope: DiscoveryScope, missionId: number, enabled = true): OfflineAware<MissionPage> {
  const page = useMissionPage(scope, missionId, enabled);
  const status = useSyncStatus();
  const needed = enabled && scope.kind === 'employee' && lacksNetwork(page, status.online);
  const replica = useLiveQuery(
    async (db) => {
      if (!needed) return undefined;
      const row = await db.entity('mission').get(String(missionId));
      if (!row) return undefined;
      return missionPageFromReplica(row.data, await associationOf(db, row.data));
    },
    [needed, missionId],
  );
  return { ...preferOnline(page, replica.data, status.online), syncedAt: status.lastPulledAt };
}

/** The mission's Candidatures tab (association space), online or from the roster the device kept. */
export function useMissionApplicationsOffline(scope: MissionScope, missionId: number): OfflineAware<{ applications: MissionApplication[] }> {
  const applications = useMissionApplications(scope, missionId);
  const status = useSyncStatus();
  useRefreshOnAcknowledgement(REFERENT_INTENTS, missionsKey(scope));
  const needed = scope.kind === 'association' && lacksNetwork(applications, status.online);
  const replica = useLiveQuery(
    async (db) =>
      needed ? { applications: applicationsFromRoster((await db.entity('roster_engagement').where('data.mission.id').equals(missionId).toArray()).map((row) => row.data), missionId) } : undefined,
    [needed, missionId],
  );
  return { ...preferOnline(applications, replica.data, status.online), syncedAt: status.lastPulledAt };
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
 * mission's essentials and its roster. Undefined when the device has not kept it.
 */
export function useOfflineMission(scope: MissionScope, missionId: number, needed: boolean): OfflineMission | undefined {
  const replica = useLiveQuery(
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
  return replica.data;
}
