/**
 * First sync, server side: `npm run bench:sync-snapshot`.
 *
 * Seeds 10,000 published missions (2 timeslots each, 50 associations) that an
 * employee may all see, then, round after round and in alternating order,
 * times (a) the endpoint's work for the employee's whole first sync: the pull
 * use case page after page (GET /api/v1/sync/pull without a cursor, then with
 * each cursor), each page serialised and gzip-compressed as the app's
 * `compress` middleware sends it, and (b) the bare SQL reading the same rows
 * (associations, missions, timeslots by id pages, nothing presented). Prints
 * the medians, the endpoint vs the bare query, the bytes raw and on the wire,
 * and the endpoint's time against its limit: since the client asks for the
 * next page while it stores one (client/lib/sync/pull.ts), the server's share
 * of a first sync must stay within the same 2 s the device has (issue 13).
 * Then one incremental pull after 100 timeslots changed.
 * BENCH_MISSIONS, BENCH_PAGE_SIZE (default: the client's pull page) and
 * BENCH_ROUNDS change the size.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { pull, type PullSpace } from '../server/modules/sync/pull.service';
import type { Sql } from '../server/db/connect';
import { SYNC_DEFAULT_PULL_LIMIT } from '../shared/sync/sync.schema';
import { createBenchDatabase, percentile, seedFirstSyncEmployee } from './sync-seed';

const MISSIONS = Number(process.env.BENCH_MISSIONS ?? 10_000);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? SYNC_DEFAULT_PULL_LIMIT);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The device's budget for the whole first sync (issue 13), which the server's pages now overlap. */
const LIMIT_MS = 2_000;

type Endpoint = { ms: number; pages: number; rows: number; rawBytes: number; gzipBytes: number; slowestPageMs: number; cursor: string };

/** The endpoint's work for a whole first sync: every page read, serialised and compressed. */
async function endpointSnapshot(sql: Sql, space: PullSpace): Promise<Endpoint> {
  let cursor: string | undefined;
  const result = { pages: 0, rows: 0, rawBytes: 0, gzipBytes: 0, slowestPageMs: 0 };
  const started = performance.now();
  for (;;) {
    const pageStarted = performance.now();
    const page = await pull({ sql }, space, { cursor, limit: PAGE_SIZE });
    const json = JSON.stringify(page);
    const gzipped = gzipSync(json);
    result.slowestPageMs = Math.max(result.slowestPageMs, performance.now() - pageStarted);
    result.pages += 1;
    result.rows += page.changes.length;
    result.rawBytes += Buffer.byteLength(json);
    result.gzipBytes += gzipped.length;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - started, ...result, cursor: cursor! };
}

/** The same rows read with bare SQL, in pages of the same size: the floor the endpoint is compared with. */
async function bareSnapshot(sql: Sql): Promise<{ ms: number; rows: number }> {
  let rows = 0;
  const started = performance.now();
  for (const table of ['associations', 'missions', 'timeslots']) {
    let after = 0;
    for (;;) {
      const page = await sql<{ id: number }[]>`select * from ${sql(table)} where id > ${after} order by id limit ${PAGE_SIZE}`;
      rows += page.length;
      if (page.length < PAGE_SIZE) break;
      after = page[page.length - 1]!.id;
    }
  }
  return { ms: performance.now() - started, rows };
}

async function main() {
  const db = await createBenchDatabase(4);
  try {
    const seedStart = performance.now();
    const space = await seedFirstSyncEmployee(db.sql, MISSIONS);
    console.log(`seeded ${MISSIONS} missions (${MISSIONS * 2} timeslots) in ${Math.round(performance.now() - seedStart)} ms`);

    const endpoint: Endpoint[] = [];
    const bare: Array<{ ms: number; rows: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which side goes first, so neither always meets a warmer cache (or a busier machine).
      if (round % 2 === 0) {
        endpoint.push(await endpointSnapshot(db.sql, space));
        bare.push(await bareSnapshot(db.sql));
      } else {
        bare.push(await bareSnapshot(db.sql));
        endpoint.push(await endpointSnapshot(db.sql, space));
      }
      console.log(`round ${round + 1}: endpoint ${Math.round(endpoint.at(-1)!.ms)} ms, bare SQL ${Math.round(bare.at(-1)!.ms)} ms`);
    }
    const last = endpoint.at(-1)!;
    const mib = (bytes: number) => (bytes / 1_048_576).toFixed(2);
    console.log(
      `first sync: ${last.rows} rows in ${last.pages} pages of ${PAGE_SIZE}; JSON ${mib(last.rawBytes)} MiB (${Math.round(last.rawBytes / last.rows)} B a row), ` +
        `gzip ${mib(last.gzipBytes)} MiB on the wire (${(last.rawBytes / last.gzipBytes).toFixed(1)}x smaller); slowest page ${Math.round(last.slowestPageMs)} ms`,
    );
    const endpointMs = percentile(endpoint.map((run) => run.ms), 50);
    const bareMs = percentile(bare.map((run) => run.ms), 50);
    console.log(`median of ${ROUNDS} rounds: endpoint ${Math.round(endpointMs)} ms, bare SQL ${Math.round(bareMs)} ms (${bare.at(-1)!.rows} rows)`);
    console.log(`endpoint vs bare query: ${(endpointMs / bareMs).toFixed(2)}`);
    console.log(`first sync produced by the server: ${Math.round(endpointMs)} ms, ${(endpointMs / LIMIT_MS).toFixed(2)} of its ${LIMIT_MS} ms limit${endpointMs <= LIMIT_MS ? '' : ' (OVER)'}`);

    await db.sql`update timeslots set taken = taken + 1 where id in (select id from timeslots order by id limit 100)`;
    // The watermark is the cluster's xmin: another database's open transaction holds it back, and the changes wait
    // for the next pull. Wait (10 s at most) until they are below it, so the pull below reads them.
    for (let attempt = 0; attempt < 400; attempt++) {
      const [row] = await db.sql<{ pending: boolean }[]>`select exists (select 1 from sync_changes where txid >= pg_snapshot_xmin(pg_current_snapshot())) as pending`;
      if (!row!.pending) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const t0 = performance.now();
    const delta = await pull({ sql: db.sql }, space, { cursor: last.cursor, limit: PAGE_SIZE });
    console.log(`incremental pull after 100 timeslot changes: ${delta.changes.length} changes in ${Math.round(performance.now() - t0)} ms`);
  } finally {
    await db.drop();
  }
}

await main();
