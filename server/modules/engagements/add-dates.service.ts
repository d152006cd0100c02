import { creditBalance, hasEnoughCredit } from '../../../shared/credits/credit.ledger';
import { engagementCreditHours, withDefaultInitialGrant } from '../../../shared/credits/engagement-hours';
import { canAddDates, datesChosenAgain, slotsLiveOnApplication } from '../../../shared/engagements/add-dates.rules';
import type { AddDatesRequest, EngagementView } from '../../../shared/engagements/engagement-api.schema';
import { type EngagementTimeslotState, countsAsPlanned, engagementTimeslotMachine, initialTimeslotAction } from '../../../shared/engagements/engagement-timeslot.machine';
import type { Actor } from '../../../shared/permissions/actor';
import { signupsOpen } from '../../../shared/timeslots/timeslot.rules';
import { hoursAsDays } from '../../../shared/time/working-time';
import { fullName } from '../../../shared/users/me';
import { interpolate, validationMessage } from '../../../shared/validation/messages';
import { formatParisSlot, texts } from '../../http/labels';
import { type UseCaseDeps, assertMayApply, managerAskedOf, managerRequestMails, takePlacesOrRefuse, withCompanyFeatures } from './apply.service';
import { companyFeatures } from '../companies/companies.service';
import { noteToAnsweringSide } from './messenger.service';
import { asVolunteer, presentEngagement } from './read.service';
import { type Outcome, Refusal, refusalResult, runMutation } from '../../http/mutation';
import { newValidationToken } from './validation-token';
import { refreshCredit } from './transitions.service';
import * as ad from './add-dates.sql';
import * as q from './engagements.sql';

export type AddDatesOutcome = Outcome<{ engagement: EngagementView }>;

/** The companies the request acts in: the space's company when the client names it, otherwise each of the employee's. */
export type AddDatesScope = { companyIds: readonly number[] };

function firstStateOf(ctx: { managerValidation: boolean; workTime: boolean }): EngagementTimeslotState {
  const next = engagementTimeslotMachine.rules[initialTimeslotAction(ctx)].to;
  return typeof next === 'string' ? next : 'created';
}

/** The note the association reads in the conversation (in French, the product's source language, like the mission texts). */
function associationNote(volunteer: string, slots: ReadonlyArray<{ startsAt: Date; endsAt: Date }>): string {
  const template = (texts('fr', 'engagements').add_dates as Record<string, string> | undefined)?.association_note ?? '{{volunteer}} : {{dates}}';
  return interpolate(template, { volunteer, dates: slots.map((slot) => `• ${formatParisSlot(slot.startsAt, slot.endsAt)}`).join('\n') });
}

/**
 * 'Ajouter des dates' / 'Choisir un créneau' (step `timeslot_to_select`): the
 * employee adds slots of the mission to their own live application. Modelled
 * on `applyToMission`, in one transaction: the membership is locked (one
 * person's applications change one after the other), then the application;
 * the rules of applying still hold (spec §6 'Employee', §8 'Applying',
 * 'Timeslots', 'Credit'); each new date starts as a first application's would
 * (waiting for the manager on work time when the company asks for it, with a
 * new link mailed to the manager); a slot whose date on the application was
 * rejected or canceled may be chosen again: that date starts over (the date
 * machine's `choose_again`, same first state, validator cleared) rather than a
 * second one being added; the planned duration and the credit entry
 * follow the dates; a history row `add_dates`; the association reads a note in
 * the conversation and gets the usual mail. Places are taken last, by the
 * conditional update only: a full slot rolls everything back and answers
 * TIMESLOT_FULL with the other open slots and the waiting-list offer.
 */
