/**
 * Offline first paint (issue 13): `npx vite build && npm run bench:offline-first-paint`.
 *
 * Starts the built app as the e2e server does (`scripts/e2e-server.ts`: a fresh seeded database, port E2E_PORT or
 * 3100, its mail sink on E2E_MAIL_PORT or the next port), signs in as the demo employee in Debian Chromium on a phone
 * viewport, opens the missions page and waits until the service worker controls the page and the first sync stored
 * the replica. Then, over BENCH_RUNS rounds (default 7), it launches the installed app again on the missions page,
 * offline and online in turn: the page is closed and a new one opened (a cold launch of the app; the service worker
 * answers the shell offline). Each launch measures, in the page, the time from navigation start to the frame that
 * shows the first mission card.
 *
 * Prints every run, the offline median against its limit (1 s, issue 13) with their ratio, and the online median as
 * the reference, measured beside it in the same run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './chromium';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIMIT_MS = 1_000;
const EMPLOYEE = { email: 'salarie@acme.example', password: 'Demo2026!' };
const MISSIONS_PATH = '/collaborateur/acme/missions';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' } as const;

/** Installed in every page before its scripts: notes when the first mission card enters the document and the frame that paints it. */
const PROBE = `(() => {
  const probe = { cardAt: null, paintedAt: null };
  globalThis.__offlineFirstPaint = probe;
  const observer = new MutationObserver(() => {
    if (probe.cardAt !== null || !document.querySelector('article.mission-card')) return;
    probe.cardAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { probe.paintedAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
  // The installation's checks, here because the app's CSP forbids the strings Playwright would evaluate.
  globalThis.__installed = async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active || !navigator.serviceWorker.controller) return false;
    const name = (await indexedDB.databases()).map((db) => db.name).find((db) => db && db.startsWith('solidaire-replica:'));
    if (!name) return false;
    // The first sync is over once the replica's meta says when it last pulled.
    return new Promise((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('meta')) { db.close(); return resolve(false); }
        const get = db.transaction('meta').objectStore('meta').get('meta');
        get.onsuccess = () => { db.close(); resolve(Boolean(get.result && get.result.value && get.result.value.lastPulledAt)); };
        get.onerror = () => { db.close(); resolve(false); };
      };
    });
  };
})();`;

interface Probe {
  cardAt: number | null;
  paintedAt: number | null;
}
// The callbacks below run in the page: they name its globals through this type, never through a helper of this file.
type ProbedPage = { __offlineFirstPaint?: Probe; __installed?: () => Promise<boolean> };

function startServer(): ChildProcess {
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/e2e-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), BASE_URL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function waitForHealth(server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the e2e server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${BASE_URL}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the e2e server did not answer on ${BASE_URL} within 2 minutes`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** The sign-in form, as a user fills it; then the missions page, the service worker and the first sync. */
async function install(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/login/complete-email');
  await page.getByLabel('Adresse e-mail').fill(EMPLOYEE.email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe').fill(EMPLOYEE.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/login/complete-email');
  await page.goto(MISSIONS_PATH);
  await page.locator('article.mission-card').first().waitFor();
  await page.waitForFunction(() => (globalThis as unknown as ProbedPage).__installed?.() ?? false, undefined, { timeout: 60_000, polling: 250 });
  await page.close();
}

/** Opens the missions page in a new page (the app launched again): ms from navigation start to the first card's frame. */
async function launch(context: BrowserContext, offline: boolean): Promise<number> {
  await context.setOffline(offline);
  const page = await context.newPage();
  try {
    await page.goto(MISSIONS_PATH);
    await page.waitForFunction(() => ((globalThis as unknown as ProbedPage).__offlineFirstPaint?.paintedAt ?? null) !== null, undefined, { timeout: 30_000 });
    return (await page.evaluate(() => (globalThis as unknown as ProbedPage).__offlineFirstPaint?.paintedAt))!;
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) throw new Error('dist/client is missing: run `npx vite build` first.');
  const server = startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await waitForHealth(server);
    const context = await browser.newContext({ ...PHONE, baseURL: BASE_URL });
    await context.addInitScript(PROBE);
    await install(context);

    const offline: number[] = [];
    const online: number[] = [];
    console.log(`launch to the first mission card on ${MISSIONS_PATH}, ${RUNS} rounds (offline then online in each)`);
    for (let round = 1; round <= RUNS; round++) {
      const off = await launch(context, true);
      const on = await launch(context, false);
      offline.push(off);
      online.push(on);
      console.log(`round ${round}: offline ${ms(off).padStart(7)}, online ${ms(on).padStart(7)}`);
    }
    const offlineMedian = median(offline);
    const onlineMedian = median(online);
    console.log(`\noffline launch to first card: median ${ms(offlineMedian)}, limit ${ms(LIMIT_MS)} ${offlineMedian <= LIMIT_MS ? '✓' : '✘'} (${(offlineMedian / LIMIT_MS).toFixed(2)} of the limit)`);
    console.log(`online launch to first card (reference, same run): median ${ms(onlineMedian)}; offline / online = ${(offlineMedian / onlineMedian).toFixed(2)}`);
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
