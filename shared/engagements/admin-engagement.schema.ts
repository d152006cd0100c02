import type { MissionState } from '../missions/mission-state';
import type { PublisherType } from '../missions/taxonomy';
import type { UserState } from '../users/user-states';
import type { EngagementCancelReason } from './cancel-reasons';
import type { EngagementState } from './engagement.machine';
import type { EngagementTimeslotState, ValidatorType } from './engagement-timeslot.machine';
import type { TimeSpentReviewStatus } from './time-spent-review.machine';

/**
 * What an application's history rows say happened (`engagement_history.action`): the machine's steps, the dates a
 * manager or a company admin decided (`timeslot_*`), the company's review of the time spent (`time_spent_*`), and
 * the employee's end-of-mission answer. A name not listed here (a later step) is shown as it is stored.
 */
export const ENGAGEMENT_HISTORY_ACTIONS = [
  'apply',
  'confirm',
  'finish',
  'reopen',
  'cancel',
  'revert_cancel',
  'expire',
  'add_dates',
  'review',
  'timeslot_validate',
  'timeslot_reject',
  'time_spent_validate',
  'time_spent_challenge',
  'time_spent_process_challenge',
  'time_spent_cancel',
] as const;
export type EngagementHistoryAction = (typeof ENGAGEMENT_HISTORY_ACTIONS)[number];

export const isEngagementHistoryAction = (action: string): action is EngagementHistoryAction =>
  (ENGAGEMENT_HISTORY_ACTIONS as readonly string[]).includes(action);

/** `GET /api/v1/admin/engagements/{id}` (issue 16): an application as platform administrators read it, whole. */
export interface AdminEngagementDetail {
  engagement: {
    id: string;
    state: EngagementState;
    timeType: 'work' | 'personal';
    message: string | null;
    cancelReason: EngagementCancelReason | null;
    cancelOtherReason: string | null;
    cancelMessage: string | null;
    approximateDurationHours: number | null;
    revisedDurationHours: number | null;
    testimony: string | null;
    surveyCompletedAt: string | null;
    externalRegistrationDone: boolean;
    createdAt: string;
    lastActivityAt: string;
  };
  volunteer: { id: string; fullName: string; email: string; state: UserState; ssoId: string | null };
  mission: { id: number; slug: string; title: string; state: MissionState; publisherType: PublisherType };
  company: { slug: string; name: string };
  association: { slug: string; name: string } | null;
  dates: Array<{
    id: number;
    startsAt: string;
    endsAt: string;
    state: EngagementTimeslotState;
    validatorType: ValidatorType | null;
    validatedBy: string | null;
    managerEmail: string | null;
    decidedAt: string | null;
    reviewStatus: TimeSpentReviewStatus;
  }>;
  /** Oldest first. `actor` is null for the system's own steps (an expiry) and the manager's link. */
  history: Array<{
    id: number;
    action: string;
    fromState: EngagementState | null;
    toState: EngagementState;
    actorKind: 'user' | 'manager' | 'system';
    actor: { id: string; fullName: string } | null;
    /** The date the step was about (`timeslot_*`, `time_spent_*`). */
    dateId: number | null;
    createdAt: string;
  }>;
  messagesCount: number;
  /** Why « Se connecter en tant que » the volunteer is not offered, or null when it is. */
  impersonationRefusal: 'CANNOT_IMPERSONATE' | null;
}
