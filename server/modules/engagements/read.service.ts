import type { EngagementView } from '../../../shared/engagements/engagement-api.schema';
import { type EngagementParty, engagementActions } from '../../../shared/engagements/engagement.machine';
import { type TimeSpentReviewer, timeSpentReviewMachine } from '../../../shared/engagements/time-spent-review.machine';
import { engagementStep } from '../../../shared/engagements/engagement.steps';
import { ACTIVITY_TYPE_ENGAGEMENT } from '../../../shared/engagements/engagement.schema';
import type { EngagementCancelReason } from '../../../shared/engagements/cancel-reasons';
import type { Actor } from '../../../shared/permissions/actor';
import { fullName } from '../../../shared/users/me';
import { instantToParis } from '../../../shared/time/paris';
import type { Db } from '../../http/mutation';
import type { SqlFragment } from '../../db/connect';
import {
  type EngagementScope,
  type EngagementViewRow,
  type PublishingCompanyRow,
  engagementViewSource,
  findEngagement,
  listEngagementViews,
  listPublishingCompanyFacts,
} from './engagements.sql';

/** Whether an application with this id exists, in any tenant (the demo seed skips the ones it wrote before). */
export async function engagementExists(db: Db, id: string): Promise<boolean> {
  return (await findEngagement(db, id)) !== undefined;
}

/** An application with what its screens show, as the sync pull reads it too. */
export type { EngagementViewRow } from './engagements.sql';

/**
 * The select, columns and joins of an `EngagementViewRow` (`e` the engagement, `m` its mission), for the sync
 * pull to read applications page by page exactly as the screens do; the caller adds where, order and limit.
 */
export function engagementViewQuery(db: Db): SqlFragment {
  return engagementViewSource(db);
}

/**
 * Who reads an application, as the engagement machine's `who` rules see them
 * (`EngagementParty`): the server presents each application with the actions
 * that party may take, and the client shows exactly those.
 */
export type PartyFor = (row: Pick<EngagementViewRow, 'userId' | 'supervisorId'>) => EngagementParty;

/** The employee, on their own applications (another's: no action). */
export const asVolunteer =
  (actor: Actor): PartyFor =>
  (row) => ({ actor, as: 'volunteer', engagement: { userId: row.userId, supervisorId: row.supervisorId } });

/** The organiser: the association running the mission, or (with its facts) the company that published it. */
export const asOrganiser =
  (actor: Actor, publishingCompany: PublishingCompanyRow | null = null): PartyFor =>
  (row) => ({ actor, as: 'organiser', engagement: { userId: row.userId, supervisorId: row.supervisorId, publishingCompany } });

/**
 * An application as its screens show it, with what `party` may do to it now and, for the company's
 * reviewers (`reviewer`), what they may do to each date's time spent.
 */
export function presentEngagement(row: EngagementViewRow, party: EngagementParty, now: Date = new Date(), reviewer: TimeSpentReviewer | null = null): EngagementView {
  const liveDates = row.dates.filter((date) => date.state !== 'canceled' && date.state !== 'rejected');
  const lastEnd = liveDates.reduce<number | null>((max, date) => Math.max(max ?? 0, new Date(date.endsAt).getTime()), null);
  const usesTimeslots = row.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
  const step = engagementStep({
    state: row.state,
    messageSent: Boolean(row.message?.trim()),
    usesTimeslots,
    timeslotStates: row.dates.map((date) => date.state),
    externalRegistrationPending: row.externalUrl !== null && !row.externalRegistrationDone,
    datesOver: lastEnd !== null && lastEnd <= now.getTime(),
    surveyDone: row.surveyCompletedAt !== null,
  });
  return {
    id: row.id,
    state: row.state,
    step,
    missionId: row.missionId,
    employeeId: row.userId,
    timeType: row.timeType,
    activityType: ACTIVITY_TYPE_ENGAGEMENT,
    message: row.message,
    cancelReason: row.cancelReason as EngagementCancelReason | null,
    otherReason: row.cancelOtherReason,
    cancelMessage: row.cancelMessage,
    survey: row.survey,
    testimony: row.testimony,
    approximateDurationHours: row.approximateDurationHours,
    revisedDurationHours: row.revisedDurationHours,
    timeslots: row.dates.map((date) => ({
      id: date.id,
      timeslotId: date.timeslotId,
      date: instantToParis(date.startsAt).date,
      startsAt: new Date(date.startsAt).toISOString(),
      endsAt: new Date(date.endsAt).toISOString(),
      state: date.state,
      validatorType: date.validatorType,
      managerEmail: date.managerEmail,
      reviewStatus: date.reviewStatus,
      reviewActions: reviewer ? timeSpentReviewMachine.availableActions(date.reviewStatus, reviewer, { coveredByTaxReceipt: date.coveredByTaxReceipt }) : [],
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    companyId: row.companyId,
    companyName: row.companyName,
    mission: {
      id: row.missionId,
      slug: row.missionSlug,
      title: row.missionTitle,
      availabilityType: row.availabilityType,
      externalUrl: row.externalUrl,
      association: row.associationId !== null ? { id: row.associationId, slug: row.associationSlug!, name: row.associationName! } : null,
      supervisorId: row.supervisorId,
    },
    volunteer: { fullName: fullName(row.firstName, row.lastName, row.email), email: row.email },
    stateBeforeCancel: row.stateBeforeCancel === 'canceled' ? null : row.stateBeforeCancel,
    externalRegistrationDone: row.externalRegistrationDone,
    surveyCompletedAt: row.surveyCompletedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    managerRequestedAt: row.managerRequestedAt?.toISOString() ?? null,
    availableActions: engagementActions({ ...row, usesTimeslots }, party),
  };
}

/** The employee's own applications in one company ('mes expériences'). */
export async function listMyEngagements(db: Db, actor: Actor, companyId: number, now = new Date()): Promise<EngagementView[]> {
  const rows = await listEngagementViews(db, { kind: 'employee', companyId, userId: actor.userId });
  return rows.map((row) => presentEngagement(row, asVolunteer(actor)(row), now));
}

/** One application in a scope, or undefined (another tenant's application is never found). */
export async function readEngagement(db: Db, scope: EngagementScope, id: string, partyFor: PartyFor, reviewer: TimeSpentReviewer | null = null, now = new Date()) {
  const [row] = await listEngagementViews(db, scope, id);
  return row ? presentEngagement(row, partyFor(row), now, reviewer) : undefined;
}

/**
 * One application to a mission the company published itself, read from the
 * company space: the organiser's actions for whom may manage it, none for the
 * others (they read). Another tenant's is not found.
 */
export async function readPublishedMissionEngagement(db: Db, actor: Actor, companyId: number, id: string, now = new Date()) {
  const [publisher] = await listPublishingCompanyFacts(db, companyId, [id]);
  if (!publisher) return undefined;
  return readEngagement(db, { kind: 'publishingCompany', companyId }, id, asOrganiser(actor, publisher), null, now);
}
