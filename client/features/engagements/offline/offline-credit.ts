import { useCallback } from 'react';
import { type CreditEntry, creditBalance, hasEnoughCredit } from '../../../../shared/credits/credit.ledger';
import { engagementCreditHours } from '../../../../shared/credits/engagement-hours';
import type { ApplyRequest } from '../../../../shared/engagements/engagement-api.schema';
import type { SyncEntityData } from '../../../../shared/sync/sync.schema';
import { HOURS_PER_WORKING_DAY, hoursAsDays } from '../../../../shared/time/working-time';
import type { OutboxEntry, ReplicaDatabase } from '../../../lib/sync/db';
import { useSyncEngine } from '../../../lib/sync/hooks';

/** What the credit warning dialog says: the days asked for and the days left (as the server's INSUFFICIENT_CREDIT details). */
export interface CreditShortfall {
  requestedDays: number;
  availableDays: number;
}

type Slot = { startsAt: string; endsAt: string };
type CreditOverview = Pick<SyncEntityData<'credit'>, 'initial' | 'bonus' | 'malus' | 'pending' | 'confirmed' | 'finished'>;

/** Hours a work-time application holds on the balance, counted as the server counts them (its dates, all planned). */
export function applicationCreditHours(slots: readonly Slot[]): number {
  return engagementCreditHours(slots.map((slot) => ({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt), state: 'created' as const })));
}

/**
 * The replica's `credit` row is the server's overview (days, the company's
 * yearly allowance already standing in for a missing 'initial' grant): back to
 * ledger entries in whole hours, so `creditBalance` sums them as the server does.
 */
export function entriesFromOverview(overview: CreditOverview): CreditEntry[] {
  const hours = (days: number) => Math.round(days * HOURS_PER_WORKING_DAY);
  return (['initial', 'bonus', 'malus', 'pending', 'confirmed', 'finished'] as const).map((kind) => ({ kind, hours: hours(overview[kind]) }));
}

export type OfflineCreditCheck = { status: 'enough' } | ({ status: 'lacking' } & CreditShortfall) | { status: 'unknown' };

/**
 * Spec §8 'Credit', offline: the check `applyToMission` makes on the server
 * (`hasEnoughCredit(creditBalance(entries), hours)`), made on what the device
 * kept: the overview of the last sync, minus what the work-time applications
 * still waiting in the outbox will reserve when the server applies them first
 * (they are sent in order). `unknown` when the replica has no credit row.
 */
export function checkCreditOffline(input: {
  credit: CreditOverview | undefined;
  /** Hours of each work-time application queued before this one (not yet acknowledged). */
  queuedHours: readonly number[];
  requestedHours: number;
  /** Whether the mission deducts solidarity days (the server checks only then). */
  deductsCredit: boolean;
}): OfflineCreditCheck {
  if (!input.deductsCredit) return { status: 'enough' };
  if (!input.credit) return { status: 'unknown' };
  const entries: CreditEntry[] = [...entriesFromOverview(input.credit), ...input.queuedHours.map((hours) => ({ kind: 'pending' as const, hours }))];
  const balance = creditBalance(entries);
  if (hasEnoughCredit(balance, input.requestedHours)) return { status: 'enough' };
  return { status: 'lacking', requestedDays: hoursAsDays(input.requestedHours), availableDays: balance.total };
}

/** Whether the mission deducts solidarity days; a replica row from before the flag was replicated counts as deducting (the form's default). */
function deductsCredit(row: SyncEntityData<'mission'> | undefined): boolean {
  return row?.deductsCredit ?? true;
}

/** Reads what the check needs from the replica, in one read transaction. */
export async function checkApplicationCredit(db: ReplicaDatabase, request: ApplyRequest, slots: readonly Slot[]): Promise<OfflineCreditCheck> {
  if (request.timeType !== 'work' || request.acknowledgeInsufficientCredit) return { status: 'enough' };
  return db.transaction('r', [db.entity('credit'), db.entity('mission'), db.outbox], async () => {
    const credit = (await db.entity('credit').get('me'))?.data;
    const mission = (await db.entity('mission').get(String(request.missionId)))?.data;
    const queued = ((await db.outbox.where('name').equals('engagement.apply').sortBy('id')) as OutboxEntry<'engagement.apply'>[]).filter(
      (entry) => entry.args.timeType === 'work' && entry.args.engagementId !== request.engagementId,
    );
    const queuedHours: number[] = [];
    for (const entry of queued) {
      const queuedMission = (await db.entity('mission').get(String(entry.args.missionId)))?.data;
      if (!deductsCredit(queuedMission)) continue;
      queuedHours.push(applicationCreditHours((queuedMission?.timeslots ?? []).filter((slot) => entry.args.timeslotIds?.includes(slot.id))));
    }
    return checkCreditOffline({ credit, queuedHours, requestedHours: applicationCreditHours(slots), deductsCredit: deductsCredit(mission) });
  });
}

/**
 * For the application form's offline path: resolves to the shortfall the
 * credit warning must show before the application is queued, or null when it
 * may be queued as it is (enough days, personal time, already acknowledged,
 * no replica, or a replica without the credit: the server then decides).
 */
export function useOfflineCreditCheck() {
  const engine = useSyncEngine();
  return useCallback(
    async (request: ApplyRequest, slots: readonly Slot[]): Promise<CreditShortfall | null> => {
      if (!engine) return null;
      const check = await checkApplicationCredit(engine.db, request, slots);
      return check.status === 'lacking' ? { requestedDays: check.requestedDays, availableDays: check.availableDays } : null;
    },
    [engine],
  );
}
