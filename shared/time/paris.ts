import { TZDate } from '@date-fns/tz';

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

/** Made once: building a formatter costs far more than reading an instant with it (a push reads several per intent). */
const PARIS_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the date and time a French user reads on the wall clock. */
export function instantToParis(instant: Date | string): { date: string; time: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of PARIS_WALL_CLOCK.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return { date: `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
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
