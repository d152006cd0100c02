import { type TimeSpentReviewAction, type TimeSpentReviewStatus, timeSpentReviewMachine } from '../../../shared/engagements/time-spent-review.machine';
import type { Actor, CompanyRef } from '../../../shared/permissions/actor';
import * as q from './engagements.sql';
import { type Db, type Outcome, Refusal, runMutation } from '../../http/mutation';
import * as r from './review.sql';

/** The review actions as they appear in the paths: /review/{validate|challenge|process-challenge|cancel}. */
export const REVIEW_PATHS: Record<string, TimeSpentReviewAction> = {
  validate: 'validate',
  challenge: 'challenge',
  'process-challenge': 'process_challenge',
  cancel: 'cancel',
};

export type ReviewOutcome = Outcome<{ timeslot: { id: number; reviewStatus: TimeSpentReviewStatus } }>;

/**
 * Spec §4 'Time-spent review': the company reviews the time declared for one
 * date of an application of its employee. One transaction: the date is locked
 * (FOR UPDATE), the review machine decides (a canceled date, or one covered by
 * a tax receipt, cannot change) and who may (the company's admins), the
 * history records who did it.
 */
export function reviewTimeSpent(deps: { sql: Db }, actor: Actor, company: CompanyRef, dateId: number, action: TimeSpentReviewAction): Promise<ReviewOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const date = await r.lockCompanyReviewDate(tx, company.id, dateId);
    if (!date) throw new Refusal('NOT_FOUND');
    const move = timeSpentReviewMachine.authorize(date.reviewStatus, action, { actor, company }, { coveredByTaxReceipt: date.coveredByTaxReceipt });
    if (!move.ok) throw new Refusal(move.code, { reviewStatus: date.reviewStatus });
    await r.setReviewStatus(tx, date.id, move.next);
    await q.insertHistory(tx, {
      engagementId: date.engagementId,
      action: `time_spent_${action}`,
      fromState: date.engagementState,
      toState: date.engagementState,
      actorUserId: actor.userId,
      actorKind: 'user',
      details: { engagementTimeslotId: date.id, from: date.reviewStatus, to: move.next },
    });
    return { result: { status: 'ok', timeslot: { id: date.id, reviewStatus: move.next } }, mails: [] };
  });
}
