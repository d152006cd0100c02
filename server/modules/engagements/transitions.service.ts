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
import { type Db, type MutationDb, type Outcome, Refusal, type WriteMarker, runMutation } from '../../http/mutation';
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

/** A locked application, its dates as they were when it was locked, and who acts on it (the engagement machine's party; none for the system). */
interface Locked {
  engagement: q.EngagementRow;
  dates: q.EngagementDateRow[];
  partyFor: PartyFor | null;
}

/**
 * The application locked, with its dates: the dates are read in the same round
 * trip, right behind the lock (so after it was granted), and dropped unread
 * when the application is not in the side's scope.
 */
async function lockWithDates(tx: TransactionSql, engagementId: string, scope: q.EngagementScope) {
  const [engagement, dates] = await Promise.all([q.lockEngagement(tx, engagementId, scope), q.listEngagementDates(tx, engagementId)]);
  return engagement ? { engagement, dates } : undefined;
}

async function lockFor(tx: TransactionSql, side: PersonSide, engagementId: string): Promise<Locked & { partyFor: PartyFor }> {
  const locked = await lockWithDates(tx, engagementId, scopeOf(side));
  if (!locked) throw new Refusal('NOT_FOUND');
  switch (side.kind) {
    case 'employee':
      return { ...locked, partyFor: asVolunteer(side.actor) };
    case 'association':
      return { ...locked, partyFor: asOrganiser(side.actor) };
    case 'publishingCompany': {
      const [publisher] = await q.listPublishingCompanyFacts(tx, side.companyId, [locked.engagement.id]);
      if (!publisher) throw new Refusal('NOT_FOUND');
      return { ...locked, partyFor: asOrganiser(side.actor, publisher) };
    }
  }
}

/**
 * The one ledger entry of a work-time application follows its state and its dates (or the revised duration once
 * finished). `dates`: the dates as they now are, when the caller knows them; read otherwise.
 */
export async function refreshCredit(
  tx: TransactionSql,
  engagement: Pick<q.EngagementRow, 'id' | 'companyId' | 'userId' | 'timeType' | 'deductsCredit'>,
  state: EngagementState,
  revisedDurationHours: number | null,
  dates?: ReadonlyArray<Pick<q.EngagementDateRow, 'startsAt' | 'endsAt' | 'state'>>,
) {
  if (engagement.timeType !== 'work' || !engagement.deductsCredit) return;
  const current = dates ?? (await q.listEngagementDates(tx, engagement.id));
  const kind = creditKindForEngagement(state);
  const hours = engagementCreditHours(current, state === 'finished' ? revisedDurationHours : null);
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
 * and the credit entry. Every refusal but a full slot on revert comes before
 * the first write (`marker`). The writes go out together, in one round trip:
 * the dates, the places given back, the state and the history row in one
 * statement (the slots locked first, in id order, when there are several),
 * then the credit entry; nothing in them can be refused.
 * Resolves once they are sent; `written` settles when they are done, with the
 * application as its screens now show it.
 */
async function step(
  tx: TransactionSql,
  { engagement, dates, partyFor }: Locked,
  args: StepArgs,
  marker: WriteMarker,
): Promise<{ next: EngagementState; written: Promise<q.EngagementViewRow> }> {
  const ctx = { ...args.ctx, stateBeforeCancel: engagement.stateBeforeCancel };
  const party: EngagementParty | null = partyFor?.(engagement) ?? null;
  const move = party ? engagementMachine.authorize(engagement.state, args.action, party, ctx) : engagementMachine.transition(engagement.state, args.action, ctx);
  if (!move.ok) throw new Refusal(move.code, { state: engagement.state });
  marker.writing();
  const details: Record<string, unknown> = {};
  /** The dates whose state this step changes. */
  const changed = new Map<number, EngagementTimeslotState>();

  // Cancel and expiry cancel the live dates, finish rejects those still awaiting validation: their places go back.
  const leavingState = args.action === 'finish' ? 'rejected' : args.action === 'cancel' || args.action === 'expire' ? 'canceled' : null;
  const leaving = leavingState
    ? dates.filter((date) => (args.action === 'finish' ? nextDateState(date.state, 'reject_on_finish') : nextDateState(date.state, 'cancel')) !== null)
    : [];
  for (const date of leaving) changed.set(date.id, leavingState!);
  if (args.action === 'finish') details.rejectedDates = leaving.map((date) => date.id);
  if (args.action === 'cancel' || args.action === 'expire') details.canceledDates = leaving.map((date) => ({ id: date.id, from: date.state }));
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
      changed.set(date.id, entry.from);
    }
    if (full.length > 0) throw new Refusal('TIMESLOT_FULL', { fullTimeslotIds: full });
    details.restoredDates = restore;
  }

  const cancel = args.cancel ? { ...args.cancel, stateBefore: engagement.state } : null;
  if (cancel) Object.assign(details, { reason: cancel.reason, otherReason: cancel.otherReason });
  const released = leaving.flatMap((date) => (date.timeslotId !== null ? [date.timeslotId] : []));
  // Sent in this order; the review before the state change, so the view the change answers shows it.
  const locking = released.length > 1 ? q.lockTimeslots(tx, released) : undefined;
  const reviewing = args.review ? q.saveReview(tx, engagement.id, args.review) : undefined;
  const view = q.writeTransition(tx, {
    state: move.next,
    cancel,
    dates: leaving.length > 0 ? { ids: leaving.map((date) => date.id), change: { state: leavingState! } } : null,
    history: {
      engagementId: engagement.id,
      action: args.action,
      fromState: engagement.state,
      toState: move.next,
      actorUserId: party?.actor.userId ?? null,
      actorKind: party ? 'user' : 'system',
      details,
    },
  });
  const datesAfter = dates.map((date) => ({ ...date, state: changed.get(date.id) ?? date.state }));
  const crediting = refreshCredit(tx, engagement, move.next, args.review?.revisedDurationHours ?? engagement.revisedDurationHours, datesAfter);
  return { next: move.next, written: Promise.all([locking, reviewing, view, crediting]).then(([, , row]) => row) };
}

