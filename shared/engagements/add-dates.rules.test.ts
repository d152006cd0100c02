import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_STATES } from './engagement.machine';
import { canAddDates, slotsAlreadyOnApplication } from './add-dates.rules';

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

describe('slots already on the application', () => {
  it.each<[string, Array<{ timeslotId: number | null; state: 'created' | 'toValidate' | 'validated' | 'rejected' | 'canceled' }>, number[], number[]]>([
    ['no date yet', [], [1, 2], []],
    ['a live date on a requested slot', [{ timeslotId: 1, state: 'toValidate' }], [1, 2], [1]],
    ['a rejected date stays on the application', [{ timeslotId: 2, state: 'rejected' }], [1, 2], [2]],
    ['a canceled date too', [{ timeslotId: 3, state: 'canceled' }], [3], [3]],
    ['a date without slot never matches', [{ timeslotId: null, state: 'validated' }], [4], []],
    ['other slots are free to choose', [{ timeslotId: 5, state: 'validated' }], [6, 7], []],
  ])('%s', (_, dates, requested, expected) => {
    expect(slotsAlreadyOnApplication(dates, requested)).toEqual(expected);
  });
});
