import { HOURS_PER_WORKING_DAY, hoursToDays } from '../../../shared/time/working-time';

/**
 * Spec §9: an amount of days (exact in sevenths, as the overview gives them)
 * written in days and sevenths: 10/7 -> '1 3/7', 3/7 -> '3/7', 2 -> '2'.
 * A negative balance keeps its sign.
 */
export function daysValue(days: number): string {
  const sign = days < 0 ? '-' : '';
  const { days: whole, sevenths } = hoursToDays(Math.abs(days) * HOURS_PER_WORKING_DAY);
  if (sevenths === 0) return `${sign}${whole}`;
  return whole === 0 ? `${sign}${sevenths}/7` : `${sign}${whole} ${sevenths}/7`;
}

/** `credits:duration.days` takes the count (for plurals) and the written value. */
export const daysParams = (days: number) => ({ count: Math.abs(days), value: daysValue(days) });
