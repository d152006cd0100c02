import { addDays, differenceInCalendarDays } from 'date-fns';
import { defineMachine } from '../state-machine';

/** Spec §4 Mission. 'Expiring soon' is not stored: it is how a published mission close to its end is shown. */
export const MISSION_STATES = ['draft', 'published', 'republished', 'unpublished', 'archived'] as const;
export type MissionState = (typeof MISSION_STATES)[number];
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

export const missionMachine = defineMachine<MissionState, MissionAction, MissionContext>({
  states: MISSION_STATES,
  actions: MISSION_ACTIONS,
  rules: {
    publish: {
      from: ['draft', 'unpublished', 'archived'],
      to: (state) => (state === 'draft' ? 'published' : 'republished'),
      guard: (ctx) => (ctx.missingFields && ctx.missingFields.length > 0 ? 'MISSION_INCOMPLETE' : null),
    },
    unpublish: { from: ['published', 'republished'], to: 'unpublished' },
    archive: { from: ['draft', 'published', 'republished', 'unpublished'], to: 'archived' },
    // The job that takes a mission offline once it is over.
    auto_unpublish: {
      from: ['published', 'republished'],
      to: 'unpublished',
      guard: (ctx) => (ctx.now && isMissionExpired(ctx, ctx.now) ? null : 'INVALID_TRANSITION'),
    },
  },
});

/** Spec §4: draft, archive and unpublish stop new applications (existing applicants stay). */
export function acceptsApplications(state: MissionState): boolean {
  return state === 'published' || state === 'republished';
}

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
