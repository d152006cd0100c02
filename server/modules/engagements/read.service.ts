import type { EngagementView } from '../../../shared/engagements/engagement-api.schema';
import { type EngagementAction, type EngagementState, engagementMachine } from '../../../shared/engagements/engagement.machine';
import { engagementStep } from '../../../shared/engagements/engagement.steps';
import { ACTIVITY_TYPE_ENGAGEMENT } from '../../../shared/engagements/engagement.schema';
import type { EngagementCancelReason } from '../../../shared/engagements/cancel-reasons';
import { canManageEngagement } from '../../../shared/permissions/policies';
import type { Actor } from '../../../shared/permissions/actor';
import { fullName } from '../../../shared/users/me';
import { instantToParis } from '../../../shared/time/paris';
import type { Db } from '../../http/mutation';
import type { SqlFragment } from '../../db/connect';
import { type EngagementScope, type EngagementViewRow, engagementViewSource, findEngagement, listEngagementViews, listPublishingCompanyFacts } from './engagements.sql';

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

/** What each side may do to an application (the machine then says which of them apply now). */
export const EMPLOYEE_ACTIONS: readonly EngagementAction[] = ['cancel', 'finish'];
export const REFERENT_ACTIONS: readonly EngagementAction[] = ['confirm', 'finish', 'reopen', 'cancel', 'revert_cancel'];

/** The actions of `allowed` the machine accepts from this state (a cancel still needs its reason, given later). */
export function possibleActions(state: EngagementState, stateBeforeCancel: EngagementState | null, allowed: readonly EngagementAction[]): EngagementAction[] {
  return allowed.filter((action) =>
    engagementMachine.can(state, action, { cancelReason: 'other', otherReason: '-', stateBeforeCancel: stateBeforeCancel ?? 'created' }),
  );
}

export function presentEngagement(row: EngagementViewRow, allowed: readonly EngagementAction[], now: Date = new Date()): EngagementView {
  const liveDates = row.dates.filter((date) => date.state !== 'canceled' && date.state !== 'rejected');
  const lastEnd = liveDates.reduce<number | null>((max, date) => Math.max(max ?? 0, new Date(date.endsAt).getTime()), null);
  const step = engagementStep({
    state: row.state,
    messageSent: Boolean(row.message?.trim()),
    usesTimeslots: row.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
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
    availableActions: possibleActions(row.state, row.stateBeforeCancel, allowed),
  };
}

/** The employee's own applications in one company ('mes expériences'). */
export async function listMyEngagements(db: Db, actor: Actor, companyId: number, now = new Date()): Promise<EngagementView[]> {
  const rows = await listEngagementViews(db, { kind: 'employee', companyId, userId: actor.userId });
  return rows.map((row) => presentEngagement(row, EMPLOYEE_ACTIONS, now));
}

/** One application in a scope, or undefined (another tenant's application is never found). */
export async function readEngagement(db: Db, scope: EngagementScope, id: string, allowedFor: (row: EngagementViewRow) => readonly EngagementAction[], now = new Date()) {
  const [row] = await listEngagementViews(db, scope, id);
  return row ? presentEngagement(row, allowedFor(row), now) : undefined;
}

/** The association side: only the mission's referent manages; other members read. */
export function referentActions(actor: Actor) {
  return (row: { supervisorId: string | null }) => (canManageEngagement(actor, row).ok ? REFERENT_ACTIONS : []);
}

/**
 * One application to a mission the company published itself, read from the
 * company space: the referent's actions for whom `canManageEngagement` lets
 * manage it, none for the others (they read). Another tenant's is not found.
 */
export async function readPublishedMissionEngagement(db: Db, actor: Actor, companyId: number, id: string, now = new Date()) {
  const [publisher] = await listPublishingCompanyFacts(db, companyId, [id]);
  if (!publisher) return undefined;
  const manages = canManageEngagement(actor, { supervisorId: publisher.supervisorId, publishingCompany: publisher }).ok;
  return readEngagement(db, { kind: 'publishingCompany', companyId }, id, () => (manages ? REFERENT_ACTIONS : []), now);
}
