import { TZDate } from '@date-fns/tz';
import { PRODUCT_TIME_ZONE, wallClockFormat } from './wall-clock';

export { PRODUCT_TIME_ZONE } from './wall-clock';

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

const HOUR = 3_600_000;

/** How far the Paris wall clock is ahead of UTC at `ms` (to the second), as the formatter reads it. */
function parisOffsetAt(ms: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClockFormat().formatToParts(ms)) parts[part.type] = part.value;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The offset of each UTC hour already read, when it held for the whole hour
 * (Paris changes its clocks on whole UTC hours): reading an instant then
 * costs an addition instead of a formatter call, and timeslots and dates
 * repeat the same hours over and over.
 */
const hourOffsets = new Map<number, number>();

function parisOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  const known = hourOffsets.get(hour);
  if (known !== undefined) return known;
  const offset = parisOffsetAt(hour * HOUR);
  if (offset !== parisOffsetAt(hour * HOUR + HOUR - 1)) return parisOffsetAt(ms);
  if (hourOffsets.size >= 10_000) hourOffsets.clear();
  hourOffsets.set(hour, offset);
  return offset;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the date and time a French user reads on the wall clock. */
export function instantToParis(instant: Date | string): { date: string; time: string } {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid time value: ${String(instant)}`);
  const wall = new Date(ms + parisOffset(ms));
  return {
    date: `${String(wall.getUTCFullYear()).padStart(4, '0')}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`,
    time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`,
  };
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
