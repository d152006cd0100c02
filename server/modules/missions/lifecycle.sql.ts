import type { MissionState } from '../../../shared/missions/mission.machine';
import type { Sql, TransactionSql } from '../../db/connect';

/**
 * Queries of the background jobs that move missions and waiting lists along
 * with time. The jobs act for the platform over every tenant, but each change
 * is made on one row found by its id and locked first.
 */
type Tx = Sql | TransactionSql;

/**
 * Published missions that may be over: the expiration date is today or before
 * (in UTC, so whatever the zone of the process, no expired mission is missed),
 * or every timeslot has ended. The service decides with the shared rule.
 */
export async function listMissionsPossiblyOver(sql: Tx, now: Date): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select m.id from missions m
    where m.state in ('published', 'republished')
      and (
        m.expires_on <= (${now}::timestamptz at time zone 'UTC')::date
        or (select max(t.ends_at) from timeslots t where t.mission_id = m.id) <= ${now}
      )
    order by m.id`;
  return rows.map((row) => row.id);
}

export interface MissionTimelineRow {
  id: number;
  slug: string;
  title: string;
  state: MissionState;
  associationId: number | null;
  associationSlug: string | null;
  companyId: number | null;
  companySlug: string | null;
  supervisorId: string | null;
  expiresOn: string | null;
  lastTimeslotEndsAt: Date | null;
}

const timelineColumns = (sql: Tx) => sql`
  m.id, m.slug, m.title, m.state, m.association_id as "associationId", a.slug as "associationSlug",
  m.company_id as "companyId", c.slug as "companySlug", m.supervisor_id as "supervisorId",
  to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn",
  (select max(t.ends_at) from timeslots t where t.mission_id = m.id) as "lastTimeslotEndsAt"`;

/** One mission and its dates, locked until the end of the transaction. */
export async function lockMissionTimeline(tx: TransactionSql, missionId: number): Promise<MissionTimelineRow | undefined> {
  const [row] = await tx<MissionTimelineRow[]>`
    select ${timelineColumns(tx)}
    from missions m
    left join associations a on a.id = m.association_id
    left join companies c on c.id = m.company_id
    where m.id = ${missionId}
    for update of m`;
  return row;
}

export async function setMissionState(tx: TransactionSql, missionId: number, state: MissionState): Promise<void> {
  await tx`update missions set state = ${state}, updated_at = now() where id = ${missionId}`;
}

/**
 * Published missions with a supervisor whose end (expiration date or last
 * timeslot) is within `days` days: those that may show as expiring soon.
 */
export function listMissionsNearingTheirEnd(sql: Tx, now: Date, days: number) {
  return sql<MissionTimelineRow[]>`
    select ${timelineColumns(sql)}
    from missions m
    left join associations a on a.id = m.association_id
    left join companies c on c.id = m.company_id
    where m.state in ('published', 'republished')
      and m.supervisor_id is not null
      and (
        m.expires_on <= (${now}::timestamptz at time zone 'UTC')::date + ${days + 1}::int
        or (select max(t.ends_at) from timeslots t where t.mission_id = m.id) <= ${now}::timestamptz + make_interval(days => ${days + 1}::int)
      )
    order by m.id`;
}

/** Remembers a notice; false when it was already sent for this end of this mission. */
export async function recordExpiryNotice(sql: Tx, notice: { missionId: number; endsAt: Date; supervisorId: string }): Promise<boolean> {
  const rows = await sql`
    insert into mission_expiry_notices (mission_id, ends_at, association_id, company_id, supervisor_id)
    select m.id, ${notice.endsAt}, m.association_id, m.company_id, ${notice.supervisorId}
    from missions m where m.id = ${notice.missionId}
    on conflict (mission_id, ends_at) do nothing
    returning mission_id`;
  return rows.length === 1;
}

/** Forgets a notice whose e-mail could not be sent, so the next run tries again. */
export async function forgetExpiryNotice(sql: Tx, notice: { missionId: number; endsAt: Date }): Promise<void> {
  await sql`delete from mission_expiry_notices where mission_id = ${notice.missionId} and ends_at = ${notice.endsAt}`;
}

export interface SupervisorRow {
  email: string;
  firstName: string | null;
  lang: string | null;
}

export async function findSupervisor(sql: Tx, userId: string): Promise<SupervisorRow | undefined> {
  const [row] = await sql<SupervisorRow[]>`select email, first_name as "firstName", lang from users where id = ${userId}`;
  return row;
}

export interface WaitingSubscriberRow {
  id: string;
  timeslotId: number;
  slotEndsAt: Date;
}

/**
 * Waiting-list subscribers of slots that have ended, locked; rows another
 * run holds are skipped (it is expiring them), so two runs never wait on each other.
 */
export function lockWaitingSubscribersOfEndedSlots(tx: TransactionSql, now: Date, limit: number) {
  return tx<WaitingSubscriberRow[]>`
    select s.id, s.timeslot_id as "timeslotId", t.ends_at as "slotEndsAt"
    from timeslot_subscribers s
    join timeslots t on t.id = s.timeslot_id
    where s.state = 'waiting' and t.ends_at <= ${now}
    order by t.ends_at, s.id
    limit ${limit}
    for update of s skip locked`;
}

export async function expireSubscribers(tx: TransactionSql, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx`update timeslot_subscribers set state = 'expired', expired_at = ${now} where id = any(${ids}::uuid[]) and state = 'waiting'`;
}
