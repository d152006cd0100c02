/**
 * Initial sync snapshot: `npm run bench:sync-snapshot`.
 *
 * Seeds 10,000 published missions (2 timeslots each, 50 associations) that an
 * employee may all see, then times the server producing the employee's full
 * snapshot through the pull use case (GET /api/v1/sync/pull without a cursor,
 * then page after page), for page sizes 500 and 1,000. Prints the total server
 * time, pages, rows, JSON size and the slowest page; then one incremental pull
 * after 100 timeslots changed.
 * BENCH_MISSIONS and BENCH_RUNS change the size and the repetitions.
 */
import { performance } from 'node:perf_hooks';
import { pull, type PullSpace } from '../server/modules/sync/pull.service';
import { createBenchDatabase, percentile, seedEmployees, seedMissions } from './sync-seed';

const MISSIONS = Number(process.env.BENCH_MISSIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main() {
  const db = await createBenchDatabase(4);
  try {
    const seedStart = performance.now();
    const { companyId, actors } = await seedEmployees(db.sql, 1);
    await seedMissions(db.sql, companyId, { missions: MISSIONS, slotsPerMission: 2, places: 10 });
    console.log(`seeded ${MISSIONS} missions (${MISSIONS * 2} timeslots) in ${Math.round(performance.now() - seedStart)} ms`);
    const space: PullSpace = {
      kind: 'employee',
      actor: actors[0]!,
      companyId,
      companyActive: true,
      audience: { kind: 'employee', companyId, entityId: null, inIntermission: false },
    };

    let lastCursor = '';
    for (const limit of [500, 1000]) {
      const totals: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const pageMs: number[] = [];
        let cursor: string | undefined;
        let rows = 0;
        let bytes = 0;
        const started = performance.now();
        for (;;) {
          const t0 = performance.now();
          const page = await pull({ sql: db.sql }, space, { cursor, limit });
          bytes += JSON.stringify(page).length;
          pageMs.push(performance.now() - t0);
          rows += page.changes.length;
          cursor = page.cursor;
          if (!page.hasMore) break;
        }
        totals.push(performance.now() - started);
        lastCursor = cursor!;
        if (run === RUNS - 1) {
          console.log(
            `snapshot, pages of ${limit}: ${pageMs.length} pages, ${rows} rows, ${(bytes / 1_048_576).toFixed(1)} MiB JSON; ` +
              `server time median ${Math.round(percentile(totals, 50))} ms (best ${Math.round(Math.min(...totals))} ms), slowest page ${Math.round(Math.max(...pageMs))} ms`,
          );
        }
      }
    }

    await db.sql`update timeslots set taken = taken + 1 where id in (select id from timeslots order by id limit 100)`;
    const t0 = performance.now();
    const delta = await pull({ sql: db.sql }, space, { cursor: lastCursor, limit: 500 });
    console.log(`incremental pull after 100 timeslot changes: ${delta.changes.length} changes in ${Math.round(performance.now() - t0)} ms`);
  } finally {
    await db.drop();
  }
}

await main();
