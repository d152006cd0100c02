import type { ApplyRequest, EngagementList, EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import type { CancelInput } from '../../../../shared/engagements/engagement.schema';
import type { SyncMutationName } from '../../../../shared/sync/sync.schema';
import { ApiError } from '../../../lib/api';
import { type OfflineAware, useReplicaFirst } from '../../../lib/replica-fallback';
import type { OutboxEntry } from '../../../lib/sync/db';
import { useLiveQuery, usePendingIntents, useRefreshOnAcknowledgement, useSyncEngine } from '../../../lib/sync/hooks';
import { associationEngagementsKey, useAssociationEngagement } from '../api/association-engagements';
import { engagementsKey, useEngagement, useMyEngagements } from '../api/get-engagements';
import { compareIso } from '../../../../shared/time/compare-iso';

/** The newest activity first, as 'Mes expériences' lists them. */
export function sortByActivity(engagements: readonly EngagementView[]): EngagementView[] {
  return [...engagements].sort((a, b) => compareIso(b.lastActivityAt, a.lastActivityAt) || compareIso(b.createdAt, a.createdAt));
}

/** A failure that never reached the server: the action can wait in the outbox instead. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK';
}

const EMPLOYEE_INTENTS = ['engagement.apply', 'engagement.cancel'] as const;
const REFERENT_INTENTS = ['engagement.confirm', 'engagement.finish'] as const;

/** 'Mes expériences', as the device kept them at the last sync until the server answers. */
export function useMyEngagementsOffline(slug: string): OfflineAware<EngagementList> {
  const online = useMyEngagements(slug);
  useRefreshOnAcknowledgement(EMPLOYEE_INTENTS, engagementsKey(slug));
  return useReplicaFirst(online, async (db) => ({ engagements: sortByActivity((await db.entity('engagement').toArray()).map((row) => row.data)) }), []);
}

/** One application of the employee, from the replica until the server answers. */
export function useEngagementOffline(slug: string, id: string): OfflineAware<EngagementView> {
  const online = useEngagement(slug, id);
  useRefreshOnAcknowledgement(EMPLOYEE_INTENTS, engagementsKey(slug));
  return useReplicaFirst(online, async (db) => (await db.entity('engagement').get(id))?.data, [id]);
}

/** One application as the association follows it, from the roster the device kept until the server answers. */
export function useAssociationEngagementOffline(slug: string, id: string): OfflineAware<EngagementView> {
  const online = useAssociationEngagement(slug, id);
  useRefreshOnAcknowledgement(REFERENT_INTENTS, associationEngagementsKey(slug));
  return useReplicaFirst(online, async (db) => (await db.entity('roster_engagement').get(id))?.data, [id]);
}

/**
 * The actions that wait in the outbox when the network is missing (sync.md):
 * each resolves once the intent is stored on the device, not when the server
 * has it. `available` is false outside the employee and association spaces.
 */
export function useOfflineQueue() {
  const engine = useSyncEngine();
  const enqueue = <N extends SyncMutationName>(name: N, args: OutboxEntry<N>['args']) => {
    if (!engine) return Promise.reject(new Error('no offline queue here'));
    return engine.enqueue(name, args);
  };
  return {
    available: engine !== null,
    apply: (request: ApplyRequest) => enqueue('engagement.apply', request),
    cancel: (input: CancelInput) => enqueue('engagement.cancel', input),
    confirm: (engagementId: string) => enqueue('engagement.confirm', { engagementId }),
    finish: (engagementId: string) => enqueue('engagement.finish', { engagementId }),
  };
}

/** An application queued offline, with the mission as the device knows it. */
export interface PendingApplication {
  mutationId: number;
  engagementId: string;
  missionId: number;
  missionTitle: string | null;
  missionSlug: string | null;
  associationName: string | null;
  timeslots: { id: number; startsAt: string; endsAt: string }[];
  timeType: ApplyRequest['timeType'] | undefined;
}

/** The applications waiting in the outbox (oldest first), so 'Mes expériences' shows them before the server has them. */
export function usePendingApplications(): PendingApplication[] {
  const result = useLiveQuery(async (db) => {
    const entries = (await db.outbox.where('name').equals('engagement.apply').sortBy('id')) as OutboxEntry<'engagement.apply'>[];
    return Promise.all(
      entries.map(async (entry): Promise<PendingApplication> => {
        const mission = (await db.entity('mission').get(String(entry.args.missionId)))?.data;
        const association = mission?.associationId == null ? undefined : (await db.entity('association').get(String(mission.associationId)))?.data;
        const slots = (mission?.timeslots ?? []).filter((slot) => entry.args.timeslotIds?.includes(slot.id));
        return {
          mutationId: entry.id,
          engagementId: entry.args.engagementId,
          missionId: entry.args.missionId,
          missionTitle: mission?.title ?? null,
          missionSlug: mission?.slug ?? null,
          associationName: association?.name ?? null,
          timeslots: slots.map((slot) => ({ id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt })),
          timeType: entry.args.timeType,
        };
      }),
    );
  }, []);
  return result.data ?? [];
}
