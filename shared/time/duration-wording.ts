import { HOURS_PER_WORKING_DAY, portionHours } from './working-time';

const HALF_DAY_HOURS = portionHours('half_day');

/**
 * How a duration of whole hours reads to a person (issue 12): sevenths of a
 * day (« 1 4/7 jour ») puzzle beside « Un créneau compte une demi-journée ».
 * A duration that is exactly days and half days, as the slots count them
 * (spec §9: 7 h a day, 4 h a half day), reads in days and half days, with the
 * fewest half days: 11 h is one day and a half day, 8 h two half days. Any
 * other (a revised duration, a balance after adjustments) reads in hours.
 * Balances keep the spec's sevenths elsewhere; this is for what slots use.
 */
export type DurationWording = { kind: 'days'; days: number; halfDays: number; hours: number } | { kind: 'hours'; hours: number };

export function durationWording(hours: number): DurationWording {
  const rounded = Math.max(0, Math.round(hours));
  if (rounded > 0) {
    for (let halfDays = 0; halfDays * HALF_DAY_HOURS <= rounded; halfDays += 1) {
      const rest = rounded - halfDays * HALF_DAY_HOURS;
      if (rest % HOURS_PER_WORKING_DAY === 0) return { kind: 'days', days: rest / HOURS_PER_WORKING_DAY, halfDays, hours: rounded };
    }
  }
  return { kind: 'hours', hours: rounded };
}
