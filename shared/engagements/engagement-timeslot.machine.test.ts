import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import {
  ENGAGEMENT_TIMESLOT_ACTIONS,
  ENGAGEMENT_TIMESLOT_STATES,
  countsAsPlanned,
  engagementTimeslotMachine,
  initialTimeslotAction,
} from './engagement-timeslot.machine';

const withManager = { managerValidation: true, workTime: true };

describe('engagement timeslot machine (manager validation on): every state x every action', () => {
  // columns: request_validation, auto_validate, validate, reject, cancel, reject_on_finish, choose_again
  const X = 'INVALID_TRANSITION';
  const expected: Record<string, string[]> = {
    created: ['toValidate', X, X, X, 'canceled', X, X],
    toValidate: [X, X, 'validated', 'rejected', 'canceled', 'rejected', X],
    validated: [X, X, X, X, 'canceled', X, X],
    rejected: [X, X, X, X, X, X, 'toValidate'],
    canceled: [X, X, X, X, X, X, 'toValidate'],
  };
  for (const state of ENGAGEMENT_TIMESLOT_STATES) {
    ENGAGEMENT_TIMESLOT_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(engagementTimeslotMachine.transition(state, action, withManager))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('choosing again the slot of a rejected or canceled date', () => {
  // rows: managerValidation x workTime; the date starts over where a new date would (initialTimeslotAction).
  it.each([
    [true, true, 'toValidate'],
    [true, false, 'validated'],
    [false, true, 'validated'],
    [false, false, 'validated'],
  ])('manager validation %s, work time %s -> %s, as a new date', (managerValidation, workTime, expected) => {
    const ctx = { managerValidation, workTime };
    const firstStep = engagementTimeslotMachine.transition('created', initialTimeslotAction(ctx), ctx);
    for (const from of ['rejected', 'canceled'] as const) {
      expect(outcome(engagementTimeslotMachine.transition(from, 'choose_again', ctx))).toBe(expected);
    }
    expect(outcome(firstStep)).toBe(expected);
  });
  it('only a date that no longer holds its slot can be chosen again', () => {
    expect(ENGAGEMENT_TIMESLOT_STATES.filter((state) => engagementTimeslotMachine.can(state, 'choose_again', {}))).toEqual(['rejected', 'canceled']);
    expect(ENGAGEMENT_TIMESLOT_STATES.filter((state) => engagementTimeslotMachine.can(state, 'choose_again', {})).some(countsAsPlanned)).toBe(false);
  });
});

describe('automatic validation', () => {
  it('validates dates at once when the company has no manager validation', () => {
    expect(initialTimeslotAction({ managerValidation: false, workTime: true })).toBe('auto_validate');
    expect(outcome(engagementTimeslotMachine.transition('created', 'auto_validate', { managerValidation: false, workTime: true }))).toBe('validated');
    expect(outcome(engagementTimeslotMachine.transition('created', 'request_validation', { managerValidation: false, workTime: true }))).toBe('INVALID_TRANSITION');
  });
  it('never asks a manager about personal time', () => {
    expect(initialTimeslotAction({ managerValidation: true, workTime: false })).toBe('auto_validate');
    expect(initialTimeslotAction(withManager)).toBe('request_validation');
    expect(outcome(engagementTimeslotMachine.transition('created', 'auto_validate', withManager))).toBe('INVALID_TRANSITION');
  });
  it('counts planned dates', () => {
    expect(ENGAGEMENT_TIMESLOT_STATES.filter(countsAsPlanned)).toEqual(['created', 'toValidate', 'validated']);
  });
});
