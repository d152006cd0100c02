import { type ErrorCode, type FieldErrors } from '../../../shared/errors';
import { endOfParisDay, instantToParis, parisToInstant } from '../../../shared/time/paris';
import type { Timeslot, TimeslotInput } from '../../../shared/timeslots/timeslot.schema';
import { canDeleteTimeslot, validateTimeslot } from '../../../shared/timeslots/timeslot.rules';
import type { TransactionSql } from '../../db/connect';
import { errorMessage } from '../../http/messages';
import { type StoredTimeslot, type TimeslotValues, deleteTimeslots, insertTimeslot, updateTimeslot } from './mission-timeslots.sql';

/** Where a refused slot's message goes in the form: its field when one is to blame, else the slot itself. */
const FIELD_OF: Partial<Record<ErrorCode, keyof TimeslotInput>> = {
  TIMESLOT_END_BEFORE_START: 'endTime',
  PLACES_TOO_LOW: 'places',
  PLACES_BELOW_REGISTERED: 'places',
};

export interface TimeslotPlan {
  inserts: TimeslotValues[];
  updates: Array<{ id: number; values: TimeslotValues }>;
  deletes: number[];
  /** `timeslots.<index>.<field>` / `timeslots.<index>` / `timeslots` -> French messages. */
  fields: FieldErrors;
  /** The first rule broken, which becomes the answer's code. */
  code: ErrorCode | null;
}

/** A slot typed in Paris local time, as instants. The sign-up deadline closes at the end of its day, and never after the start. */
export function timeslotValues(slot: TimeslotInput): TimeslotValues {
  const startsAt = parisToInstant(slot.date!, slot.startTime!);
  const endsAt = parisToInstant(slot.date!, slot.endTime!);
  const deadline = slot.signupDeadline ? endOfParisDay(slot.signupDeadline) : null;
  return { startsAt, endsAt, places: slot.places, signupDeadline: deadline && deadline > startsAt ? startsAt : deadline };
}

const sameValues = (a: TimeslotValues, b: StoredTimeslot) =>
  a.startsAt.getTime() === b.startsAt.getTime() &&
  a.endsAt.getTime() === b.endsAt.getTime() &&
  a.places === b.places &&
  (a.signupDeadline?.getTime() ?? null) === (b.signupDeadline?.getTime() ?? null);

/**
 * Spec §5 'Missions and timeslots' applied to the form's slots against the
 * stored ones: slots with an id are updated, new ones inserted, stored slots
 * missing from the form deleted. The admin's date range is not part of the
 * form: it is kept whatever the form sends.
 */
export function planTimeslots(stored: readonly StoredTimeslot[], input: readonly TimeslotInput[]): TimeslotPlan {
  const plan: TimeslotPlan = { inserts: [], updates: [], deletes: [], fields: {}, code: null };
  const refuse = (key: string, code: ErrorCode, answer: ErrorCode = code) => {
    (plan.fields[key] ??= []).push(errorMessage(code));
    plan.code ??= answer;
  };
  const byId = new Map(stored.map((slot) => [slot.id, slot]));
  const kept = new Set<number>();

  input.forEach((slot, index) => {
    const current = slot.id !== undefined ? byId.get(slot.id) : undefined;
    if (slot.id !== undefined && !current) return refuse(`timeslots.${index}`, 'NOT_FOUND', 'VALIDATION_FAILED');
    if (current) kept.add(current.id);
    if (current?.kind === 'range') return;
    const rule = validateTimeslot(slot, current?.registered ?? 0);
    if (!rule.ok) {
      if (rule.code === 'TIMESLOT_INCOMPLETE') {
        const missing = (['date', 'startTime', 'endTime'] as const).filter((field) => !slot[field]);
        for (const field of missing) refuse(`timeslots.${index}.${field}`, rule.code);
      } else {
        const field = FIELD_OF[rule.code];
        refuse(field ? `timeslots.${index}.${field}` : `timeslots.${index}`, rule.code);
      }
      return;
    }
    const values = timeslotValues(slot);
    // A wall-clock order can still invert across the autumn clock change.
    if (values.endsAt <= values.startsAt) return refuse(`timeslots.${index}.endTime`, 'TIMESLOT_END_BEFORE_START');
    if (!current) plan.inserts.push(values);
    else if (!sameValues(values, current)) plan.updates.push({ id: current.id, values });
  });

  for (const slot of stored) {
    if (slot.kind === 'range' || kept.has(slot.id)) continue;
    const rule = canDeleteTimeslot(slot.registered + slot.references);
    if (!rule.ok) refuse('timeslots', rule.code);
    else plan.deletes.push(slot.id);
  }
  return plan;
}

/** Writes a plan without errors (the caller checked `plan.code`), deletions first. */
export async function applyTimeslotPlan(tx: TransactionSql, missionId: number, plan: TimeslotPlan) {
  await deleteTimeslots(tx, missionId, plan.deletes);
  for (const { id, values } of plan.updates) await updateTimeslot(tx, missionId, id, values);
  for (const values of plan.inserts) await insertTimeslot(tx, missionId, values);
}

export function presentTimeslot(row: StoredTimeslot): Timeslot {
  return {
    id: row.id,
    missionId: row.missionId,
    kind: row.kind,
    date: instantToParis(row.startsAt).date,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationHours: Math.round(((row.endsAt.getTime() - row.startsAt.getTime()) / 3_600_000) * 100) / 100,
    places: row.places,
    taken: row.taken,
    signupDeadline: row.signupDeadline?.toISOString() ?? null,
  };
}
