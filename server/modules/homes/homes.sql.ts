import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { Sql } from '../../db/connect';

/** The applications of the company's employees by state. */
export function countApplicationsByState(sql: Sql, companyId: number) {
  return sql<{ state: EngagementState; count: number }[]>`
    select state, count(*)::int as count from engagements where company_id = ${companyId} group by state`;
}

/**
 * What the company's finished applications gave in one (Paris) year, counted as the employee's home counts it:
 * the revised duration, else the live dates, else the mission's estimate; an application belongs to the year of its
 * last live date, or of its last change when it has none.
 */
export async function givenThisYear(sql: Sql, companyId: number, year: number) {
  const [row] = await sql<{ hours: string | null; associations: number }[]>`
    with finished as (
      select e.id, e.association_id, e.revised_duration_hours, e.approximate_duration_hours, e.updated_at,
             (select sum(extract(epoch from et.ends_at - et.starts_at)) / 3600 from engagement_timeslots et
              where et.engagement_id = e.id and et.state not in ('canceled', 'rejected')) as date_hours,
             (select max(et.ends_at) from engagement_timeslots et
              where et.engagement_id = e.id and et.state not in ('canceled', 'rejected')) as last_date
      from engagements e
      where e.company_id = ${companyId} and e.state = 'finished'
    )
    select sum(coalesce(revised_duration_hours, date_hours, approximate_duration_hours, 0))::text as hours,
           count(distinct association_id)::int as associations
    from finished
    where extract(year from coalesce(last_date, updated_at) at time zone 'Europe/Paris') = ${year}`;
  return { hours: Number(row?.hours ?? 0), associations: row?.associations ?? 0 };
}

export interface EmployeeDateRow {
  engagementId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  missionId: number;
  missionSlug: string;
  missionTitle: string;
  associationName: string | null;
  startsAt: Date;
  endsAt: Date;
}

/** The next dates of the company's employees on live applications, soonest first. */
export function listNextEmployeeDates(sql: Sql, companyId: number, now: Date, limit: number) {
  return sql<EmployeeDateRow[]>`
    select e.id as "engagementId", u.first_name as "firstName", u.last_name as "lastName", u.email,
           m.id as "missionId", m.slug as "missionSlug", m.title as "missionTitle", coalesce(a.name, pc.name) as "associationName",
           et.starts_at as "startsAt", et.ends_at as "endsAt"
    from engagement_timeslots et
    join engagements e on e.id = et.engagement_id
    join users u on u.id = e.user_id
    join missions m on m.id = e.mission_id
    left join associations a on a.id = m.association_id
    left join companies pc on pc.id = m.company_id
    where et.company_id = ${companyId} and e.company_id = ${companyId}
      and e.state in ('created', 'validated') and et.state not in ('canceled', 'rejected') and et.ends_at > ${now}
    order by et.starts_at, et.id
    limit ${limit}`;
}

/** Dates of live applications still waiting for a validation (the manager's or the company's). */
export async function countDatesToValidate(sql: Sql, companyId: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count
    from engagement_timeslots et join engagements e on e.id = et.engagement_id
    where et.company_id = ${companyId} and e.company_id = ${companyId} and e.state in ('created', 'validated') and et.state = 'toValidate'`;
  return row?.count ?? 0;
}
