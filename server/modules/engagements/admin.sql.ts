import type { AdminEngagementDetail } from '../../../shared/engagements/admin-engagement.schema';
import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { EngagementTimeslotState, ValidatorType } from '../../../shared/engagements/engagement-timeslot.machine';
import type { TimeSpentReviewStatus } from '../../../shared/engagements/time-spent-review.machine';
import type { MissionState } from '../../../shared/missions/mission-state';
import type { PublisherType } from '../../../shared/missions/taxonomy';
import type { UserState } from '../../../shared/users/user-states';
import type { Sql } from '../../db/connect';

type EngagementFacts = AdminEngagementDetail['engagement'];

/** The admin pages of applications (issue 16): any application of the platform, read whole. */
export interface AdminEngagementRow extends Omit<EngagementFacts, 'approximateDurationHours' | 'revisedDurationHours' | 'surveyCompletedAt' | 'createdAt' | 'lastActivityAt'> {
  /** numeric columns, as postgres.js reads them. */
  approximateDurationHours: string | null;
  revisedDurationHours: string | null;
  surveyCompletedAt: Date | null;
  createdAt: Date;
  lastActivityAt: Date;
  userId: string;
  userEmail: string;
  userFirstName: string | null;
  userLastName: string | null;
  userState: UserState;
  userRole: string | null;
  ssoId: string | null;
  missionId: number;
  missionSlug: string;
  missionTitle: string;
  missionState: MissionState;
  publisherType: PublisherType;
  companySlug: string;
  companyName: string;
  associationSlug: string | null;
  associationName: string | null;
  messagesCount: number;
}

export async function findEngagementForAdmin(sql: Sql, engagementId: string): Promise<AdminEngagementRow | undefined> {
  const [row] = await sql<AdminEngagementRow[]>`
    select e.id, e.state, e.time_type as "timeType", e.message, e.cancel_reason as "cancelReason",
           e.cancel_other_reason as "cancelOtherReason", e.cancel_message as "cancelMessage",
           e.approximate_duration_hours as "approximateDurationHours", e.revised_duration_hours as "revisedDurationHours",
           e.testimony, e.survey_completed_at as "surveyCompletedAt", e.external_registration_done as "externalRegistrationDone",
           e.created_at as "createdAt", e.last_activity_at as "lastActivityAt",
           u.id as "userId", u.email as "userEmail", u.first_name as "userFirstName", u.last_name as "userLastName",
           u.state as "userState", u.role as "userRole", cm.sso_id as "ssoId",
           m.id as "missionId", m.slug as "missionSlug", m.title as "missionTitle", m.state as "missionState", m.publisher_type as "publisherType",
           c.slug as "companySlug", c.name as "companyName", a.slug as "associationSlug", a.name as "associationName",
           (select count(*)::int from engagement_messages msg where msg.engagement_id = e.id) as "messagesCount"
    from engagements e
    join users u on u.id = e.user_id
    join company_members cm on cm.company_id = e.company_id and cm.user_id = e.user_id
    join missions m on m.id = e.mission_id
    join companies c on c.id = e.company_id
    left join associations a on a.id = e.association_id
    where e.id = ${engagementId}`;
  return row;
}

export function listEngagementDatesForAdmin(sql: Sql, engagementId: string) {
  return sql<
    Array<{
      id: number;
      startsAt: Date;
      endsAt: Date;
      state: EngagementTimeslotState;
      validatorType: ValidatorType | null;
      validatorEmail: string | null;
      validatorFirstName: string | null;
      validatorLastName: string | null;
      managerEmail: string | null;
      decidedAt: Date | null;
      reviewStatus: TimeSpentReviewStatus;
    }>
  >`
    select d.id, d.starts_at as "startsAt", d.ends_at as "endsAt", d.state, d.validator_type as "validatorType",
           v.email as "validatorEmail", v.first_name as "validatorFirstName", v.last_name as "validatorLastName",
           d.manager_email as "managerEmail", d.decided_at as "decidedAt", d.review_status as "reviewStatus"
    from engagement_timeslots d
    left join users v on v.id = d.validated_by
    where d.engagement_id = ${engagementId}
    order by d.starts_at, d.id`;
}

export function listEngagementHistoryForAdmin(sql: Sql, engagementId: string) {
  return sql<
    Array<{
      id: number;
      action: string;
      fromState: EngagementState | null;
      toState: EngagementState;
      actorKind: 'user' | 'manager' | 'system';
      actorId: string | null;
      actorEmail: string | null;
      actorFirstName: string | null;
      actorLastName: string | null;
      dateId: number | null;
      createdAt: Date;
    }>
  >`
    select h.id, h.action, h.from_state as "fromState", h.to_state as "toState", h.actor_kind as "actorKind",
           u.id as "actorId", u.email as "actorEmail", u.first_name as "actorFirstName", u.last_name as "actorLastName",
           case when jsonb_typeof(h.details -> 'engagementTimeslotId') = 'number' then (h.details ->> 'engagementTimeslotId')::int end as "dateId",
           h.created_at as "createdAt"
    from engagement_history h
    left join users u on u.id = h.actor_user_id
    where h.engagement_id = ${engagementId}
    order by h.created_at, h.id`;
}

/** A user's applications, the newest first, with their mission and organisations; and how many there are. */
export function listUserEngagementsForAdmin(sql: Sql, userId: string, page: { limit: number; offset: number }) {
  return Promise.all([
    sql<
      Array<{
        id: string;
        state: EngagementState;
        createdAt: Date;
        missionId: number;
        missionTitle: string;
        companySlug: string;
        companyName: string;
        associationSlug: string | null;
        associationName: string | null;
      }>
    >`
      select e.id, e.state, e.created_at as "createdAt", m.id as "missionId", m.title as "missionTitle",
             c.slug as "companySlug", c.name as "companyName", a.slug as "associationSlug", a.name as "associationName"
      from engagements e
      join missions m on m.id = e.mission_id
      join companies c on c.id = e.company_id
      left join associations a on a.id = e.association_id
      where e.user_id = ${userId}
      order by e.created_at desc, e.id
      limit ${page.limit} offset ${page.offset}`,
    sql<{ total: number }[]>`select count(*)::int as total from engagements where user_id = ${userId}`.then((rows) => rows[0]!.total),
  ]);
}
