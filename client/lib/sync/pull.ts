import { withTimeslot } from '../../../shared/sync/replica-mission';
import { SYNC_DEFAULT_PULL_LIMIT, type SyncEntity } from '../../../shared/sync/sync-envelope.schema';
import type { SyncChange, SyncPullResponse } from '../../../shared/sync/sync.schema';
import { ENTITY_NAMES, type ReplicaDatabase, type ReplicaRow, readMeta } from './db';
import type { SyncTransport } from './transport';

export type PullOutcome =
  | { kind: 'done'; pages: number; changes: number; reset: boolean }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; status: number; code: string };

export interface PullOptions {
  limit?: number;
  now?: () => Date;
}

/** Pages per pull call: a snapshot bigger than this goes on at the next trigger, from the saved cursor. */
const MAX_PAGES = 200;

/**
 * Pulls pages until the server has nothing more, writing each page in its own
 * transaction together with its cursor: a page is either wholly applied with
 * the cursor moved past it, or not at all (stack notes: one transaction per
 * page, not per row), and the screens' live queries see each page as soon as
 * it is committed. The next page is asked for while this one is written (its
 * cursor is known before the write), so the server's time and the device's
 * overlap; it is dropped unread if the write fails. `reset: true` drops the
 * replica inside that page's transaction, so the screens never see an empty
 * replica between two states.
 */
export async function pull(db: ReplicaDatabase, transport: SyncTransport, options: PullOptions = {}): Promise<PullOutcome> {
  const limit = options.limit ?? SYNC_DEFAULT_PULL_LIMIT;
  const now = options.now ?? (() => new Date());
  const meta = await readMeta(db);
  let pages = 0;
  let changes = 0;
  let reset = false;
  let next = transport.pull({ cursor: meta.cursor, limit }, meta.clientId);
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await next;
    if (!result.ok) {
      if (result.status === 401) return { kind: 'unauthorized' };
      return { kind: 'retry', status: result.status, code: result.code };
    }
    const more = result.data.hasMore && page + 1 < MAX_PAGES;
    if (more) next = transport.pull({ cursor: result.data.cursor, limit }, meta.clientId);
    await writePage(db, result.data, now());
    pages++;
    changes += result.data.changes.length;
    reset ||= result.data.reset;
    if (!more) break;
  }
  return { kind: 'done', pages, changes, reset };
}

/**
 * Applies one pull page (and its cursor) in one transaction. While a snapshot
 * arrives (the replica was empty or the page resets it, and until its last
 * page), no row held can be newer than the page's (they all come from this
 * snapshot, read at one watermark), so rows are written without reading what
 * is held: most of a first sync's time otherwise. The meta records whether the
 * snapshot is complete. Exported for the benchmark.
 */
export async function writePage(db: ReplicaDatabase, page: SyncPullResponse, at: Date = new Date()): Promise<void> {
  await db.transaction('rw', [...db.entityTables(), db.meta], async () => {
    const meta = await readMeta(db);
    const snapshot = page.reset || meta.cursor === undefined || meta.complete === false;
    if (page.reset) await Promise.all(db.entityTables().map((table) => table.clear()));
    await applyChanges(db, page.changes, { fresh: snapshot });
    await db.meta.put({
      key: 'meta',
      value: {
        ...meta,
        cursor: page.cursor,
        lastPulledAt: at.toISOString(),
        serverLastMutationId: Math.max(meta.serverLastMutationId, page.lastMutationId),
        sessionExpired: false,
        complete: snapshot ? !page.hasMore : true,
      },
    });
  });
}

type TimeslotChange = Extract<SyncChange, { entity: 'timeslot'; op: 'upsert' }>;

/**
 * Upserts and tombstones per entity, in bulk. A change older than the row held
 * (lower version) is ignored; within a page the last change of a row wins.
 * `fresh`: nothing held can be newer (a snapshot arriving), so the rows held
 * are not read first. A timeslot (a change of the log only) goes into its
 * mission's row once the page's own rows are written.
 */
export async function applyChanges(db: ReplicaDatabase, changes: readonly SyncChange[], options: { fresh?: boolean } = {}): Promise<void> {
  const byEntity = new Map<SyncEntity, Map<string, SyncChange>>();
  const timeslots = new Map<string, TimeslotChange>();
  for (const change of changes) {
    if (change.entity === 'timeslot') {
      // A timeslot tombstone needs nothing: a slot deleted, or hidden with its mission, comes with its mission's own
      // change, and one that ended is left out by its dates (sync.schema.ts).
      if (change.op === 'upsert') timeslots.set(change.id, change);
      continue;
    }
    // An entity this build does not know (a newer server) is skipped, not fatal.
    if (!ENTITY_NAMES.includes(change.entity)) continue;
    let rows = byEntity.get(change.entity);
    if (!rows) byEntity.set(change.entity, (rows = new Map()));
    rows.set(change.id, change);
  }
  for (const [entity, rows] of byEntity) {
    const table = db.entity(entity);
    const ids = [...rows.keys()];
    const held = options.fresh ? [] : await table.bulkGet(ids);
    const puts: ReplicaRow[] = [];
    const deletes: string[] = [];
    ids.forEach((id, index) => {
      const change = rows.get(id)!;
      const current = held[index];
      if (current && current.version > change.version) return;
      if (change.op === 'delete') {
        if (current || options.fresh) deletes.push(id);
      } else {
        puts.push({ id, version: change.version, data: change.data } as ReplicaRow);
      }
    });
    if (puts.length > 0) await table.bulkPut(puts as never[]);
    if (deletes.length > 0) await table.bulkDelete(deletes);
  }
  if (timeslots.size > 0) await mergeTimeslots(db, [...timeslots.values()]);
}

/**
 * Each timeslot that changed replaces its former self in its mission's row.
 * Skipped when the mission is not held (it is not, or not yet, the user's:
 * its own upsert brings its timeslots) or was read after the change (a higher
 * version). The row keeps its version: only the slot is newer.
 */
async function mergeTimeslots(db: ReplicaDatabase, changes: readonly TimeslotChange[]): Promise<void> {
  const missions = db.entity('mission');
  const held = new Map<string, ReplicaRow<'mission'>>();
  for (const row of await missions.bulkGet([...new Set(changes.map((change) => String(change.data.missionId)))])) if (row) held.set(row.id, row);
  const merged = new Map<string, ReplicaRow<'mission'>>();
  for (const change of changes) {
    const { missionId, ...timeslot } = change.data;
    const row = merged.get(String(missionId)) ?? held.get(String(missionId));
    if (!row || row.version > change.version) continue;
    merged.set(row.id, { ...row, data: withTimeslot(row.data, timeslot) });
  }
  if (merged.size > 0) await missions.bulkPut([...merged.values()]);
}
