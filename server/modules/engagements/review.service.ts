import { type TimeSpentReviewAction, type TimeSpentReviewStatus, timeSpentReviewMachine } from '../../../shared/engagements/time-spent-review.machine';
import type { Actor, CompanyRef } from '../../../shared/permissions/actor';
import * as q from './engagements.sql';
import { type Db, type Outcome, Refusal, runMutation } from '../../http/mutation';
import * as r from './review.sql';
import { syncTaxExemptionLine } from '../tax-receipts/tax-receipts.service';

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
    // Issue 20: a validated work-time date of a tax-exempt mission becomes a tax-exemption line (and loses it when challenged or canceled).
    await syncTaxExemptionLine(tx, date.id);
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

/**
 * Issue 20: the association that welcomed the employee challenges the time
 * declared for one date (the review machine lets its admins challenge only,
 * and never a date covered by a tax receipt).
 */
export function challengeTimeSpentAsAssociation(deps: { sql: Db }, actor: Actor, associationId: number, dateId: number): Promise<ReviewOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const date = await r.lockAssociationReviewDate(tx, associationId, dateId);
    if (!date) throw new Refusal('NOT_FOUND');
    const move = timeSpentReviewMachine.authorize(date.reviewStatus, 'challenge', { actor, associationId }, { coveredByTaxReceipt: date.coveredByTaxReceipt });
    if (!move.ok) throw new Refusal(move.code, { reviewStatus: date.reviewStatus });
    await r.setReviewStatus(tx, date.id, move.next);
    await syncTaxExemptionLine(tx, date.id);
    await q.insertHistory(tx, {
      engagementId: date.engagementId,
      action: 'time_spent_challenge',
      fromState: date.engagementState,
      toState: date.engagementState,
      actorUserId: actor.userId,
      actorKind: 'user',
      details: { engagementTimeslotId: date.id, from: date.reviewStatus, to: move.next, by: 'association' },
    });
    return { result: { status: 'ok', timeslot: { id: date.id, reviewStatus: move.next } }, mails: [] };
  });
}
