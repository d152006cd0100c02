import { addDays, addMonths, addYears, differenceInCalendarMonths, isExists } from 'date-fns';
import { instantToParis } from '../time/paris';

/**
 * The dashboard's date ranges (spec §9 'Default date ranges'): the last 12 months (the default), the start of the
 * current year to today, or a range typed by the admin. Days are Paris days (YYYY-MM-DD), both ends included.
 * Pure and zod-free: the dashboard page, its URL, the API and the export read ranges the same way.
 */
export const DASHBOARD_PERIODS = ['12-mois', 'annee', 'personnalisee'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '12-mois';
/** A custom range covers at most 3 years, so one request never aggregates a company's whole history by month. */
export const MAX_RANGE_YEARS = 3;

export interface DayRange {
  from: string;
  to: string;
}

export type RangeProblem = 'start_date_required' | 'end_date_required' | 'date_invalid' | 'date_order' | 'date_range_too_long';
export type RangeCheck = { ok: true; range: DayRange } | { ok: false; fields: { from?: RangeProblem; to?: RangeProblem } };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  const parts = DAY.exec(day);
  return parts !== null && isExists(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
}

/** A day as a date-fns value (noon UTC: adding days or months never crosses a day boundary by accident). */
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the month 11 months before `today`'s, to `today`: twelve whole calendar months, this one under way. */
export function lastTwelveMonths(today: string): DayRange {
  return { from: `${asDay(addMonths(asDate(`${today.slice(0, 7)}-01`), -11))}`, to: today };
}

/** The 1st of January of `today`'s year, to `today`. */
export function yearToDate(today: string): DayRange {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** A typed range: both days real, the end on or after the start, at most {@link MAX_RANGE_YEARS} years. */
export function checkCustomRange(from: string, to: string): RangeCheck {
  const fields: { from?: RangeProblem; to?: RangeProblem } = {};
  if (!from) fields.from = 'start_date_required';
  else if (!isDay(from)) fields.from = 'date_invalid';
  if (!to) fields.to = 'end_date_required';
  else if (!isDay(to)) fields.to = 'date_invalid';
  if (fields.from || fields.to) return { ok: false, fields };
  if (to < from) return { ok: false, fields: { to: 'date_order' } };
  // A range of exactly 3 years (from 2024-01-01 to 2026-12-31) is the longest allowed.
  if (to >= asDay(addYears(asDate(from), MAX_RANGE_YEARS))) return { ok: false, fields: { to: 'date_range_too_long' } };
  return { ok: true, range: { from, to } };
}

/** The range a period gives on `today` (a Paris day); a custom period checks the typed days. */
export function resolveRange(period: DashboardPeriod, today: string, custom: { from?: string; to?: string } = {}): RangeCheck {
  if (period === '12-mois') return { ok: true, range: lastTwelveMonths(today) };
  if (period === 'annee') return { ok: true, range: yearToDate(today) };
  return checkCustomRange(custom.from ?? '', custom.to ?? '');
}

/** Reads the period from a URL's value: anything unknown is the default. */
export function periodOf(value: string | null | undefined): DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '') ? (value as DashboardPeriod) : DEFAULT_DASHBOARD_PERIOD;
}

/** The months a range touches, as YYYY-MM, in order: the buckets of every monthly figure. */
export function monthsOf(range: DayRange): string[] {
  const first = asDate(`${range.from.slice(0, 7)}-01`);
  const count = differenceInCalendarMonths(asDate(range.to), first) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => asDay(addMonths(first, index)).slice(0, 7));
}

/** The Paris month (YYYY-MM) of an instant: what the SQL's `date_trunc('month', t at time zone 'Europe/Paris')` gives. */
export function parisMonthOf(instant: Date | string): string {
  return instantToParis(instant).date.slice(0, 7);
}

/** The day after `day` (the exclusive end of a range, for instants: `< parisToInstant(dayAfter(to))`). */
export function dayAfter(day: string): string {
  return asDay(addDays(asDate(day), 1));
}
