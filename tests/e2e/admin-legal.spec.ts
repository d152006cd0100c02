import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeIn, dropSession, expectHeading, screenPath, signIn, submitLogin, waitForMail } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1000)}`;
/** A small real PDF (the upload endpoint checks the content, not only the name). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Conditions de test\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A new association and its first administrator, through the public registration; leaves them signed out. */
async function registerAssociation(page: Page, name: string, email: string) {
  await page.goto('/inscription-association');
  await page.getByLabel("Nom de l'association").fill(name);
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await page.getByLabel(/J'accepte les conditions d'utilisation/).check();
  await page.getByLabel(/Je confirme que mon association respecte/).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Inscrire mon association' }).click();
  await page.getByLabel('Code à 6 chiffres').fill(codeIn(await waitForMail(email, since)));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  // The registration's terms box accepted the documents in force: no acceptance page on the way in.
  await expectHeading(page, 'Bonjour Inès');
  await dropSession(page);
}

/**
 * Why this cannot block another spec: the e2e specs share one database and sign in the demo accounts, so a new version
 * for a whole audience (every employee, every association member) would send their next sign-in to the acceptance page.
 * The version published here is reserved to one association (« Une seule association »), created by this test through
 * the public registration with a unique name: its administrator, created here too, is the only user it asks. The demo
 * members and every account another spec creates stay untouched, whether this test passes, fails or stops half-way.
 */
test('the admin publishes a terms version that the member it is addressed to accepts at sign-in', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const association = `Jardins ${unique('partages')}`;
  const email = `${unique('presidente')}@jardins.example`;
  const version = unique('Charte');
  await registerAssociation(page, association, email);

  await signIn(page, 'admin@example.org');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Documents juridiques' }).click();
  await expectHeading(page, 'Documents juridiques');
  await expect(page).toHaveURL('/admin/actions-operationnelles/documents-juridiques');
  // The demo's versions, accepted by the demo accounts.
  await expect(page.getByRole('row').filter({ hasText: 'Associations' }).filter({ hasText: '2026-1' }).first()).toContainText('En vigueur');

  await page.getByRole('button', { name: 'Publier une nouvelle version' }).click();
  const form = page.getByRole('form', { name: 'Publier une nouvelle version' });
  await form.getByLabel("Conditions générales d'utilisation").check();
  await form.getByLabel(/^Associations/).check();
  await form.getByLabel(/Une seule association/).check();
  await form.getByLabel("Rechercher l'association").fill(association);
  await form.getByRole('button', { name: `Choisir ${association}` }).click();
  await expect(form.getByText(`Réservée à ${association}`)).toBeVisible();
  await form.getByLabel('Nom de la version').fill(version);

  // Without its file the version is refused on the file's field, in French, and nothing is published.
  await form.getByRole('button', { name: 'Publier la version' }).click();
  await expect(form.getByText('Ajoutez le document au format PDF.')).toBeVisible();
  await expect(form.getByLabel('Nom de la version')).toHaveValue(version);

  await form.locator('input[type="file"]').setInputFiles({ name: 'charte.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByRole('link', { name: 'Voir le document actuel' })).toBeVisible();
  await expect(form.getByText('Ajoutez le document au format PDF.')).toHaveCount(0);
  await page.screenshot({ path: screenPath('admin-legal-documents-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Publier la version' }).click();
  await expect(page.getByText(`La version « ${version} » est publiée.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: version });
  await expect(row).toContainText("Conditions générales d'utilisation");
  await expect(row).toContainText(`Réservée à ${association}`);
  await expect(row).toContainText('En vigueur');
  await expect(row.getByRole('cell').nth(5)).toHaveText('0');
  await dropSession(page);

  // The association's administrator signs in: the new version stops them until they accept it.
  await submitLogin(page, email, 'Solide2026');
  await expectHeading(page, 'Conditions à accepter');
  await expect(page).toHaveURL(/\/accepter-les-conditions\?redirect-back=/);
  await expect(page.getByText(`Pour ${association}`)).toBeVisible();
  await expect(page.getByRole('link', { name: "Lire le document (PDF) : Conditions générales d'utilisation" })).toHaveAttribute('href', /^\/uploads\/[a-f0-9]{64}\.pdf$/);
  await page.screenshot({ path: screenPath('legal-acceptance.png'), fullPage: true });
  await page.getByRole('button', { name: "J'accepte" }).click();
  await expectHeading(page, 'Bonjour Inès');
  await expect(page).toHaveURL(/\/association\/jardins-/);
  // Accepted once: the next visit goes straight in.
  await page.reload();
  await expectHeading(page, 'Bonjour Inès');
  await dropSession(page);

  await signIn(page, 'admin@example.org');
  await page.goto('/admin/actions-operationnelles/documents-juridiques?audience=associations');
  await expect(page.getByRole('row').filter({ hasText: version }).getByRole('cell').nth(5)).toHaveText('1');
});

