import { type ErrorCode, type RuleResult, allowed, refused } from '../errors';
import type { Actor, CompanyRef } from '../permissions/actor';
import { canManageAssociation, canManageCompany } from '../permissions/policies';
import { defineMachine } from '../state-machine';

/** Spec §4 'Time-spent review': the company's review of the time an employee declared. */
export const TIME_SPENT_REVIEW_STATUSES = ['to_validate', 'validated', 'challenged', 'challenge_processed', 'canceled'] as const;
export type TimeSpentReviewStatus = (typeof TIME_SPENT_REVIEW_STATUSES)[number];

export const TIME_SPENT_REVIEW_ACTIONS = ['validate', 'challenge', 'process_challenge', 'cancel'] as const;
export type TimeSpentReviewAction = (typeof TIME_SPENT_REVIEW_ACTIONS)[number];

/**
 * Who reviews: an actor, for the company of the employee whose time it is, or
 * for the association that welcomed the employee (it may only challenge).
 */
export type TimeSpentReviewer = { actor: Actor; company: CompanyRef } | { actor: Actor; associationId: number };

/** The company's admins and holding admins review; its ambassadors read (spec §6). */
const companyManager = (party: TimeSpentReviewer): ErrorCode | null => ('company' in party && canManageCompany(party.actor, party.company) ? null : 'FORBIDDEN');
/** Issue 20: the association (its admins) can challenge the time declared on its missions. */
const companyOrAssociationManager = (party: TimeSpentReviewer): ErrorCode | null =>
  'associationId' in party ? (canManageAssociation(party.actor, party.associationId) ? null : 'FORBIDDEN') : companyManager(party);
const unlocked = (ctx: { coveredByTaxReceipt?: boolean }): ErrorCode | null => (ctx.coveredByTaxReceipt ? 'TIME_SPENT_LOCKED' : null);

export const timeSpentReviewMachine = defineMachine<TimeSpentReviewStatus, TimeSpentReviewAction, { coveredByTaxReceipt?: boolean }, TimeSpentReviewer>({
  states: TIME_SPENT_REVIEW_STATUSES,
  actions: TIME_SPENT_REVIEW_ACTIONS,
  rules: {
    validate: { from: ['to_validate'], to: 'validated', guard: unlocked, who: companyManager },
    challenge: { from: ['to_validate', 'validated'], to: 'challenged', guard: unlocked, who: companyOrAssociationManager },
    process_challenge: { from: ['challenged'], to: 'challenge_processed', who: companyManager },
    cancel: { from: ['to_validate', 'validated', 'challenged'], to: 'canceled', guard: unlocked, who: companyManager },
  },
});

/** Spec §4: canceled slots and slots already covered by a tax receipt cannot be edited. */
export function canEditTimeSpent(slot: { status: TimeSpentReviewStatus; coveredByTaxReceipt: boolean }): RuleResult {
  return slot.status === 'canceled' || slot.coveredByTaxReceipt ? refused('TIME_SPENT_LOCKED') : allowed;
}
