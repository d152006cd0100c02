import { HOURS_PER_WORKING_DAY } from '../time/working-time';

/** Spec §3/§9: whole solidarity days a company grants each employee per year; at most a quarter of a working year. */
export const MAX_YEARLY_CREDIT_DAYS = 60;

/** The yearly grant is kept in hours (`companies.yearly_credit_hours`, the ledger's unit); the settings speak days (7 h). */
export function yearlyCreditDaysOf(hours: number): number {
  return Math.round((hours / HOURS_PER_WORKING_DAY) * 10) / 10;
}

export function yearlyCreditHoursOf(days: number): number {
  return Math.round(days * HOURS_PER_WORKING_DAY);
}
