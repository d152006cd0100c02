import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dropSession, expectHeading, screenPath, signIn, waitForReplica, waitForServiceWorker } from './helpers';

const PHONE = { width: 390, height: 844 };
const TAB_BAR = "Navigation de l'espace collaborateur";

/** The employee's tab bar is on screen, fixed at the bottom, and the page never scrolls sideways. */
async function expectBottomTabBar(page: Page) {
  const bar = page.getByRole('navigation', { name: TAB_BAR });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('the employee home on a phone: next date, balance, suggestions, and the tab bar on every page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/accueil');
  await expectHeading(page, 'Bonjour Camille');

  // The demo data: a work-time date awaiting the manager, a finished mission, the yearly allowance.
  const next = page.getByRole('region', { name: 'Votre prochaine date' });
  await expect(next.getByRole('link', { name: 'Nettoyage des berges de la Seine' })).toBeVisible();
  await expect(next.getByText('En attente de confirmation')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vos jours solidaires' }).getByText(/jours?$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Votre impact' }).getByText('Missions réalisées')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Missions pour vous' });
  await expect(suggestions.locator('.mission-card').first()).toBeVisible();
  await expectBottomTabBar(page);
  // The last block ends above the bar (the page is padded by its height).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const barTop = (await page.getByRole('navigation', { name: TAB_BAR }).boundingBox())!.y;
  const lastCard = (await page.getByRole('region', { name: 'Votre impact' }).boundingBox())!;
  expect(lastCard.y + lastCard.height).toBeLessThanOrEqual(barTop);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenPath('employee-home.png'), fullPage: true });

  // Missions, a mission page and its apply page keep the tab bar.
  await page.getByRole('navigation', { name: TAB_BAR }).getByRole('link', { name: 'Missions' }).click();
  await expectHeading(page, 'Missions');
  await expectBottomTabBar(page);
  await expect(page.getByRole('navigation', { name: TAB_BAR }).getByRole('link', { name: 'Missions' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Distribution alimentaire du samedi' }).first().click();
  await expectHeading(page, 'Distribution alimentaire du samedi');
  await expectBottomTabBar(page);

  await page.getByRole('link', { name: 'Postuler' }).first().click();
  await expectHeading(page, 'Postuler : Distribution alimentaire du samedi');
  await expectBottomTabBar(page);

  // Back home through the bar.
  await page.getByRole('navigation', { name: TAB_BAR }).getByRole('link', { name: 'Accueil' }).click();
  await expectHeading(page, 'Bonjour Camille');
});

test('offline, the employee home is rebuilt from what the device kept', async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/accueil');
  await expect(page.getByRole('region', { name: 'Votre prochaine date' })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForReplica(page, 'engagement');
  await waitForReplica(page, 'credit');

  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Bonjour Camille');
  // The one offline indicator says the date of the data the home was rebuilt from.
  await expect(page.getByRole('status').filter({ hasText: /^Hors ligne · .*données du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Votre prochaine date' }).getByRole('link', { name: 'Nettoyage des berges de la Seine' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vos jours solidaires' }).getByText('Disponibles pour vos missions sur temps de travail.')).toBeVisible();
  await expect(page.getByText('Les suggestions de missions reviendront avec le réseau.')).toBeVisible();
  await expectBottomTabBar(page);
  await context.setOffline(false);
});

test('the employee tabs stay on one line on a desktop, on every page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'salarie@acme.example');
  for (const path of ['/collaborateur/acme/accueil', '/collaborateur/acme/missions', '/collaborateur/acme/mes-experiences', '/collaborateur/acme/jours-solidaires']) {
    await page.goto(path);
    const tabs = page.getByRole('navigation', { name: TAB_BAR });
    await expect(tabs.getByRole('link', { name: 'Jours solidaires' })).toBeVisible();
    // The phone-only account tab is hidden; the five tabs share one line.
    await expect(tabs.getByRole('link', { name: 'Mon compte' })).toBeHidden();
    const tops = await tabs.getByRole('link').evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0).map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size, path).toBe(1);
    if (path.endsWith('/accueil')) {
      await expect(page.getByRole('region', { name: 'Votre prochaine date' })).toBeVisible();
      await page.screenshot({ path: screenPath('employee-home-desktop.png'), fullPage: true });
    }
  }
});

test('the company home on a desktop: key figures, next dates of the employees, what waits for the admin', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await expectHeading(page, 'Bonjour Roxane');
  const figures = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(figures.getByText('Collaborateurs inscrits')).toBeVisible();
  await expect(figures.getByText(/Heures données en \d{4}/)).toBeVisible();
  const nextDates = page.getByRole('region', { name: 'Prochaines dates des collaborateurs' });
  await expect(nextDates.getByText(/Camille Martin · Nettoyage des berges de la Seine/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'À traiter' }).getByText('Dates en attente de validation : 1')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accès rapides' })).toBeVisible();
  await page.screenshot({ path: screenPath('company-home.png'), fullPage: true });

  // Phone first: the same overview in one column, never wider than the screen.
  await page.setViewportSize(PHONE);
  await expect(figures).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: screenPath('company-home-phone.png'), fullPage: true });

  await nextDates.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/entreprise\/acme\/suivi-missions\/[0-9a-f-]{36}$/);
});

/**
 * Records every element React hides while a Suspense boundary waits (it sets `display: none` on what was shown):
 * a page that blanks for a moment after it showed, the flash users saw on the association home.
 */
async function recordHiddenContent(page: Page) {
  await page.addInitScript(() => {
    const hidden: string[] = [];
    (window as unknown as { __hidden: string[] }).__hidden = hidden;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.style?.display === 'none') hidden.push(`${element.tagName}.${element.className}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
}
const hiddenContent = (page: Page) => page.evaluate(() => (window as unknown as { __hidden: string[] }).__hidden);

test('the homes and the employee pages never blank once shown: blocks wait at their size', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'asso@amis-du-quartier.example');
  await recordHiddenContent(page);
  await page.goto('/association/amis-du-quartier');
  await expect(page.getByRole('heading', { name: 'Missions à traiter' })).toBeVisible();
  expect(await hiddenContent(page)).toEqual([]);

  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await expect(page.getByRole('heading', { name: 'Candidatures par état' })).toBeVisible();
  expect(await hiddenContent(page)).toEqual([]);

  await dropSession(page);
  await signIn(page, 'salarie@acme.example');
  for (const path of ['/collaborateur/acme/missions', '/collaborateur/acme/accueil']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: TAB_BAR })).toBeVisible();
    await expect(page.locator('.skeleton, .page-state')).toHaveCount(0);
    expect(await hiddenContent(page), path).toEqual([]);
  }
});