export async function addEngagementDates(deps: UseCaseDeps, actor: Actor, scope: AddDatesScope, engagementId: string, input: AddDatesRequest, now = new Date()): Promise<AddDatesOutcome> {
  return runMutation<{ engagement: EngagementView }>(
    deps.sql,
    async (tx) => {
      const companyId = await ad.findOwnEngagementCompany(tx, engagementId, actor.userId, scope.companyIds);
      if (companyId === undefined) throw new Refusal('NOT_FOUND');
      const [locked, features] = await Promise.all([q.lockApplicant(tx, companyId, actor.userId), companyFeatures(tx, companyId)]);
      if (!locked) throw new Refusal('NOT_FOUND');
      const applicant = withCompanyFeatures(locked, features);
      const engagement = await q.lockEngagement(tx, engagementId, { kind: 'employee', companyId, userId: actor.userId });
      if (!engagement) throw new Refusal('NOT_FOUND');

      const mission = await q.findMissionForApply(tx, engagement.missionId, companyId);
      if (!mission) throw new Refusal('MISSION_UNAVAILABLE');
      const live = canAddDates({ state: engagement.state, usesTimeslots: mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' });
      if (!live.ok) throw new Refusal(live.code, { state: engagement.state });
      assertMayApply(applicant, mission, engagement.timeType, now);

      // The slots: of this mission, without a live date on the application, sign-ups open.
      const slots = await q.findMissionTimeslots(tx, mission.id, input.timeslotIds);
      if (slots.length !== input.timeslotIds.length) throw new Refusal('NOT_FOUND', { timeslotIds: input.timeslotIds.filter((id) => !slots.some((slot) => slot.id === id)) });
      const dates = await q.listEngagementDates(tx, engagement.id);
      const already = slotsLiveOnApplication(dates, input.timeslotIds);
      if (already.length > 0) throw new Refusal('VALIDATION_FAILED', { fields: { timeslotIds: [validationMessage('timeslot_already_chosen')] }, timeslotIds: already });
      const closed = slots.filter((slot) => !signupsOpen(slot, mission.registrationDeadlineDays, now)).map((slot) => slot.id);
      if (closed.length > 0) throw new Refusal('SIGNUPS_CLOSED', { timeslotIds: closed });

      // Solidarity days: the warning looks at what the new dates add to what the application already holds.
      const workTime = engagement.timeType === 'work';
      const dateContext = { managerValidation: applicant.managerValidation, workTime };
      const firstState = firstStateOf(dateContext);
      // A rejected or canceled date on a chosen slot starts over (the machine decides where), instead of a second date.
      const again = new Map(
        datesChosenAgain(dates, input.timeslotIds).map((date) => {
          const move = engagementTimeslotMachine.transition(date.state, 'choose_again', dateContext);
          if (!move.ok) throw new Refusal(move.code, { timeslotIds: [date.timeslotId] });
          return [date.timeslotId!, { date, next: move.next }] as const;
        }),
      );
      const added = slots.map((slot) => ({ ...slot, state: again.get(slot.id)?.next ?? firstState }));
      const heldHours = engagementCreditHours(dates);
      const plannedHours = engagementCreditHours([...dates.filter((date) => !again.has(date.timeslotId ?? -1)), ...added]);
      if (workTime && mission.deductsCredit && applicant.checksCreditBalance) {
        const balance = creditBalance(withDefaultInitialGrant(await q.listCreditEntries(tx, companyId, actor.userId), applicant.yearlyCreditHours));
        if (!hasEnoughCredit(balance, plannedHours - heldHours) && !input.acknowledgeInsufficientCredit) {
          throw new Refusal('INSUFFICIENT_CREDIT', { warning: true, requestedDays: hoursAsDays(plannedHours - heldHours), availableDays: balance.total });
        }
      }

      for (const slot of slots) {
        const earlier = again.get(slot.id);
        const state = earlier?.next ?? firstState;
        const managerEmail = state === 'toValidate' ? managerAskedOf(applicant) : null;
        if (earlier) {
          const reopened = await ad.reopenEngagementDate(tx, { id: earlier.date.id, engagementId: engagement.id, companyId, state, managerEmail, startsAt: slot.startsAt, endsAt: slot.endsAt });
          if (!reopened) throw new Refusal('CONFLICT', { timeslotIds: [slot.id] });
        } else {
          await q.insertEngagementDate(tx, { engagementId: engagement.id, companyId, timeslotId: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, state, managerEmail });
        }
      }
      // A new link for the manager (the previous one stops working): it shows every date still awaiting them.
      const token = added.some((date) => date.state === 'toValidate') ? newValidationToken() : null;
      if (token) await q.setValidationToken(tx, engagement.id, token.hash);
      await ad.setPlannedDuration(tx, engagement.id, companyId, plannedHours);
      await q.insertHistory(tx, {
        engagementId: engagement.id,
        action: 'add_dates',
        fromState: engagement.state,
        toState: engagement.state,
        actorUserId: actor.userId,
        actorKind: 'user',
        details: {
          timeslotIds: input.timeslotIds,
          dateState: firstState,
          creditWarningAcknowledged: input.acknowledgeInsufficientCredit,
          // The dates that started over, and the state each had (rejected or canceled).
          chosenAgain: [...again.values()].map(({ date }) => ({ id: date.id, timeslotId: date.timeslotId, from: date.state })),
        },
      });
      await refreshCredit(tx, engagement, engagement.state, engagement.revisedDurationHours);
      const volunteer = fullName(applicant.firstName, applicant.lastName, applicant.email);
      const associationMails = await noteToAnsweringSide(deps, tx, { engagementId: engagement.id, companyId, body: associationNote(volunteer, slots) });

      // Last, so the slot rows stay locked as briefly as possible: the conditional update hands out the places.
      await takePlacesOrRefuse(tx, slots);

      const waiting = token ? (await q.listEngagementDates(tx, engagement.id)).filter((date) => date.state === 'toValidate') : [];
      const managerMails = managerRequestMails(deps, applicant, token, mission.title, waiting);
      const [row] = await q.listEngagementViews(tx, { kind: 'employee', companyId, userId: actor.userId }, engagement.id);
      return { result: { status: 'ok', engagement: presentEngagement(row!, asVolunteer(actor)(row!), now) }, mails: [...managerMails, ...associationMails] };
    },
    async (refusal) => {
      if (refusal.code !== 'TIMESLOT_FULL') return { result: refusalResult(refusal.code, refusal.details), mails: [] };
      const fullTimeslotIds = (refusal.details?.fullTimeslotIds as number[] | undefined) ?? [];
      return { result: await fullSlotResult(deps, actor, scope, engagementId, input, fullTimeslotIds, now), mails: [] };
    },
  );
}

/**
 * TIMESLOT_FULL, with what the employee can do next (spec §8 'Timeslot full,
 * where a waiting-list alert is offered'): the other open slots of the mission
 * without a live date on the application; the waiting list is joined from the screen
 * (`timeslot.subscribe`), as after a full apply.
 */
async function fullSlotResult(deps: UseCaseDeps, actor: Actor, scope: AddDatesScope, engagementId: string, input: AddDatesRequest, fullTimeslotIds: number[], now: Date) {
  return runMutation<never>(deps.sql, async (tx) => {
    const companyId = await ad.findOwnEngagementCompany(tx, engagementId, actor.userId, scope.companyIds);
    const engagement = companyId === undefined ? undefined : await q.lockEngagement(tx, engagementId, { kind: 'employee', companyId, userId: actor.userId });
    const mission = engagement && companyId !== undefined ? await q.findMissionForApply(tx, engagement.missionId, companyId) : undefined;
    // A rejected or canceled date does not hold its slot: that slot may be offered again.
    const onApplication = engagement ? (await q.listEngagementDates(tx, engagement.id)).filter((date) => countsAsPlanned(date.state)).map((date) => date.timeslotId) : [];
    const open = mission ? (await q.listOpenTimeslots(tx, mission.id)).filter((slot) => signupsOpen(slot, mission.registrationDeadlineDays, now)) : [];
    const details = {
      fullTimeslotIds,
      otherOpenTimeslotIds: open.map((slot) => slot.id).filter((id) => !input.timeslotIds.includes(id) && !onApplication.includes(id)),
      waitingListOffered: true,
    };
    return { result: refusalResult('TIMESLOT_FULL', details), mails: [] };
  }).then((outcome) => outcome.result);
}
