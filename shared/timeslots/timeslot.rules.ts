import { subDays } from 'date-fns';
import { type RuleResult, allowed, refused } from '../errors';
import type { TimeslotInput } from './timeslot.schema';

/** Spec §5/§9: a timeslot has at least one place. */
export const MIN_PLACES_PER_TIMESLOT = 1;

/**
 * Spec §5 'Missions and timeslots': a slot needs its date, start and end; the
 * end must be later than the start; at least one place, and never fewer
 * places than volunteers already registered.
 */
export function validateTimeslot(slot: TimeslotInput, registered = 0): RuleResult {
  if (!slot.date || !slot.startTime || !slot.endTime) return refused('TIMESLOT_INCOMPLETE');
  if (slot.endTime <= slot.startTime) return refused('TIMESLOT_END_BEFORE_START');
  if (slot.places < MIN_PLACES_PER_TIMESLOT) return refused('PLACES_TOO_LOW');
  if (slot.places < registered) return refused('PLACES_BELOW_REGISTERED');
  return allowed;
}

/** Spec §5: a timeslot with registered volunteers cannot be deleted. */
export function canDeleteTimeslot(registered: number): RuleResult {
  return registered > 0 ? refused('TIMESLOT_HAS_VOLUNTEERS') : allowed;
}

export function placesLeft(slot: { places: number; taken: number }): number {
  return Math.max(0, slot.places - slot.taken);
}

/**
 * Sign-ups close at the slot's own deadline when it has one, otherwise
 * `registrationDeadlineDays` before it starts (the mission setting), and in any
 * case when it starts.
 */
export function signupsOpen(slot: { startsAt: Date; signupDeadline: Date | null }, registrationDeadlineDays: number | null, now: Date): boolean {
  const closesAt = slot.signupDeadline ?? (registrationDeadlineDays ? subDays(slot.startsAt, registrationDeadlineDays) : slot.startsAt);
  return now < closesAt && now < slot.startsAt;
}

/**
 * Spec §8 'Timeslot full, where a waiting-list alert is offered': the waiting
 * list of a slot is for someone not already on it, and only once it is full.
 */
export function canJoinWaitingList(slot: { places: number; taken: number }, alreadyOnSlot: boolean): RuleResult {
  if (alreadyOnSlot) return refused('ALREADY_APPLIED');
  if (placesLeft(slot) > 0) return refused('TIMESLOT_NOT_FULL');
  return allowed;
}
