import { createHash } from 'node:crypto';
import { creditBalance, creditKindForEngagement, hasEnoughCredit } from '../../../shared/credits/credit.ledger';
import { engagementCreditHours, withDefaultInitialGrant } from '../../../shared/credits/engagement-hours';
import type { ApplyRequest, EngagementView } from '../../../shared/engagements/engagement-api.schema';
import { type EngagementTimeslotState, engagementTimeslotMachine, initialTimeslotAction } from '../../../shared/engagements/engagement-timeslot.machine';
import type { Feature } from '../../../shared/companies/plans';
import { isMissionExpired } from '../../../shared/missions/mission.machine';
import type { Actor } from '../../../shared/permissions/actor';
import { canApply, isMissionOpenTo } from '../../../shared/permissions/policies';
import { signupsOpen } from '../../../shared/timeslots/timeslot.rules';
import { hoursAsDays } from '../../../shared/time/working-time';
import { validationMessage } from '../../../shared/validation/messages';
import type { TransactionSql } from '../../db/connect';
import type { Env } from '../../env';
import { asVolunteer, presentEngagement } from './read.service';
import { type Db, type MutationDb, type Outcome, Refusal, refusalResult, runMutation } from '../../http/mutation';
import { newValidationToken } from './validation-token';
import { featuresOf } from '../companies/companies.service';
import { managerValidationMail } from './manager-validation.service';
import { type ConversationOpening, newApplicationMails, openingMessages } from './messenger.service';
import * as q from './engagements.sql';

export interface UseCaseDeps {
  /** The pool, a caller's transaction, or a caller's transaction without a savepoint (the sync push: `UnguardedTransaction`). */
  sql: MutationDb;
  env: Pick<Env, 'baseUrl'>;
}

export type ApplyOutcome = Outcome<{ engagement: EngagementView }>;

