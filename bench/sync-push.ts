/**
 * Sync push throughput against its limit: `npm run bench:sync-push`.
 *
 * Two sides do the same work on the real PostgreSQL, back to back and
 * interleaved over BENCH_ROUNDS rounds (the machine is shared: only figures
 * taken side by side compare):
 * - push: 16 clients (one employee each) push their queues through the push
 *   use case (the code behind POST /api/v1/sync/push), in batches of 10;
 * - bare: the same clients' same intents, each as the bare conditional update
 *   with its result row (`bench/bare-push.sql.ts`: one transaction per
 *   mutation, the client's row locked, the writes, the stored result).
 * Each round gives each side 3 fresh hot timeslots of 5 places (all seeded
 * before the first measure, so no ANALYZE runs between them); the intents
 * fight over them (apply, cancel, apply again...), so many applies meet a full
 * slot or a place being freed. A pool of 20 connections serves both.
 *
 * Prints per round and as medians: mutations per second, statements and
 * socket writes (round trips) per mutation, then push / bare against the limit
 * (issue 13: at least 0.80). Checks on both sides that no slot was overbooked,
 * that the places taken equal the live applications holding them and that
 * every mutation stored its result; exits 1 when a check fails or the ratio is
 * under the limit.
 * BENCH_CLIENTS, BENCH_MUTATIONS (per client), BENCH_BATCH and BENCH_ROUNDS change the load.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { clientOptions, type Sql } from '../server/db/connect';
import { push } from '../server/modules/sync/push.service';
import type { Actor } from '../shared/permissions/actor';
import type { SyncPushRequest } from '../shared/sync/sync.schema';
import { type BareApply, type BareCancel, bareMutation } from './bare-push.sql';
import { createBenchDatabase, seedEmployees, seedHotTimeslots } from './sync-seed';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 60);
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POOL = 20;
const HOT_SLOTS = 3;
const PLACES = 5;
const LIMIT = 0.8;

type Side = 'push' | 'bare';

/** Statements sent and socket writes made (a write carries one or several pipelined statements: a round trip). */
const traffic = { statements: 0, writes: 0 };

/** A pool whose connections count what they send. */
function countingPool(url: string): Sql {
  const target = new URL(url);
  return postgres(url, {
    ...clientOptions(POOL),
    debug: () => {
      traffic.statements += 1;
    },
    socket: async () => {
      const socket = net.connect(Number(target.port || 5432), target.hostname);
      await once(socket, 'connect');
      const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
      socket.write = ((...args: unknown[]) => {
        traffic.writes += 1;
        return write(...args);
      }) as typeof socket.write;
      return socket;
    },
  } as postgres.Options<{}>);
}

/**
 * CPU time (ms) used so far by this process and by the PostgreSQL backends
 * serving the pool (read from /proc when the server runs on this machine; 0
 * otherwise). The machine is shared: CPU per mutation tells what each side
 * costs whatever else runs beside it.
 */
async function cpuMs(admin: Sql): Promise<{ node: number; postgres: number }> {
  const usage = process.cpuUsage();
  const backends = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not on this machine, or the backend is gone.
    }
  }
  return { node: (usage.user + usage.system) / 1000, postgres: ticks * 10 };
}

