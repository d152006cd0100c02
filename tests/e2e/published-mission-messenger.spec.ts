import { expect, test } from './fixtures';
import { callApi, publishAcmeMission, signIn } from './helpers';

test('the referent of a mission the company published answers the volunteer from the follow-up’s messenger tab', async ({ page, browser }) => {
  // rh@acme.example publishes a mission of acme's own, naming themselves referent.
  const title = `Tri solidaire ${Date.now().toString(36)}`;
  const id = await publishAcmeMission(page, title);

  // salarie@acme.example applies with a message.
  const employee = await browser.newContext();
  const employeePage = await employee.newPage();
  await signIn(employeePage, 'salarie@acme.example');
  const engagementId = crypto.randomUUID();
  const applied = await callApi(employeePage, '/companies/acme/engagements', 'POST', {
    engagementId,
    missionId: id,
    timeslotIds: [],
    timeType: 'personal',
    message: 'Bonjour, je peux venir samedi.',
  });
  expect(applied.status).toBe(200);

  // The referent opens the messenger tab of the follow-up (the link of the messenger e-mails) and answers.
  await page.goto(`/entreprise/acme/suivi-missions/${engagementId}?bar_tab=messenger`);
  await expect(page.getByRole('tab', { name: 'Messagerie' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Bonjour, je peux venir samedi.')).toBeVisible();
  await expect(page.getByText(/Vous traitez cette candidature/)).toBeVisible();
  await page.getByLabel('Votre message').fill('Merci ! Rendez-vous à 9 h devant le siège.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByLabel('Votre message')).toHaveValue('');
  await expect(page.getByText('Merci ! Rendez-vous à 9 h devant le siège.')).toBeVisible();

  // The volunteer reads it as coming from the company.
  await employeePage.goto(`/collaborateur/acme/mes-experiences/${engagementId}?bar_tab=messenger`);
  const answer = employeePage.locator('.messenger__message', { hasText: 'Merci ! Rendez-vous à 9 h devant le siège.' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('(Acme)');
  await employee.close();
});
