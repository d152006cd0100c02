import { missionDurations } from '../missions/mission-visibility';
import { type ProgramMissionFacts, missionAttendabilities, missionMatchesProgram } from '../programs/program.rules';
import type { SyncEntityData } from './sync.schema';

type ReplicaMission = SyncEntityData<'mission'>;
type ReplicaProgram = SyncEntityData<'program'>;

/**
 * What a selection's rule reads of a mission the replica holds: the same facts the server's SQL reads (its durations
 * from its timeslots not yet over, who may attend, its country and publishing company).
 */
export function replicaMissionFacts(row: ReplicaMission, now: Date = new Date()): ProgramMissionFacts {
  const slots = row.timeslots
    .map((slot) => ({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) }))
    .filter((slot) => slot.endsAt.getTime() > now.getTime());
  return {
    id: row.id,
    associationId: row.associationId,
    publisherCompanyId: row.publisherCompanyId,
    country: row.country,
    thematics: row.thematics,
    skills: row.skills,
    missionType: row.missionType,
    durations: missionDurations(row, slots),
    attendabilities: missionAttendabilities(row),
    isRemote: row.isRemote,
    isTaxExempt: row.isTaxExempt,
  };
}

/**
 * Whether a selection holds a mission of the replica: the shared rule on the mission's facts. The replica holds only
 * the missions open to the employee (the server's discovery rule chose them), so this is the offline answer of the
 * search's `?program=`.
 */
export function replicaProgramHolds(program: ReplicaProgram, row: ReplicaMission, now: Date = new Date()): boolean {
  return missionMatchesProgram(program, replicaMissionFacts(row, now));
}
