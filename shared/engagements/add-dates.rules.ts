import { type RuleResult, allowed, refused } from '../errors';
import { type EngagementTimeslotState, countsAsPlanned, engagementTimeslotMachine } from './engagement-timeslot.machine';
import { type EngagementState, engagementMachine } from './engagement.machine';

/**
 * Whether the employee may choose new dates on an application ('Ajouter des
 * dates' / 'Choisir un créneau'): the application is live (the machine's
 * `add_dates`: to confirm or confirmed) and its mission works with timeslots.
 */
export function canAddDates(engagement: { state: EngagementState; usesTimeslots: boolean }): RuleResult {
  const move = engagementMachine.transition(engagement.state, 'add_dates', { usesTimeslots: engagement.usesTimeslots });
  return move.ok ? allowed : refused(move.code);
}

/**
 * The requested slots the application holds a live date on (to confirm,
 * waiting for the manager, or validated): those cannot be chosen again. A
 * rejected or canceled date no longer holds its slot, so its slot can be
 * chosen again (`datesChosenAgain`).
 */
export function slotsLiveOnApplication(
  dates: ReadonlyArray<{ timeslotId: number | null; state: EngagementTimeslotState }>,
  requested: readonly number[],
): number[] {
  const live = new Set(dates.flatMap((date) => (date.timeslotId !== null && countsAsPlanned(date.state) ? [date.timeslotId] : [])));
  return requested.filter((id) => live.has(id));
}

/**
 * The rejected or canceled dates of the application on requested slots: the
 * application keeps one date per slot, so choosing such a slot again brings
 * that date back (the machine's `choose_again`) instead of adding another.
 */
export function datesChosenAgain<D extends { timeslotId: number | null; state: EngagementTimeslotState }>(dates: readonly D[], requested: readonly number[]): D[] {
  return dates.filter((date) => date.timeslotId !== null && requested.includes(date.timeslotId) && engagementTimeslotMachine.can(date.state, 'choose_again', {}));
}