test('the admin saves a shared view of missions whose link anyone opens without an account', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  const name = `Missions nature ${unique('vue')}`;
  await signIn(page, 'admin@example.org');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Partage de vues' }).click();
  await expectHeading(page, 'Partage de vues');
  await page.getByRole('tab', { name: 'Vues de missions' }).click();
  await expect(page).toHaveURL(/bar_tab=missionViews/);
  // The demo's view of missions.
  await expect(page.getByRole('row').filter({ hasText: "Agir pour l'environnement" })).toContainText('Environnement');

  await page.getByRole('button', { name: 'Nouvelle vue de missions' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle vue de missions' });
  await form.getByRole('button', { name: 'Créer la vue' }).click();
  await expect(form.getByText('Donnez un nom à la vue.')).toBeVisible();
  await form.getByLabel('Nom de la vue').fill(name);
  // The filter groups start folded, as in the phone's filter sheet.
  await form.locator('summary').filter({ hasText: /^Thématiques/ }).click();
  await form.getByLabel('Environnement').check();
  await expect(form.getByText(/missions? publiées? correspond/)).toBeVisible();
  await page.screenshot({ path: screenPath('admin-shared-view-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Créer la vue' }).click();
  await expect(page.getByText(`La vue « ${name} » est créée : son lien est prêt à partager.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Environnement');
  await page.screenshot({ path: screenPath('admin-shared-views.png'), fullPage: true });
  const link = await row.getByRole('link', { name: `Ouvrir la vue ${name}` }).getAttribute('href');
  expect(link).toMatch(/\/decouvrir-nos-missions\/[A-Za-z0-9_-]{32}$/);

  // Renamed, the view keeps its link.
  const renamed = `${name} (forêts et rivières)`;
  await row.getByRole('button', { name: `Modifier la vue ${name}` }).click();
  const edit = page.getByRole('form', { name: `Modifier « ${name} »` });
  await expect(edit.getByLabel('Nom de la vue')).toHaveValue(name);
  await edit.getByLabel('Nom de la vue').fill(renamed);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`La vue « ${renamed} » est enregistrée.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Ouvrir la vue ${renamed}` })).toHaveAttribute('href', link!);

  // A fresh browser, no session: the view's published missions, read-only.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR', viewport: DESKTOP });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link!).pathname);
  await expectHeading(visitor, renamed);
  await expect(visitor.getByText('Une sélection de missions')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Nettoyage des berges de la Seine' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Distribution alimentaire du samedi' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /Modifier|Supprimer/ })).toHaveCount(0);
  await visitor.screenshot({ path: screenPath('shared-view-missions.png'), fullPage: true });
  // On a phone, the view never scrolls sideways.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(visitor.getByRole('link', { name: 'Nettoyage des berges de la Seine' })).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // An unknown link: a page that says so, in French.
  await visitor.goto('/decouvrir-nos-missions/lien-inconnu-lien-inconnu-lien-00');
  await expectHeading(visitor, "Cette sélection n'existe pas");
  // The legal documents in force are public too.
  await visitor.goto('/documents-juridiques');
  await expectHeading(visitor, 'Documents juridiques');
  await expect(visitor.getByRole('link', { name: "Lire le document (PDF) : Conditions générales d'utilisation, Collaborateurs et entreprises" })).toHaveAttribute('href', /^\/uploads\/[a-f0-9]{64}\.pdf$/);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitorContext.close();
});
