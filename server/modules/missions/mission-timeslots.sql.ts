import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface StoredTimeslot {
  id: number;
  missionId: number;
  kind: 'slot' | 'range';
  startsAt: Date;
  endsAt: Date;
  places: number;
  taken: number;
  signupDeadline: Date | null;
  /** Volunteers holding a place: the counter, or the live dates of applications if more. */
  registered: number;
  /** Dates of applications pointing at the slot, whatever their state (they keep it from being deleted). */
  references: number;
}

/**
 * The timeslots of one mission. Callers reach a mission only through a query
 * scoped to their association or company (and lock it first when writing), so
 * the mission id is the tenant key here; timeslots also carry the mission's
 * tenant columns (copied by trigger) and the filter repeats them.
 */
export function listMissionTimeslots(sql: Tx, missionId: number, tenant: { associationId: number | null; companyId: number | null }) {
  return sql<StoredTimeslot[]>`
    select t.id, t.mission_id as "missionId", t.kind, t.starts_at as "startsAt", t.ends_at as "endsAt", t.places, t.taken,
           t.signup_deadline as "signupDeadline",
           greatest(t.taken, (select count(*)::int from engagement_timeslots et where et.timeslot_id = t.id and et.state not in ('canceled', 'rejected'))) as registered,
           (select count(*)::int from engagement_timeslots et where et.timeslot_id = t.id) as "references"
    from timeslots t
    where t.mission_id = ${missionId}
      and t.association_id is not distinct from ${tenant.associationId} and t.company_id is not distinct from ${tenant.companyId}
    order by t.starts_at, t.id`;
}

export interface TimeslotValues {
  startsAt: Date;
  endsAt: Date;
  places: number;
  signupDeadline: Date | null;
}

export async function insertTimeslot(tx: Tx, missionId: number, v: TimeslotValues, kind: 'slot' | 'range' = 'slot') {
  await tx`
    insert into timeslots (mission_id, kind, starts_at, ends_at, places, signup_deadline)
    values (${missionId}, ${kind}, ${v.startsAt}, ${v.endsAt}, ${v.places}, ${v.signupDeadline})`;
}

export async function updateTimeslot(tx: Tx, missionId: number, id: number, v: TimeslotValues) {
  await tx`
    update timeslots set starts_at = ${v.startsAt}, ends_at = ${v.endsAt}, places = ${v.places}, signup_deadline = ${v.signupDeadline}, updated_at = now()
    where id = ${id} and mission_id = ${missionId}`;
}

export async function deleteTimeslots(tx: Tx, missionId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx`delete from timeslots where mission_id = ${missionId} and id = any(${ids}::int[])`;
}
