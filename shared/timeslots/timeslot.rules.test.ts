import { describe, expect, it } from 'vitest';
import { timeslotInputSchema } from './timeslot.schema';
import { canDeleteTimeslot, canJoinWaitingList, placesLeft, signupsOpen, validateTimeslot } from './timeslot.rules';

const slot = { date: '2026-06-20', startTime: '09:00', endTime: '12:00', places: 4 };

describe('timeslot rules (spec §5)', () => {
  it.each([
    [{ ...slot }, 0, 'ok'],
    [{ ...slot, date: null }, 0, 'TIMESLOT_INCOMPLETE'],
    [{ ...slot, startTime: undefined }, 0, 'TIMESLOT_INCOMPLETE'],
    [{ ...slot, endTime: '' }, 0, 'TIMESLOT_INCOMPLETE'],
    [{ ...slot, endTime: '09:00' }, 0, 'TIMESLOT_END_BEFORE_START'],
    [{ ...slot, endTime: '08:00' }, 0, 'TIMESLOT_END_BEFORE_START'],
    [{ ...slot, places: 0 }, 0, 'PLACES_TOO_LOW'],
    [{ ...slot, places: 3 }, 4, 'PLACES_BELOW_REGISTERED'],
    [{ ...slot, places: 4 }, 4, 'ok'],
  ])('%o with %i registered -> %s', (input, registered, expected) => {
    const result = validateTimeslot(input, registered);
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });

  it('refuses to delete a slot with volunteers', () => {
    expect(canDeleteTimeslot(2)).toEqual({ ok: false, code: 'TIMESLOT_HAS_VOLUNTEERS' });
    expect(canDeleteTimeslot(0)).toEqual({ ok: true });
  });

  it('counts the places left', () => {
    expect(placesLeft({ places: 3, taken: 2 })).toBe(1);
    expect(placesLeft({ places: 3, taken: 3 })).toBe(0);
  });

  it('closes sign-ups at the deadline, the mission delay or the start', () => {
    const startsAt = new Date('2026-06-20T09:00:00Z');
    expect(signupsOpen({ startsAt, signupDeadline: null }, null, new Date('2026-06-20T08:59:00Z'))).toBe(true);
    expect(signupsOpen({ startsAt, signupDeadline: null }, null, startsAt)).toBe(false);
    expect(signupsOpen({ startsAt, signupDeadline: null }, 2, new Date('2026-06-18T10:00:00Z'))).toBe(false);
    expect(signupsOpen({ startsAt, signupDeadline: null }, 2, new Date('2026-06-18T08:00:00Z'))).toBe(true);
    expect(signupsOpen({ startsAt, signupDeadline: new Date('2026-06-15T00:00:00Z') }, null, new Date('2026-06-16T00:00:00Z'))).toBe(false);
  });

  it('parses the slot typed in the form', () => {
    expect(timeslotInputSchema.safeParse({ ...slot, startTime: '9h' }).success).toBe(false);
    expect(timeslotInputSchema.parse(slot)).toEqual(slot);
  });
});

describe('who may join a slot’s waiting list (spec §8)', () => {
  it.each([
    ['a full slot, not on it', { places: 8, taken: 8 }, false, { ok: true }],
    ['a slot with 7 of 8 places free', { places: 8, taken: 1 }, false, { ok: false, code: 'TIMESLOT_NOT_FULL' }],
    ['a slot with one place left', { places: 1, taken: 0 }, false, { ok: false, code: 'TIMESLOT_NOT_FULL' }],
    ['a full slot one is already on', { places: 8, taken: 8 }, true, { ok: false, code: 'ALREADY_APPLIED' }],
    ['a free slot one is already on', { places: 8, taken: 1 }, true, { ok: false, code: 'ALREADY_APPLIED' }],
  ])('%s', (_, slot, alreadyOnSlot, expected) => {
    expect(canJoinWaitingList(slot, alreadyOnSlot)).toEqual(expected);
  });
});
