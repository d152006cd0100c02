// `npm test`: typecheck, build, Vitest (shared, server on real PostgreSQL, client),
// Playwright on the built app; ends with one line summing every suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function record(label, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(`${label}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
}

// 1. Types: one check.
const typesOk = run('typecheck', 'npx', ['tsc', '-b']);
record('typecheck', { passed: typesOk ? 1 : 0, failed: typesOk ? 0 : 1, skipped: 0 });

// 1b. Boundaries: forbidden imports and cycles (.dependency-cruiser.cjs), one check.
const boundariesOk = run('boundaries', 'npx', ['depcruise', 'server', 'shared', 'client', 'sw', '--config', '.dependency-cruiser.cjs']);
record('boundaries', { passed: boundariesOk ? 1 : 0, failed: boundariesOk ? 0 : 1, skipped: 0 });

// 2. The built PWA, which the smoke and end-to-end tests run.
const buildOk = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
record('build', { passed: buildOk ? 1 : 0, failed: buildOk ? 0 : 1, skipped: 0 });

// 2b. Each route's first JavaScript within its budget, read from the build's module graph, one check.
if (buildOk) {
  const budgetsOk = run('route budgets', 'node', ['scripts/check-route-budgets.mjs']);
  record('route budgets', { passed: budgetsOk ? 1 : 0, failed: budgetsOk ? 0 : 1, skipped: 0 });
}

// 3. Vitest: unit, server (real PostgreSQL), client (happy-dom), smoke.
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  record('vitest', {
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1),
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
} else record('vitest', { passed: 0, failed: 1, skipped: 0 });

// 4. Playwright end-to-end on the built app, in Debian's Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const listed = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=json'], { cwd: root, encoding: 'utf8' });
  const count = (JSON.parse(listed.stdout || '{}').suites ?? []).flatMap(function specs(suite) {
    return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  }).length;
  console.log(`\n━━ playwright: skipped, ${chromium} not found (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  record('playwright (no Chromium)', { passed: 0, failed: 0, skipped: count });
} else if (buildOk) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const e2eOk = run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  const e2e = readJson(playwrightReport);
  if (e2e) {
    const { expected, unexpected, flaky, skipped } = e2e.stats;
    record('playwright', { passed: expected + flaky, failed: unexpected + (e2eOk || unexpected > 0 ? 0 : 1), skipped });
  } else record('playwright', { passed: 0, failed: 1, skipped: 0 });
}

console.log(`\n━━ Summary\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
