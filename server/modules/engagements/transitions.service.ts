import { creditKindForEngagement } from '../../../shared/credits/credit.ledger';
import { engagementCreditHours } from '../../../shared/credits/engagement-hours';
import { AUTO_EXPIRY_REASON, type EngagementCancelReason } from '../../../shared/engagements/cancel-reasons';
import type { EngagementView } from '../../../shared/engagements/engagement-api.schema';
import { type EngagementTimeslotState, engagementTimeslotMachine } from '../../../shared/engagements/engagement-timeslot.machine';
import {
  type EngagementAction,
  type EngagementContext,
  type EngagementParty,
  type EngagementState,
  engagementMachine,
} from '../../../shared/engagements/engagement.machine';
import type { CancelInput, FinishInput } from '../../../shared/engagements/engagement.schema';
import type { Actor } from '../../../shared/permissions/actor';
import type { TransactionSql } from '../../db/connect';
import { type PartyFor, asOrganiser, asVolunteer, presentEngagement } from './read.service';
import { type Db, type Outcome, Refusal, runMutation } from '../../http/mutation';
import * as q from './engagements.sql';

export type TransitionOutcome = Outcome<{ engagement: EngagementView }>;

/**
 * Who acts: the mission's referent from the association space, the company
 * that published the mission itself (its referent, or its admins when it has
 * none: `canManageEngagement`) from the company space, the employee on their
 * own application, or the system (auto-expiry).
 */
export type TransitionSide =
  | { kind: 'association'; associationId: number; actor: Actor }
  | { kind: 'publishingCompany'; companyId: number; actor: Actor }
  | { kind: 'employee'; companyId: number; actor: Actor }
  | { kind: 'system' };

const scopeOf = (side: TransitionSide): q.EngagementScope => {
  switch (side.kind) {
    case 'association':
      return { kind: 'association', associationId: side.associationId };
    case 'publishingCompany':
      return { kind: 'publishingCompany', companyId: side.companyId };
    case 'employee':
      return { kind: 'employee', companyId: side.companyId, userId: side.actor.userId };
    case 'system':
      return { kind: 'system' };
  }
};

type PersonSide = Exclude<TransitionSide, { kind: 'system' }>;

/** A locked application and who acts on it (the engagement machine's party; none for the system). */
interface Locked {
  engagement: q.EngagementRow;
  partyFor: PartyFor | null;
}

async function lockFor(tx: TransactionSql, side: PersonSide, engagementId: string): Promise<{ engagement: q.EngagementRow; partyFor: PartyFor }> {
  const engagement = await q.lockEngagement(tx, engagementId, scopeOf(side));
  if (!engagement) throw new Refusal('NOT_FOUND');
  switch (side.kind) {
    case 'employee':
      return { engagement, partyFor: asVolunteer(side.actor) };
    case 'association':
      return { engagement, partyFor: asOrganiser(side.actor) };
    case 'publishingCompany': {
      const [publisher] = await q.listPublishingCompanyFacts(tx, side.companyId, [engagement.id]);
      if (!publisher) throw new Refusal('NOT_FOUND');
      return { engagement, partyFor: asOrganiser(side.actor, publisher) };
    }
  }
}

/** The one ledger entry of a work-time application follows its state and its dates (or the revised duration once finished). */
export async function refreshCredit(tx: TransactionSql, engagement: Pick<q.EngagementRow, 'id' | 'companyId' | 'userId' | 'timeType' | 'deductsCredit'>, state: EngagementState, revisedDurationHours: number | null) {
  if (engagement.timeType !== 'work' || !engagement.deductsCredit) return;
  const dates = await q.listEngagementDates(tx, engagement.id);
  const kind = creditKindForEngagement(state);
  const hours = engagementCreditHours(dates, state === 'finished' ? revisedDurationHours : null);
  await q.setEngagementCredit(tx, { engagementId: engagement.id, companyId: engagement.companyId, userId: engagement.userId, kind, hours });
}

function nextDateState(state: EngagementTimeslotState, action: 'cancel' | 'reject_on_finish'): EngagementTimeslotState | null {
  const result = engagementTimeslotMachine.transition(state, action, {});
  return result.ok ? result.next : null;
}

interface StepArgs {
  action: EngagementAction;
  ctx: EngagementContext;
  cancel?: { reason: EngagementCancelReason; otherReason: string | null; message: string | null };
  review?: { survey: Record<string, unknown> | null; testimony: string | null; revisedDurationHours: number | null };
}

/**
 * One state change of an application (the only code that writes its state):
 * the machine decides, the dates and places follow (cancel releases places,
 * revert takes them back with the conditional update and may find a slot
 * full, finish rejects dates still awaiting validation), then the history row
 * and the credit entry.
 */
