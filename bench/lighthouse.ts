/**
 * Lighthouse on the main pages: `npx vite build && npm run bench:lighthouse`.
 *
 * Starts the built app on a fresh demo database (scripts/e2e-server.ts, port LIGHTHOUSE_PORT or 3300), opens
 * Debian Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with a profile of its own, signs the demo employee in
 * through the login screen, and runs Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G
 * and 4x CPU slowdown) on each page in that browser, so the employee pages are audited signed in. Lighthouse clears
 * the origin's caches and service worker before each page but keeps the cookies, IndexedDB and local storage (its
 * defaults): the employee pages are audited as a returning visitor whose browser holds a replica, without the app
 * installed, so every file comes over the network.
 *
 * Prints, per page, the performance score, LCP, CLS, TBT and the accessibility score against the limits of issue 13
 * (performance >= 95, LCP < 2.5 s, CLS < 0.05), then the median of LIGHTHOUSE_RUNS runs (default 1) per page.
 * Exits 1 when a page misses a limit. LIGHTHOUSE_PAGES=accueil,login audits only the pages whose path has one of the words.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../server/seed/demo-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './chromium';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const DEBUGGING_PORT = PORT + 9;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const ORIGIN = `http://localhost:${PORT}`;
const LIMITS = { performance: 95, lcpMs: 2500, cls: 0.05 };
const EMPLOYEE = { email: 'salarie@acme.example', password: DEMO_PASSWORD };

const root = path.resolve(import.meta.dirname, '..');

function startApp(): ChildProcess {
  const app = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), BASE_URL: ORIGIN, E2E_MAIL_PORT: String(PORT + 1) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return app;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    const healthy = await fetch(`${ORIGIN}/api/v1/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer on ${ORIGIN} within 2 minutes`);
}

interface Audit {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** LIGHTHOUSE_REPORTS=<folder> keeps each page's full JSON report there, to see which element shifts or paints last. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

async function audit(url: string, attempt = 1): Promise<Audit> {
  const result = await lighthouse(url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (REPORTS_DIR) {
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORTS_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}.json`), result.report as string);
  }
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    // Lighthouse sometimes loses the start of its trace on a busy machine (NO_NAVSTART): that run measured nothing.
    if (result.lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 3) {
      console.log(`  (${new URL(url).pathname}: Lighthouse lost the start of its trace, audited again)`);
      return audit(url, attempt + 1);
    }
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

function medianAudit(runs: Audit[]): Audit {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  };
}

const meetsLimits = (result: Audit) => result.performance >= LIMITS.performance && result.lcpMs < LIMITS.lcpMs && result.cls < LIMITS.cls;

function line(page: string, result: Audit): string {
  const mark = (ok: boolean) => (ok ? '✓' : '✘');
  return [
    `${mark(meetsLimits(result))} ${page.padEnd(34)}`,
    `perf ${String(result.performance).padStart(3)} ${mark(result.performance >= LIMITS.performance)}`,
    `LCP ${(result.lcpMs / 1000).toFixed(2)} s ${mark(result.lcpMs < LIMITS.lcpMs)}`,
    `CLS ${result.cls.toFixed(3)} ${mark(result.cls < LIMITS.cls)}`,
    `TBT ${Math.round(result.tbtMs)} ms`,
    `a11y ${result.accessibility}`,
  ].join('  ');
}

const app = startApp();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-lighthouse-'));
let failed = false;
try {
  await waitForHealth();
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its cookies.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    // French pages, as the product's users see them (and as the sign-in below reads its labels).
    locale: 'fr-FR',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`, '--lang=fr-FR'],
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  const publicMission = await firstMissionPath(page, `${ORIGIN}/toutes-les-missions`);
  await page.goto(`${ORIGIN}/login/complete-email`);
  await page.getByLabel('Adresse e-mail').fill(EMPLOYEE.email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe').fill(EMPLOYEE.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/collaborateur/'));
  const employeeMission = await firstMissionPath(page, `${ORIGIN}/collaborateur/acme/missions`);
  await page.goto('about:blank');

  const allPages = [
    '/login/complete-email',
    '/toutes-les-missions',
    publicMission,
    '/collaborateur/acme/accueil',
    '/collaborateur/acme/missions',
    employeeMission,
    '/collaborateur/acme/mes-experiences',
  ];
  // LIGHTHOUSE_PAGES=accueil,login audits only the pages whose path contains one of these words.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = only ? allPages.filter((pathname) => only.some((word) => pathname.includes(word))) : allPages;
  console.log(`Lighthouse ${lighthouseVersion()} mobile, ${RUNS} run(s) per page, limits: performance >= ${LIMITS.performance}, LCP < ${LIMITS.lcpMs / 1000} s, CLS < ${LIMITS.cls}\n`);
  for (const pathname of pages) {
    const runs: Audit[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${ORIGIN}${pathname}`));
    const result = medianAudit(runs);
    if (!meetsLimits(result)) failed = true;
    console.log(line(pathname, result));
  }
  await browser.close();
} finally {
  if (app.pid) process.kill(-app.pid, 'SIGTERM');
  fs.rmSync(profile, { recursive: true, force: true });
}
console.log(failed ? '\nSome pages miss the limits.' : '\nEvery page meets the limits.');
process.exit(failed ? 1 : 0);

/** The path of the first mission card of a search page. */
async function firstMissionPath(page: import('@playwright/test').Page, searchUrl: string): Promise<string> {
  await page.goto(searchUrl);
  const link = page.locator('a[href*="/missions/"]').first();
  await link.waitFor();
  return new URL((await link.getAttribute('href'))!, ORIGIN).pathname;
}

function lighthouseVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
