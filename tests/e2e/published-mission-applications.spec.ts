import { expect, test } from './fixtures';
import { callApi, expectHeading, publishAcmeMission, signIn } from './helpers';

test('the referent of a mission the company published confirms an application from the Candidatures tab', async ({ page, browser }) => {
  // rh@acme.example publishes a mission of acme's own, naming themselves referent.
  const title = `Collecte Acme ${Date.now().toString(36)}`;
  const id = await publishAcmeMission(page, title);

  // salarie@acme.example applies.
  const employee = await browser.newContext();
  const employeePage = await employee.newPage();
  await signIn(employeePage, 'salarie@acme.example');
  const applied = await callApi(employeePage, '/companies/acme/engagements', 'POST', { engagementId: crypto.randomUUID(), missionId: id, timeslotIds: [], timeType: 'personal' });
  expect(applied.status).toBe(200);
  await employee.close();

  // The referent confirms it from the mission dashboard.
  await page.goto(`/entreprise/acme/missions/${id}?bar_tab=volunteers`);
  await expectHeading(page, new RegExp(title));
  const row = page.getByRole('row', { name: /salarie@acme\.example/ });
  await expect(row).toContainText('À confirmer');
  await row.getByRole('button', { name: 'Confirmer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(row).toContainText('Confirmée');
  await expect(row.getByRole('button', { name: 'Marquer comme terminée' })).toBeVisible();
});
