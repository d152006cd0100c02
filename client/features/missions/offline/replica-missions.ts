import type { MissionPage } from '../../../../shared/missions/mission-search.schema';
import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import { fromReplicaMission } from '../../../../shared/sync/replica-mission';
import type { SyncEntityData } from '../../../../shared/sync/sync.schema';
import { hoursBetween } from '../../../../shared/time/working-time';
import { compareIso } from '../../../../shared/time/compare-iso';

export type MissionRow = SyncEntityData<'mission'>;
type AssociationRow = SyncEntityData<'association'>;

/** The replica's associations by id, as the mission rows name them (`associationId`). */
export type AssociationsById = ReadonlyMap<number, AssociationRow>;

export function associationsById(rows: readonly AssociationRow[]): AssociationsById {
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The mission page as the server would answer it, rebuilt from the replica's mission row (its timeslots with it)
 * and its association row. A timeslot that ended since the last sync is left out, as the server would.
 */
export function missionPageFromReplica(row: MissionRow, association: AssociationRow | undefined, now: Date = new Date()): MissionPage {
  const timeslots = row.timeslots
    .filter((slot) => new Date(slot.endsAt) > now)
    .map((slot) => ({ ...slot, durationHours: hoursBetween(new Date(slot.startsAt), new Date(slot.endsAt)) }));
  return { mission: fromReplicaMission(row, association, now), association: association ?? null, apply: row.apply, timeslots };
}

/**
 * A roster row of the replica as a line of the mission's Candidatures tab, newest application first, with
 * the actions the server computed for this member when it sent the row (`availableActions`).
 */
export function applicationsFromRoster(rows: readonly SyncEntityData<'roster_engagement'>[], missionId: number): MissionApplication[] {
  return rows
    .filter((row) => row.mission.id === missionId)
    .sort((a, b) => compareIso(b.createdAt, a.createdAt))
    .map((row) => ({
      id: row.id,
      state: row.state,
      volunteer: { fullName: row.volunteer.fullName, email: row.volunteer.email, companyName: row.companyName },
      timeType: row.timeType,
      message: row.message,
      timeslots: row.timeslots.map((slot) => ({ startsAt: slot.startsAt, endsAt: slot.endsAt })),
      createdAt: row.createdAt,
      availableActions: row.availableActions,
    }));
}
