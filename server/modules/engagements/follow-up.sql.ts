import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { EngagementTimeslotState } from '../../../shared/engagements/engagement-timeslot.machine';
import type { TimeSpentReviewStatus } from '../../../shared/engagements/time-spent-review.machine';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface FollowedEngagementRow {
  id: string;
  state: EngagementState;
  timeType: 'work' | 'personal';
  createdAt: Date;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  missionId: number;
  missionSlug: string;
  missionTitle: string;
  organiserName: string | null;
  dates: Array<{ id: number; startsAt: string; endsAt: string; state: EngagementTimeslotState; reviewStatus: TimeSpentReviewStatus }>;
}

/** The applications of one company's employees (only theirs), newest first; optionally one mission, one state. */
export function listFollowedEngagements(sql: Tx, companyId: number, filter: { missionId?: number; state?: EngagementState | null; limit?: number } = {}) {
  return sql<FollowedEngagementRow[]>`
    select e.id, e.state, e.time_type as "timeType", e.created_at as "createdAt", e.user_id as "userId",
           u.first_name as "firstName", u.last_name as "lastName", u.email,
           m.id as "missionId", m.slug as "missionSlug", m.title as "missionTitle", coalesce(a.name, pc.name) as "organiserName",
           coalesce((select json_agg(json_build_object('id', et.id, 'startsAt', et.starts_at, 'endsAt', et.ends_at, 'state', et.state,
                                                       'reviewStatus', et.review_status) order by et.starts_at, et.id)
                     from engagement_timeslots et where et.engagement_id = e.id), '[]') as dates
    from engagements e
    join users u on u.id = e.user_id
    join missions m on m.id = e.mission_id
    left join associations a on a.id = m.association_id
    left join companies pc on pc.id = m.company_id
    where e.company_id = ${companyId}
      ${filter.missionId ? sql`and e.mission_id = ${filter.missionId}` : sql``}
      ${filter.state ? sql`and e.state = ${filter.state}` : sql``}
    order by e.created_at desc, e.id
    limit ${filter.limit ?? 500}`;
}

export interface CompanySubscriberRow {
  id: string;
  state: 'waiting' | 'expired';
  createdAt: Date;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  timeslotId: number;
  startsAt: Date;
  endsAt: Date;
}

/** The waiting-list alerts of one company's employees on the slots of a mission, by slot then arrival. */
export function listCompanyMissionSubscribers(sql: Tx, companyId: number, missionId: number) {
  return sql<CompanySubscriberRow[]>`
    select s.id, s.state, s.created_at as "createdAt", s.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
           t.id as "timeslotId", t.starts_at as "startsAt", t.ends_at as "endsAt"
    from timeslot_subscribers s
    join timeslots t on t.id = s.timeslot_id
    join users u on u.id = s.user_id
    where s.company_id = ${companyId} and t.mission_id = ${missionId}
    order by t.starts_at, s.created_at, s.id`;
}
