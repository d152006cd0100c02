import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { EngagementTimeslotState } from '../../../shared/engagements/engagement-timeslot.machine';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** The employees of the company whose membership names this manager e-mail (case ignored), with their entity. */
export function listTeamMembers(sql: Tx, companyId: number, managerEmail: string) {
  return sql<Array<{ userId: string; firstName: string | null; lastName: string | null; email: string; entity: string | null }>>`
    select u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, e.name as entity
    from company_members cm
    join users u on u.id = cm.user_id
    left join entities e on e.id = cm.entity_id and e.company_id = cm.company_id
    where cm.company_id = ${companyId} and lower(cm.manager_email) = lower(${managerEmail}) and u.state <> 'disabled'
    order by lower(coalesce(u.last_name, u.email)), lower(coalesce(u.first_name, '')), u.id`;
}

export interface TeamApplicationRow {
  engagementId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  missionTitle: string;
  associationName: string | null;
  state: EngagementState;
  timeType: 'work' | 'personal';
  dates: Array<{ id: number; startsAt: string; endsAt: string; state: EngagementTimeslotState }>;
}

/** The team's applications in this company that are not over (created or confirmed), with their dates. */
export function listTeamApplications(sql: Tx, companyId: number, managerEmail: string) {
  return sql<TeamApplicationRow[]>`
    select e.id as "engagementId", u.first_name as "firstName", u.last_name as "lastName", u.email, m.title as "missionTitle",
           a.name as "associationName", e.state, e.time_type as "timeType",
           coalesce((select json_agg(json_build_object('id', et.id, 'startsAt', et.starts_at, 'endsAt', et.ends_at, 'state', et.state) order by et.starts_at, et.id)
                     from engagement_timeslots et where et.engagement_id = e.id), '[]') as dates
    from engagements e
    join company_members cm on cm.company_id = e.company_id and cm.user_id = e.user_id
    join users u on u.id = e.user_id
    join missions m on m.id = e.mission_id
    left join associations a on a.id = e.association_id
    where e.company_id = ${companyId} and lower(cm.manager_email) = lower(${managerEmail}) and e.state in ('created', 'validated')
    order by exists (select 1 from engagement_timeslots w where w.engagement_id = e.id and w.state = 'toValidate') desc, e.created_at desc, e.id
    limit 200`;
}

/**
 * One date of this company awaiting a decision that this manager may take: its application is on work time, the
 * employee's membership names the manager, and the company asks managers (not its admins) to decide.
 */
export async function findTeamDate(sql: Tx, companyId: number, managerEmail: string, dateId: number): Promise<{ engagementId: string } | undefined> {
  const [row] = await sql<{ engagementId: string }[]>`
    select et.engagement_id as "engagementId"
    from engagement_timeslots et
    join engagements e on e.id = et.engagement_id
    join company_members cm on cm.company_id = e.company_id and cm.user_id = e.user_id
    join companies c on c.id = e.company_id
    where et.id = ${dateId} and et.company_id = ${companyId} and e.company_id = ${companyId}
      and lower(cm.manager_email) = lower(${managerEmail}) and e.time_type = 'work' and c.work_time_validator = 'manager'`;
  return row;
}

export async function findWorkTimeValidator(sql: Tx, companyId: number): Promise<'manager' | 'company_admin' | undefined> {
  const [row] = await sql<{ validator: 'manager' | 'company_admin' }[]>`select work_time_validator as validator from companies where id = ${companyId}`;
  return row?.validator;
}
