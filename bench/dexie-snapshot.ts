/**
 * Offline replica benchmark: `npm run bench:dexie-snapshot`.
 *
 * Bundles client/lib/sync/snapshot-bench.entry.ts with esbuild, serves it
 * on a tiny local page, opens it in headless Chromium (/usr/bin/chromium, the
 * flags of playwright.config.ts) and writes 10,000 mission rows of about 500 B
 * through the pull writer (`writePage`: one Dexie transaction per pull page),
 * as a first sync does. Prints the time per run and the median.
 *
 * BENCH_ROWS, BENCH_PAGE_SIZE (default: the server's default pull page, 500)
 * and BENCH_RUNS change the size; CHROMIUM_PATH another browser.
 * Reference (stack notes, 2 cores): 10k rows by bulkPut took 1-2.8 s.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { SYNC_DEFAULT_PULL_LIMIT } from '../shared/sync/sync.schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? SYNC_DEFAULT_PULL_LIMIT);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Result = { rows: number; pageSize: number; pages: number; bytesPerRow: number; elapsedMs: number; stored: number };

async function main() {
  const bundle = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../client/lib/sync/snapshot-bench.entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: true,
  });
  const script = bundle.outputFiles[0]!.text;
  const server = createServer((req, res) => {
    if (req.url === '/bench.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><meta charset="utf-8"><title>bench</title><script src="/bench.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'runSnapshotBench' in globalThis);
    const results: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await page.evaluate(
        ([rows, pageSize]) => (globalThis as unknown as { runSnapshotBench: (r: number, p: number) => Promise<Result> }).runSnapshotBench(rows, pageSize),
        [ROWS, PAGE_SIZE] as const,
      );
      if (result.stored !== ROWS) throw new Error(`stored ${result.stored} rows, expected ${ROWS}`);
      results.push(result);
      console.log(
        `run ${run + 1}: ${result.rows} mission rows of ${result.bytesPerRow} B in ${result.pages} transactions of ${result.pageSize}: ${Math.round(result.elapsedMs)} ms (${Math.round((result.rows / result.elapsedMs) * 1000)} rows/s)`,
      );
    }
    const sorted = results.map((r) => r.elapsedMs).sort((a, b) => a - b);
    console.log(`median: ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms for ${ROWS} rows`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
