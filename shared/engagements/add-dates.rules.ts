import { type RuleResult, allowed, refused } from '../errors';
import type { EngagementTimeslotState } from './engagement-timeslot.machine';
import { type EngagementState, engagementMachine } from './engagement.machine';

/**
 * Whether the employee may choose new dates on an application ('Ajouter des
 * dates' / 'Choisir un créneau'): the application is live (the machine's
 * `add_dates`: to confirm or confirmed) and its mission works with timeslots.
 */
export function canAddDates(engagement: { state: EngagementState; usesTimeslots: boolean }): RuleResult {
  const move = engagementMachine.transition(engagement.state, 'add_dates', {});
  if (!move.ok) return refused(move.code);
  if (!engagement.usesTimeslots) return refused('INVALID_TRANSITION');
  return allowed;
}

/**
 * The requested slots the application already has a date on. The application
 * keeps one date per slot (a rejected or canceled date stays in its history),
 * so such a slot cannot be chosen again.
 */
export function slotsAlreadyOnApplication(
  dates: ReadonlyArray<{ timeslotId: number | null; state: EngagementTimeslotState }>,
  requested: readonly number[],
): number[] {
  const taken = new Set(dates.flatMap((date) => (date.timeslotId === null ? [] : [date.timeslotId])));
  return requested.filter((id) => taken.has(id));
}
