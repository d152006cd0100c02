import { SYNC_DEFAULT_PULL_LIMIT, type SyncChange, type SyncEntity, type SyncPullResponse } from '../../../shared/sync/sync.schema';
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
 * page, not per row). `reset: true` drops the replica inside that page's
 * transaction, so the screens never see an empty replica between two states.
 */
export async function pull(db: ReplicaDatabase, transport: SyncTransport, options: PullOptions = {}): Promise<PullOutcome> {
  const limit = options.limit ?? SYNC_DEFAULT_PULL_LIMIT;
  const now = options.now ?? (() => new Date());
  let pages = 0;
  let changes = 0;
  let reset = false;
  for (let page = 0; page < MAX_PAGES; page++) {
    const meta = await readMeta(db);
    const result = await transport.pull({ cursor: meta.cursor, limit }, meta.clientId);
    if (!result.ok) {
      if (result.status === 401) return { kind: 'unauthorized' };
      return { kind: 'retry', status: result.status, code: result.code };
    }
    await writePage(db, result.data, now());
    pages++;
    changes += result.data.changes.length;
    reset ||= result.data.reset;
    if (!result.data.hasMore) break;
  }
  return { kind: 'done', pages, changes, reset };
}

/** Applies one pull page (and its cursor) in one transaction. Exported for the benchmark. */
export async function writePage(db: ReplicaDatabase, page: SyncPullResponse, at: Date = new Date()): Promise<void> {
  await db.transaction('rw', [...db.entityTables(), db.meta], async () => {
    if (page.reset) await Promise.all(db.entityTables().map((table) => table.clear()));
    await applyChanges(db, page.changes);
    const meta = await readMeta(db);
    await db.meta.put({
      key: 'meta',
      value: {
        ...meta,
        cursor: page.cursor,
        lastPulledAt: at.toISOString(),
        serverLastMutationId: Math.max(meta.serverLastMutationId, page.lastMutationId),
        sessionExpired: false,
      },
    });
  });
}

/**
 * Upserts and tombstones per entity, in bulk. A change older than the row held
 * (lower version) is ignored; within a page the last change of a row wins.
 */
export async function applyChanges(db: ReplicaDatabase, changes: readonly SyncChange[]): Promise<void> {
  const byEntity = new Map<SyncEntity, Map<string, SyncChange>>();
  for (const change of changes) {
    // An entity this build does not know (a newer server) is skipped, not fatal.
    if (!ENTITY_NAMES.includes(change.entity)) continue;
    let rows = byEntity.get(change.entity);
    if (!rows) byEntity.set(change.entity, (rows = new Map()));
    rows.set(change.id, change);
  }
  for (const [entity, rows] of byEntity) {
    const table = db.entity(entity);
    const ids = [...rows.keys()];
    const held = await table.bulkGet(ids);
    const puts: ReplicaRow[] = [];
    const deletes: string[] = [];
    ids.forEach((id, index) => {
      const change = rows.get(id)!;
      const current = held[index];
      if (current && current.version > change.version) return;
      if (change.op === 'delete') {
        if (current) deletes.push(id);
      } else {
        puts.push({ id, version: change.version, data: change.data } as ReplicaRow);
      }
    });
    if (puts.length > 0) await table.bulkPut(puts as never[]);
    if (deletes.length > 0) await table.bulkDelete(deletes);
  }
}
