import { differenceInCalendarDays } from 'date-fns';
import { countsAsPlanned, type EngagementTimeslotState } from '../engagements/engagement-timeslot.machine';
import { instantToParis } from '../time/paris';
import { HOURS_PER_WORKING_DAY, dayPortion, portionHours } from '../time/working-time';
import type { CreditEntry } from './credit.ledger';

/**
 * Spec §9: solidarity days are counted in days, a half day unless the slot
 * starts by 11:00 and ends after 14:00. A slot within one (Paris) day counts
 * as a half day (4 h) or a day (7 h); a slot over several days counts a full
 * day for each calendar day it spans.
 */
export function slotCreditHours(slot: { startsAt: Date; endsAt: Date }): number {
  const start = instantToParis(slot.startsAt);
  const end = instantToParis(slot.endsAt);
  const days = differenceInCalendarDays(new Date(`${end.date}T00:00:00Z`), new Date(`${start.date}T00:00:00Z`)) + 1;
  if (days <= 1) return portionHours(dayPortion(start.time, end.time));
  return days * HOURS_PER_WORKING_DAY;
}

/**
 * What a work-time engagement holds on the balance: the revised duration once
 * the employee gave one, otherwise the dates that still count (not canceled,
 * not rejected by the manager).
 */
export function engagementCreditHours(
  dates: ReadonlyArray<{ startsAt: Date; endsAt: Date; state: EngagementTimeslotState }>,
  revisedDurationHours: number | null = null,
): number {
  if (revisedDurationHours !== null) return Math.max(0, Math.round(revisedDurationHours));
  return dates.filter((date) => countsAsPlanned(date.state)).reduce((sum, date) => sum + slotCreditHours(date), 0);
}

/**
 * Until a company admin records an explicit 'initial' grant for an employee,
 * the company's yearly allowance (companies.yearly_credit_hours) is their initial grant.
 */
export function withDefaultInitialGrant(entries: readonly CreditEntry[], yearlyCreditHours: number): CreditEntry[] {
  return entries.some((entry) => entry.kind === 'initial') ? [...entries] : [{ kind: 'initial', hours: yearlyCreditHours }, ...entries];
}
