/**
 * Spec §9: a working day is 7 hours; durations are shown in days, hours
 * rounded in sevenths of a day; half day unless it starts by 11:00 and ends
 * after 14:00.
 */
export const HOURS_PER_WORKING_DAY = 7;
export const FULL_DAY_LATEST_START = '11:00';
export const FULL_DAY_EARLIEST_END = '14:00';

/** Whole hours to days: `{ days, sevenths }`, e.g. 10 h -> 1 day 3/7. */
export function hoursToDays(hours: number): { days: number; sevenths: number } {
  const rounded = Math.max(0, Math.round(hours));
  return { days: Math.floor(rounded / HOURS_PER_WORKING_DAY), sevenths: rounded % HOURS_PER_WORKING_DAY };
}

/**
 * Spec §9: durations in days of 7 hours, rounded to sevenths: 10 h -> '1 3/7',
 * 3 h -> '3/7', 14 h -> '2'. Negative amounts (an overdrawn balance) keep their sign.
 */
export function daysText(hours: number): string {
  const sign = hours < 0 ? '-' : '';
  const { days, sevenths } = hoursToDays(Math.abs(hours));
  if (sevenths === 0) return `${sign}${days}`;
  return days === 0 ? `${sign}${sevenths}/7` : `${sign}${days} ${sevenths}/7`;
}

/** Days as a number (for sums and balances), exact in sevenths. */
export function hoursAsDays(hours: number): number {
  return Math.round(hours) / HOURS_PER_WORKING_DAY;
}

/** The hours between two instants, rounded to the nearest hour. */
export function hoursBetween(start: Date, end: Date): number {
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 3_600_000));
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

export type DayPortion = 'half_day' | 'full_day';

/** Half day unless it starts by 11:00 and ends after 14:00. Times are HH:MM. */
export function dayPortion(start: string, end: string): DayPortion {
  return minutesOf(start) <= minutesOf(FULL_DAY_LATEST_START) && minutesOf(end) > minutesOf(FULL_DAY_EARLIEST_END) ? 'full_day' : 'half_day';
}

/** Hours a slot counts for when it is measured in days: a half day is 3.5 h, rounded up to 4 h. */
export function portionHours(portion: DayPortion): number {
  return portion === 'full_day' ? HOURS_PER_WORKING_DAY : Math.ceil(HOURS_PER_WORKING_DAY / 2);
}
