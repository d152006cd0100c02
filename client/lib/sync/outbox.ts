import type { SyncMutationArgs, SyncMutationName } from '../../../shared/sync/sync.schema';
import { type OutboxEntry, type ReplicaDatabase, readMeta } from './db';

/**
 * Queues an intent with the next mutation id. The read of the counter, its
 * bump and the insert share one read-write transaction, which IndexedDB runs
 * alone on these stores (across tabs too), so concurrent enqueues get 1, 2, 3...
 * with neither a gap nor a duplicate.
 */
export async function enqueue<N extends SyncMutationName>(db: ReplicaDatabase, name: N, args: SyncMutationArgs<N>, now: Date = new Date()): Promise<OutboxEntry<N>> {
  await readMeta(db);
  return db.transaction('rw', db.meta, db.outbox, async () => {
    const meta = await readMeta(db);
    const entry: OutboxEntry<N> = { id: meta.lastMutationId + 1, name, args, clientCreatedAt: now.toISOString(), status: 'pending' };
    await db.meta.put({ key: 'meta', value: { ...meta, lastMutationId: entry.id } });
    await db.outbox.add(entry as OutboxEntry);
    return entry;
  });
}

/** The queue in id order (the order the server must apply it in). */
export function pendingEntries(db: ReplicaDatabase, limit?: number): Promise<OutboxEntry[]> {
  const ordered = db.outbox.orderBy('id');
  return limit === undefined ? ordered.toArray() : ordered.limit(limit).toArray();
}

/**
 * Renumbers the queue so its first entry carries `firstId` and the rest follow
 * without a gap. Used when the server waits for another id than ours (it never
 * applied any id from `firstId` on, so no applied id is reused), and after an
 * unreadable intent is taken out of the queue. Must run while holding the sync lock.
 */
export async function renumberFrom(db: ReplicaDatabase, firstId: number): Promise<void> {
  await db.transaction('rw', db.meta, db.outbox, async () => {
    const entries = await db.outbox.orderBy('id').toArray();
    const meta = await readMeta(db);
    await db.outbox.clear();
    const renumbered = entries.map((entry, index) => ({ ...entry, id: firstId + index }));
    await db.outbox.bulkAdd(renumbered);
    await db.meta.put({ key: 'meta', value: { ...meta, lastMutationId: firstId + entries.length - 1 } });
  });
}

/**
 * Takes one intent out of the queue and moves the later ones down one id, so
 * the numbering stays without a gap. Only for an intent the server never
 * consumed (a 400 consumes nothing). Must run while holding the sync lock.
 */
export async function removeAndCloseGap(db: ReplicaDatabase, removedId: number): Promise<void> {
  await db.transaction('rw', db.meta, db.outbox, async () => {
    const later = await db.outbox.where('id').above(removedId).toArray();
    await db.outbox.bulkDelete([removedId, ...later.map((entry) => entry.id)]);
    await db.outbox.bulkAdd(later.map((entry) => ({ ...entry, id: entry.id - 1 })));
    const meta = await readMeta(db);
    await db.meta.put({ key: 'meta', value: { ...meta, lastMutationId: meta.lastMutationId - 1 } });
  });
}
