import type { EngagementTimeslotState } from './engagement-timeslot.machine';
import { ENGAGEMENT_STATES, type EngagementState } from './engagement.machine';
import type { TimeSpentReviewStatus } from './time-spent-review.machine';

/**
 * The company's follow-up of its employees' applications (issue 6 §5):
 * `/entreprise/{slug}/suivi-missions` and a mission's volunteers and
 * subscribers. Shapes returned by
 * `GET /companies/{slug}/engagement-follow-up?state=`,
 * `GET /companies/{slug}/missions/{id}/volunteers` and `/subscribers`.
 */
export interface FollowedEngagement {
  id: string;
  state: EngagementState;
  timeType: 'work' | 'personal';
  createdAt: string;
  employee: { id: string; fullName: string; email: string };
  mission: { id: number; slug: string; title: string; organiserName: string | null };
  dates: Array<{ id: number; startsAt: string; endsAt: string; state: EngagementTimeslotState; reviewStatus: TimeSpentReviewStatus }>;
}

export interface FollowedMission {
  id: number;
  slug: string;
  title: string;
  organiserName: string | null;
}

export interface CompanyMissionSubscriber {
  id: string;
  state: 'waiting' | 'expired';
  createdAt: string;
  employee: { id: string; fullName: string; email: string };
  timeslot: { id: number; startsAt: string; endsAt: string };
}

export interface FollowUpList {
  engagements: FollowedEngagement[];
}
export interface MissionVolunteers {
  mission: FollowedMission;
  volunteers: FollowedEngagement[];
}
export interface MissionSubscribers {
  mission: FollowedMission;
  subscribers: CompanyMissionSubscriber[];
}

/** The `state` filter of the follow-up list: one state, or every state when absent or unknown. */
export function parseStateFilter(value: string | null | undefined): EngagementState | null {
  return (ENGAGEMENT_STATES as readonly string[]).includes(value ?? '') ? (value as EngagementState) : null;
}

/** The dates a company admin still has to decide in the manager's place. */
export function datesAwaitingValidation(engagement: Pick<FollowedEngagement, 'dates'>): number {
  return engagement.dates.filter((date) => date.state === 'toValidate').length;
}
