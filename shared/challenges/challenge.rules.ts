import { type RuleResult, allowed, refused } from '../errors';
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

/**
 * Where an event stands: before it starts, while it runs, once it is over. The company's list splits « À venir »
 * (upcoming and ongoing) from « Passés »; the employee's actions follow from it.
 */
export type ChallengeTiming = 'upcoming' | 'ongoing' | 'past';

export function challengeTiming(challenge: Scheduled, now: Date): ChallengeTiming {
  const { start, end } = challengeWindow(challenge);
  if (now.getTime() < start.getTime()) return 'upcoming';
  return now.getTime() > end.getTime() ? 'past' : 'ongoing';
}

/**
 * Registering is open while the event is shown (active, not over): an employee may join a webinar that has started.
 * A hidden event is refused as if it did not exist (NOT_FOUND) when it is inactive, and as closed once it is over.
 */
export function canParticipateInChallenge(challenge: Scheduled & Pick<Challenge, 'isActive'>, now: Date): RuleResult {
  if (!challenge.isActive) return refused('NOT_FOUND');
  return challengeVisibility(challenge, now) === 'active' ? allowed : refused('CHALLENGE_CLOSED');
}

/** Unregistering is possible until the event starts; after that the participation stays (attendance, points). */
export function canUnregisterFromChallenge(challenge: Scheduled, now: Date): RuleResult {
  return challengeTiming(challenge, now) === 'upcoming' ? allowed : refused('CHALLENGE_ALREADY_STARTED');
}

/** Attendance is recorded once the event has started (whoever came to a webinar under way counts); attending earns its points. */
export function canRecordChallengeAttendance(challenge: Scheduled, now: Date): RuleResult {
  return challengeTiming(challenge, now) === 'upcoming' ? refused('CHALLENGE_NOT_STARTED') : allowed;
}

/** What an employee may do on an event now; the server sends it with the event, the client shows exactly those buttons. */
export const CHALLENGE_ACTIONS = ['participate', 'unregister'] as const;
export type ChallengeAction = (typeof CHALLENGE_ACTIONS)[number];

export function challengeActions(challenge: Scheduled & Pick<Challenge, 'isActive'>, participating: boolean, now: Date): ChallengeAction[] {
  if (participating) return canUnregisterFromChallenge(challenge, now).ok && challenge.isActive ? ['unregister'] : [];
  return canParticipateInChallenge(challenge, now).ok ? ['participate'] : [];
}

/**
 * Which events an employee sees: the shown ones (active, not over), plus, for its participants, an event that is
 * over while its points are pending (the 24 hours after it ends), so the « points within 24 hours » notice has a place.
 */
export function isChallengeListedFor(challenge: Scheduled & Pick<Challenge, 'isActive'>, participating: boolean, now: Date): boolean {
  if (challengeVisibility(challenge, now) === 'active') return true;
  return challenge.isActive && participating && areChallengePointsPending(challenge, now);
}