async function step(tx: TransactionSql, { engagement, partyFor }: Locked, args: StepArgs): Promise<EngagementState> {
  const ctx = { ...args.ctx, stateBeforeCancel: engagement.stateBeforeCancel };
  const party: EngagementParty | null = partyFor?.(engagement) ?? null;
  const move = party ? engagementMachine.authorize(engagement.state, args.action, party, ctx) : engagementMachine.transition(engagement.state, args.action, ctx);
  if (!move.ok) throw new Refusal(move.code, { state: engagement.state });
  const dates = await q.listEngagementDates(tx, engagement.id);
  const details: Record<string, unknown> = {};

  if (args.action === 'cancel' || args.action === 'expire') {
    const canceled = dates.flatMap((date) => {
      const next = nextDateState(date.state, 'cancel');
      return next ? [{ date, next }] : [];
    });
    await q.lockTimeslots(tx, canceled.flatMap(({ date }) => (date.timeslotId !== null ? [date.timeslotId] : [])));
    for (const { date, next } of canceled) {
      await q.setEngagementDateState(tx, date.id, { state: next });
      if (date.timeslotId !== null) await q.releasePlace(tx, date.timeslotId);
    }
    details.canceledDates = canceled.map(({ date }) => ({ id: date.id, from: date.state }));
  }
  if (args.action === 'revert_cancel') {
    const last = await q.lastCancellation(tx, engagement.id);
    const restore = ((last?.canceledDates as Array<{ id: number; from: EngagementTimeslotState }> | undefined) ?? []).filter((entry) =>
      dates.some((date) => date.id === entry.id && date.state === 'canceled'),
    );
    const full: number[] = [];
    for (const entry of [...restore].sort((a, b) => a.id - b.id)) {
      const date = dates.find((candidate) => candidate.id === entry.id)!;
      if (date.timeslotId !== null && !(await q.takePlace(tx, date.timeslotId))) full.push(date.timeslotId);
      await q.setEngagementDateState(tx, date.id, { state: entry.from });
    }
    if (full.length > 0) throw new Refusal('TIMESLOT_FULL', { fullTimeslotIds: full });
    details.restoredDates = restore;
  }
  if (args.action === 'finish') {
    const rejected = dates.filter((date) => nextDateState(date.state, 'reject_on_finish') !== null);
    await q.lockTimeslots(tx, rejected.flatMap((date) => (date.timeslotId !== null ? [date.timeslotId] : [])));
    for (const date of rejected) {
      await q.setEngagementDateState(tx, date.id, { state: 'rejected' });
      if (date.timeslotId !== null) await q.releasePlace(tx, date.timeslotId);
    }
    details.rejectedDates = rejected.map((date) => date.id);
  }

  const cancel = args.cancel ? { ...args.cancel, stateBefore: engagement.state } : null;
  await q.setEngagementState(tx, engagement.id, { state: move.next, cancel });
  if (args.review) await q.saveReview(tx, engagement.id, args.review);
  if (cancel) Object.assign(details, { reason: cancel.reason, otherReason: cancel.otherReason });
  await q.insertHistory(tx, {
    engagementId: engagement.id,
    action: args.action,
    fromState: engagement.state,
    toState: move.next,
    actorUserId: party?.actor.userId ?? null,
    actorKind: party ? 'user' : 'system',
    details,
  });
  await refreshCredit(tx, engagement, move.next, args.review?.revisedDurationHours ?? engagement.revisedDurationHours);
  return move.next;
}

async function present(tx: TransactionSql, side: PersonSide, partyFor: PartyFor, engagementId: string): Promise<EngagementView> {
  const [row] = await q.listEngagementViews(tx, scopeOf(side), engagementId);
  return presentEngagement(row!, partyFor(row!));
}

function run(deps: { sql: Db }, side: PersonSide, engagementId: string, args: StepArgs): Promise<TransitionOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const locked = await lockFor(tx, side, engagementId);
    await step(tx, locked, args);
    return { result: { status: 'ok', engagement: await present(tx, side, locked.partyFor, engagementId) }, mails: [] };
  });
}

// ---- The referent's side: from the association space, or from the company that published the mission (spec §6).

type ReferentSide = Extract<TransitionSide, { kind: 'association' | 'publishingCompany' }>;

