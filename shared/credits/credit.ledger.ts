import type { EngagementState } from '../engagements/engagement.machine';
import { HOURS_PER_WORKING_DAY, hoursAsDays } from '../time/working-time';

/**
 * Spec §3 Credit: a ledger of solidarity days per employee and company, kept
 * in whole hours (a day is 7 hours) so sums are exact in sevenths.
 * Grants: initial, bonus, malus. Uses by engagements: pending (reserved while
 * the application waits), confirmed (reserved, confirmed by the association),
 * finished (consumed).
 */
export const CREDIT_KINDS = ['initial', 'bonus', 'malus', 'pending', 'confirmed', 'finished'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export interface CreditEntry {
  kind: CreditKind;
  hours: number;
}

export interface CreditBalance {
  initial: number;
  bonus: number;
  malus: number;
  pending: number;
  confirmed: number;
  finished: number;
  /** What is left to use: initial + bonus - malus - pending - confirmed - finished. */
  total: number;
}

/** The credit overview (in days), from ledger entries. */
export function creditBalance(entries: readonly CreditEntry[]): CreditBalance {
  const hours: Record<CreditKind, number> = { initial: 0, bonus: 0, malus: 0, pending: 0, confirmed: 0, finished: 0 };
  for (const entry of entries) hours[entry.kind] += entry.hours;
  const totalHours = hours.initial + hours.bonus - hours.malus - hours.pending - hours.confirmed - hours.finished;
  return {
    initial: hoursAsDays(hours.initial),
    bonus: hoursAsDays(hours.bonus),
    malus: hoursAsDays(hours.malus),
    pending: hoursAsDays(hours.pending),
    confirmed: hoursAsDays(hours.confirmed),
    finished: hoursAsDays(hours.finished),
    total: hoursAsDays(totalHours),
  };
}

/**
 * What a work-time engagement holds on the balance in each state: reserved
 * while created (pending) or validated (confirmed), consumed once finished,
 * released when canceled.
 */
export function creditKindForEngagement(state: EngagementState): CreditKind | null {
  switch (state) {
    case 'created':
      return 'pending';
    case 'validated':
      return 'confirmed';
    case 'finished':
      return 'finished';
    case 'canceled':
      return null;
  }
}

/** Spec §8 'Credit': a warning when the volunteer lacks solidarity days for what they ask. */
export function hasEnoughCredit(balance: CreditBalance, requestedHours: number): boolean {
  return balance.total * HOURS_PER_WORKING_DAY >= requestedHours;
}
