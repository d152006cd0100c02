/**
 * Sync push throughput: `npm run bench:sync-push`.
 *
 * 16 clients (one employee each) push their queues through the push use case
 * (the same code as POST /api/v1/sync/push: one transaction per mutation with
 * the client's row locked, the use case in a savepoint, the stored result) on a
 * pool of 20 connections to the real PostgreSQL. Their intents fight over 3 hot
 * timeslots of 5 places: apply, cancel, apply again... so most applies meet a
 * full slot or a place being freed. Prints mutations per second, the results
 * by status, and checks that no slot was overbooked.
 * BENCH_CLIENTS, BENCH_MUTATIONS (per client) and BENCH_BATCH change the load.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { push } from '../server/modules/sync/push.service';
import type { SyncPushRequest } from '../shared/sync/sync.schema';
import { createBenchDatabase, percentile, seedEmployees, seedMissions } from './sync-seed';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 60);
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
const HOT_SLOTS = 3;
const PLACES = 5;

async function main() {
  const db = await createBenchDatabase(20);
  try {
    const { companyId, actors } = await seedEmployees(db.sql, CLIENTS);
    const { slots } = await seedMissions(db.sql, companyId, { missions: HOT_SLOTS, slotsPerMission: 1, places: PLACES, associations: 1 });
    const env = { baseUrl: 'http://localhost:3000' };
    const at = new Date().toISOString();

    const queues = actors.map(() => {
      const mutations: SyncPushRequest['mutations'] = [];
      const live = new Map<number, string>();
      for (let id = 1; id <= MUTATIONS; id++) {
        const slot = slots[(id - 1) % HOT_SLOTS]!;
        const round = Math.floor((id - 1) / HOT_SLOTS);
        if (round % 2 === 0) {
          const engagementId = randomUUID();
          live.set(slot.id, engagementId);
          mutations.push({ id, name: 'engagement.apply', args: { engagementId, missionId: slot.missionId, timeslotIds: [slot.id], timeType: 'personal' }, clientCreatedAt: at });
        } else {
          mutations.push({ id, name: 'engagement.cancel', args: { engagementId: live.get(slot.id), reason: 'not_available' }, clientCreatedAt: at });
        }
      }
      return mutations;
    });

    const byStatus = new Map<string, number>();
    const batchMs: number[] = [];
    const started = performance.now();
    await Promise.all(
      actors.map(async (actor, client) => {
        const clientId = randomUUID();
        const queue = queues[client]!;
        for (let start = 0; start < queue.length; start += BATCH) {
          const t0 = performance.now();
          const { response } = await push({ sql: db.sql, env }, actor, { companyId, associationId: null }, { clientId, schemaVersion: 1, mutations: queue.slice(start, start + BATCH) });
          batchMs.push(performance.now() - t0);
          for (const result of response.results) {
            const key = result.status === 'ok' ? 'ok' : `${result.status} ${'code' in result ? result.code : ''}`;
            byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = CLIENTS * MUTATIONS;

    const overbooked = await db.sql<{ id: number }[]>`select id from timeslots where taken > places`;
    const [check] = await db.sql<{ stored: number }[]>`select count(*)::int as stored from sync_mutations`;
    console.log(`sync push: ${CLIENTS} clients x ${MUTATIONS} mutations (batches of ${BATCH}) on ${HOT_SLOTS} hot timeslots of ${PLACES} places`);
    console.log(`  ${total} mutations in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} mutations/s`);
    console.log(`  batch latency p50 ${percentile(batchMs, 50).toFixed(1)} ms, p95 ${percentile(batchMs, 95).toFixed(1)} ms`);
    console.log(`  results: ${[...byStatus].map(([status, count]) => `${status}: ${count}`).join(', ')}`);
    console.log(`  stored results: ${check!.stored}; overbooked timeslots: ${overbooked.length}`);
    if (overbooked.length > 0 || check!.stored !== total) process.exitCode = 1;
  } finally {
    await db.drop();
  }
}

await main();