async function present(tx: TransactionSql, side: PersonSide, partyFor: PartyFor, engagementId: string): Promise<EngagementView> {
  const [row] = await q.listEngagementViews(tx, scopeOf(side), engagementId);
  return presentEngagement(row!, partyFor(row!));
}

/** One person's state change: locked, stepped, and presented as the step's writes answer it. */
function run(deps: { sql: MutationDb }, side: PersonSide, engagementId: string, args: StepArgs): Promise<TransitionOutcome> {
  return runMutation(deps.sql, async (tx, marker) => {
    const locked = await lockFor(tx, side, engagementId);
    const row = await (await step(tx, locked, args, marker)).written;
    return { result: { status: 'ok', engagement: presentEngagement(row, locked.partyFor(row)) }, mails: [] };
  });
}

// ---- The referent's side: from the association space, or from the company that published the mission (spec §6).

type ReferentSide = Extract<TransitionSide, { kind: 'association' | 'publishingCompany' }>;

/** `engagement.confirm`: created -> validated. */
export const confirmEngagement = (deps: { sql: MutationDb }, side: ReferentSide, engagementId: string) => run(deps, side, engagementId, { action: 'confirm', ctx: {} });
/** `engagement.finish` from the roster: validated -> finished; dates still awaiting validation are rejected. */
export const finishEngagement = (deps: { sql: MutationDb }, side: ReferentSide, engagementId: string) => run(deps, side, engagementId, { action: 'finish', ctx: {} });
/** 'Move a finished one back to confirmed'. */
export const reopenEngagement = (deps: { sql: Db }, side: ReferentSide, engagementId: string) => run(deps, side, engagementId, { action: 'reopen', ctx: {} });
/** 'Revert a cancellation to the previous status': the dates it canceled come back and retake their places (or TIMESLOT_FULL). */
export const revertCancellation = (deps: { sql: Db }, side: ReferentSide, engagementId: string) =>
  run(deps, side, engagementId, { action: 'revert_cancel', ctx: {} });

/** `engagement.cancel`, by the referent or by the employee on their own application. */
export function cancelEngagement(deps: { sql: MutationDb }, side: ReferentSide | Extract<TransitionSide, { kind: 'employee' }>, input: CancelInput) {
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
  return runMutation(deps.sql, async (tx, marker) => {
    const locked = await lockFor(tx, side, input.engagementId);
    const { engagement } = locked;
    if (engagement.state === 'finished' && engagement.surveyCompletedAt === null) {
      marker.writing();
      await q.saveReview(tx, engagement.id, review);
      await q.insertHistory(tx, { engagementId: engagement.id, action: 'review', fromState: 'finished', toState: 'finished', actorUserId: side.actor.userId, actorKind: 'user' });
      await refreshCredit(tx, engagement, 'finished', review.revisedDurationHours ?? engagement.revisedDurationHours);
    } else {
      await (await step(tx, locked, { action: 'finish', ctx: {}, review }, marker)).written;
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
    const outcome = await runMutation<object>(deps.sql, async (tx, marker) => {
      const locked = await lockWithDates(tx, id, { kind: 'system' });
      if (!locked) throw new Refusal('NOT_FOUND');
      const { engagement } = locked;
      const stepped = await step(tx, { ...locked, partyFor: null }, {
        action: 'expire',
        ctx: { lastActivityAt: engagement.lastActivityAt, now },
        cancel: { reason: AUTO_EXPIRY_REASON, otherReason: null, message: null },
      }, marker);
      await stepped.written;
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
