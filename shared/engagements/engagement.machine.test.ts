import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { ENGAGEMENT_ACTIONS, ENGAGEMENT_STATES, type EngagementContext, engagementMachine, isPendingExpired } from './engagement.machine';

const now = new Date('2026-06-30T12:00:00Z');
/** A context that satisfies every guard, so the table shows the state logic alone. */
const permissive: EngagementContext = {
  cancelReason: 'not_available',
  stateBeforeCancel: 'validated',
  lastActivityAt: new Date('2026-05-01T12:00:00Z'),
  now,
};

describe('engagement machine: every state x every action', () => {
  // rows: states; columns: confirm, finish, reopen, cancel, revert_cancel, expire, add_dates
  const expected: Record<string, string[]> = {
    created: ['validated', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'canceled', 'INVALID_TRANSITION', 'canceled', 'created'],
    validated: ['INVALID_TRANSITION', 'finished', 'INVALID_TRANSITION', 'canceled', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'validated'],
    finished: ['INVALID_TRANSITION', 'INVALID_TRANSITION', 'validated', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION'],
    canceled: ['INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'validated', 'INVALID_TRANSITION', 'INVALID_TRANSITION'],
  };
  for (const state of ENGAGEMENT_STATES) {
    ENGAGEMENT_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(engagementMachine.transition(state, action, permissive))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('engagement guards', () => {
  it('requires a cancel reason', () => {
    expect(outcome(engagementMachine.transition('created', 'cancel', {}))).toBe('CANCEL_REASON_REQUIRED');
    expect(outcome(engagementMachine.transition('validated', 'cancel', { cancelReason: null }))).toBe('CANCEL_REASON_REQUIRED');
  });

  it('requires a free text when the reason is other', () => {
    expect(outcome(engagementMachine.transition('created', 'cancel', { cancelReason: 'other' }))).toBe('OTHER_REASON_REQUIRED');
    expect(outcome(engagementMachine.transition('created', 'cancel', { cancelReason: 'other', otherReason: '   ' }))).toBe('OTHER_REASON_REQUIRED');
    expect(outcome(engagementMachine.transition('created', 'cancel', { cancelReason: 'other', otherReason: 'Déménagement' }))).toBe('canceled');
  });

  it('reverts a cancellation to the state before it', () => {
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', { stateBeforeCancel: 'created' }))).toBe('created');
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', { stateBeforeCancel: 'finished' }))).toBe('finished');
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', {}))).toBe('created');
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', { stateBeforeCancel: 'canceled' }))).toBe('INVALID_TRANSITION');
  });

  it('expires a pending application only after 30 days without activity', () => {
    const at = (iso: string): EngagementContext => ({ lastActivityAt: new Date(iso), now });
    expect(outcome(engagementMachine.transition('created', 'expire', at('2026-05-31T12:00:00Z')))).toBe('canceled');
    expect(outcome(engagementMachine.transition('created', 'expire', at('2026-05-31T12:00:01Z')))).toBe('NOT_YET_EXPIRED');
    expect(outcome(engagementMachine.transition('created', 'expire', {}))).toBe('NOT_YET_EXPIRED');
    expect(isPendingExpired(new Date('2026-05-31T12:00:00Z'), now)).toBe(true);
  });

  it('lists the available actions', () => {
    expect(engagementMachine.availableActions('created', permissive)).toEqual(['confirm', 'cancel', 'expire', 'add_dates']);
    expect(engagementMachine.availableActions('finished', permissive)).toEqual(['reopen']);
    expect(engagementMachine.can('validated', 'finish', {})).toBe(true);
  });
});
