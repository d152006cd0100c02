/**
 * First sync in the browser: `npm run bench:dexie-snapshot`.
 *
 * Seeds 10,000 published missions (2 timeslots each, 50 associations, the
 * seed of bench/sync-snapshot.ts), has the pull use case produce the
 * employee's whole first sync, page after page, then serves those pages
 * (gzip, as the app's server does) to headless Chromium (/usr/bin/chromium,
 * the flags of playwright.config.ts), which runs
 * client/lib/sync/snapshot-bench.entry.ts. There the same pages are stored,
 * round after round, by the pull writer (`writePage`: one Dexie transaction
 * per page) and by bare IndexedDB (the same stores and indexes), in
 * alternating order, each in a fresh database. Prints the medians, Dexie vs
 * raw IndexedDB, and the Dexie time against its limit (issue 13: the first
 * sync stored in <= 2 s).
 *
 * BENCH_MISSIONS, BENCH_PAGE_SIZE (default: the client's pull page) and
 * BENCH_ROUNDS change the size; CHROMIUM_PATH another browser.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { pull } from '../server/modules/sync/pull.service';
import { SYNC_DEFAULT_PULL_LIMIT } from '../shared/sync/sync.schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { createBenchDatabase, percentile, seedFirstSyncEmployee } from './sync-seed';

const MISSIONS = Number(process.env.BENCH_MISSIONS ?? 10_000);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? SYNC_DEFAULT_PULL_LIMIT);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
/** Issue 13: a 10,000-mission first sync stored in Dexie in at most 2 s. */
const LIMIT_MS = 2_000;


type Stored = { elapsedMs: number; firstPageMs: number; stored: number };
type Side = 'dexie' | 'raw';
interface SnapshotBench {
  loadPages(count: number): Promise<{ fetchedMs: number; validateMs: number; rows: number }>;
  store(side: Side): Promise<Stored>;
}

/** The employee's first sync as the server answers it: each page's JSON text. */
async function produceSnapshot(): Promise<string[]> {
  const db = await createBenchDatabase(2);
  try {
    const space = await seedFirstSyncEmployee(db.sql, MISSIONS);
    const pages: string[] = [];
    let cursor: string | undefined;
    const started = performance.now();
    for (;;) {
      const page = await pull({ sql: db.sql }, space, { cursor, limit: PAGE_SIZE });
      pages.push(JSON.stringify(page));
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    console.log(`server: ${MISSIONS} missions, first sync in ${pages.length} pages of ${PAGE_SIZE} produced in ${Math.round(performance.now() - started)} ms`);
    return pages;
  } finally {
    await db.drop();
  }
}

async function bundleEntry(): Promise<string> {
  const bundle = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../client/lib/sync/snapshot-bench.entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: true,
  });
  return bundle.outputFiles[0]!.text;
}

async function main() {
  const texts = await produceSnapshot();
  const gzipped = texts.map((text) => gzipSync(text));
  const rawBytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const wireBytes = gzipped.reduce((sum, body) => sum + body.length, 0);
  const script = await bundleEntry();
  const server = createServer((req, res) => {
    const page = /^\/pages\/(\d+)$/.exec(req.url ?? '');
    if (page) res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).end(gzipped[Number(page[1])]);
    else if (req.url === '/bench.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><meta charset="utf-8"><title>bench</title><script src="/bench.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'snapshotBench' in globalThis);
    const loaded = await page.evaluate((count) => (globalThis as unknown as { snapshotBench: SnapshotBench }).snapshotBench.loadPages(count), texts.length);
    const mib = (bytes: number) => (bytes / 1_048_576).toFixed(2);
    console.log(
      `snapshot: ${loaded.rows} rows in ${texts.length} pages; JSON ${mib(rawBytes)} MiB (${Math.round(rawBytes / loaded.rows)} B a row), ` +
        `gzip on the wire ${mib(wireBytes)} MiB; in the browser fetched and parsed in ${Math.round(loaded.fetchedMs)} ms, validated (zod) in ${Math.round(loaded.validateMs)} ms`,
    );

    const results: Record<Side, Stored[]> = { dexie: [], raw: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which side goes first, so neither always meets a warmer (or busier) browser.
      const order: Side[] = round % 2 === 0 ? ['dexie', 'raw'] : ['raw', 'dexie'];
      for (const side of order) {
        const result = await page.evaluate((name) => (globalThis as unknown as { snapshotBench: SnapshotBench }).snapshotBench.store(name), side);
        if (result.stored !== loaded.rows) throw new Error(`${side}: stored ${result.stored} rows, expected ${loaded.rows}`);
        results[side].push(result);
      }
      console.log(`round ${round + 1}: Dexie ${Math.round(results.dexie.at(-1)!.elapsedMs)} ms, raw IndexedDB ${Math.round(results.raw.at(-1)!.elapsedMs)} ms`);
    }
    const median = (side: Side, key: 'elapsedMs' | 'firstPageMs') => percentile(results[side].map((result) => result[key]), 50);
    const dexieMs = median('dexie', 'elapsedMs');
    const rawMs = median('raw', 'elapsedMs');
    console.log(
      `median of ${ROUNDS} rounds: Dexie ${Math.round(dexieMs)} ms (first page committed after ${Math.round(median('dexie', 'firstPageMs'))} ms), raw IndexedDB ${Math.round(rawMs)} ms`,
    );
    console.log(`Dexie vs raw IndexedDB: ${(dexieMs / rawMs).toFixed(2)}`);
    console.log(`first sync stored in Dexie: ${Math.round(dexieMs)} ms, ${(dexieMs / LIMIT_MS).toFixed(2)} of its ${LIMIT_MS} ms limit${dexieMs <= LIMIT_MS ? '' : ' (OVER)'}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
