import type { SubscribeInput } from '../../../shared/engagements/engagement-api.schema';
import { isMissionExpired } from '../../../shared/missions/mission.machine';
import type { Actor } from '../../../shared/permissions/actor';
import { canApply, isMissionOpenTo } from '../../../shared/permissions/policies';
import { canJoinWaitingList } from '../../../shared/timeslots/timeslot.rules';
import type { TimeslotSubscription } from '../../../shared/timeslots/timeslot.schema';
import { findMissionForApply, lockApplicant } from '../engagements/apply.service';
import { type MutationDb, type Outcome, Refusal, runMutation } from '../../http/mutation';
import * as q from './subscriptions.sql';

export function presentSubscription(row: q.SubscriptionRow): TimeslotSubscription {
  return {
    id: row.id,
    timeslotId: row.timeslotId,
    userId: row.userId,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    missionId: row.missionId,
    missionTitle: row.missionTitle,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    position: row.position,
  };
}

/**
 * `timeslot.subscribe` (sync.md): a waiting-list alert on a full slot of a
 * mission the employee may apply to, when they are not on that slot already. The id comes from the client: a replay answers
 * the same subscription; a second alert on the same slot is ALREADY_SUBSCRIBED.
 */
export function subscribeToTimeslot(deps: { sql: MutationDb }, actor: Actor, companyId: number, input: SubscribeInput, now = new Date()): Promise<Outcome<{ subscription: TimeslotSubscription }>> {
  return runMutation(deps.sql, async (tx, marker) => {
    const applicant = await lockApplicant(tx, companyId, actor.userId);
    if (!applicant) throw new Refusal('FORBIDDEN');
    const existing = await q.findSubscription(tx, input.subscriptionId);
    if (existing) {
      if (existing.userId !== actor.userId || existing.companyId !== companyId || existing.timeslotId !== input.timeslotId) throw new Refusal('CONFLICT');
      return { result: { status: 'ok', subscription: presentSubscription(existing) }, mails: [] };
    }
    const timeslot = await q.findTimeslotForUser(tx, input.timeslotId, actor.userId);
    const mission = timeslot ? await findMissionForApply(tx, timeslot.missionId, companyId) : undefined;
    if (!timeslot || !mission) throw new Refusal('NOT_FOUND');
    const rule = canApply({
      actor: { state: applicant.userState },
      companyActive: applicant.companyActive,
      missionState: mission.state,
      missionExpired: isMissionExpired({ expiresOn: mission.expiresOn, lastTimeslotEndsAt: mission.lastTimeslotEndsAt }, now),
      missionValidatedByCompany: mission.validatedByCompany,
      missionOpenToEmployee: isMissionOpenTo(mission, applicant),
    });
    if (!rule.ok) throw new Refusal(rule.code);
    if (timeslot.startsAt <= now) throw new Refusal('SIGNUPS_CLOSED');
    const waitingList = canJoinWaitingList(timeslot, timeslot.userIsOn);
    if (!waitingList.ok) throw new Refusal(waitingList.code);
    // The unique (slot, user) constraint answers ALREADY_SUBSCRIBED, even against a concurrent twin.
    marker.writing();
    const [, created] = await Promise.all([
      q.insertSubscription(tx, { id: input.subscriptionId, timeslotId: timeslot.id, userId: actor.userId, companyId }),
      q.findSubscription(tx, input.subscriptionId),
    ]);
    return { result: { status: 'ok', subscription: presentSubscription(created!) }, mails: [] };
  });
}
