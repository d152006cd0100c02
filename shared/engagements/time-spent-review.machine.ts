import { type RuleResult, allowed, refused } from '../errors';
import { defineMachine } from '../state-machine';

/** Spec §4 'Time-spent review': the company's review of the time an employee declared. */
export const TIME_SPENT_REVIEW_STATUSES = ['to_validate', 'validated', 'challenged', 'challenge_processed', 'canceled'] as const;
export type TimeSpentReviewStatus = (typeof TIME_SPENT_REVIEW_STATUSES)[number];

export const TIME_SPENT_REVIEW_ACTIONS = ['validate', 'challenge', 'process_challenge', 'cancel'] as const;
export type TimeSpentReviewAction = (typeof TIME_SPENT_REVIEW_ACTIONS)[number];

export const timeSpentReviewMachine = defineMachine<TimeSpentReviewStatus, TimeSpentReviewAction, { coveredByTaxReceipt?: boolean }>({
  states: TIME_SPENT_REVIEW_STATUSES,
  actions: TIME_SPENT_REVIEW_ACTIONS,
  rules: {
    validate: { from: ['to_validate'], to: 'validated', guard: (ctx) => (ctx.coveredByTaxReceipt ? 'TIME_SPENT_LOCKED' : null) },
    challenge: { from: ['to_validate', 'validated'], to: 'challenged', guard: (ctx) => (ctx.coveredByTaxReceipt ? 'TIME_SPENT_LOCKED' : null) },
    process_challenge: { from: ['challenged'], to: 'challenge_processed' },
    cancel: { from: ['to_validate', 'validated', 'challenged'], to: 'canceled', guard: (ctx) => (ctx.coveredByTaxReceipt ? 'TIME_SPENT_LOCKED' : null) },
  },
});

/** Spec §4: canceled slots and slots already covered by a tax receipt cannot be edited. */
export function canEditTimeSpent(slot: { status: TimeSpentReviewStatus; coveredByTaxReceipt: boolean }): RuleResult {
  return slot.status === 'canceled' || slot.coveredByTaxReceipt ? refused('TIME_SPENT_LOCKED') : allowed;
}
