import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface SubscriptionRow {
  id: string;
  timeslotId: number;
  userId: string;
  companyId: number;
  state: 'waiting' | 'expired';
  createdAt: Date;
  missionId: number;
  missionTitle: string;
  startsAt: Date;
  endsAt: Date;
  position: number | null;
}

const columns = (tx: Tx) => tx`
  s.id, s.timeslot_id as "timeslotId", s.user_id as "userId", s.company_id as "companyId", s.state, s.created_at as "createdAt",
  t.mission_id as "missionId", m.title as "missionTitle", t.starts_at as "startsAt", t.ends_at as "endsAt",
  case when s.state = 'waiting' then (
    select count(*)::int from timeslot_subscribers o
    where o.timeslot_id = s.timeslot_id and o.state = 'waiting' and (o.created_at, o.id) <= (s.created_at, s.id)) end as position`;

export async function findSubscription(tx: Tx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx<SubscriptionRow[]>`
    select ${columns(tx)} from timeslot_subscribers s join timeslots t on t.id = s.timeslot_id join missions m on m.id = t.mission_id
    where s.id = ${id}`;
  return row;
}

/** The employee's waiting-list alerts in one company, next slot first. */
export function listMySubscriptions(tx: Tx, companyId: number, userId: string) {
  return tx<SubscriptionRow[]>`
    select ${columns(tx)} from timeslot_subscribers s join timeslots t on t.id = s.timeslot_id join missions m on m.id = t.mission_id
    where s.company_id = ${companyId} and s.user_id = ${userId}
    order by t.starts_at, s.created_at`;
}

export interface SubscribableTimeslot {
  id: number;
  missionId: number;
  startsAt: Date;
  places: number;
  taken: number;
  /** Whether the user holds a live date on this slot (an application not canceled, a date neither rejected nor canceled). */
  userIsOn: boolean;
}

/** The slot, its places and whether the user is already on it. */
export async function findTimeslotForUser(tx: Tx, timeslotId: number, userId: string): Promise<SubscribableTimeslot | undefined> {
  const [row] = await tx<SubscribableTimeslot[]>`
    select t.id, t.mission_id as "missionId", t.starts_at as "startsAt", t.places, t.taken,
           exists (
             select 1 from engagement_timeslots et join engagements e on e.id = et.engagement_id
             where et.timeslot_id = t.id and e.user_id = ${userId} and e.state <> 'canceled' and et.state not in ('rejected', 'canceled')
           ) as "userIsOn"
    from timeslots t where t.id = ${timeslotId}`;
  return row;
}

export async function insertSubscription(tx: Tx, row: { id: string; timeslotId: number; userId: string; companyId: number }): Promise<void> {
  await tx`insert into timeslot_subscribers (id, timeslot_id, user_id, company_id) values (${row.id}, ${row.timeslotId}, ${row.userId}, ${row.companyId})`;
}

/** Removes one of the employee's own alerts; false when there was none. */
export async function deleteSubscription(tx: Tx, companyId: number, userId: string, id: string): Promise<boolean> {
  const rows = await tx`delete from timeslot_subscribers where id = ${id} and company_id = ${companyId} and user_id = ${userId} returning id`;
  return rows.length > 0;
}
