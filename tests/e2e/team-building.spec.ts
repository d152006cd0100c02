import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { dropSession, expectHeading, screenPath, signIn } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP });

/** A Paris day `inDays` from today, as the French date field takes it (jj/mm/aaaa). */
function typedDay(inDays: number): string {
  const day = new Date(Date.now() + inDays * 86_400_000);
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day).split('-');
  return `${date}/${month}/${year}`;
}

/** The employee's card of the request: its title and its day. */
function employeeCard(page: Page, title: string, day: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) }).filter({ hasText: day });
}

test('a company admin requests a catalogue activity; an employee joins; it is confirmed, finished, testified and exported', async ({ page }) => {
  const activity = 'Chantier nature en bord de Seine';
  // A day of its own (a later run of the suite on the same data picks another), so the employee's card is this request's.
  const inDays = 30 + (Date.now() % 200);
  const day = typedDay(inDays);
  const testimony = `Une journée utile et joyeuse au bord de l’eau (${Date.now().toString(36)}).`;

  // The company admin: from the company's home to the catalogue, filtered by duration.
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await page.getByRole('link', { name: /Team building/ }).click();
  await expectHeading(page, 'Team building');
  await expect(page.getByRole('tab', { name: 'Catalogue' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Atelier cuisine anti-gaspillage' })).toBeVisible();
  await page.getByLabel('Durée', { exact: true }).selectOption({ label: 'Journée entière' });
  await expect(page.getByRole('link', { name: 'Atelier cuisine anti-gaspillage' })).toHaveCount(0);
  await expect(page).toHaveURL(/duration=full_day/);
  await page.screenshot({ path: screenPath('company-team-building.png'), fullPage: true });
  await page.getByRole('link', { name: activity }).click();
  await expectHeading(page, activity);
  await expect(page.getByText('Journée entière, de 09:00 à 17:00')).toBeVisible();

  // The request: a group outside the range is refused on its field, in French; then sent.
  const form = page.getByRole('form', { name: 'Demander ce team building' });
  await form.getByRole('textbox', { name: 'Date souhaitée' }).fill(day);
  await form.getByLabel('Taille du groupe').fill('80');
  await form.getByLabel('Message (facultatif)').fill('Pour le service client.');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('La valeur maximale est 40.')).toBeVisible();
  await form.getByLabel('Taille du groupe').fill('12');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expectHeading(page, `Demande : ${activity}`);
  const requestUrl = page.url();
  await expect(page.getByText('À confirmer', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la demande' }).click();
  await expect(page.getByText('Demande confirmée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marquer comme terminée' })).toBeVisible();

  // The employee joins it from their space.
  await dropSession(page);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/team-building');
  await expectHeading(page, 'Team building');
  const card = employeeCard(page, activity, day);
  await card.getByRole('button', { name: 'Participer' }).click();
  await expect(card.getByText('Vous participez')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();
  await page.screenshot({ path: screenPath('employee-team-building.png'), fullPage: true });
  // On a phone the page never scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(card.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);

  // The company admin sees the participant, and marks the team building finished.
  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await page.goto(requestUrl);
  await page.getByRole('tab', { name: 'Participants' }).click();
  await expect(page.getByRole('tabpanel').getByText('salarie@acme.example')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme terminée' }).click();
  await expect(page.getByText('Demande terminée.')).toBeVisible();
  await expect(page.getByText('Terminée', { exact: true }).first()).toBeVisible();

  // The employee leaves a testimony.
  await dropSession(page);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/team-building');
  const finished = employeeCard(page, activity, day);
  await finished.getByLabel('Votre témoignage').fill(testimony);
  await finished.getByRole('button', { name: 'Envoyer mon témoignage' }).click();
  await expect(page.getByText('Merci pour votre témoignage !')).toBeVisible();

  // The company admin reads it, then downloads the export and opens it in a spreadsheet reader.
  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await page.goto(requestUrl);
  await page.getByRole('tab', { name: 'Témoignages' }).click();
  await expect(page.getByRole('tabpanel').getByText(testimony)).toBeVisible();
  await page.screenshot({ path: screenPath('company-team-building-request.png'), fullPage: true });
  await page.getByRole('link', { name: 'Retour aux demandes' }).click();
  await expect(page.getByRole('tab', { name: 'Demandes' })).toHaveAttribute('aria-selected', 'true');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter les demandes (XLSX)' }).click()]);
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const requestId = Number(new URL(requestUrl).pathname.split('/').pop());
  const requests = workbook.getWorksheet('Demandes')!;
  expect(requests.getRow(1).values).toEqual(expect.arrayContaining(['Demande', 'Team building', 'Date', 'Statut', 'Taille du groupe', 'Inscrits']));
  const row = requests.getSheetValues().find((values) => Array.isArray(values) && values[1] === requestId) as unknown[];
  expect(row).toEqual(expect.arrayContaining([activity, day, 'Terminée', 12, 1]));
  const participants = workbook.getWorksheet('Participants')!;
  const participant = participants.getSheetValues().find((values) => Array.isArray(values) && values[1] === requestId) as unknown[];
  expect(participant).toEqual(expect.arrayContaining(['Martin', 'Camille', 'salarie@acme.example', testimony]));
});

test('a company admin builds its own activity: French messages on the fields, the duration from the hours, places from the suggestions', async ({ page }) => {
  const title = `Collecte de jouets ${Date.now().toString(36)}`;
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme/team-building?bar_tab=own');
  await page.getByRole('link', { name: 'Créer un team building' }).click();
  await expectHeading(page, 'Nouveau team building');

  // Sent empty: each field says what it needs, and the first takes the focus.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Certains champs sont à corriger.')).toBeVisible();
  await expect(page.getByLabel('Titre', { exact: true })).toBeFocused();
  await expect(page.getByText('Choisissez un lieu parmi les suggestions.')).toBeVisible();

  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Trier et emballer des jouets pour les fêtes avec une association du quartier.');
  await page.getByLabel('Heure de début').fill('09:00');
  await page.getByLabel('Heure de fin').fill('15:00');
  await expect(page.getByText('Durée : Journée entière')).toBeVisible();
  await page.getByLabel('Heure de début').fill('11:30');
  await expect(page.getByText('Durée : Demi-journée')).toBeVisible();
  await page.getByLabel('Participants minimum').fill('5');
  await page.getByLabel('Participants maximum').fill('15');
  await page.getByLabel('Prix par personne (€)').fill('25');
  await page.getByLabel('Nom du contact').fill('Équipe RH');
  await page.getByLabel('E-mail du contact').fill('rh@acme.example');
  await page.getByLabel('Téléphone du contact').fill('0612345678');
  const place = page.getByRole('combobox', { name: 'Ajouter une ville' });
  await place.fill('Lyon');
  await page.getByRole('listbox').getByRole('option', { name: /^Lyon/ }).first().click();
  await place.fill('Paris');
  await page.getByRole('listbox').getByRole('option', { name: /^Paris/ }).first().click();
  await page.getByRole('group', { name: 'Thématiques' }).getByLabel('Enfance et jeunesse').check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // Lyon and Paris are far apart: refused on the places.
  await expect(page.getByText("Les lieux d'un team building doivent être à moins de 20 km les uns des autres.")).toBeVisible();
  await page.getByRole('button', { name: 'Retirer Paris' }).click();
  await place.fill('Villeurbanne');
  await page.getByRole('listbox').getByRole('option', { name: /^Villeurbanne/ }).first().click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expectHeading(page, title);
  await expect(page.getByText('Team building enregistré.')).toBeVisible();
  await expect(page.getByText('Demi-journée, de 11:30 à 15:00')).toBeVisible();
  await expect(page.getByText('+33 6 12 34 56 78')).toBeVisible();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText('Publié', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByText('Team building supprimé.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Nos team buildings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
