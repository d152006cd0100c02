import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_STATES } from './engagement.machine';
import { canAddDates, datesChosenAgain, slotsLiveOnApplication } from './add-dates.rules';

describe('choosing new dates on an application', () => {
  // rows: states; columns: a timeslot mission, a text-availability mission
  const expected: Record<string, [string, string]> = {
    created: ['ok', 'INVALID_TRANSITION'],
    validated: ['ok', 'INVALID_TRANSITION'],
    finished: ['INVALID_TRANSITION', 'INVALID_TRANSITION'],
    canceled: ['INVALID_TRANSITION', 'INVALID_TRANSITION'],
  };
  for (const state of ENGAGEMENT_STATES) {
    [true, false].forEach((usesTimeslots, index) => {
      it(`${state}, ${usesTimeslots ? 'timeslots' : 'text availability'} -> ${expected[state]![index]}`, () => {
        const rule = canAddDates({ state, usesTimeslots });
        expect(rule.ok ? 'ok' : rule.code).toBe(expected[state]![index]);
      });
    });
  }
});

type DateState = 'created' | 'toValidate' | 'validated' | 'rejected' | 'canceled';

describe('slots live on the application (cannot be chosen again)', () => {
  it.each<[string, Array<{ timeslotId: number | null; state: DateState }>, number[], number[]]>([
    ['no date yet', [], [1, 2], []],
    ['a date to validate on a requested slot', [{ timeslotId: 1, state: 'toValidate' }], [1, 2], [1]],
    ['a validated date', [{ timeslotId: 1, state: 'validated' }], [1], [1]],
    ['a date to confirm', [{ timeslotId: 1, state: 'created' }], [1], [1]],
    ['a rejected date no longer holds its slot', [{ timeslotId: 2, state: 'rejected' }], [1, 2], []],
    ['nor a canceled one', [{ timeslotId: 3, state: 'canceled' }], [3], []],
    ['a date without slot never matches', [{ timeslotId: null, state: 'validated' }], [4], []],
    ['other slots are free to choose', [{ timeslotId: 5, state: 'validated' }], [6, 7], []],
  ])('%s', (_, dates, requested, expected) => {
    expect(slotsLiveOnApplication(dates, requested)).toEqual(expected);
  });
});

describe('dates chosen again', () => {
  it.each<[string, Array<{ id: number; timeslotId: number | null; state: DateState }>, number[], number[]]>([
    ['no date yet', [], [1], []],
    ['a rejected date on a requested slot', [{ id: 10, timeslotId: 1, state: 'rejected' }], [1, 2], [10]],
    ['a canceled date on a requested slot', [{ id: 11, timeslotId: 2, state: 'canceled' }], [2], [11]],
    ['not when its slot is not requested', [{ id: 12, timeslotId: 3, state: 'rejected' }], [4], []],
    ['never a live date', [{ id: 13, timeslotId: 5, state: 'toValidate' }, { id: 14, timeslotId: 6, state: 'validated' }, { id: 15, timeslotId: 7, state: 'created' }], [5, 6, 7], []],
    ['a date without slot never matches', [{ id: 16, timeslotId: null, state: 'canceled' }], [1], []],
  ])('%s', (_, dates, requested, expected) => {
    expect(datesChosenAgain(dates, requested).map((date) => date.id)).toEqual(expected);
  });
});
