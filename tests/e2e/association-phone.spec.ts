import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

/**
 * The association on a phone (issue 12): a mission's applications are cards
 * with « Confirmer » in reach, never a table two screens wide; the mission's
 * secondary actions sit in one « ⋯ » menu worked with the keyboard too.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const API = { 'X-Requested-With': 'XMLHttpRequest' };
const DISTRIBUTION = 'Distribution alimentaire du samedi';

const parisDayOf = (iso: string) => new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(iso));
const parisDay = (inDays: number) => parisDayOf(new Date(Date.now() + inDays * 86_400_000).toISOString());

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.inner);
}

test('a mission’s applications as cards with « Confirmer » in reach, and the « ⋯ » menu', async ({ page, browser }) => {
  // An application to confirm, made online on personal time by an Acme employee (its 12-day slot has 6 places).
  const volunteer = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
  const employee = await volunteer.newPage();
  await signIn(employee, 'rh@acme.example');
  const search = await employee.request.get('/api/v1/companies/acme/missions/search', { headers: API, params: { q: DISTRIBUTION } });
  const missionId = ((await search.json()) as { missions: { id: number; title: string }[] }).missions.find((m) => m.title === DISTRIBUTION)!.id;
  const detail = (await (await employee.request.get(`/api/v1/companies/acme/missions/${missionId}`, { headers: API })).json()) as { timeslots: { id: number; startsAt: string }[] };
  const slot = detail.timeslots.find((candidate) => parisDayOf(candidate.startsAt) === parisDay(12))!;
  const applied = await employee.request.post('/api/v1/companies/acme/engagements', {
    headers: API,
    data: { engagementId: crypto.randomUUID(), missionId, timeslotIds: [slot.id], timeType: 'personal', onFull: 'reject' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  await volunteer.close();

  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto(`/association/amis-du-quartier/missions/${missionId}`);
  await expectHeading(page, new RegExp(DISTRIBUTION));

  // The main action stays a button; the others are in the menu, opened and walked with the keyboard.
  const more = page.getByRole('button', { name: "Plus d'actions" });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(page.getByRole('link', { name: 'Dupliquer' })).toHaveCount(0);
  await more.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: "Plus d'actions" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dupliquer' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Supprimer' })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  // « Supprimer » asks first; the mission has registrations, so it is refused in French.
  await more.click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alert')).toContainText('Cette mission ne peut pas être supprimée');

  await page.getByRole('tab', { name: 'Candidatures' }).click();
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Candidatures' });
  const card = cards.getByRole('listitem').filter({ hasText: 'Roxane Henry' });
  await expect(card).toContainText('À confirmer');
  await expect(card).toContainText(parisDay(12));
  const confirm = card.getByRole('button', { name: 'Confirmer' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toBeInViewport();
  const box = (await confirm.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: screenPath('association-applications-phone.png'), fullPage: true });

  await confirm.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Confirmer la candidature de Roxane Henry ?');
  await question.getByRole('button', { name: 'Confirmer' }).click();
  // The toast, centred above the bottom of the screen, covers no card's actions for long and can be closed.
  const toast = page.locator('.toast-host .notice').filter({ hasText: 'Roxane Henry' });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.x).toBeGreaterThanOrEqual(0);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(390);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(844);
  await toast.getByRole('button', { name: "Fermer l'alerte" }).click();
  await expect(toast).toHaveCount(0);
  await expect(card).toContainText('Confirmée');
  await expectNoSidewaysScroll(page);
});
