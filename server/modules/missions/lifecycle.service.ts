import {
  EXPIRING_SOON_DAYS,
  type MissionTimeline,
  isMissionExpired,
  missionDisplayState,
  missionMachine,
} from '../../../shared/missions/mission.machine';
import { buildExternalUrl } from '../../../shared/routes';
import { formatDate } from '../../../shared/i18n/languages';
import { subscriberMachine } from '../../../shared/timeslots/subscriber.machine';
import { PRODUCT_TIME_ZONE } from '../../../shared/time/paris';
import type { AppDeps } from '../../http/types';
import * as q from './lifecycle.sql';

/**
 * What the background jobs do as time passes (spec §4): take missions that are
 * over offline, expire the waiting lists of slots that are over, and tell a
 * mission's supervisor once when it starts to show as expiring soon. Written
 * without pg-boss so it can be run and tested on its own; server/jobs/ runs it.
 */
export type LifecycleDeps = Pick<AppDeps, 'sql' | 'mailer' | 'logger'> & { env: Pick<AppDeps['env'], 'baseUrl'> };

const SUBSCRIBER_BATCH = 500;

function timelineOf(row: q.MissionTimelineRow): MissionTimeline {
  return { expiresOn: row.expiresOn, lastTimeslotEndsAt: row.lastTimeslotEndsAt };
}

/** Spec §4: 'A published mission unpublishes automatically after its expiration date or after its last timeslot.' */
export async function unpublishMissionsThatAreOver(deps: LifecycleDeps, now = new Date()): Promise<{ unpublished: number[] }> {
  const unpublished: number[] = [];
  for (const missionId of await q.listMissionsPossiblyOver(deps.sql, now)) {
    // One transaction per mission: a failure on one never holds back the others.
    const done = await deps.sql.begin(async (tx) => {
      const mission = await q.lockMissionTimeline(tx, missionId);
      if (!mission) return false;
      const step = missionMachine.transition(mission.state, 'auto_unpublish', { ...timelineOf(mission), now });
      if (!step.ok) return false;
      await q.setMissionState(tx, missionId, step.next);
      return true;
    });
    if (done) unpublished.push(missionId);
  }
  if (unpublished.length > 0) deps.logger.info({ msg: 'missions unpublished automatically', missions: unpublished });
  return { unpublished };
}

/** Spec §3/§4: waiting-list subscribers of a slot that is over are expired. */
export async function expireWaitingListsOfPastSlots(deps: LifecycleDeps, now = new Date()): Promise<{ expired: number }> {
  let expired = 0;
  for (;;) {
    const batch = await deps.sql.begin(async (tx) => {
      const rows = await q.lockWaitingSubscribersOfEndedSlots(tx, now, SUBSCRIBER_BATCH);
      const ids = rows.filter((row) => subscriberMachine.transition('waiting', 'expire', { slotEndsAt: row.slotEndsAt, now }).ok).map((row) => row.id);
      await q.expireSubscribers(tx, ids, now);
      return { seen: rows.length, expired: ids.length };
    });
    expired += batch.expired;
    if (batch.seen < SUBSCRIBER_BATCH || batch.expired === 0) break;
  }
  if (expired > 0) deps.logger.info({ msg: 'waiting-list subscribers expired', count: expired });
  return { expired };
}

/** The end a mission is shown against: its expiration date or the end of its last timeslot, whichever comes first. */
export function missionEnd(timeline: MissionTimeline): { endsAt: Date; day: Date } | null {
  const fromExpiry = timeline.expiresOn ? new Date(`${timeline.expiresOn}T00:00:00`) : null;
  const fromSlots = timeline.lastTimeslotEndsAt;
  if (fromExpiry && (!fromSlots || fromExpiry <= fromSlots)) return { endsAt: fromExpiry, day: new Date(`${timeline.expiresOn}T12:00:00Z`) };
  return fromSlots ? { endsAt: fromSlots, day: fromSlots } : null;
}

/**
 * Spec §4 'expiring soon': the supervisor of a published mission is e-mailed
 * once when it starts to show so (once per end: pushing the end back and
 * nearing it again sends a new notice).
 */
export async function notifyMissionsExpiringSoon(deps: LifecycleDeps, now = new Date()): Promise<{ notified: number[] }> {
  const notified: number[] = [];
  for (const mission of await q.listMissionsNearingTheirEnd(deps.sql, now, EXPIRING_SOON_DAYS)) {
    const timeline = timelineOf(mission);
    if (missionDisplayState(mission.state, timeline, now) !== 'expiring_soon' || isMissionExpired(timeline, now)) continue;
    const end = missionEnd(timeline);
    if (!end || !mission.supervisorId) continue;
    const notice = { missionId: mission.id, endsAt: end.endsAt, supervisorId: mission.supervisorId };
    if (!(await q.recordExpiryNotice(deps.sql, notice))) continue;
    try {
      const supervisor = await q.findSupervisor(deps.sql, mission.supervisorId);
      if (!supervisor) continue;
      await deps.mailer.send({
        to: supervisor.email,
        template: 'mission_expiring_soon',
        lang: supervisor.lang,
        params: {
          ...(supervisor.firstName ? { name: supervisor.firstName } : {}),
          mission: mission.title,
          date: formatDate(end.day, PRODUCT_TIME_ZONE),
          url: missionUrl(deps, mission),
        },
      });
      notified.push(mission.id);
    } catch (error) {
      await q.forgetExpiryNotice(deps.sql, notice);
      deps.logger.error({ msg: 'expiring-soon notice not sent', mission: mission.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { notified };
}

/** The mission's page in the space that manages it. */
function missionUrl(deps: LifecycleDeps, mission: q.MissionTimelineRow): string {
  if (mission.associationSlug) {
    return buildExternalUrl(deps.env.baseUrl, 'missions.show', { type: 'association', associationSlug: mission.associationSlug }, { missionId: mission.id });
  }
  if (mission.companySlug) {
    return buildExternalUrl(deps.env.baseUrl, 'missions.show', { type: 'company', companySlug: mission.companySlug }, { missionId: mission.id });
  }
  return buildExternalUrl(deps.env.baseUrl, 'missions.show', { type: 'admin' }, { missionId: mission.id });
}
