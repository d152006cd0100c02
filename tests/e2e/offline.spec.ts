import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, replicaCount, screenPath, signIn, waitForReplica, waitForServiceWorker } from './helpers';

/**
 * Offline, as a volunteer on a phone or an association in the field would use
 * it (issue 7, sync.md 'What proves it' item 4): the installed app reloads with
 * no network and shows the last synced data, actions wait in the outbox marked
 * 'En attente de synchronisation', reach the server exactly once when the
 * network is back, and the server decides who gets the last place.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

const EMPLOYEE = 'salarie@acme.example';
const NETTOYAGE = 'Nettoyage des berges de la Seine';
const DISTRIBUTION = 'Distribution alimentaire du samedi';
const API = { 'X-Requested-With': 'XMLHttpRequest' };

/** DD/MM/YYYY of the Paris day `inDays` from now (the demo slots are 09:00-12:00 on such days: server/seed/demo-data.ts). */
function parisDay(inDays: number): string {
  const day = new Date(Date.now() + inDays * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(day);
}
const parisDayOf = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(iso));

/**
 * The one offline indicator (issue 12): a single status line « Hors ligne · N modifications en attente · données
 * du … », and no other offline message on the page (no black bar, no pending note, no note in the page).
 */
function offlineIndicator(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Hors ligne/ });
}

async function expectOneOfflineIndicator(page: Page, text: RegExp) {
  await expect(offlineIndicator(page)).toHaveText(text);
  await expect(page.getByText(/^Hors ligne/)).toHaveCount(1);
}

const DATA_DATE = String.raw`données du \d{2}/\d{2}/\d{4} \d{2}:\d{2}`;

async function waitForEmptyOutbox(page: Page) {
  await expect.poll(() => replicaCount(page, 'outbox'), { timeout: 30_000, message: 'the outbox drains' }).toBe(0);
}

interface EngagementRow {
  id: string;
  state: string;
  mission: { id: number; title: string };
  timeslots: { startsAt: string }[];
}

async function myEngagements(request: APIRequestContext, companySlug = 'acme'): Promise<EngagementRow[]> {
  const response = await request.get(`/api/v1/companies/${companySlug}/engagements`, { headers: API });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { engagements: EngagementRow[] }).engagements;
}

const liveOn = (rows: EngagementRow[], title: string, day: string) =>
  rows.filter((row) => row.mission.title === title && row.state !== 'canceled' && row.timeslots.some((slot) => parisDayOf(slot.startsAt) === day));

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
}

/** Opens a mission page of the employee space online (through the search, as a user would) and waits for the replica. */
async function openMissionOnline(page: Page, title: string) {
  await page.goto('/collaborateur/acme/missions');
  await expectHeading(page, 'Missions');
  await page.getByRole('link', { name: title }).first().click();
  await expectHeading(page, title);
  await waitForServiceWorker(page);
  // A mission's row holds its timeslots.
  await waitForReplica(page, 'mission');
}

/** What the page's service worker and its caches hold (the registration's workers, each cache's size, the form's words and the logo kept). */
function serviceWorkerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const cachesHeld = await Promise.all(
      (await caches.keys()).map(async (name) => {
        const urls = (await (await caches.open(name)).keys()).map((request) => request.url);
        return { name, entries: urls.length, credits: urls.some((url) => url.includes('/locales/fr/credits.json')), logo: urls.some((url) => url.includes('/icons/logo.svg')) };
      }),
    );
    const { usage, quota } = await navigator.storage.estimate();
    return {
      url: location.href,
      controller: navigator.serviceWorker.controller?.state ?? null,
      workers: { active: registration?.active?.state ?? null, waiting: registration?.waiting?.state ?? null, installing: registration?.installing?.state ?? null },
      caches: cachesHeld,
      storage: { usage, quota },
    };
  });
}

