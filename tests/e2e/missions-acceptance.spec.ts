import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, signIn } from './helpers';

/**
 * Issue 5's acceptance, across three spaces: an association publishes a mission
 * reserved to Acme with two timeslots; an Acme employee finds it by a search
 * filter, a Globex employee and the public do not.
 */

/** A calendar day `days` from today, as a French date field takes it (jj/mm/aaaa). */
function inDays(days: number): string {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function slot(page: Page, number: number): Locator {
  return page.getByRole('listitem', { name: `Créneau ${number}`, exact: true });
}

async function fillSlot(row: Locator, values: { date: string; start: string; end: string; places: string }) {
  await row.getByLabel('Date', { exact: true }).fill(values.date);
  await row.getByLabel('Début').fill(values.start);
  await row.getByLabel('Fin', { exact: true }).fill(values.end);
  await row.getByLabel('Places').fill(values.places);
}

/** The employee search, filtered by the Sport thematic (no demo mission has it) and by the mission's title. */
async function searchSport(page: Page, companySlug: string, title: string) {
  await page.goto(`/collaborateur/${companySlug}/missions`);
  await expectHeading(page, 'Missions');
  await page.getByLabel('Sport', { exact: true }).check();
  await expect(page).toHaveURL(/thematics=THEMATIC_SPORT/);
  return page.getByRole('link', { name: title });
}

test('a mission reserved to Acme is published by the association, found by Acme employees, hidden from Globex and the public', async ({ page, browser }) => {
  const title = `Tournoi solidaire ${Date.now().toString(36)}`;

  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto('/association/amis-du-quartier/missions/creer-une-mission');
  await expectHeading(page, 'Créer une mission');
  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Description').fill('Encadrer un tournoi de football pour les jeunes du quartier.');
  await page.getByRole('group', { name: 'Thématiques' }).getByLabel('Sport').check();
  await page.getByLabel('Référent', { exact: true }).selectOption({ label: 'Amina Diallo' });
  const place = page.getByRole('combobox', { name: 'Adresse' });
  await place.fill('Paris');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Paris');
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(place).toHaveValue(/Paris/);

  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await fillSlot(slot(page, 1), { date: inDays(10), start: '09:00', end: '12:00', places: '5' });
  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await fillSlot(slot(page, 2), { date: inDays(17), start: '14:00', end: '17:00', places: '5' });

  await page.getByLabel('Restriction des inscriptions').selectOption({ label: 'Réservée à certaines entreprises' });
  await page.getByRole('group', { name: 'Entreprises autorisées' }).getByLabel('Acme').check();

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('La mission est publiée.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Publiée');

  const acme = await browser.newContext({ locale: 'fr-FR' });
  const acmePage = await acme.newPage();
  await signIn(acmePage, 'salarie@acme.example');
  const found = await searchSport(acmePage, 'acme', title);
  await expect(found).toBeVisible();
  await found.click();
  await expectHeading(acmePage, title);
  await expect(acmePage.getByText('5 places restantes').first()).toBeVisible();
  await acme.close();

  const globex = await browser.newContext({ locale: 'fr-FR' });
  const globexPage = await globex.newPage();
  await signIn(globexPage, 'salarie@globex.example');
  await expect(await searchSport(globexPage, 'globex', title)).toHaveCount(0);
  await expect(globexPage.getByText('Aucune mission ne correspond à votre recherche')).toBeVisible();
  await globex.close();

  const visitor = await browser.newContext({ locale: 'fr-FR' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/toutes-les-missions?thematics=THEMATIC_SPORT');
  await expectHeading(visitorPage, 'Toutes les missions');
  await expect(visitorPage.getByText('Aucune mission ne correspond à votre recherche')).toBeVisible();
  await visitor.close();
});
