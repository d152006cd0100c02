import { parisToInstant } from '../time/paris';
import type { Challenge } from './challenge.schema';

/** Spec §4: an event is either shown ('active') or 'hidden'. Labels: `challenges:visibilities.<value>`. */
export const CHALLENGE_VISIBILITIES = ['hidden', 'active'] as const;
export type ChallengeVisibility = (typeof CHALLENGE_VISIBILITIES)[number];

/** Spec §9: event points are displayed with a delay of up to 24 hours. */
export const CHALLENGE_POINTS_DISPLAY_DELAY_HOURS = 24;

const HOUR = 3_600_000;

type Scheduled = Pick<Challenge, 'date' | 'startTime' | 'endTime'>;

/** When the event takes place: its date and times are Paris's, daylight saving included. */
export function challengeWindow(challenge: Scheduled): { start: Date; end: Date } {
  return { start: parisToInstant(challenge.date, challenge.startTime), end: parisToInstant(challenge.date, challenge.endTime) };
}

/**
 * Spec §4: an event is hidden when it is not active, or outside its date
 * range, that is once it is over (upcoming events stay visible so employees
 * can register).
 */
export function challengeVisibility(challenge: Scheduled & Pick<Challenge, 'isActive'>, now: Date): ChallengeVisibility {
  if (!challenge.isActive) return 'hidden';
  return now.getTime() > challengeWindow(challenge).end.getTime() ? 'hidden' : 'active';
}

/** When the points of an event are shown at the latest. */
export function challengePointsShownAt(challenge: Scheduled): Date {
  return new Date(challengeWindow(challenge).end.getTime() + CHALLENGE_POINTS_DISPLAY_DELAY_HOURS * HOUR);
}

/** Whether the points earned at an event are shown yet (spec §9: up to 24 hours after it ends). */
export function areChallengePointsShown(challenge: Scheduled, now: Date): boolean {
  return now.getTime() >= challengePointsShownAt(challenge).getTime();
}

/** The event is over but its points are not shown yet: the UI says they will appear within 24 hours. */
export function areChallengePointsPending(challenge: Scheduled, now: Date): boolean {
  return now.getTime() > challengeWindow(challenge).end.getTime() && !areChallengePointsShown(challenge, now);
}