/** Offline: the form of the mission whose page is open, one slot, personal time, sent into the outbox. */
async function applyOffline(page: Page, title: string, day: string) {
  await page.getByRole('link', { name: 'Postuler' }).click();
  // The form needs its code and words from the service worker; when it does not show, the report says what it held.
  await expectHeading(page, `Postuler : ${title}`).catch(async (error: unknown) => {
    await test.info().attach('service-worker-state.json', { body: JSON.stringify(await serviceWorkerState(page), null, 2), contentType: 'application/json' });
    throw error;
  });
  await page.getByRole('checkbox', { name: `${day} 09:00–12:00` }).check();
  await page.getByRole('radio', { name: 'Sur le temps personnel' }).check();
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page).toHaveURL(/\/collaborateur\/acme\/mes-experiences$/);
  const pending = page.getByRole('region', { name: /^En attente d'envoi/ });
  await expect(pending.getByRole('listitem').filter({ hasText: title })).toContainText('En attente de synchronisation');
}

test('offline reload: the missions, a mission page and Mes expériences render from the replica', async ({ page, context }) => {
  await signIn(page, EMPLOYEE);
  await page.goto('/collaborateur/acme/missions');
  await expectHeading(page, 'Missions');
  await expect(page.getByRole('link', { name: NETTOYAGE }).first()).toBeVisible();
  await waitForServiceWorker(page);
  await waitForReplica(page, 'mission');
  await waitForReplica(page, 'engagement');

  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Missions');
  await expectOneOfflineIndicator(page, new RegExp(`^Hors ligne · ${DATA_DATE}$`));
  await expect(page.getByRole('link', { name: NETTOYAGE }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: DISTRIBUTION }).first()).toBeVisible();
  await page.screenshot({ path: screenPath('offline-missions.png'), fullPage: true });

  // A text search still answers, on the device.
  await page.getByLabel('Rechercher une mission').fill('berges');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('link', { name: NETTOYAGE }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: DISTRIBUTION })).toHaveCount(0);

  await page.getByRole('link', { name: NETTOYAGE }).first().click();
  await expectHeading(page, NETTOYAGE);
  await expect(page.getByText(`${parisDay(30)} 09:00–12:00`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Postuler' })).toBeVisible();

  await page.goto('/collaborateur/acme/mes-experiences');
  await expectHeading(page, 'Mes expériences');
  await expectOneOfflineIndicator(page, new RegExp(`^Hors ligne · ${DATA_DATE}$`));
  await expect(page.getByRole('link', { name: 'Accompagnement scolaire' })).toBeVisible();
  await context.setOffline(false);
});

/** The search page online, its first cards shown, with the service worker in control and the first sync stored. */
async function installOnMissions(page: Page) {
  await signIn(page, EMPLOYEE);
  await page.goto('/collaborateur/acme/missions');
  await expect(page.getByRole('link', { name: NETTOYAGE }).first()).toBeVisible();
  await waitForServiceWorker(page);
  await waitForReplica(page, 'mission');
}

test('the installed app opened offline shows the missions from the replica, in French, with no request error', async ({ page, context }) => {
  await installOnMissions(page);

  // A cold launch of the installed app with no network: the page closed, a new one opened on the missions.
  await context.setOffline(true);
  await page.close();
  const launched = await context.newPage();
  await launched.goto('/collaborateur/acme/missions');
  await expectHeading(launched, 'Missions');
  await expect(launched.getByRole('link', { name: NETTOYAGE }).first()).toBeVisible();
  await expect(launched.getByRole('link', { name: DISTRIBUTION }).first()).toBeVisible();
  await expect(launched.getByLabel('Rechercher une mission')).toBeVisible();
  await expectOneOfflineIndicator(launched, new RegExp(`^Hors ligne · ${DATA_DATE}$`));
  // The failed search request says nothing: no error, no "this page was never loaded", no retry button.
  await expect(launched.getByRole('alert')).toHaveCount(0);
  await expect(launched.getByText("cette page n'a pas encore été chargée", { exact: false })).toHaveCount(0);
  await expect(launched.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  await context.setOffline(false);
});

test('online, the replica shows while the search request is under way, unannounced and without a layout shift when the answer replaces it', async ({ page, context }) => {
  await installOnMissions(page);
  // Each layout shift of the next page, as the browser reports it (CLS).
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The search request is held until the test lets it through: a network that answers late (or never).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/v1/companies/acme/missions/search**', async (route) => {
    await released;
    await route.continue();
  });
  await page.close();
  const launched = await context.newPage();
  await launched.goto('/collaborateur/acme/missions');
  const results = launched.getByRole('region', { name: 'Résultats' });
  await expect(results.getByRole('link', { name: NETTOYAGE }).first()).toBeVisible();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(offlineIndicator(launched)).toHaveCount(0);
  const shownFromReplica = await results.getByRole('article').allTextContents();
  const shiftsBefore = await launched.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.length);

  release();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.getByRole('article')).toHaveText(shownFromReplica);
  await expect(offlineIndicator(launched)).toHaveCount(0);
  // The server's answer took the replica's place without moving anything.
  expect(await launched.evaluate((from) => (window as unknown as { layoutShifts: number[] }).layoutShifts.slice(from), shiftsBefore)).toEqual([]);
  await context.unrouteAll();
});

