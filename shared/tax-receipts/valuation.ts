import { type RuleResult, allowed, refused } from '../errors';
import { endOfParisDay, instantToParis } from '../time/paris';
import { HOURS_PER_WORKING_DAY, dayPortion, portionHours } from '../time/working-time';
import { TAX_REDUCTION_RATE } from './tax-receipt.rules';

/**
 * Spec §9 applied to skills sponsorship: the time an employee gave on work
 * time, counted in sevenths of a 7-hour working day and valued from the
 * employee's declared daily cost.
 *
 * For each Paris calendar day a date covers:
 * - a full day (it starts by 11:00 and ends after 14:00) counts 7/7;
 * - otherwise it is a half day: its hours, rounded to the nearest hour (one
 *   seventh), at least 1/7 and at most a half day rounded up (4/7).
 */
export function workTimeSevenths(startsAt: Date | string, endsAt: Date | string): number {
  const end = new Date(endsAt).getTime();
  let cursor = new Date(startsAt).getTime();
  let sevenths = 0;
  while (cursor < end) {
    const { date, time: startTime } = instantToParis(new Date(cursor));
    const nextMidnight = endOfParisDay(date).getTime();
    const partEnd = Math.min(end, nextMidnight);
    const endTime = partEnd === nextMidnight ? '23:59' : instantToParis(new Date(partEnd)).time;
    if (dayPortion(startTime, endTime) === 'full_day') sevenths += HOURS_PER_WORKING_DAY;
    else sevenths += Math.min(portionHours('half_day'), Math.max(1, Math.round((partEnd - cursor) / 3_600_000)));
    cursor = partEnd;
  }
  return sevenths;
}

export interface WorkTimeValue {
  sevenths: number;
  /** Days rounded to the hundredth, as shown (the amount is computed from the exact sevenths). */
  days: number;
  valuedAmountCents: number;
}

/** A number of sevenths valued at a daily cost: `sevenths / 7 x dailyCost`, rounded to the cent. */
export function valueSevenths(sevenths: number, dailyCostCents: number): WorkTimeValue {
  if (!Number.isInteger(sevenths) || sevenths < 0 || !Number.isInteger(dailyCostCents) || dailyCostCents < 0) {
    throw new RangeError('valueSevenths: sevenths and dailyCostCents must be whole and not negative');
  }
  return {
    sevenths,
    days: Math.round((sevenths / HOURS_PER_WORKING_DAY) * 100) / 100,
    valuedAmountCents: Math.round((sevenths * dailyCostCents) / HOURS_PER_WORKING_DAY),
  };
}

/** A validated work-time date valued from the employee's declared daily cost. */
export function valueWorkTime(input: { startsAt: Date | string; endsAt: Date | string; dailyCostCents: number }): WorkTimeValue {
  return valueSevenths(workTimeSevenths(input.startsAt, input.endsAt), input.dailyCostCents);
}

const EPSILON = 1e-9;

/**
 * A duration typed in days is counted in sevenths: `1 3/7` (10/7) is accepted,
 * `1.5` (10.5 sevenths) is refused with DURATION_NOT_IN_SEVENTHS.
 */
export function daysToSevenths(days: number): { ok: true; sevenths: number } | { ok: false; code: 'DURATION_NOT_IN_SEVENTHS' } {
  const sevenths = days * HOURS_PER_WORKING_DAY;
  if (!Number.isFinite(days) || days <= 0 || Math.abs(sevenths - Math.round(sevenths)) > EPSILON) return { ok: false, code: 'DURATION_NOT_IN_SEVENTHS' };
  return { ok: true, sevenths: Math.round(sevenths) };
}

/** A duration typed in hours is a whole number of hours (one hour is one seventh of a working day). */
export function checkHoursInSevenths(hours: number): RuleResult {
  return Number.isFinite(hours) && hours > 0 && Math.abs(hours - Math.round(hours)) <= EPSILON ? allowed : refused('DURATION_NOT_IN_SEVENTHS');
}

/** The tax reduction of a valued amount (60 %), rounded to the cent. */
export function taxReductionOf(valuedAmountCents: number): number {
  return Math.round(valuedAmountCents * TAX_REDUCTION_RATE);
}

/**
 * An amount in cents as French writes it on a receipt: '1 234,56 €'. Plain
 * spaces (the standard PDF fonts have no narrow no-break space), so the
 * receipt, the screens and the tests read the same figure.
 */
export function eurosText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${units},${String(abs % 100).padStart(2, '0')} €`;
}

/** Days as French writes them, from sevenths: '1', '0,43', '1,57'. */
export function daysFromSeventhsText(sevenths: number): string {
  return String(Math.round((sevenths / HOURS_PER_WORKING_DAY) * 100) / 100).replace('.', ',');
}
