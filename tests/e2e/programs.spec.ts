import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn, waitForReplica, waitForServiceWorker } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' } as const;
const NETTOYAGE = 'Nettoyage des berges de la Seine';
const PLANTATION = "Plantation d'arbres en Bretagne";

test('the company admin builds an automatic selection with two filters, sees its missions and publishes it; an employee opens it on a phone, then offline', async ({ browser }) => {
  const name = `Climat en équipe ${Date.now()}`;
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signIn(admin, 'rh@acme.example');
  await admin.goto('/entreprise/acme');
  await admin.getByRole('link', { name: /^Sélections/ }).click();
  await expectHeading(admin, 'Sélections');
  await admin.getByRole('link', { name: 'Créer une sélection' }).first().click();
  await expectHeading(admin, 'Créer une sélection');

  // The name is required and has 80 characters at most; a fourth thematic is refused on the spot.
  await admin.getByRole('button', { name: 'Enregistrer sans publier' }).click();
  await expect(admin.getByLabel('Nom de la sélection')).toHaveAttribute('aria-invalid', 'true');
  await admin.getByLabel('Nom de la sélection').fill('x'.repeat(81));
  await admin.getByRole('button', { name: 'Enregistrer sans publier' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: '80 caractères maximum.' })).toBeVisible();
  await admin.getByLabel('Nom de la sélection').fill(name);
  await admin.getByLabel('Description').fill('Les missions de terrain pour le climat.');
  const thematics = admin.getByRole('group', { name: 'Thématiques' });
  for (const thematic of ['Environnement', 'Santé', 'Éducation']) await thematics.getByRole('checkbox', { name: thematic, exact: true }).check();
  await thematics.getByRole('checkbox', { name: 'Alimentation', exact: true }).click();
  await expect(thematics.getByText('Choisissez au plus 3 thématiques.')).toBeVisible();
  await expect(thematics.getByRole('checkbox', { name: 'Alimentation', exact: true })).not.toBeChecked();
  for (const thematic of ['Santé', 'Éducation']) await thematics.getByRole('checkbox', { name: thematic, exact: true }).uncheck();

  // Automatic: two filters, and the preview follows them.
  await expect(admin.getByRole('radio', { name: 'Sélection automatique selon les filtres' })).toBeChecked();
  await admin.getByRole('group', { name: 'Types de mission' }).getByRole('checkbox', { name: 'Coup de main' }).check();
  await admin.getByRole('group', { name: 'Participation' }).getByRole('checkbox', { name: 'Seul' }).check();
  // The preview: how many missions the filters let through today, and the first cards (other specs add missions:
  // the demo's two may not be among the first six, so any card will do here; the employee's page lists them).
  const preview = admin.getByRole('complementary').getByRole('region', { name: 'Missions de la sélection' });
  await expect(preview.getByRole('status')).toHaveText(/^\d+ missions? correspond/);
  await expect(preview.getByRole('article').first()).toBeVisible();
  // Criteria that let nothing through (no mission is in Antarctica, whatever other specs add) show the empty state,
  // never an error; the country taken off, the missions come back.
  await admin.getByLabel('Pays').selectOption({ label: 'Antarctique' });
  await expect(preview.getByRole('heading', { name: 'Aucune mission ne correspond' })).toBeVisible();
  await admin.getByRole('button', { name: 'Retirer Antarctique' }).click();
  await expect(preview.getByRole('article').first()).toBeVisible();
  await admin.screenshot({ path: screenPath('program-form.png'), fullPage: true });

  // Saved hidden first, then published through the selection's states.
  await admin.getByRole('button', { name: 'Enregistrer sans publier' }).click();
  await expectHeading(admin, name);
  await expect(admin.getByText('Désactivée', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(admin.getByText('Publiée', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Désactiver', exact: true })).toBeVisible();
  await admin.getByRole('link', { name: 'Retour aux sélections' }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: name })).toContainText('Publiée');
  await admin.screenshot({ path: screenPath('programs-list.png') });
  await admin.close();

  // The employee, on a phone: the selection is in the missions area, with its missions.
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await signIn(phone, 'salarie@acme.example');
  // On the home first: the newest selection leads « Sélections ».
  await phone.goto('/collaborateur/acme/accueil');
  await expect(phone.getByRole('region', { name: 'Sélections' }).getByRole('link', { name })).toBeVisible();
  await phone.getByRole('navigation', { name: "Navigation de l'espace collaborateur" }).getByRole('link', { name: 'Missions' }).click();
  await expect(phone.getByRole('heading', { name: 'Sélections' })).toBeVisible();
  await expect(phone.getByRole('link', { name })).toBeVisible();
  await phone.screenshot({ path: screenPath('missions-selections-phone.png') });
  await phone.getByRole('link', { name }).click();
  await expectHeading(phone, name);
  await expect(phone.getByRole('heading', { name: 'Les missions de la sélection' })).toBeVisible();
  await expect(phone.getByRole('link', { name: NETTOYAGE })).toBeVisible();
  await expect(phone.getByRole('link', { name: PLANTATION })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phone.screenshot({ path: screenPath('program-page-phone.png'), fullPage: true });

  // Offline: the page comes back from the device, with the selection's missions.
  await waitForServiceWorker(phone);
  await waitForReplica(phone, 'program');
  await context.setOffline(true);
  await phone.reload();
  await expectHeading(phone, name);
  await expect(phone.getByRole('status').filter({ hasText: /^Hors ligne/ })).toContainText(/données du/);
  await expect(phone.getByRole('link', { name: NETTOYAGE })).toBeVisible();
  await expect(phone.getByRole('link', { name: PLANTATION })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The home, offline too, still leads with it.
  await phone.goto('/collaborateur/acme/accueil');
  await expect(phone.getByRole('region', { name: 'Sélections' }).getByRole('link', { name })).toBeVisible();
  await context.close();
});

test('a selection’s direct link opens for its company’s employees, and a hand-picked demo selection lists its missions', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  const { programs } = (await (await page.request.get('/api/v1/companies/acme/employee-programs')).json()) as { programs: Array<{ id: number; slug: string; name: string }> };
  const demo = programs.find((program) => program.name === 'Solidarité de quartier')!;
  await page.goto(`/collaborateur/acme/selections/${demo.id}-${demo.slug}`);
  await expectHeading(page, 'Solidarité de quartier');
  await expect(page.getByText('Une matinée de bénévolat, c’est cinquante familles qui repartent avec un colis.')).toBeVisible();
  for (const title of ['Distribution alimentaire du samedi', "Collecte de vêtements d'hiver", 'Accompagnement scolaire']) {
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  }
  await page.goto('/collaborateur/acme/selections/999999-inconnue');
  await expect(page.getByRole('heading', { name: 'Sélection introuvable' })).toBeVisible();
});

test('the platform admin publishes a catalogue selection; a company admin adds it to its own and publishes it', async ({ browser }) => {
  const name = `Compétences en partage ${Date.now()}`;
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signIn(admin, 'admin@example.org');
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Sélections' }).click();
  await expectHeading(admin, 'Sélections du catalogue');
  await expect(admin.getByRole('link', { name: 'Compétences solidaires' })).toBeVisible();
  await admin.getByRole('link', { name: 'Créer une sélection' }).first().click();
  await expectHeading(admin, 'Créer une sélection');
  await admin.getByLabel('Nom de la sélection').fill(name);
  await admin.getByLabel('Description').fill('Des missions de compétences pour toutes les entreprises.');
  await admin.getByRole('group', { name: 'Types de mission' }).getByRole('checkbox', { name: 'Mécénat de compétences' }).check();
  // The catalogue has no company: no « its own missions » option, no quest to attach.
  await expect(admin.getByRole('checkbox', { name: "Inclure les missions publiées par l'entreprise" })).toHaveCount(0);
  await expect(admin.getByRole('complementary').getByRole('article').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Publier la sélection' }).click();
  await expectHeading(admin, name);
  await expect(admin.getByText('Publiée', { exact: true })).toBeVisible();
  await admin.screenshot({ path: screenPath('admin-catalogue-program.png'), fullPage: true });
  await admin.close();

  const company = await browser.newPage({ viewport: DESKTOP });
  await signIn(company, 'rh@acme.example');
  await company.goto('/entreprise/acme/programmes');
  const catalogue = company.getByRole('region', { name: 'Le catalogue' });
  await expect(catalogue.getByRole('heading', { name })).toBeVisible();
  await company.screenshot({ path: screenPath('company-programs-catalogue.png'), fullPage: true });
  await catalogue.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Ajouter à mes sélections' }).click();
  await expectHeading(company, name);
  await expect(company.getByText('La sélection a été ajoutée à vos sélections. Publiez-la pour la montrer à vos collaborateurs.')).toBeVisible();
  await expect(company.getByText('Désactivée', { exact: true })).toBeVisible();
  await company.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(company.getByText('Publiée', { exact: true })).toBeVisible();
  // Back in the list: it is the company's own now, and the catalogue says so.
  await company.getByRole('link', { name: 'Retour aux sélections' }).click();
  await expect(company.getByRole('list', { name: 'Sélections' }).getByRole('listitem').filter({ hasText: name })).toContainText('Publiée');
  await expect(catalogue.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name: 'Déjà dans vos sélections' })).toBeVisible();
  await company.close();
});
