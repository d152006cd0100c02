import { SYNC_MAX_PUSH_MUTATIONS, SYNC_SCHEMA_VERSION, type SyncEntity, type SyncMutationResult } from '../../../shared/sync/sync-envelope.schema';
import type { SyncEntityData, SyncMutationName } from '../../../shared/sync/sync.schema';
import { type ConflictCard, type OutboxEntry, type ReplicaDatabase, readMeta } from './db';
import { pendingEntries, removeAndCloseGap, renumberFrom } from './outbox';
import type { SyncTransport } from './transport';

export type PushOutcome =
  /** Everything queued was acknowledged (or there was nothing to push). */
  | { kind: 'done'; acknowledged: number; delivered: SyncMutationName[] }
  /** 401: the queue is kept; the user must sign in again. */
  | { kind: 'unauthorized' }
  /** Network down or server fault (5xx, 403...): nothing consumed, try again later. */
  | { kind: 'retry'; status: number; code: string };

export interface PushOptions {
  batchSize?: number;
  now?: () => Date;
}

/** Rounds per push call: each acknowledges, renumbers or isolates something, so this only guards a server gone wrong. */
const MAX_ROUNDS = 200;

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
  const delivered: SyncMutationName[] = [];
  // After a 400 the batch is resent one intent at a time to find the one the server cannot read.
  let isolate = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const batch = await pendingEntries(db, isolate ? 1 : batchSize);
    if (batch.length === 0) return { kind: 'done', acknowledged, delivered };
    const meta = await readMeta(db);
    const result = await transport.push({
      clientId: meta.clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: batch.map((entry) => ({ id: entry.id, name: entry.name, args: entry.args, clientCreatedAt: entry.clientCreatedAt })),
    });
    if (!result.ok) {
      if (result.status === 401) return { kind: 'unauthorized' };
      if (result.status === 400) {
        // The validator names the field: `mutations.<index>.<field>` points at one intent.
        const indexes = Object.keys(result.fields ?? {})
          .map((key) => /^mutations\.(\d+)(\.|$)/.exec(key)?.[1])
          .filter((index): index is string => index !== undefined)
          .map(Number);
        const culprit = indexes.length > 0 ? batch[Math.min(...indexes)] : batch.length === 1 && !result.fields ? batch[0] : undefined;
        if (culprit) {
          await failEntry(db, culprit, result.code, { fields: result.fields ?? {}, message: result.message }, now());
          continue;
        }
        if (batch.length > 1) {
          isolate = true;
          continue;
        }
        // The envelope itself is refused (e.g. an older schema version): keep every intent, report, retry later.
      }
      return { kind: 'retry', status: result.status, code: result.code };
    }
    const { lastMutationId, results, expectedMutationId } = result.data;
    const answered = await acknowledge(db, lastMutationId, results, now());
    acknowledged += answered.count;
    delivered.push(...answered.delivered);
    if (expectedMutationId !== undefined) {
      const first = (await pendingEntries(db, 1))[0];
      if (first && first.id !== expectedMutationId) await renumberFrom(db, expectedMutationId);
      else if (first) return { kind: 'retry', status: 200, code: 'UNEXPECTED_MUTATION_ID' };
    }
  }
  return { kind: 'retry', status: 200, code: 'PUSH_ROUNDS_EXCEEDED' };
}

/** Where the engagement an `ok` result carries belongs (the employee's own, or the association's roster). */
const RESULT_ENTITY: Partial<Record<SyncMutationName, SyncEntity & ('engagement' | 'roster_engagement')>> = {
  'engagement.apply': 'engagement',
  'engagement.cancel': 'engagement',
  'engagement.confirm': 'roster_engagement',
  'engagement.finish': 'roster_engagement',
};

/**
 * An acknowledged application shows at once, from the engagement its result
 * carries, even when the next pull does not bring it yet (the server's
 * watermark may hold a just-committed change back for a moment). Written only
 * where the replica has no such row, with version 0, so any pulled version
 * replaces it and an old replayed result never overwrites a newer row.
 */
async function applyResult(db: ReplicaDatabase, name: SyncMutationName, result: SyncMutationResult): Promise<void> {
  const entity = RESULT_ENTITY[name];
  const engagement = (result as { engagement?: unknown }).engagement;
  if (!entity || result.status !== 'ok' || !engagement) return;
  // The engagement as the server's use case answers it: the row a pull brings (the same contract, see syncPullEnvelopeSchema).
  const id = (engagement as { id?: unknown }).id;
  if (typeof id !== 'string') return;
  const table = db.entity(entity);
  if (!(await table.get(id))) await table.put({ id, version: 0, data: engagement as SyncEntityData<'engagement'> });
}

/**
 * Removes every intent up to the server's last id; conflicts and rejections become cards, results are applied.
 * Answers how many left the queue and the names of those the server carried out (`ok`), in queue order.
 */
async function acknowledge(
  db: ReplicaDatabase,
  lastMutationId: number,
  results: SyncMutationResult[],
  at: Date,
): Promise<{ count: number; delivered: SyncMutationName[] }> {
  const byId = new Map(results.map((result) => [result.id, result]));
  return db.transaction('rw', [db.outbox, db.conflicts, db.meta, db.entity('engagement'), db.entity('roster_engagement')], async () => {
    const done = await db.outbox.where('id').belowOrEqual(lastMutationId).toArray();
    const cards: ConflictCard[] = [];
    const delivered: SyncMutationName[] = [];
    for (const entry of done) {
      const result = byId.get(entry.id);
      if (result) await applyResult(db, entry.name, result);
      if (result?.status === 'ok') delivered.push(entry.name);
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
    return { count: done.length, delivered };
  });
}

/**
 * An intent the server cannot read (a 400 naming it, or refusing it sent
 * alone) is never sent again: it becomes a card and the later intents move
 * down one id, which the server never consumed (a 400 consumes nothing).
 */
async function failEntry(db: ReplicaDatabase, entry: OutboxEntry, code: string, details: Record<string, unknown>, at: Date): Promise<void> {
  await db.transaction('rw', db.outbox, db.conflicts, db.meta, async () => {
    await db.conflicts.add({ mutationId: entry.id, name: entry.name, args: entry.args, kind: 'failed', code, details, createdAt: at.toISOString() });
    await removeAndCloseGap(db, entry.id);
  });
}
