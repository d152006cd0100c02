import type { EmployeeProgramDetail, EmployeeProgramList } from '../../../../shared/programs/program-api.schema';
import { programCardOf } from '../../../../shared/programs/program.rules';
import { type OfflineAware, useReplicaFirst } from '../../../lib/replica-fallback';
import type { ReplicaDatabase } from '../../../lib/sync/db';
import { useEmployeeProgram, useEmployeePrograms } from '../api/employee-programs';
import { compareIso } from '../../../../shared/time/compare-iso';

/**
 * The company's published selections as the device kept them, each with the missions it holds among those the device
 * kept (the shared rule, as the server's SQL applies it). Undefined while the replica holds nothing yet.
 */
export async function replicaProgramList(db: ReplicaDatabase, now = new Date()): Promise<EmployeeProgramList | undefined> {
  // The rule (and the dates it reads) loads when the replica is read, not with the pages that show selections.
  const [programs, missions, { replicaProgramHolds }] = await Promise.all([
    db.entity('program').toArray(),
    db.entity('mission').toArray(),
    import('../../../../shared/sync/replica-program'),
  ]);
  if (programs.length === 0 && missions.length === 0) return undefined;
  return {
    programs: programs
      .map((row) => row.data)
      .sort((a, b) => compareIso(b.createdAt, a.createdAt) || b.id - a.id)
      .map((program) => programCardOf(program, missions.filter((mission) => replicaProgramHolds(program, mission.data, now)).length)),
  };
}

/** One selection as the device kept it, with the quests it names that the device kept (published ones only are synced). */
export async function replicaProgramDetail(db: ReplicaDatabase, id: number): Promise<EmployeeProgramDetail | undefined> {
  const program = (await db.entity('program').get(String(id)))?.data;
  if (!program) return undefined;
  const quests = await db.entity('quest').bulkGet(program.questIds.map(String));
  return {
    program,
    quests: quests.flatMap((row) => (row ? [{ id: row.data.id, slug: row.data.slug, title: row.data.title, coverImage: row.data.coverImage, thematics: row.data.thematics }] : [])),
  };
}

/** The employee's selections, from the replica until the server answers (and offline). */
export function useEmployeeProgramsOffline(slug: string, enabled = true): OfflineAware<EmployeeProgramList> {
  return useReplicaFirst(useEmployeePrograms(slug, enabled), enabled ? (db) => replicaProgramList(db) : null, [enabled]);
}

/** One selection, from the replica until the server answers (and offline). */
export function useEmployeeProgramOffline(slug: string, id: number): OfflineAware<EmployeeProgramDetail> {
  return useReplicaFirst(useEmployeeProgram(slug, id), (db) => replicaProgramDetail(db, id), [id]);
}