/** `engagement.confirm`: created -> validated. */
export const confirmEngagement = (deps: { sql: Db }, side: ReferentSide, engagementId: string) => run(deps, side, engagementId, { action: 'confirm', ctx: {} });
/** `engagement.finish` from the roster: validated -> finished; dates still awaiting validation are rejected. */
export const finishEngagement = (deps: { sql: Db }, side: ReferentSide, engagementId: string) => run(deps, side, engagementId, { action: 'finish', ctx: {} });
/** 'Move a finished one back to confirmed'. */
export const reopenEngagement = (deps: { sql: Db }, side: ReferentSide, engagementId: string) => run(deps, side, engagementId, { action: 'reopen', ctx: {} });
/** 'Revert a cancellation to the previous status': the dates it canceled come back and retake their places (or TIMESLOT_FULL). */
export const revertCancellation = (deps: { sql: Db }, side: ReferentSide, engagementId: string) =>
  run(deps, side, engagementId, { action: 'revert_cancel', ctx: {} });

/** `engagement.cancel`, by the referent or by the employee on their own application. */
export function cancelEngagement(deps: { sql: Db }, side: ReferentSide | Extract<TransitionSide, { kind: 'employee' }>, input: CancelInput) {
  const otherReason = input.reason === 'other' ? (input.otherReason ?? null) : null;
  return run(deps, side, input.engagementId, {
    action: 'cancel',
    ctx: { cancelReason: input.reason, otherReason },
    cancel: { reason: input.reason, otherReason, message: input.message ?? null },
  });
}

/**
 * The employee finishes their own application with the survey or a testimony
 * and, when it differed, the revised duration. On an application already
 * finished (by the referent) whose survey is still to complete, it records the
 * review only.
 */
export function finishOwnEngagement(deps: { sql: Db }, side: Extract<TransitionSide, { kind: 'employee' }>, input: FinishInput): Promise<TransitionOutcome> {
  const review = { survey: input.survey ?? null, testimony: input.testimony ?? null, revisedDurationHours: input.revisedDurationHours ?? null };
  return runMutation(deps.sql, async (tx) => {
    const locked = await lockFor(tx, side, input.engagementId);
    const { engagement } = locked;
    if (engagement.state === 'finished' && engagement.surveyCompletedAt === null) {
      await q.saveReview(tx, engagement.id, review);
      await q.insertHistory(tx, { engagementId: engagement.id, action: 'review', fromState: 'finished', toState: 'finished', actorUserId: side.actor.userId, actorKind: 'user' });
      await refreshCredit(tx, engagement, 'finished', review.revisedDurationHours ?? engagement.revisedDurationHours);
    } else {
      await step(tx, locked, { action: 'finish', ctx: {}, review });
    }
    return { result: { status: 'ok', engagement: await present(tx, side, locked.partyFor, engagement.id) }, mails: [] };
  });
}

// ---- Auto-expiry (spec §4/§9: a pending application expires after 30 days of inactivity).

/**
 * For the job runner: cancels, with the reason 'expired', every application
 * still 'created' whose last activity is 30 days old or more, releasing its
 * places. Each one in its own transaction; the machine re-checks the
 * inactivity under the row lock, so an application touched meanwhile stays.
 */
export async function expirePendingEngagements(deps: { sql: Db }, now: Date = new Date(), batchSize = 500): Promise<{ expired: string[] }> {
  const cutoff = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const candidates = await q.listExpiredPendingIds(deps.sql, cutoff, batchSize);
  const expired: string[] = [];
  for (const { id } of candidates) {
    const outcome = await runMutation<object>(deps.sql, async (tx) => {
      const engagement = await q.lockEngagement(tx, id, { kind: 'system' });
      if (!engagement) throw new Refusal('NOT_FOUND');
      await step(tx, { engagement, partyFor: null }, {
        action: 'expire',
        ctx: { lastActivityAt: engagement.lastActivityAt, now },
        cancel: { reason: AUTO_EXPIRY_REASON, otherReason: null, message: null },
      });
      return { result: { status: 'ok' }, mails: [] };
    });
    if (outcome.result.status === 'ok') expired.push(id);
  }
  return { expired };
}

/**
 * The step 'external registration': the employee confirms they registered on
 * the mission's external site. Only on a live application.
 */
export function confirmExternalRegistration(deps: { sql: Db }, side: Extract<TransitionSide, { kind: 'employee' }>, engagementId: string): Promise<TransitionOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const { engagement, partyFor } = await lockFor(tx, side, engagementId);
    if (engagement.state !== 'created' && engagement.state !== 'validated') throw new Refusal('INVALID_TRANSITION', { state: engagement.state });
    await q.markExternalRegistrationDone(tx, engagement.id);
    return { result: { status: 'ok', engagement: await present(tx, side, partyFor, engagement.id) }, mails: [] };
  });
}
