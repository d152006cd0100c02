import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { TIME_SPENT_REVIEW_ACTIONS, TIME_SPENT_REVIEW_STATUSES, canEditTimeSpent, timeSpentReviewMachine } from './time-spent-review.machine';

describe('time-spent review machine: every status x every action', () => {
  // columns: validate, challenge, process_challenge, cancel
  const X = 'INVALID_TRANSITION';
  const expected: Record<string, string[]> = {
    to_validate: ['validated', 'challenged', X, 'canceled'],
    validated: [X, 'challenged', X, 'canceled'],
    challenged: [X, X, 'challenge_processed', 'canceled'],
    challenge_processed: [X, X, X, X],
    canceled: [X, X, X, X],
  };
  for (const status of TIME_SPENT_REVIEW_STATUSES) {
    TIME_SPENT_REVIEW_ACTIONS.forEach((action, index) => {
      it(`${status} --${action}--> ${expected[status]![index]}`, () => {
        expect(outcome(timeSpentReviewMachine.transition(status, action, {}))).toBe(expected[status]![index]);
      });
    });
  }
  it('locks slots covered by a tax receipt', () => {
    for (const action of ['validate', 'challenge', 'cancel'] as const) {
      expect(outcome(timeSpentReviewMachine.transition('to_validate', action, { coveredByTaxReceipt: true }))).toBe('TIME_SPENT_LOCKED');
    }
  });
});

describe('canEditTimeSpent (spec §4)', () => {
  it.each([
    [{ status: 'to_validate', coveredByTaxReceipt: false }, true],
    [{ status: 'canceled', coveredByTaxReceipt: false }, false],
    [{ status: 'validated', coveredByTaxReceipt: true }, false],
  ] as const)('%o -> %s', (slot, editable) => {
    expect(canEditTimeSpent(slot).ok).toBe(editable);
  });
});

describe('who reviews (issue 20)', () => {
  const base = { userId: 'u', isPlatformAdmin: false, state: 'registered' as const, companies: [], associations: [] };
  const company = { id: 1, holdingId: null };
  const companyAdmin = { ...base, companies: [{ companyId: 1, holdingId: null, role: 'COMPANY_ADMIN' as const, entityId: null }] };
  const associationAdmin = { ...base, associations: [{ associationId: 7, role: 'ASSOCIATION_ADMIN' as const }] };
  const associationMember = { ...base, associations: [{ associationId: 7, role: 'ASSOCIATION_MEMBER' as const }] };

  it('lets the company admins do everything and the association admins only challenge', () => {
    expect(timeSpentReviewMachine.availableActions('to_validate', { actor: companyAdmin, company }, {})).toEqual(['validate', 'challenge', 'cancel']);
    expect(timeSpentReviewMachine.availableActions('validated', { actor: associationAdmin, associationId: 7 }, {})).toEqual(['challenge']);
    expect(timeSpentReviewMachine.availableActions('to_validate', { actor: associationAdmin, associationId: 7 }, {})).toEqual(['challenge']);
    expect(timeSpentReviewMachine.availableActions('validated', { actor: associationAdmin, associationId: 8 }, {})).toEqual([]);
    expect(timeSpentReviewMachine.availableActions('validated', { actor: associationMember, associationId: 7 }, {})).toEqual([]);
    expect(timeSpentReviewMachine.availableActions('validated', { actor: associationAdmin, associationId: 7 }, { coveredByTaxReceipt: true })).toEqual([]);
  });
});
