/**
 * What the database benchmarks share: a scratch database on the local PostgreSQL, migrated, dropped afterwards (kept
 * with BENCH_KEEP=1 for EXPLAIN), and the timing of a call over BENCH_RUNS repetitions after a warm-up.
 * BENCH_DATABASE_URL points at another server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { type Sql, openDatabase } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { createLogger } from '../server/http/logger';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `bench` on a fresh migrated database; a bench answering false (a limit missed) sets the exit code to 1. */
export async function withScratchDatabase(bench: (sql: Sql) => Promise<boolean>): Promise<void> {
  const name = `solidaire_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), logger: createLogger('silent') });
  let passed = false;
  try {
    await migrate(database.sql);
    passed = await bench(database.sql);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  if (!passed) process.exitCode = 1;
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The durations of `runs` calls (ms, in call order), after three warm-up calls. */
export async function timeRuns(run: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}