test('on a phone: apply offline, reload, come back online: the outbox drains and exactly one application exists', async ({ page, context }) => {
  // An Acme employee with no application to this mission yet (the demo gives salarie@acme.example one, on the 6-day slot).
  await signIn(page, 'ambassadeur@acme.example');
  const day = parisDay(30);
  const before = liveOn(await myEngagements(page.request), NETTOYAGE, day).length;
  await openMissionOnline(page, NETTOYAGE);

  await context.setOffline(true);
  await applyOffline(page, NETTOYAGE, day);
  await expect(page.getByText('votre candidature est enregistrée sur cet appareil', { exact: false })).toBeVisible();
  // A first application, queued: no 'no experience yet' message beside it.
  await expect(page.getByText("Vous n'avez pas encore d'expérience")).toHaveCount(0);
  await expect(offlineIndicator(page)).toHaveText(/^Hors ligne · 1 modification en attente/);
  await page.screenshot({ path: screenPath('offline-pending.png'), fullPage: true });

  // Nothing is lost by a reload while offline.
  await page.reload();
  await expectHeading(page, 'Mes expériences');
  await expect(page.getByRole('region', { name: /^En attente d'envoi/ }).getByText('En attente de synchronisation')).toBeVisible();
  expect(await replicaCount(page, 'outbox')).toBe(1);
  await expectOneOfflineIndicator(page, new RegExp(`^Hors ligne · 1 modification en attente · ${DATA_DATE}$`));

  // Back online: the server has it, and says so.
  await context.setOffline(false);
  await expect(page.locator('.toast-host').getByText('Candidature envoyée', { exact: true })).toBeVisible();
  await waitForEmptyOutbox(page);
  await expect(offlineIndicator(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^En attente d'envoi/ })).toHaveCount(0);
  const ongoing = page.getByRole('region', { name: /^En cours \(\d+\)$/ });
  await expect(ongoing.getByRole('listitem').filter({ hasText: day }).filter({ has: page.getByRole('link', { name: NETTOYAGE }) })).toHaveCount(1);
  await expect(page.getByText('En attente de synchronisation')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Actions à reprendre' })).toHaveCount(0);

  // Sent once: exactly one more application on that slot, whatever the reconnection did.
  expect(liveOn(await myEngagements(page.request), NETTOYAGE, day)).toHaveLength(before + 1);
});

test('two phones apply offline to the last place: exactly one gets it, the other sees the conflict card', async ({ browser }) => {
  const day = parisDay(5);
  const phones: { page: Page; context: BrowserContext }[] = [];
  for (const email of [EMPLOYEE, 'ambassadeur@acme.example']) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, email);
    phones.push({ page, context });
  }
  const first = phones[0]!.page;
  // The demo's one-place slot (in 5 days) stays free in the suite (server/seed/demo-engagements.ts); say so plainly if another spec took it.
  const search = await first.request.get('/api/v1/companies/acme/missions/search', { headers: API, params: { q: DISTRIBUTION } });
  const missionId = ((await search.json()) as { missions: { id: number; title: string }[] }).missions.find((m) => m.title === DISTRIBUTION)!.id;
  const missionPage = (await (await first.request.get(`/api/v1/companies/acme/missions/${missionId}`, { headers: API })).json()) as {
    timeslots: { startsAt: string; places: number; placesLeft: number }[];
  };
  const slot = missionPage.timeslots.find((candidate) => parisDayOf(candidate.startsAt) === day);
  expect(slot, 'the one-place demo slot in 5 days').toMatchObject({ places: 1, placesLeft: 1 });

  for (const { page } of phones) await openMissionOnline(page, DISTRIBUTION);
  for (const { page, context } of phones) {
    await context.setOffline(true);
    await applyOffline(page, DISTRIBUTION, day);
  }

  // Both come back at once; the server decides by arrival order.
  await Promise.all(phones.map(({ context }) => context.setOffline(false)));
  for (const { page } of phones) await waitForEmptyOutbox(page);

  const cards = phones.map(({ page }) => page.getByRole('region', { name: 'Actions à reprendre' }).getByRole('alert'));
  await expect.poll(async () => (await Promise.all(cards.map((card) => card.count()))).reduce((a, b) => a + b, 0), { timeout: 20_000 }).toBe(1);
  const loser = (await cards[0]!.count()) === 1 ? 0 : 1;
  const winner = 1 - loser;
  const card = cards[loser]!;
  await expect(card.getByRole('heading', { name: "Votre candidature n'a pas abouti" })).toBeVisible();
  await expect(card).toContainText(`Mission : ${DISTRIBUTION}`);
  await expect(card.getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeVisible();
  await phones[loser]!.page.screenshot({ path: screenPath('conflict-card.png'), fullPage: true });

  const winnerRows = liveOn(await myEngagements(phones[winner]!.page.request), DISTRIBUTION, day);
  const loserRows = liveOn(await myEngagements(phones[loser]!.page.request), DISTRIBUTION, day);
  expect(winnerRows).toHaveLength(1);
  expect(loserRows).toHaveLength(0);
  await expect(
    phones[winner]!.page.getByRole('region', { name: /^En cours \(\d+\)$/ }).getByRole('listitem').filter({ hasText: day }).filter({ hasText: DISTRIBUTION }),
  ).toHaveCount(1);

  // The next step from the card: the waiting list, queued and sent like any intent.
  await card.getByRole('button', { name: "Rejoindre la liste d'attente" }).click();
  await expect(cards[loser]!).toHaveCount(0);
  await waitForEmptyOutbox(phones[loser]!.page);
  for (const { context } of phones) await context.close();
});

test('the referent confirms an application from the roster offline; it is confirmed on the server once back online', async ({ page, context, browser }) => {
  // An application to confirm, made online by a Globex employee (12-day slot, six places).
  const volunteer = await phoneContext(browser);
  const employee = await volunteer.newPage();
  await signIn(employee, 'salarie@globex.example');
  const search = await employee.request.get('/api/v1/companies/globex/missions/search', { headers: API, params: { q: DISTRIBUTION } });
  const missionId = ((await search.json()) as { missions: { id: number; title: string }[] }).missions.find((m) => m.title === DISTRIBUTION)!.id;
  const missionPage = (await (await employee.request.get(`/api/v1/companies/globex/missions/${missionId}`, { headers: API })).json()) as {
    timeslots: { id: number; startsAt: string }[];
  };
  const slot = missionPage.timeslots.find((candidate) => parisDayOf(candidate.startsAt) === parisDay(12))!;
  const engagementId = crypto.randomUUID();
  const applied = await employee.request.post('/api/v1/companies/globex/engagements', {
    headers: API,
    data: { engagementId, missionId, timeslotIds: [slot.id], timeType: 'personal', onFull: 'reject' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  await volunteer.close();

  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto(`/association/amis-du-quartier/missions/${missionId}?bar_tab=volunteers`);
  await expectHeading(page, new RegExp(DISTRIBUTION));
  // On a phone the Candidatures tab is a list of cards.
  const row = () => page.getByRole('list', { name: 'Candidatures' }).getByRole('listitem').filter({ hasText: 'salarie@globex.example' });
  await expect(row()).toContainText('Gabriel Petit');
  // The title and its state badge (e.g. 'Expire bientôt'), as the online dashboard shows them.
  const onlineHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await waitForServiceWorker(page);
  await waitForReplica(page, 'roster_engagement');

  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, DISTRIBUTION);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(onlineHeading!);
  await expectOneOfflineIndicator(page, new RegExp(`^Hors ligne · ${DATA_DATE}$`));
  // The mission's essentials from the replica, above the roster: place, upcoming dates with their places, description.
  await expect(page.getByRole('region', { name: 'Résumé' })).toContainText('Paris');
  const dates = page.getByRole('region', { name: 'Créneaux à venir' });
  await expect(dates.getByRole('row').filter({ hasText: parisDay(5) })).toHaveCount(1);
  await expect(dates.getByRole('row').filter({ hasText: parisDay(-10) })).toHaveCount(0);
  const cells = await dates.getByRole('row').filter({ hasText: parisDay(12) }).getByRole('cell').allTextContents();
  // Date, duration, places, taken (at least the application made above), left.
  expect(cells[2]).toBe('6');
  expect(Number(cells[3])).toBeGreaterThanOrEqual(1);
  expect(Number(cells[3]) + Number(cells[4])).toBe(6);
  await expect(page.getByRole('region', { name: 'Description' })).toContainText('colis alimentaires');
  await expect(row()).toContainText('Gabriel Petit');
  await page.screenshot({ path: screenPath('offline-association-mission.png'), fullPage: true });
  await row().getByRole('button', { name: 'Confirmer' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Confirmer la candidature de Gabriel Petit ?');
  await question.getByRole('button', { name: 'Confirmer' }).click();
  await expect(question).toHaveCount(0);
  await expect(row()).toContainText('En attente de synchronisation');
  expect(await replicaCount(page, 'outbox')).toBe(1);
  await expectOneOfflineIndicator(page, new RegExp(`^Hors ligne · 1 modification en attente · ${DATA_DATE}$`));

  await context.setOffline(false);
  await expect(page.locator('.toast-host').getByText('Confirmation envoyée', { exact: true })).toBeVisible();
  await waitForEmptyOutbox(page);
  const answer = await page.request.get(`/api/v1/associations/amis-du-quartier/engagements/${engagementId}`, { headers: API });
  expect(answer.ok()).toBe(true);
  expect(((await answer.json()) as { state: string }).state).toBe('validated');
  await expect(page.getByRole('region', { name: 'Actions à reprendre' })).toHaveCount(0);
});
