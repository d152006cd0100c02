import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

const DESKTOP = { width: 1440, height: 900 };

test('an administrator reads the platform’s figures, finds an employee by matricule, and reads one of their applications whole', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@example.org');
  await expect(page).toHaveURL('/admin');
  await expectHeading(page, 'Bonjour Alice');

  // The figures say what the server counts (this spec runs alone: nothing changes them meanwhile).
  const figures = (await (await page.request.get('/api/v1/admin/dashboard')).json()) as Record<'associations' | 'companies' | 'users' | 'applications', { total: number }>;
  expect(figures.users.total).toBeGreaterThan(40);
  const figure = (label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Associations')).toHaveText(String(figures.associations.total));
  await expect(figure('Entreprises')).toHaveText(String(figures.companies.total));
  await expect(figure('Utilisateurs')).toHaveText(String(figures.users.total));
  await expect(figure('Candidatures')).toHaveText(String(figures.applications.total));
  await expect(page.getByText(/^Ce mois-ci : \+\d+/).first()).toBeVisible();
  const byState = page.getByRole('region', { name: 'Candidatures par statut' });
  await expect(byState.getByRole('rowheader', { name: 'Terminée' })).toBeVisible();

  // The monthly chart (uPlot) and its table: twelve months, in French.
  const chart = page.getByRole('figure', { name: 'Candidatures et nouveaux utilisateurs sur les 12 derniers mois' });
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.getByText('Voir les données du graphique').click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(13);
  await expect(chart.getByRole('columnheader', { name: 'Nouveaux utilisateurs' })).toBeVisible();
  await page.screenshot({ path: screenPath('admin-dashboard.png'), fullPage: true });

  // Spec §1: the admin space offers the administrators' shorter list of languages.
  const languages = page.getByRole('combobox', { name: 'Langue' });
  await expect(languages.getByRole('option')).toHaveText(['Deutsch', 'English', 'Español', 'Français']);

  // Users: found by their matricule (SSO id), the search and filters kept in the address.
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await nav.getByRole('link', { name: 'Utilisateurs' }).click();
  await expectHeading(page, 'Utilisateurs');
  await page.getByLabel('Rechercher par nom, adresse e-mail ou matricule').fill('AC-0100');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL('/admin/utilisateurs?q=AC-0100');
  await expect(page.getByText('Utilisateurs trouvés : 1')).toBeVisible();
  await page.getByLabel('État du compte').selectOption({ label: 'Inscrit' });
  await expect(page).toHaveURL('/admin/utilisateurs?q=AC-0100&state=registered');
  await expect(page.getByText('Utilisateurs trouvés : 1')).toBeVisible();
  await page.getByLabel('État du compte').selectOption({ label: 'Désactivé' });
  await expect(page.getByText('Aucun utilisateur ne correspond à « AC-0100 ».')).toBeVisible();
  await page.getByLabel('État du compte').selectOption({ label: 'Inscrit' });
  await page.reload();
  await expect(page.getByLabel('État du compte')).toHaveValue('registered');
  await expect(page.getByLabel('Rechercher par nom, adresse e-mail ou matricule')).toHaveValue('AC-0100');
  await page.screenshot({ path: screenPath('admin-users.png'), fullPage: true });
  await page.getByRole('link', { name: 'Camille Martin' }).click();

  // Their page: organisations with roles and matricule, state, applications.
  await expectHeading(page, 'Camille Martin');
  const userPage = page.url();
  await expect(page.getByRole('listitem').filter({ hasText: 'Acme' })).toContainText('Collaborateur · Matricule : AC-0100');
  const applications = page.getByRole('region', { name: 'Candidatures' });
  await expect(applications.getByRole('row')).not.toHaveCount(0);
  await page.screenshot({ path: screenPath('admin-user.png'), fullPage: true });
  const first = applications.getByRole('row').nth(1);
  const mission = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('link').click();

  // The application's admin page: the volunteer, the mission, the history, the journal, and impersonation offered.
  await expect(page).toHaveURL(/\/admin\/engagements\/[0-9a-f-]{36}$/);
  await expectHeading(page, `Candidature de Camille Martin à « ${mission} »`);
  const engagementPage = page.url();
  await expect(page.getByRole('link', { name: 'Se connecter en tant que Camille Martin' })).toBeVisible();
  const people = page.getByRole('region', { name: 'Bénévole et mission' });
  await expect(people.getByText('AC-0100')).toBeVisible();
  await expect(people.getByRole('link', { name: 'Acme' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByText('Candidature envoyée')).toBeVisible();
  await expect(history.getByRole('link', { name: 'Camille Martin' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dates et validation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Journal des actions' })).toBeVisible();
  await page.screenshot({ path: screenPath('admin-engagement.png'), fullPage: true });

  // Impersonating the volunteer from here and coming back is in the administrator's « Journal des actions ».
  await page.getByRole('link', { name: 'Se connecter en tant que Camille Martin' }).click();
  await page.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }).click();
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await page.getByRole('button', { name: 'Revenir à mon compte administrateur' }).click();
  await expect(page).toHaveURL(userPage);
  await nav.getByRole('link', { name: 'Utilisateurs' }).click();
  await page.getByLabel('Rechercher par nom, adresse e-mail ou matricule').fill('admin@example.org');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('link', { name: 'Alice Admin' }).click();
  await expectHeading(page, 'Alice Admin');
  const adminPage = page.url();
  const journal = page.getByRole('region', { name: 'Journal des actions' });
  const lines = journal.getByRole('row');
  await expect(lines.nth(1)).toContainText('POST /impersonate/leave');
  await expect(lines.nth(1)).toContainText('en tant que Camille Martin');
  await expect(lines.nth(2)).toContainText('POST /impersonate/take/');
  await expect(lines.nth(2).getByRole('link', { name: 'Utilisateur' })).toBeVisible();
  await page.screenshot({ path: screenPath('admin-journal.png'), fullPage: true });

  // « Catalogue »: the missions the platform publishes itself.
  await nav.getByRole('group', { name: 'Catalogue' }).getByRole('link', { name: 'Missions de la plateforme' }).click();
  await expectHeading(page, 'Missions de la plateforme');
  const row = page.getByRole('row').filter({ hasText: 'Fresque du Climat en équipe' });
  await expect(row).toContainText('Planète Verte');
  await expect(row).toContainText('Publiée');

  // On a phone, nothing scrolls sideways (tables scroll inside their frame).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin', userPage, adminPage, engagementPage, '/admin/utilisateurs?q=AC-0100', '/admin/missions']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
