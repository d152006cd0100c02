import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { SUBSCRIBER_ACTIONS, SUBSCRIBER_STATES, subscriberMachine } from './subscriber.machine';

describe('waiting-list subscriber machine: every state x every action', () => {
  const past = { slotEndsAt: new Date('2026-01-01T00:00:00Z'), now: new Date('2026-02-01T00:00:00Z') };
  const expected: Record<string, string[]> = { waiting: ['expired'], expired: ['INVALID_TRANSITION'] };
  for (const state of SUBSCRIBER_STATES) {
    SUBSCRIBER_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(subscriberMachine.transition(state, action, past))).toBe(expected[state]![index]);
      });
    });
  }
  it('keeps subscribers of a slot that has not passed', () => {
    expect(outcome(subscriberMachine.transition('waiting', 'expire', { slotEndsAt: new Date('2026-03-01T00:00:00Z'), now: past.now }))).toBe('INVALID_TRANSITION');
  });
});
