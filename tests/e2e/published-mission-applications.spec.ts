import { type Page, expect, test } from '@playwright/test';
import { expectHeading, signIn } from './helpers';

/** A JSON call from the page, as the client makes it (session cookie, CSRF header). */
function call<T>(page: Page, path: string, method: 'GET' | 'POST', body?: unknown) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, method, body },
  );
}

test('the referent of a mission the company published confirms an application from the Candidatures tab', async ({ page, browser }) => {
  // rh@acme.example publishes a mission of acme's own, naming themselves referent.
  await signIn(page, 'rh@acme.example');
  const session = await call<{ me: { user: { id: string } } }>(page, '/session', 'GET');
  const title = `Collecte Acme ${Date.now().toString(36)}`;
  const created = await call<{ mission: { id: number } }>(page, '/companies/acme/published-missions', 'POST', {
    title,
    description: 'Trier les dons de la collecte.',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: 'Un samedi par mois',
    timeType: 'personal',
    isRemote: true,
    thematics: ['THEMATIC_POVERTY_EXCLUSION'],
    skills: [],
    sdgs: [],
    images: [],
    timeslots: [],
    supervisorId: session.body.me.user.id,
  });
  expect(created.status).toBe(201);
  const id = created.body.mission.id;
  expect((await call(page, `/companies/acme/published-missions/${id}/publish`, 'POST', {})).status).toBe(200);

  // salarie@acme.example applies.
  const employee = await browser.newContext();
  const employeePage = await employee.newPage();
  await signIn(employeePage, 'salarie@acme.example');
  const applied = await call(employeePage, '/companies/acme/engagements', 'POST', { engagementId: crypto.randomUUID(), missionId: id, timeslotIds: [], timeType: 'personal' });
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
