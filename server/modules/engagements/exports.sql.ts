import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { EngagementTimeslotState } from '../../../shared/engagements/engagement-timeslot.machine';
import type { TimeSpentReviewStatus } from '../../../shared/engagements/time-spent-review.machine';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** A mission as a company sees it: any association or platform mission, or one this company published. */
export async function findCompanyVisibleMission(sql: Tx, companyId: number, missionId: number) {
  const [row] = await sql<{ id: number; slug: string; title: string; associationName: string | null; targetedForEntityIds: number[] }[]>`
    select m.id, m.slug, m.title, a.name as "associationName",
           coalesce((select array_agg(te.entity_id) from mission_targeted_entities te where te.mission_id = m.id), '{}') as "targetedForEntityIds"
    from missions m left join associations a on a.id = m.association_id
    where m.id = ${missionId} and (m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' or m.company_id = ${companyId})`;
  return row;
}

export interface CompanyTimeslotExportRow {
  lastName: string | null;
  firstName: string | null;
  email: string;
  missionTitle: string;
  organiserName: string | null;
  engagementState: EngagementState;
  timeType: 'work' | 'personal';
  startsAt: Date;
  endsAt: Date;
  state: EngagementTimeslotState;
  validatorType: 'manager' | 'company_admin' | null;
  decidedAt: Date | null;
  reviewStatus: TimeSpentReviewStatus;
}

/** The dates of the company's employees that start within [from, to), by date. */
export function listCompanyEngagementTimeslotsForExport(sql: Tx, companyId: number, from: Date, to: Date) {
  return sql<CompanyTimeslotExportRow[]>`
    select u.last_name as "lastName", u.first_name as "firstName", u.email, m.title as "missionTitle",
           coalesce(a.name, pc.name) as "organiserName", e.state as "engagementState", e.time_type as "timeType",
           et.starts_at as "startsAt", et.ends_at as "endsAt", et.state, et.validator_type as "validatorType",
           et.decided_at as "decidedAt", et.review_status as "reviewStatus"
    from engagement_timeslots et
    join engagements e on e.id = et.engagement_id
    join users u on u.id = e.user_id
    join missions m on m.id = e.mission_id
    left join associations a on a.id = m.association_id
    left join companies pc on pc.id = m.company_id
    where et.company_id = ${companyId} and e.company_id = ${companyId} and et.starts_at >= ${from} and et.starts_at < ${to}
    order by et.starts_at, u.last_name, et.id`;
}

export interface AgreementRow {
  id: string;
  userId: string;
  companyId: number;
  holdingId: number | null;
  associationId: number | null;
  state: EngagementState;
  timeType: 'work' | 'personal';
  approximateDurationHours: number | null;
  revisedDurationHours: number | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string;
  companyName: string;
  missionTitle: string;
  missionPlace: string | null;
  isRemote: boolean;
  associationName: string | null;
  supervisorName: string | null;
  supervisorEmail: string | null;
  dates: Array<{ startsAt: string; endsAt: string; state: EngagementTimeslotState }>;
}

/** One application for its agreement, in the scope of a company or of the association running the mission. */
export async function findAgreement(sql: Tx, id: string, scope: { companyId: number } | { associationId: number }) {
  const [row] = await sql<AgreementRow[]>`
    select e.id, e.user_id as "userId", e.company_id as "companyId", c.holding_id as "holdingId", e.association_id as "associationId",
           e.state, e.time_type as "timeType", e.approximate_duration_hours::float8 as "approximateDurationHours",
           e.revised_duration_hours::float8 as "revisedDurationHours", e.created_at as "createdAt",
           u.first_name as "firstName", u.last_name as "lastName", u.email, c.name as "companyName",
           m.title as "missionTitle", coalesce(m.location_label, nullif(concat_ws(' ', m.postal_code, m.city), ''), m.region) as "missionPlace", m.is_remote as "isRemote",
           coalesce(a.name, pc.name) as "associationName",
           nullif(btrim(concat_ws(' ', su.first_name, su.last_name)), '') as "supervisorName", su.email as "supervisorEmail",
           coalesce((select json_agg(json_build_object('startsAt', et.starts_at, 'endsAt', et.ends_at, 'state', et.state) order by et.starts_at, et.id)
                     from engagement_timeslots et where et.engagement_id = e.id and et.state not in ('canceled', 'rejected')), '[]') as dates
    from engagements e
    join users u on u.id = e.user_id
    join companies c on c.id = e.company_id
    join missions m on m.id = e.mission_id
    left join associations a on a.id = m.association_id
    left join companies pc on pc.id = m.company_id
    left join users su on su.id = m.supervisor_id
    where e.id = ${id}
      ${'companyId' in scope ? sql`and e.company_id = ${scope.companyId}` : sql`and e.association_id = ${scope.associationId}`}`;
  return row;
}