/** Each client's intents over the hot slots: apply, then cancel it on the next pass, and so on. */
function queuesFor(slots: Array<{ id: number; missionId: number }>, at: string): Array<SyncPushRequest['mutations']> {
  return Array.from({ length: CLIENTS }, () => {
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
}

function asBare(mutation: SyncPushRequest['mutations'][number]): BareApply | BareCancel {
  const args = mutation.args as { engagementId: string; missionId: number; timeslotIds: number[] };
  return mutation.name === 'engagement.apply'
    ? { kind: 'apply', id: mutation.id, engagementId: args.engagementId, missionId: args.missionId, timeslotId: args.timeslotIds[0]! }
    : { kind: 'cancel', id: mutation.id, engagementId: args.engagementId };
}

interface SideRun {
  perSecond: number;
  nodeCpuMs: number;
  postgresCpuMs: number;
  statements: number;
  writes: number;
  outcomes: string;
  failures: string[];
}

async function runSide(side: Side, sql: Sql, admin: Sql, companyId: number, actors: Actor[], slots: Array<{ id: number; missionId: number }>): Promise<SideRun> {
  const queues = queuesFor(slots, new Date().toISOString());
  const clientIds = actors.map(() => randomUUID());
  const env = { baseUrl: 'http://localhost:3000' };
  const before = { ...traffic };
  const cpuBefore = await cpuMs(admin);
  const started = performance.now();
  await Promise.all(
    actors.map(async (actor, client) => {
      const queue = queues[client]!;
      for (let start = 0; start < queue.length; start += BATCH) {
        const batch = queue.slice(start, start + BATCH);
        if (side === 'push') {
          await push({ sql, env }, actor, { companyId, associationId: null }, { clientId: clientIds[client]!, schemaVersion: 1, mutations: batch });
        } else {
          for (const mutation of batch) await bareMutation(sql, clientIds[client]!, actor.userId, companyId, asBare(mutation));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuMs(admin);
  const total = CLIENTS * MUTATIONS;

  const failures: string[] = [];
  const slotIds = slots.map((slot) => slot.id);
  const held = await admin<{ id: number; taken: number; places: number; holding: number }[]>`
    select t.id, t.taken, t.places,
           (select count(*)::int from engagement_timeslots et join engagements e on e.id = et.engagement_id
             where et.timeslot_id = t.id and e.state <> 'canceled' and et.state not in ('canceled', 'rejected')) as holding
    from timeslots t where t.id = any(${slotIds}::int[])`;
  for (const slot of held) {
    if (slot.taken > slot.places) failures.push(`${side}: timeslot ${slot.id} overbooked (${slot.taken} > ${slot.places})`);
    if (slot.taken !== slot.holding) failures.push(`${side}: timeslot ${slot.id} taken ${slot.taken} but held by ${slot.holding}`);
  }
  const outcomes = await admin<{ outcome: string; count: number }[]>`
    select concat_ws(' ', result->>'status', result->>'code') as outcome, count(*)::int as count
    from sync_mutations where client_id = any(${clientIds}::uuid[]) group by 1 order by 2 desc`;
  const stored = outcomes.reduce((sum, row) => sum + row.count, 0);
  if (stored !== total) failures.push(`${side}: ${stored} stored results for ${total} mutations`);
  return {
    perSecond: total / seconds,
    nodeCpuMs: (cpuAfter.node - cpuBefore.node) / total,
    postgresCpuMs: (cpuAfter.postgres - cpuBefore.postgres) / total,
    statements: (traffic.statements - before.statements) / total,
    writes: (traffic.writes - before.writes) / total,
    outcomes: outcomes.map((row) => `${row.outcome} ${row.count}`).join(', '),
    failures,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const db = await createBenchDatabase(2);
  const sql = countingPool(db.url);
  try {
    const { companyId, actors } = await seedEmployees(db.sql, CLIENTS);
    console.log(`sync push vs bare SQL: ${CLIENTS} clients x ${MUTATIONS} mutations (batches of ${BATCH}) on ${HOT_SLOTS} hot timeslots of ${PLACES} places, ${ROUNDS} rounds, pool ${POOL}`);
    // Every run's fresh hot slots, made up front: seeding ends with an ANALYZE, which would make every connection
    // plan its statements again in the middle of the measures.
    const hot = await seedHotTimeslots(db.sql, companyId, { slots: HOT_SLOTS * 2 * (ROUNDS + 2), places: PLACES });
    const nextSlots = () => hot.splice(0, HOT_SLOTS);
    // Warm-up, unmeasured: both sides once, then statistics taken on tables that now hold applications (plans made
    // on empty tables are not the plans of a live database), then both sides again so every connection plans anew.
    for (const side of ['push', 'bare'] as const) await runSide(side, sql, db.sql, companyId, actors, nextSlots());
    await db.sql`vacuum analyze`;
    for (const side of ['push', 'bare'] as const) await runSide(side, sql, db.sql, companyId, actors, nextSlots());

    const runs: Record<Side, SideRun[]> = { push: [], bare: [] };
    const ratios: number[] = [];
    const failures: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order: Side[] = round % 2 ? ['push', 'bare'] : ['bare', 'push'];
      const run = {} as Record<Side, SideRun>;
      for (const side of order) {
        run[side] = await runSide(side, sql, db.sql, companyId, actors, nextSlots());
        runs[side].push(run[side]);
        failures.push(...run[side].failures);
      }
      ratios.push(run.push.perSecond / run.bare.perSecond);
      console.log(
        `  round ${round}: push ${Math.round(run.push.perSecond)}/s, bare ${Math.round(run.bare.perSecond)}/s, ratio ${ratios.at(-1)!.toFixed(2)}` +
          `  (push: ${run.push.outcomes}; bare: ${run.bare.outcomes})`,
      );
    }
    for (const side of ['push', 'bare'] as const) {
      const list = runs[side];
      console.log(
        `  ${side.padEnd(4)}: median ${Math.round(median(list.map((run) => run.perSecond)))} mutations/s` +
          ` (${Math.round(Math.min(...list.map((run) => run.perSecond)))}-${Math.round(Math.max(...list.map((run) => run.perSecond)))}),` +
          ` ${median(list.map((run) => run.statements)).toFixed(1)} statements and ${median(list.map((run) => run.writes)).toFixed(1)} round trips per mutation,` +
          ` CPU per mutation ${median(list.map((run) => run.nodeCpuMs)).toFixed(2)} ms node + ${median(list.map((run) => run.postgresCpuMs)).toFixed(2)} ms postgres`,
      );
    }
    const ratio = median(ratios);
    console.log(`push / bare = ${ratio.toFixed(2)}x, limit ${LIMIT.toFixed(2)} ${ratio >= LIMIT ? '✓' : '✘'}`);
    for (const failure of failures) console.log(`  ✘ ${failure}`);
    if (failures.length > 0 || ratio < LIMIT) process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 5 });
    await db.drop();
  }
}

await main();
