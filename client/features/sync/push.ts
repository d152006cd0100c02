import { SYNC_MAX_PUSH_MUTATIONS, SYNC_SCHEMA_VERSION, type SyncMutationResult } from '../../../shared/sync/sync.schema';
import { type ConflictCard, type OutboxEntry, type ReplicaDatabase, readMeta } from './db';
import { pendingEntries, renumberFrom } from './outbox';
import type { SyncTransport } from './transport';

export type PushOutcome =
  /** Everything queued was acknowledged (or there was nothing to push). */
  | { kind: 'done'; acknowledged: number }
  /** 401: the queue is kept; the user must sign in again. */
  | { kind: 'unauthorized' }
  /** Network down or server fault (5xx, 403...): nothing consumed, try again later. */
  | { kind: 'retry'; status: number; code: string };

export interface PushOptions {
  batchSize?: number;
  now?: () => Date;
}

/** Rounds per push call: each acknowledges, renumbers or isolates something, so this only guards a server gone wrong. */
const MAX_ROUNDS = 50;

/**
 * Sends the queue in id order until it is empty. Acknowledged intents leave the
 * queue in the same transaction that records their conflict card, so a crash in
 * between loses nothing: the next push replays them and the server answers with
 * the stored results. Call only while holding the sync lock.
 */
export async function push(db: ReplicaDatabase, transport: SyncTransport, options: PushOptions = {}): Promise<PushOutcome> {
  const batchSize = Math.min(options.batchSize ?? SYNC_MAX_PUSH_MUTATIONS, SYNC_MAX_PUSH_MUTATIONS);
  const now = options.now ?? (() => new Date());
  let acknowledged = 0;
  // After a 400 the batch is resent one intent at a time to find the one the server cannot read.
  let isolate = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const batch = await pendingEntries(db, isolate ? 1 : batchSize);
    if (batch.length === 0) return { kind: 'done', acknowledged };
    const meta = await readMeta(db);
    const result = await transport.push({
      clientId: meta.clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: batch.map((entry) => ({ id: entry.id, name: entry.name, args: entry.args, clientCreatedAt: entry.clientCreatedAt })),
    });
    if (!result.ok) {
      if (result.status === 401) return { kind: 'unauthorized' };
      if (result.status === 400) {
        if (batch.length > 1) {
          isolate = true;
          continue;
        }
        await failEntry(db, batch[0]!, result.code, { ...(result.details ?? {}), message: result.message }, now());
        isolate = false;
        continue;
      }
      return { kind: 'retry', status: result.status, code: result.code };
    }
    isolate = false;
    const { lastMutationId, results, expectedMutationId } = result.data;
    acknowledged += await acknowledge(db, lastMutationId, results, now());
    if (expectedMutationId !== undefined) {
      const first = (await pendingEntries(db, 1))[0];
      if (first && first.id !== expectedMutationId) await renumberFrom(db, expectedMutationId);
      else if (first) return { kind: 'retry', status: 200, code: 'UNEXPECTED_MUTATION_ID' };
    }
  }
  return { kind: 'retry', status: 200, code: 'PUSH_ROUNDS_EXCEEDED' };
}

/** Removes every intent up to the server's last id; conflicts and rejections become cards. */
async function acknowledge(db: ReplicaDatabase, lastMutationId: number, results: SyncMutationResult[], at: Date): Promise<number> {
  const byId = new Map(results.map((result) => [result.id, result]));
  return db.transaction('rw', db.outbox, db.conflicts, db.meta, async () => {
    const done = await db.outbox.where('id').belowOrEqual(lastMutationId).toArray();
    const cards: ConflictCard[] = [];
    for (const entry of done) {
      const result = byId.get(entry.id);
      if (result && result.status !== 'ok') {
        cards.push({
          mutationId: entry.id,
          name: entry.name,
          args: entry.args,
          kind: result.status,
          code: result.code,
          details: result.details ?? {},
          createdAt: at.toISOString(),
        });
      }
    }
    if (cards.length > 0) await db.conflicts.bulkAdd(cards);
    await db.outbox.bulkDelete(done.map((entry) => entry.id));
    const meta = await readMeta(db);
    await db.meta.put({
      key: 'meta',
      value: { ...meta, serverLastMutationId: Math.max(meta.serverLastMutationId, lastMutationId), sessionExpired: false },
    });
    return done.length;
  });
}

/**
 * An intent the server cannot read (400 when sent alone) is never sent again:
 * it becomes a card and the rest of the queue moves down one id, which the
 * server never consumed (a 400 consumes nothing).
 */
async function failEntry(db: ReplicaDatabase, entry: OutboxEntry, code: string, details: Record<string, unknown>, at: Date): Promise<void> {
  await db.transaction('rw', db.outbox, db.conflicts, db.meta, async () => {
    await db.conflicts.add({ mutationId: entry.id, name: entry.name, args: entry.args, kind: 'failed', code, details, createdAt: at.toISOString() });
    await db.outbox.delete(entry.id);
    await renumberFrom(db, entry.id);
  });
}
