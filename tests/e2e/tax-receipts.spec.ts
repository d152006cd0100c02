import { readFile } from 'node:fs/promises';
import { pdfText } from '../factories/pdf-text';
import { expect, test } from './fixtures';
import { callApi, expectHeading, screenPath, signIn } from './helpers';

/** The demo's tax-exempt skills mission on work time (issue 20), with free places 9 days from the seed's day (09:00-12:00). */
const MISSION = "Tenue de la comptabilité de l'association";

/** DD/MM/YYYY of the Paris day `inDays` from now. */
function parisDay(inDays: number): string {
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(Date.now() + inDays * 86_400_000));
}

test('skills sponsorship: a finished work-time application, its time validated, the association issues the receipt, the company downloads it', async ({ page, browser }) => {
  // Setup through the API, as the screens do: Antoine (Acme's ambassador) applies on work time, the referent confirms and finishes.
  await signIn(page, 'rh@acme.example');
  const members = await callApi<{ members: Array<{ userId: string; email: string; role: string; entity: { id: number } | null; managerEmail: string | null; matricule: string | null }> }>(
    page,
    '/companies/acme/members?q=ambassadeur%40acme.example',
    'GET',
  );
  const antoine = members.body.members.find((member) => member.email === 'ambassadeur@acme.example')!;
  // Acme declares Antoine's daily cost (the employee form): 490 €, so a full day is 490,00 € and a 3-hour half day 210,00 €.
  const declared = await page.evaluate(
    async ({ antoine }) =>
      (
        await fetch(`/api/v1/companies/acme/members/${antoine.userId}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ role: antoine.role, entityId: antoine.entity?.id ?? null, managerEmail: antoine.managerEmail, matricule: antoine.matricule, dailyCostCents: 49_000 }),
        })
      ).status,
    { antoine },
  );
  expect(declared).toBe(200);

  const employee = await browser.newContext({ locale: 'fr-FR' });
  const employeePage = await employee.newPage();
  await signIn(employeePage, 'ambassadeur@acme.example');
  await employeePage.goto('/collaborateur/acme/missions');
  await employeePage.getByRole('link', { name: MISSION }).first().click();
  await expectHeading(employeePage, MISSION);
  await employeePage.getByRole('link', { name: 'Postuler' }).click();
  await expectHeading(employeePage, `Postuler : ${MISSION}`);
  await employeePage.getByRole('checkbox', { name: `${parisDay(9)} 09:00–12:00` }).check();
  await employeePage.getByRole('radio', { name: 'Sur le temps de travail' }).check();
  await employeePage.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(employeePage).toHaveURL(/\/collaborateur\/acme\/mes-experiences\/[0-9a-f-]{36}$/);
  const engagementId = new URL(employeePage.url()).pathname.split('/').pop()!;
  await employee.close();

  // The date waits for a decision (no manager named): Acme's admin validates it in the manager's place.
  const view = await callApi<{ timeslots: Array<{ id: number; state: string }> }>(page, `/companies/acme/engagements/${engagementId}`, 'GET');
  const date = view.body.timeslots[0]!;
  if (date.state === 'toValidate') expect((await callApi(page, `/companies/acme/engagement-timeslots/${date.id}/validate`, 'POST', {})).status).toBe(200);

  const association = await browser.newContext({ locale: 'fr-FR' });
  const associationPage = await association.newPage();
  await signIn(associationPage, 'asso@amis-du-quartier.example');
  expect((await callApi(associationPage, `/associations/amis-du-quartier/engagements/${engagementId}/confirm`, 'POST', {})).status).toBe(200);
  expect((await callApi(associationPage, `/associations/amis-du-quartier/engagements/${engagementId}/finish`, 'POST', {})).status).toBe(200);

  // Acme reviews the time spent: « Revoir le temps passé », « Valider le temps passé ».
  await page.goto(`/entreprise/acme/suivi-missions/${engagementId}`);
  await page.getByRole('button', { name: 'Revoir le temps passé' }).click();
  await page.getByRole('button', { name: 'Valider le temps passé' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Valider le temps passé' }).click();
  await expect(page.getByText('Revue du temps passé enregistrée.')).toBeVisible();

  // The line shows in Acme's « Reçus fiscaux », valued at Antoine's daily cost.
  await page.goto('/entreprise/acme/recus-fiscaux');
  await expectHeading(page, 'Reçus fiscaux');
  const companyLine = page.getByTestId('tax-line').filter({ hasText: 'Antoine Bernard' });
  await expect(companyLine).toHaveCount(1);
  // A morning of 3 hours is a half day: 3/7 of 490 € = 210,00 €.
  const amount = '210,00 €';
  await expect(companyLine).toContainText('0,43');
  await expect(companyLine).toContainText('490,00 €');
  await expect(companyLine).toContainText(amount);

  // The association chooses the line, prepares the receipt, then issues it.
  await associationPage.goto('/association/amis-du-quartier/recus-fiscaux');
  await expectHeading(associationPage, 'Reçus fiscaux');
  await associationPage.getByRole('checkbox', { name: /Antoine Bernard/ }).check();
  await associationPage.getByRole('button', { name: 'Préparer un reçu pour les lignes choisies' }).click();
  await expect(associationPage.getByText('Reçu préparé : il est à envoyer.')).toBeVisible();
  // The same line cannot go on another receipt: its box is now disabled.
  await expect(associationPage.getByRole('checkbox', { name: /Antoine Bernard/ })).toBeDisabled();
  const receipt = associationPage.getByTestId('tax-receipt').filter({ hasText: 'En cours (à envoyer)' }).filter({ hasText: amount! }).first();
  await receipt.getByRole('button', { name: 'Émettre le reçu' }).click();
  const number = `RF-E2E-${Date.now()}`;
  // A refusal names its field, in French.
  await associationPage.getByRole('button', { name: 'Émettre le reçu fiscal' }).click();
  await expect(associationPage.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await associationPage.getByLabel('Numéro du reçu').fill(number);
  await associationPage.getByLabel("Adresse de l'association").fill('12 rue des Lilas, 75011 Paris');
  await associationPage.getByLabel("Objet de l'association").fill('Lutter contre l’isolement dans le quartier');
  await associationPage.getByRole('button', { name: 'Émettre le reçu fiscal' }).click();
  await expect(associationPage.getByText('Reçu fiscal émis.')).toBeVisible();
  await associationPage.screenshot({ path: screenPath('association-tax-receipts.png'), fullPage: true });
  await association.close();

  // Acme downloads the receipt and reads it: the legal mentions, and the figures of its line.
  await page.reload();
  const issued = page.getByTestId('tax-receipt').filter({ hasText: number });
  await expect(issued).toContainText('Complet');
  const [download] = await Promise.all([page.waitForEvent('download'), issued.getByRole('button', { name: 'Télécharger le reçu' }).click()]);
  const text = pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain('Article 238 bis du code général des impôts');
  expect(text).toContain(`Reçu n° ${number}`);
  expect(text).toContain('Les Amis du Quartier');
  expect(text).toContain('12 rue des Lilas, 75011 Paris');
  expect(text).toContain('Acme');
  expect(text).toContain('mécénat de compétences');
  expect(text).toContain(`Montant : ${amount}`);
  // The line: who, which mission, then its days at the daily cost, as Acme's panel showed them.
  expect(text).toContain(`Antoine Bernard — ${MISSION}`);
  expect(text).toContain(`0,43 j × 490,00 € = ${amount}`);
  await page.screenshot({ path: screenPath('company-tax-receipts.png'), fullPage: true });
});
