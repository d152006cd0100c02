import { addDays, differenceInCalendarDays, differenceInHours, startOfYear, subMonths } from 'date-fns';

export type PastDateDisplay =
  | { kind: 'hours'; hours: number }
  | { kind: 'yesterday' }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'date'; date: Date };

/**
 * Spec §9 'Past-date display': within 24 hours in hours, then 'yesterday',
 * then the weekday for under 7 days, then the date (shown DD/MM/YYYY).
 */
export function describePastDate(date: Date, now: Date): PastDateDisplay {
  const hours = differenceInHours(now, date);
  if (hours < 24) return { kind: 'hours', hours: Math.max(0, hours) };
  const days = differenceInCalendarDays(now, date);
  if (days <= 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'weekday', weekday: date.getDay() };
  return { kind: 'date', date };
}

export const DEFAULT_DATE_RANGES = ['last_12_months', 'year_to_date'] as const;
export type DefaultDateRange = (typeof DEFAULT_DATE_RANGES)[number];

/** Spec §9: the default reporting ranges, the last 12 months or the start of the year to today. */
export function defaultDateRange(kind: DefaultDateRange, today: Date): { from: Date; to: Date } {
  if (kind === 'year_to_date') return { from: startOfYear(today), to: today };
  return { from: addDays(subMonths(today, 12), 1), to: today };
}
