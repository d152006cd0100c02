import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

/** Fills and sends the sign-in form, without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login/complete-email');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Drops the session as an expired cookie would, after leaving the app: a page still running answers its next 401 by
 * reloading itself (spec §7), and that reload aborted the test's next navigation whenever a background request came
 * first.
 */
export async function dropSession(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Signs in and waits until the user has left the sign-in page for their space. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Waits until the service worker controls the page, so reloads can be served offline. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  });
}

/** Rows in one store of the page's offline replica (IndexedDB, read without the app's code). */
export async function replicaCount(page: Page, store: string): Promise<number> {
  return page.evaluate(async (name) => {
    const databases = await indexedDB.databases();
    const replica = databases.map((db) => db.name).find((db) => db?.startsWith('solidaire-replica:'));
    if (!replica) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open(replica);
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) {
          db.close();
          return resolve(0);
        }
        const count = db.transaction(name).objectStore(name).count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => {
          db.close();
          resolve(0);
        };
      };
    });
  }, store);
}

/** Whether the replica's first sync has written its last page (meta.complete: client/lib/sync/pull.ts). */
async function replicaComplete(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const replica = databases.map((db) => db.name).find((db) => db?.startsWith('solidaire-replica:'));
    if (!replica) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open(replica);
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        const meta = db.transaction('meta').objectStore('meta').get('meta');
        meta.onsuccess = () => {
          db.close();
          resolve(meta.result?.value?.complete === true);
        };
        meta.onerror = () => {
          db.close();
          resolve(false);
        };
      };
    });
  });
}

/**
 * Waits until the replica holds rows of `store` and its first sync is complete: a snapshot sends the user's own
 * rows first and the missions last, so rows of one store do not mean the others have arrived.
 */
export async function waitForReplica(page: Page, store: string) {
  await expect.poll(() => replicaCount(page, store), { timeout: 20_000, message: `the replica's ${store} rows` }).toBeGreaterThan(0);
  await expect.poll(() => replicaComplete(page), { timeout: 20_000, message: "the replica's first sync complete" }).toBe(true);
}

/**
 * Where a spec saves a screenshot of a documented screen: `screens/` in Playwright's output folder (test-results/,
 * untracked), never docs/screens/ itself. `npm run screens` (scripts/screens.mjs) copies them into docs/screens/.
 */
export function screenPath(name: string): string {
  return path.join(test.info().project.outputDir, 'screens', name);
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const MAIL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/** Waits for an e-mail to `to` received after `since` (read from the SMTP server the e2e server runs). */
export async function waitForMail(to: string, since: number, subject?: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = (await (await fetch(`${MAIL_URL}/?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[];
    const mail = messages.reverse().find((m) => m.receivedAt >= since && (!subject || subject.test(m.subject)));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}

/** A JSON call from the page, as the client makes it (session cookie, CSRF header). */
export function callApi<T>(page: Page, path: string, method: 'GET' | 'POST', body?: unknown) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, method, body },
  );
}

/** rh@acme.example (signed in on `page`) publishes a text-availability mission of Acme's own, naming themselves referent; returns its id. */
export async function publishAcmeMission(page: Page, title: string): Promise<number> {
  await signIn(page, 'rh@acme.example');
  const session = await callApi<{ me: { user: { id: string } } }>(page, '/session', 'GET');
  const created = await callApi<{ mission: { id: number } }>(page, '/companies/acme/published-missions', 'POST', {
    title,
    description: 'Trier les dons de la collecte.',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: 'Un samedi par mois',
    timeType: 'personal',
    isRemote: true,
    thematics: ['THEMATIC_POVERTY_EXCLUSION'],
    skills: [],
    sdgs: [],
    images: [],
    timeslots: [],
    supervisorId: session.body.me.user.id,
  });
  expect(created.status).toBe(201);
  const id = created.body.mission.id;
  expect((await callApi(page, `/companies/acme/published-missions/${id}/publish`, 'POST', {})).status).toBe(200);
  return id;
}
