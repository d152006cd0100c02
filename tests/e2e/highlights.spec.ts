import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dropSession, expectHeading, screenPath, signIn, waitForReplica, waitForServiceWorker } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP });

/** A Paris day `inDays` from today, as the French date field takes it (jj/mm/aaaa). */
function typedDay(inDays: number): string {
  const day = new Date(Date.now() + inDays * 86_400_000);
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day).split('-');
  return `${date}/${month}/${year}`;
}

/** The moment and a mission of the highlight form, found by their French labels. */
async function fillMomentAndMission(page: Page, mission: { search: string; title: string }) {
  await page.getByRole('textbox', { name: 'Date de début' }).fill(typedDay(0));
  await page.getByRole('textbox', { name: 'Date de fin' }).fill(typedDay(6));
  await page.getByLabel('Rechercher une mission').fill(mission.search);
  await page.getByLabel('Rechercher une mission').press('Enter');
  const results = page.getByRole('list', { name: 'Missions trouvées' });
  await results.getByRole('button', { name: `Ajouter ${mission.title}` }).click();
  await expect(page.getByRole('list', { name: 'Missions choisies' }).getByRole('button', { name: `Retirer ${mission.title}` })).toBeVisible();
}

test('a company admin creates and publishes a highlight with a mission and a quest; the employee opens it on a phone', async ({ page }) => {
  const title = `Semaine du vivre-ensemble ${Date.now().toString(36)}`;

  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await page.getByRole('link', { name: /Temps forts/ }).click();
  await expectHeading(page, 'Temps forts');
  // The demo's own highlight, and the catalogue's offer.
  await expect(page.getByRole('region', { name: 'Vos temps forts' }).getByRole('link', { name: 'Semaine de la solidarité' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Le catalogue' }).getByRole('link', { name: 'Mois de la transition écologique' })).toBeVisible();
  await page.screenshot({ path: screenPath('company-highlights.png'), fullPage: true });
  await page.getByRole('link', { name: 'Créer un temps fort' }).first().click();
  await expectHeading(page, 'Créer un temps fort');

  // Sent empty: refused beside the title, which takes the focus; the dates say what they need.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(page.getByText('Indiquez la date de début.')).toBeVisible();
  await expect(page.getByLabel('Titre', { exact: true })).toBeFocused();

  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Une semaine pour se retrouver autour de causes qui nous tiennent à cœur.');
  await fillMomentAndMission(page, { search: 'distribution', title: 'Distribution alimentaire du samedi' });
  await page.getByRole('checkbox', { name: /Sobriété numérique au bureau/ }).check();
  await page.getByLabel('Citation', { exact: true }).fill('Seul on va plus vite, ensemble on va plus loin.');
  await page.getByLabel('Auteur de la citation').fill('Proverbe africain');
  // The quote's picture, uploaded and shown in place before the form is sent.
  await page.getByRole('group', { name: 'Image de la citation' }).locator('input[type="file"]').setInputFiles('server/seed/assets/mission-atelier-numerique.jpg');
  await expect(page.getByRole('img', { name: 'Image de la citation' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expectHeading(page, title);
  await expect(page.getByText('Le temps fort a été créé.')).toBeVisible();
  await expect(page.getByText('Brouillon', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contenu' }).getByText('1 mission · 1 défi · 0 événement')).toBeVisible();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText('Le temps fort est publié.')).toBeVisible();
  await expect(page.getByText('Publié', { exact: true })).toBeVisible();
  // Archiving is a platform admin's: a company admin is offered to withdraw it, nothing more.
  await expect(page.getByRole('button', { name: 'Dépublier' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archiver' })).toHaveCount(0);
  await page.screenshot({ path: screenPath('company-highlight.png'), fullPage: true });

  // The employee, on a phone: the highlight on the home, then its page with the mission and the quest.
  await dropSession(page);
  await page.setViewportSize(PHONE);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/accueil');
  const current = page.getByRole('region', { name: 'Temps forts du moment' });
  await current.getByRole('link', { name: title }).click();
  await expectHeading(page, title);
  await expect(page.getByText('« Seul on va plus vite, ensemble on va plus loin. »')).toBeVisible();
  await expect(page.locator('blockquote img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByRole('region', { name: 'Missions' }).getByRole('link', { name: 'Distribution alimentaire du samedi' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Défis' }).getByRole('link', { name: 'Sobriété numérique au bureau' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: screenPath('employee-highlight.png'), fullPage: true });

  // Each links to its page.
  await page.getByRole('region', { name: 'Défis' }).getByRole('link', { name: 'Sobriété numérique au bureau' }).click();
  await expectHeading(page, 'Sobriété numérique au bureau');

  // Offline: the home's card and the highlight's page come back from the device, with its mission and quest.
  await waitForServiceWorker(page);
  await waitForReplica(page, 'highlight');
  await page.context().setOffline(true);
  await page.goto('/collaborateur/acme/accueil');
  await current.getByRole('link', { name: title }).click();
  await expectHeading(page, title);
  await expect(page.getByRole('status').filter({ hasText: /^Hors ligne/ })).toContainText(/données du/);
  await expect(page.getByRole('region', { name: 'Missions' }).getByRole('link', { name: 'Distribution alimentaire du samedi' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Défis' }).getByRole('link', { name: 'Sobriété numérique au bureau' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.context().setOffline(false);
});

test('the platform admin publishes a catalogue highlight; a company admin selects it for its employees', async ({ page }) => {
  const title = `Mois du réemploi ${Date.now().toString(36)}`;

  await signIn(page, 'admin@example.org');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Temps forts' }).click();
  await expectHeading(page, 'Temps forts du catalogue');
  await page.getByRole('link', { name: 'Créer un temps fort' }).click();
  await expectHeading(page, 'Créer un temps fort du catalogue');
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await fillMomentAndMission(page, { search: 'berges', title: 'Nettoyage des berges de la Seine' });
  // The catalogue shows missions only.
  await expect(page.getByRole('group', { name: 'Défis' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectHeading(page, title);
  await page.getByRole('button', { name: 'Prépublier' }).click();
  await expect(page.getByText('Le temps fort est prépublié : les entreprises le voient dans le catalogue.')).toBeVisible();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText('Le temps fort est publié.')).toBeVisible();
  await page.getByRole('link', { name: 'Retour au catalogue' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Sélectionné par 0 entreprise')).toBeVisible();
  await page.screenshot({ path: screenPath('admin-highlights.png'), fullPage: true });

  // Acme's admin picks it from the catalogue.
  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme/temps-forts');
  await page.getByRole('region', { name: 'Le catalogue' }).getByRole('link', { name: title }).click();
  await expectHeading(page, title);
  await expect(page.getByRole('region', { name: 'Missions proposées' }).getByText('Nettoyage des berges de la Seine')).toBeVisible();
  await page.getByRole('button', { name: 'Sélectionner pour mes collaborateurs' }).click();
  await expect(page.getByText('Le temps fort est sélectionné pour vos collaborateurs.')).toBeVisible();
  await expect(page.getByText('Vos collaborateurs voient ce temps fort.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer la sélection' })).toBeVisible();
  await page.screenshot({ path: screenPath('company-catalogue-highlight.png'), fullPage: true });
  await page.getByRole('link', { name: 'Retour aux temps forts' }).click();
  await expect(page.getByRole('region', { name: 'Le catalogue' }).getByRole('listitem').filter({ hasText: title }).getByText('Sélectionné')).toBeVisible();

  // Its employees see it among the current highlights.
  await dropSession(page);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/accueil');
  await expect(page.getByRole('region', { name: 'Temps forts du moment' }).getByRole('link', { name: title })).toBeVisible();
});
