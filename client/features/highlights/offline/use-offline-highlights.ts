import type { EmployeeHighlightDetail, EmployeeHighlightList } from '../../../../shared/highlights/highlight-api';
import { type OfflineAware, useReplicaFirst } from '../../../lib/replica-fallback';
import type { ReplicaDatabase } from '../../../lib/sync/db';
import { useCurrentHighlights, useEmployeeHighlight } from '../api/employee-highlights';

/** What of the replica a highlight may name: the missions, associations and quests held, and the employee's answers. */
async function heldContent(db: ReplicaDatabase) {
  const [missions, associations, quests, answers] = await Promise.all([
    db.entity('mission').toArray(),
    db.entity('association').toArray(),
    db.entity('quest').toArray(),
    db.entity('level_answer').toArray(),
  ]);
  return {
    missions: new Map(missions.map((row) => [row.data.id, row.data])),
    associations: new Map(associations.map((row) => [row.data.id, row.data])),
    quests: new Map(quests.map((row) => [row.data.id, row.data])),
    answers: answers.map((row) => row.data),
  };
}

/** The company's current highlights as the device kept them. Undefined while the replica holds nothing yet. */
export async function replicaHighlightList(db: ReplicaDatabase, now = new Date()): Promise<EmployeeHighlightList | undefined> {
  const [highlights, held, { replicaCurrentHighlights }] = await Promise.all([
    db.entity('highlight').toArray(),
    heldContent(db),
    // The rules (and the dates they read) load when the replica is read, not with the home.
    import('../../../../shared/sync/replica-highlight'),
  ]);
  if (highlights.length === 0 && held.missions.size === 0) return undefined;
  return replicaCurrentHighlights(
    highlights.map((row) => row.data),
    held,
    now,
  );
}

/** One highlight as the device kept it, with its missions and quests the device kept. */
export async function replicaHighlight(db: ReplicaDatabase, id: number, now = new Date()): Promise<EmployeeHighlightDetail | undefined> {
  const row = await db.entity('highlight').get(String(id));
  if (!row) return undefined;
  const [held, { replicaHighlightDetail }] = await Promise.all([heldContent(db), import('../../../../shared/sync/replica-highlight')]);
  return replicaHighlightDetail(row.data, held, now);
}

/** The home's current highlights, from the replica until the server answers (and offline). */
export function useCurrentHighlightsOffline(slug: string): OfflineAware<EmployeeHighlightList> {
  return useReplicaFirst(useCurrentHighlights(slug), (db) => replicaHighlightList(db), []);
}

/** One highlight's page, from the replica until the server answers (and offline). */
export function useEmployeeHighlightOffline(slug: string, id: number): OfflineAware<EmployeeHighlightDetail> {
  return useReplicaFirst(useEmployeeHighlight(slug, id), (db) => replicaHighlight(db, id), [id]);
}
