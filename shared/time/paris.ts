import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Timeslots are typed in French local time, whatever the browser's time zone. */
export const PRODUCT_TIME_ZONE = 'Europe/Paris';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A date (YYYY-MM-DD) and a time of day (HH:mm) in Paris, as an instant.
 * In the spring-forward gap (02:00-03:00 on the last Sunday of March) the
 * time is moved forward by the gap, as clocks do.
 */
export function parisToInstant(date: string, time = '00:00'): Date {
  const day = DATE_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock) throw new RangeError(`Invalid Paris date/time: ${date} ${time}`);
  const local = new TZDate(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]), PRODUCT_TIME_ZONE);
  return new Date(local.getTime());
}

/** An instant as the date and time a French user reads on the wall clock. */
export function instantToParis(instant: Date | string): { date: string; time: string } {
  const local = new TZDate(new Date(instant).getTime(), PRODUCT_TIME_ZONE);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** The first instant of the day after `date` in Paris (the end of that day). */
export function endOfParisDay(date: string): Date {
  // Noon plus a day is the next Paris day whatever the zone of the process and the clock change.
  const next = instantToParis(new Date(parisToInstant(date, '12:00').getTime() + 86_400_000)).date;
  return parisToInstant(next, '00:00');
}

/** Today's date in Paris (YYYY-MM-DD). */
export function parisToday(now: Date = new Date()): string {
  return instantToParis(now).date;
}
