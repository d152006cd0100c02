import type { Challenge } from './challenge.schema';

/** Spec §4: an event is either shown ('active') or 'hidden'. Labels: `challenges:visibilities.<value>`. */
export const CHALLENGE_VISIBILITIES = ['hidden', 'active'] as const;
export type ChallengeVisibility = (typeof CHALLENGE_VISIBILITIES)[number];

/** Event dates and times are those of the platform's (French) time zone. */
export const CHALLENGE_TIME_ZONE = 'Europe/Paris';
/** Spec §9: event points are displayed with a delay of up to 24 hours. */
export const CHALLENGE_POINTS_DISPLAY_DELAY_HOURS = 24;

const HOUR = 3_600_000;

function offsetMilliseconds(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock date (YYYY-MM-DD) and time (HH:MM) designate in a time zone, daylight saving included. */
export function zonedInstant(date: string, time: string, timeZone = CHALLENGE_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const first = wall - offsetMilliseconds(new Date(wall), timeZone);
  // Around a daylight-saving change the offset at the guess may differ from the offset at the answer.
  return new Date(wall - offsetMilliseconds(new Date(first), timeZone));
}

type Scheduled = Pick<Challenge, 'date' | 'startTime' | 'endTime'>;

export function challengeWindow(challenge: Scheduled, timeZone = CHALLENGE_TIME_ZONE): { start: Date; end: Date } {
  return { start: zonedInstant(challenge.date, challenge.startTime, timeZone), end: zonedInstant(challenge.date, challenge.endTime, timeZone) };
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
