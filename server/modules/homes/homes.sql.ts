import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { Sql } from '../../db/connect';

/** The applications of the company's employees by state. */
export function countApplicationsByState(sql: Sql, companyId: number) {
  return sql<{ state: EngagementState; count: number }[]>`
    select state, count(*)::int as count from engagements where company_id = ${companyId} group by state`;
}

/**
 * What the company's finished applications gave between two instants, counted as the employee's home counts it: each
 * application's `given_hours` on its `given_at` (the revised duration, else the live dates, else the mission's
 * estimate, on the day of its last live date, else when it was finished; migration 0025).
 */
export async function givenBetween(sql: Sql, companyId: number, range: { from: Date; to: Date }) {
  const [row] = await sql<{ hours: string | null; associations: number }[]>`
    select sum(given_hours)::text as hours, count(distinct association_id)::int as associations
    from engagements
    where company_id = ${companyId} and state = 'finished' and given_at >= ${range.from} and given_at < ${range.to}`;
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
