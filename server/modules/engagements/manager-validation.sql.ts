import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { EngagementTimeslotState } from '../../../shared/engagements/engagement-timeslot.machine';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface TokenEngagementRow {
  id: string;
  companyId: number;
  companyName: string;
  missionTitle: string;
  associationName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  expiresAt: Date;
}

/** The application a manager's link names, while the link is valid (the token is only known by its hash). */
export async function findEngagementByTokenHash(tx: Tx, tokenHash: string, lock = false): Promise<TokenEngagementRow | undefined> {
  const [row] = await tx<TokenEngagementRow[]>`
    select e.id, e.company_id as "companyId", c.name as "companyName", m.title as "missionTitle", a.name as "associationName",
           u.first_name as "firstName", u.last_name as "lastName", u.email, e.validation_token_expires_at as "expiresAt"
    from engagements e
    join missions m on m.id = e.mission_id
    join companies c on c.id = e.company_id
    join users u on u.id = e.user_id
    left join associations a on a.id = e.association_id
    where e.validation_token_hash = ${tokenHash} and e.validation_token_expires_at > now()
    ${lock ? tx`for update of e` : tx``}`;
  return row;
}

export interface CompanyDateRow {
  id: number;
  engagementId: string;
  state: EngagementTimeslotState;
  timeslotId: number | null;
}

/** One date of an application of this company (a date of another company is not found). */
export async function findCompanyEngagementDate(tx: Tx, companyId: number, dateId: number): Promise<CompanyDateRow | undefined> {
  const [row] = await tx<CompanyDateRow[]>`
    select id, engagement_id as "engagementId", state, timeslot_id as "timeslotId" from engagement_timeslots where id = ${dateId} and company_id = ${companyId}`;
  return row;
}

export async function lockEngagementDate(tx: Tx, engagementId: string, dateId: number): Promise<CompanyDateRow | undefined> {
  const [row] = await tx<CompanyDateRow[]>`
    select id, engagement_id as "engagementId", state, timeslot_id as "timeslotId" from engagement_timeslots where id = ${dateId} and engagement_id = ${engagementId}
    for update`;
  return row;
}

export interface ReminderRow {
  id: string;
  userId: string;
  companyId: number;
  missionTitle: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  lang: string | null;
  managerEmail: string | null;
  state: EngagementState;
  timeType: 'work' | 'personal';
  /** When the manager was last asked (a link lives 30 days from its sending). */
  managerRequestedAt: Date | null;
  workTimeValidator: 'manager' | 'company_admin';
}

/** An application of this company with dates awaiting the manager, for a reminder. */
export async function lockEngagementForReminder(tx: Tx, companyId: number, engagementId: string): Promise<ReminderRow | undefined> {
  const [row] = await tx<ReminderRow[]>`
    select e.id, e.user_id as "userId", e.company_id as "companyId", m.title as "missionTitle", u.first_name as "firstName", u.last_name as "lastName",
           u.email, u.lang, cm.manager_email as "managerEmail", e.state, e.time_type as "timeType",
           e.validation_token_expires_at - interval '30 days' as "managerRequestedAt", c.work_time_validator as "workTimeValidator"
    from engagements e
    join companies c on c.id = e.company_id
    join missions m on m.id = e.mission_id
    join users u on u.id = e.user_id
    join company_members cm on cm.company_id = e.company_id and cm.user_id = e.user_id
    where e.id = ${engagementId} and e.company_id = ${companyId}
    for update of e`;
  return row;
}

export async function setDatesManagerEmail(tx: Tx, engagementId: string, managerEmail: string): Promise<void> {
  await tx`update engagement_timeslots set manager_email = ${managerEmail}, updated_at = now() where engagement_id = ${engagementId} and state = 'toValidate'`;
}
