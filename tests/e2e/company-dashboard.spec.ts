import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { dropSession, expectHeading, screenPath, signIn } from './helpers';

const DESKTOP = { width: 1440, height: 900 };

/** A Paris day as the French date inputs take it (jj/mm/aaaa), `months` months back from today. */
function frenchDay(monthsBack: number, day: number): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, day));
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

test('the company admin reads the impact dashboard, changes its range, opens a chart’s table and downloads the report', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await expectHeading(page, 'Bonjour Roxane');
  const dashboard = page.getByRole('region', { name: "Tableau de bord d'impact" });
  await expect(dashboard).toBeVisible();
  await expect(dashboard.getByRole('radio', { name: '12 derniers mois' })).toBeChecked();

  // The screen says what the server counts. At least the demo's: Camille's four applications and her finished mission
  // (4 h, 4/7 of a day); other specs sharing this database may have added applications before this one runs.
  const { totals } = (await (await page.request.get('/api/v1/companies/acme/dashboard')).json()) as { totals: { volunteers: number; applications: number; hours: number } };
  expect(totals.volunteers).toBeGreaterThanOrEqual(1);
  expect(totals.applications).toBeGreaterThanOrEqual(4);
  expect(totals.hours).toBeGreaterThanOrEqual(4);
  const engagement = dashboard.getByRole('region', { name: 'Engagement solidaire' });
  await expect(engagement.getByRole('definition').first()).toHaveText(String(totals.volunteers));
  const figure = (group: string, label: string) =>
    dashboard.getByRole('region', { name: group }).getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  await expect(figure('Engagement solidaire', 'Candidatures')).toHaveText(String(totals.applications));
  await expect(figure('Engagement solidaire', 'Heures données')).toHaveText(String(totals.hours));
  // Days are the hours in sevenths of a 7-hour day (4 h: « 4/7 »), as the report says too.
  const daysGiven = await figure('Engagement solidaire', 'Jours donnés').innerText();
  expect(daysGiven).toMatch(/^\d+( \d\/7)?$|^\d\/7$/);
  const pageViews = Number((await figure('Activité sur la plateforme', 'Pages vues').innerText()).replace(/\D/g, ''));
  expect(pageViews).toBeGreaterThan(100);

  // A chart and its table: twelve months, in French.
  const activity = dashboard.getByRole('figure', { name: 'Pages vues et collaborateurs actifs par mois' });
  await expect(activity.locator('canvas')).toBeVisible();
  await activity.getByText('Voir les données du graphique').click();
  const table = activity.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader', { name: 'Collaborateurs actifs' })).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toHaveText(/^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/);
  await page.screenshot({ path: screenPath('company-dashboard.png'), fullPage: true });

  // Since the start of the year: kept in the URL.
  await dashboard.getByText("Depuis le début de l'année").click();
  await expect(page).toHaveURL(/periode=annee/);
  await expect(dashboard.getByText(new RegExp(`^Du 01/01/${new Date().getFullYear()} au `))).toBeVisible();

  // A custom range: refused with the field's message, what was typed kept; then applied.
  await dashboard.getByText('Période personnalisée').click();
  const from = dashboard.getByRole('textbox', { name: 'Du', exact: true });
  const to = dashboard.getByRole('textbox', { name: 'Au', exact: true });
  await from.fill(frenchDay(2, 1));
  await to.fill(frenchDay(3, 1));
  await dashboard.getByRole('button', { name: 'Appliquer' }).click();
  await expect(dashboard.getByText('La date de fin doit suivre la date de début.')).toBeVisible();
  await expect(to).toBeFocused();
  await expect(from).toHaveValue(frenchDay(2, 1));
  await to.fill(frenchDay(0, 1));
  await dashboard.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/periode=personnalisee&du=\d{4}-\d{2}-01&au=\d{4}-\d{2}-01/);
  await expect(dashboard.getByText(`Du ${frenchDay(2, 1)} au ${frenchDay(0, 1)}`)).toBeVisible();
  await page.goBack();
  await expect(dashboard.getByRole('radio', { name: "Depuis le début de l'année" })).toBeChecked();
  await dashboard.getByText('12 derniers mois').click();
  await expect(page).not.toHaveURL(/periode=/);

  // The impact report over the range on screen, read back with exceljs.
  const downloading = page.waitForEvent('download');
  await dashboard.getByRole('button', { name: "Télécharger le rapport d'impact" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rapport-impact-acme-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const { applications } = totals;
  const report = new Map<string, unknown>();
  workbook.getWorksheet('Totaux')!.eachRow((row) => report.set(String(row.getCell(1).value), row.getCell(2).value));
  expect(report.get('Organisation')).toBe('Acme');
  expect(report.get('Candidatures')).toBe(applications);
  expect(report.get('Jours donnés (7 h)')).toBe(daysGiven);
  expect(report.get('Pages vues')).toBeGreaterThanOrEqual(pageViews);
  expect(workbook.getWorksheet('Par mois')!.rowCount).toBe(13);
});

test('a holding admin opens the group: its companies and their consolidated dashboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'groupe@acme.example');
  await page.goto('/entreprise/acme');
  await page.getByRole('link', { name: /Tableau de bord du groupe/ }).click();
  await expect(page).toHaveURL(/\/groupe\/groupe-demo$/);
  await expectHeading(page, 'Groupe Démo');
  const companies = page.getByRole('region', { name: 'Entreprises du groupe' });
  await expect(companies.getByRole('link', { name: /^Acme Ouvrir/ })).toHaveAttribute('href', '/entreprise/acme');
  await expect(companies.getByRole('link', { name: /^Acme Services/ })).toHaveAttribute('href', '/entreprise/acme-services');
  const dashboard = page.getByRole('region', { name: 'Tableau de bord du groupe' });
  await expect(dashboard.getByRole('region', { name: 'Activité sur la plateforme' })).toBeVisible();
  await expect(dashboard.getByRole('button', { name: "Télécharger le rapport d'impact" })).toBeEnabled();
  await page.screenshot({ path: screenPath('holding-dashboard.png'), fullPage: true });
  await companies.getByRole('link', { name: /^Acme Services/ }).click();
  await expect(page.getByRole('region', { name: "Tableau de bord d'impact" })).toBeVisible();

  // A company admin is no holding admin.
  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await page.goto('/groupe/groupe-demo');
  await expect(page.getByText("Vous n'avez pas l'autorisation d'accéder à cette page")).toBeVisible();
});

test('the dashboard on a 390 px phone does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme?periode=personnalisee&du=2026-01-01&au=2025-01-01');
  const dashboard = page.getByRole('region', { name: "Tableau de bord d'impact" });
  // A refused range in the URL: said under the field, nothing asked.
  await expect(dashboard.getByText('La date de fin doit suivre la date de début.')).toBeVisible();
  await dashboard.getByText('12 derniers mois').click();
  await expect(dashboard.getByRole('figure', { name: 'Heures données par mois' }).locator('canvas')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