/** The waiting-list alert an apply creates on a full slot: its id follows from the application's, so a replay names the same row. */
export function waitlistSubscriptionId(engagementId: string, timeslotId: number): string {
  const hex = createHash('sha256').update(`${engagementId}:${timeslotId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `engagement.apply` (sync.md), for the online route and the sync push alike.
 * In one transaction: a replay of the same engagement id answers the current
 * state of that application and changes nothing, the rules are checked (spec
 * §6 'Employee', §8 'Applying', 'Timeslots', 'Credit'), then one statement
 * takes the places with the conditional update and, only if it took them all,
 * writes the application, its dates, its history row, its credit entry and
 * the opening of its conversation. A full slot answers TIMESLOT_FULL having
 * written nothing; with `onFull: 'waitlist'` the employee is then put on the
 * waiting list of the full slots.
 *
 * One person's applications that hold solidarity days run one after the
 * other: the membership is locked before the balance is read. The others need
 * no lock: a twin sending the same id meets the id's primary key (and answers
 * what the twin did), a second application to the mission meets the index of
 * live applications (ALREADY_APPLIED), as the checks would have.
 *
 * Round trips: the facts in one statement, the writes (which answer the new
 * application as its screens show it) in another. Every refusal but a lost
 * twin race comes before the first write, so the sync push runs it without a
 * savepoint (`UnguardedTransaction`).
 */
export async function applyToMission(deps: UseCaseDeps, actor: Actor, companyId: number, input: ApplyRequest, now = new Date()): Promise<ApplyOutcome> {
  return runMutation<{ engagement: EngagementView }>(
    deps.sql,
    async (tx, marker) => {
      const scope = { kind: 'employee', companyId, userId: actor.userId } as const;
      // One round trip: (with several slots) the slots locked in id order, then every fact in one statement.
      const [, facts] = await Promise.all([
        input.timeslotIds.length > 1 ? q.lockTimeslots(tx, input.timeslotIds) : undefined,
        q.findApplyFacts(tx, { ...input, userId: actor.userId, companyId }),
      ]);
      const { existing, mission, requested: slots, liveId: live } = facts;
      if (!facts.applicant) throw new Refusal('FORBIDDEN');
      // Spec §6: the online route is gated with the company's other mission routes; an intent queued offline is refused here.
      const features = featuresOf(facts.applicant);
      if (!features.has('missions')) throw new Refusal('FEATURE_DISABLED');
      const applicant = withCompanyFeatures(facts.applicant, features);

      if (existing) {
        // A replay: the same result, nothing applied twice. An id of someone else's application is refused.
        if (existing.userId !== actor.userId || existing.companyId !== companyId || existing.missionId !== input.missionId) throw new Refusal('CONFLICT');
        const [row] = await q.listEngagementViews(tx, scope, input.engagementId);
        return { result: { status: 'ok', engagement: presentEngagement(row!, asVolunteer(actor)(row!)) }, mails: [] };
      }

      if (!mission) throw new Refusal('MISSION_UNAVAILABLE');
      assertMayApply(applicant, mission, input.timeType, now);

      // The dates: one or more slots of this mission for a timeslot mission, none for a text availability.
      const usesTimeslots = mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
      const openSlots = facts.open.filter((slot) => signupsOpen(slot, mission.registrationDeadlineDays, now));
      if (usesTimeslots && input.timeslotIds.length === 0) {
        if (openSlots.length === 0) throw new Refusal('NO_TIMESLOT_AVAILABLE');
        throw new Refusal('VALIDATION_FAILED', { fields: { timeslotIds: [validationMessage('timeslot_required')] } });
      }
      if (!usesTimeslots && input.timeslotIds.length > 0) throw new Refusal('VALIDATION_FAILED', { fields: { timeslotIds: [validationMessage('invalid_value')] } });
      if (slots.length !== input.timeslotIds.length) throw new Refusal('NOT_FOUND', { timeslotIds: input.timeslotIds.filter((id) => !slots.some((slot) => slot.id === id)) });
      const closed = slots.filter((slot) => !signupsOpen(slot, mission.registrationDeadlineDays, now)).map((slot) => slot.id);
      if (closed.length > 0) throw new Refusal('SIGNUPS_CLOSED', { timeslotIds: closed });

      if (live) throw new Refusal('ALREADY_APPLIED', { engagementId: live });

      // Solidarity days (work time, on missions that deduct them): a warning the employee confirms (applyRequestSchema).
      const workTime = input.timeType === 'work';
      const holdsCredit = workTime && mission.deductsCredit;
      const firstState: EngagementTimeslotState = stateAfter(initialTimeslotAction({ managerValidation: applicant.managerValidation, workTime }));
      const hours = engagementCreditHours(slots.map((slot) => ({ ...slot, state: firstState })));
      if (holdsCredit && applicant.checksCreditBalance) {
        // Days are charged under the membership lock: two applications of one person never spend the same days.
        const [locked, creditEntries] = await Promise.all([q.lockApplicant(tx, companyId, actor.userId), q.listCreditEntries(tx, companyId, actor.userId)]);
        if (!locked) throw new Refusal('FORBIDDEN');
        const balance = creditBalance(withDefaultInitialGrant(creditEntries, applicant.yearlyCreditHours));
        if (!hasEnoughCredit(balance, hours) && !input.acknowledgeInsufficientCredit) {
          throw new Refusal('INSUFFICIENT_CREDIT', { warning: true, requestedDays: hoursAsDays(hours), availableDays: balance.total });
        }
      }

      // A slot read full is refused as it was read (its places are locked only when several are taken at once).
      const fullSlots = slots.filter((slot) => slot.taken >= slot.places).map((slot) => slot.id);
      marker.writing();
      if (fullSlots.length > 0) return fullSlotOutcome(tx, actor, companyId, input, fullSlots, openSlots);

      const token = firstState === 'toValidate' ? newValidationToken() : null;
      const opening: ConversationOpening = { ...mission, missionTitle: mission.title };
      const [written, associationMails] = await Promise.all([
        q.insertApplication(tx, {
          id: input.engagementId,
          missionId: mission.id,
          userId: actor.userId,
          companyId,
          timeType: input.timeType,
          message: input.message ?? null,
          approximateDurationHours: hours,
          tokenHash: token?.hash ?? null,
          timeslotIds: slots.map((slot) => slot.id),
          dateState: firstState,
          managerEmail: firstState === 'toValidate' ? managerAskedOf(applicant) : null,
          details: { timeslotIds: input.timeslotIds, timeType: input.timeType, creditWarningAcknowledged: input.acknowledgeInsufficientCredit },
          credit: holdsCredit ? { kind: creditKindForEngagement('created')!, hours } : null,
          // The messenger opens with the mission's registration message, the applicant's message and the automatic reply.
          messages: openingMessages(opening, actor.userId, input.message),
        }),
        // The "Nouvelle candidature" mail to the mission's referent (sent after the commit, never on a replay).
        newApplicationMails(deps, tx, opening, { engagementId: input.engagementId, volunteer: applicant, message: input.message }),
      ]);
      if (!written.created) {
        // The conditional update found a slot full: nothing was written.
        if (written.placed === 0 && slots.length > 0) return fullSlotOutcome(tx, actor, companyId, input, slots.map((slot) => slot.id), openSlots);
        // The id exists: its twin committed while this one waited on it. Undo the places, then answer what the twin did.
        throw new Refusal('CONFLICT', { replay: true });
      }

      const managerMails = managerRequestMails(deps, applicant, token, mission.title, slots);
      const row = written.view!;
      return { result: { status: 'ok', engagement: presentEngagement(row, asVolunteer(actor)(row)) }, mails: [...managerMails, ...associationMails] };
    },
    async (refusal) => {
      if (refusal.code === 'CONFLICT' && refusal.details?.replay) return applyToMission(deps, actor, companyId, input, now);
      return { result: refusalResult(refusal.code, refusal.details), mails: [] };
    },
  );
}

/** Takes one place on each slot with the conditional update, in id order; a full slot refuses (and rolls back) with TIMESLOT_FULL. */
export async function takePlacesOrRefuse(tx: Db, slots: ReadonlyArray<{ id: number }>): Promise<void> {
  const full: number[] = [];
  for (const slot of [...slots].sort((a, b) => a.id - b.id)) {
    if (!(await q.takePlace(tx, slot.id))) full.push(slot.id);
  }
  if (full.length > 0) throw new Refusal('TIMESLOT_FULL', { fullTimeslotIds: full });
}

/**
 * The manager asked to decide on the applicant's dates awaiting validation: their manager, unless the company's admins
 * decide (settings « Validation des dates sur temps de travail »), then nobody is mailed and the admins decide.
 */
export function managerAskedOf(applicant: Pick<Applicant, 'managerEmail' | 'workTimeValidator'>): string | null {
  return applicant.workTimeValidator === 'manager' ? applicant.managerEmail : null;
}

/** The validation request to the employee's manager, when dates now await them (a new link was made) and the membership names a manager. */
export function managerRequestMails(
  deps: UseCaseDeps,
  applicant: Applicant,
  token: { token: string } | null,
  missionTitle: string,
  dates: Parameters<typeof managerValidationMail>[1]['dates'],
) {
  const managerEmail = managerAskedOf(applicant);
  if (!token || !managerEmail) return [];
  return [
    managerValidationMail(deps, {
      to: managerEmail,
      lang: applicant.lang,
      token: token.token,
      employee: { firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email },
      missionTitle,
      dates,
      reminder: false,
    }),
  ];
}

/**
 * The applicant (membership, account, company) locked for the caller's transaction, or undefined when they are
 * no employee of the company. Exported with `findMissionForApply` for the waiting-list alert (timeslots), which
 * checks the same apply rule before subscribing.
 */
export function lockApplicant(tx: TransactionSql, companyId: number, userId: string) {
  return q.lockApplicant(tx, companyId, userId);
}

/** The mission as the apply rule reads it, as this company sees it (undefined: another company's own mission). */
export function findMissionForApply(tx: TransactionSql, missionId: number, companyId: number) {
  return q.findMissionForApply(tx, missionId, companyId);
}

type Applicant = NonNullable<Awaited<ReturnType<typeof q.lockApplicant>>>;

/**
 * The applicant as the company's features (spec §6) let their application go: without « Validation manager » the company's
 * setting no longer asks anyone and work-time dates are validated at once (spec §4); without « Crédits » no balance is
 * shown nor checked (no warning), while the days used are still recorded, so the balances are true if it comes back on.
 */
export function withCompanyFeatures<Row extends Applicant>(applicant: Row, features: ReadonlySet<Feature>): Row & { checksCreditBalance: boolean } {
  return { ...applicant, managerValidation: applicant.managerValidation && features.has('manager_validation'), checksCreditBalance: features.has('credits') };
}
type ApplyMission = NonNullable<Awaited<ReturnType<typeof q.findMissionForApply>>>;

/** The rules of applying (spec §6 'Employee', §8 'Applying'), for a first application and for new dates alike. */
export function assertMayApply(applicant: Applicant, mission: ApplyMission, timeType: ApplyRequest['timeType'], now: Date): void {
  const rule = canApply({
    actor: { state: applicant.userState },
    companyActive: applicant.companyActive,
    missionState: mission.state,
    missionExpired: isMissionExpired({ expiresOn: mission.expiresOn, lastTimeslotEndsAt: mission.lastTimeslotEndsAt }, now),
    missionValidatedByCompany: mission.validatedByCompany,
    missionOpenToEmployee: isMissionOpenTo(mission, applicant),
  });
  if (!rule.ok) throw new Refusal(rule.code);
  if (mission.timeType !== 'both' && mission.timeType !== timeType) throw new Refusal('TIME_TYPE_NOT_ALLOWED', { allowed: mission.timeType });
}

function stateAfter(action: ReturnType<typeof initialTimeslotAction>): EngagementTimeslotState {
  const next = engagementTimeslotMachine.rules[action].to;
  return typeof next === 'string' ? next : 'created';
}

/**
 * TIMESLOT_FULL, with what the employee can do next (spec §8 'Timeslot full,
 * where a waiting-list alert is offered'): the other open slots of the
 * mission, and the waiting list, joined at once with `onFull: 'waitlist'`.
 * Written in the apply's transaction, which wrote nothing else.
 */
async function fullSlotOutcome(
  tx: TransactionSql,
  actor: Actor,
  companyId: number,
  input: ApplyRequest,
  fullTimeslotIds: number[],
  openSlots: ReadonlyArray<{ id: number }>,
): Promise<ApplyOutcome> {
  const details: Record<string, unknown> = {
    fullTimeslotIds,
    otherOpenTimeslotIds: openSlots.map((slot) => slot.id).filter((id) => !input.timeslotIds.includes(id)),
    waitingListOffered: true,
  };
  if (input.onFull === 'waitlist') {
    // Each alert, then its position (which counts it): one round trip for them all.
    const positions = await Promise.all(
      fullTimeslotIds.map(async (timeslotId) => {
        const [, position] = await Promise.all([
          q.insertSubscriber(tx, { id: waitlistSubscriptionId(input.engagementId, timeslotId), timeslotId, userId: actor.userId, companyId }),
          q.waitingListPosition(tx, timeslotId, actor.userId),
        ]);
        return [timeslotId, position] as const;
      }),
    );
    details.waitingListPosition = positions[0]?.[1] ?? null;
    details.waitingListPositions = Object.fromEntries(positions);
  }
  return { result: refusalResult('TIMESLOT_FULL', details), mails: [] };
}
