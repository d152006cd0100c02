import { addDays, differenceInCalendarDays } from 'date-fns';
import type { ErrorCode } from '../errors';
import { type MissionParty, canChangeMission } from '../permissions/policies';
import { defineMachine } from '../state-machine';
import { MISSION_STATES, type MissionState, acceptsApplications } from './mission-state';

export { MISSION_STATES, type MissionState, acceptsApplications };
export const MISSION_DISPLAY_STATES = [...MISSION_STATES, 'expiring_soon'] as const;
export type MissionDisplayState = (typeof MISSION_DISPLAY_STATES)[number];

export const MISSION_ACTIONS = ['publish', 'unpublish', 'archive', 'auto_unpublish'] as const;
export type MissionAction = (typeof MISSION_ACTIONS)[number];

/** How many days before its end a published mission is shown as expiring soon. */
export const EXPIRING_SOON_DAYS = 14;

export interface MissionTimeline {
  /** The last day volunteers may apply (YYYY-MM-DD), if any. */
  expiresOn: string | null;
  /** End of the last timeslot, for missions with timeslots. */
  lastTimeslotEndsAt: Date | null;
}

export interface MissionContext extends Partial<MissionTimeline> {
  /** For `publish`: the names of required fields still empty (spec §5). */
  missingFields?: readonly string[];
  now?: Date;
}

/** Spec §4: a mission is over after its expiration date or after its last timeslot. */
export function isMissionExpired(timeline: Partial<MissionTimeline>, now: Date): boolean {
  if (timeline.expiresOn && addDays(new Date(`${timeline.expiresOn}T00:00:00`), 1) <= now) return true;
  return Boolean(timeline.lastTimeslotEndsAt && timeline.lastTimeslotEndsAt <= now);
}

/** Who may take a mission action (spec §6: the association's admins, a mission's referent for some; the publishing company's admins). */
const mayChange =
  (change: 'publish' | 'unpublish' | 'archive') =>
  (party: MissionParty): ErrorCode | null =>
    canChangeMission(party, change) ? null : 'FORBIDDEN';

export const missionMachine = defineMachine<MissionState, MissionAction, MissionContext, MissionParty>({
  states: MISSION_STATES,
  actions: MISSION_ACTIONS,
  rules: {
    publish: {
      from: ['draft', 'unpublished', 'archived'],
      to: (state) => (state === 'draft' ? 'published' : 'republished'),
      guard: (ctx) => (ctx.missingFields && ctx.missingFields.length > 0 ? 'MISSION_INCOMPLETE' : null),
      who: mayChange('publish'),
    },
    unpublish: { from: ['published', 'republished'], to: 'unpublished', who: mayChange('unpublish') },
    archive: { from: ['draft', 'published', 'republished', 'unpublished'], to: 'archived', who: mayChange('archive') },
    // The job that takes a mission offline once it is over: no person takes it.
    auto_unpublish: {
      from: ['published', 'republished'],
      to: 'unpublished',
      who: () => 'FORBIDDEN',
      guard: (ctx) => (ctx.now && isMissionExpired(ctx, ctx.now) ? null : 'INVALID_TRANSITION'),
    },
  },
});

/** How a mission is shown: published ones close to their end are 'expiring soon'. */
export function missionDisplayState(state: MissionState, timeline: Partial<MissionTimeline>, now: Date): MissionDisplayState {
  if (!acceptsApplications(state)) return state;
  const ends = [
    timeline.expiresOn ? new Date(`${timeline.expiresOn}T00:00:00`) : null,
    timeline.lastTimeslotEndsAt ?? null,
  ].filter((date): date is Date => date !== null);
  if (ends.length === 0) return state;
  const end = new Date(Math.min(...ends.map((date) => date.getTime())));
  const daysLeft = differenceInCalendarDays(end, now);
  return daysLeft >= 0 && daysLeft <= EXPIRING_SOON_DAYS ? 'expiring_soon' : state;
}
