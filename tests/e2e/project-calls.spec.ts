import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, codeIn, dropSession, expectHeading, screenPath, signIn, waitForMail } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

test.use({ viewport: DESKTOP });

/** A moment `offset` ms from now as the form's Paris-time field takes it (AAAA-MM-JJTHH:mm). */
function parisInput(offset: number): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + offset));
  return text.replace(' ', 'T');
}

/** A small PDF the upload endpoint recognises by its content. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** The project form, filled by its French labels: the association, the four mandatory answers and both files. */
async function fillProject(page: Page, associationName: string) {
  await page.getByLabel("Nom de l'association").fill(associationName);
  await page.getByLabel('Votre rôle').fill('Présidente');
  await page.getByLabel('Accroche').fill('Des potagers au pied des immeubles');
  await page.getByLabel(/Présentez votre projet en quelques lignes/).fill('Un potager partagé entretenu par les habitants.');
  await page.getByLabel(/Quels sont les objectifs/).fill('Nourrir le quartier et créer du lien.');
  await page.getByLabel(/Qui sont les bénéficiaires/).fill('Les familles du quartier.');
  await page.getByLabel(/À quoi servira le financement/).fill('Des outils, des graines et un composteur.');
  await page.getByRole('group', { name: /Statuts de l'association/ }).locator('input[type="file"]').setInputFiles(pdf('statuts.pdf'));
  await expect(page.getByRole('link', { name: 'Voir le document actuel' }).first()).toBeVisible();
  await page.getByRole('group', { name: /Budget prévisionnel du projet/ }).locator('input[type="file"]').setInputFiles(pdf('budget.pdf'));
  await expect(page.getByRole('link', { name: 'Voir le document actuel' })).toHaveCount(2);
}

/** The admin moves the call's dates on its form (the phases are walked by editing the dates, in Paris time). */
async function setDates(page: Page, callUrl: string, dates: Record<string, number>) {
  await page.goto(callUrl);
  await page.getByRole('link', { name: 'Modifier', exact: true }).click();
  await expectHeading(page, "Modifier l'appel à projets");
  for (const [label, offset] of Object.entries(dates)) await page.getByLabel(label, { exact: true }).fill(parisInput(offset));
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText("L'appel à projets a été modifié.")).toBeVisible();
}

async function vote(page: Page, email: string, callTitle: string, projectName: string) {
  await dropSession(page);
  await signIn(page, email);
  await page.goto('/collaborateur/acme/appels-a-projets');
  await page.getByRole('link', { name: callTitle }).click();
  await expectHeading(page, callTitle);
  await expect(page.getByText('Phase : Vote')).toBeVisible();
  await expect(page.getByText('Il vous reste 3 votes sur 3.')).toBeVisible();
  await page.getByRole('button', { name: `Voter pour ${projectName}` }).click();
  await expect(page.getByText('Il vous reste 2 votes sur 3.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Retirer mon vote pour ${projectName}` })).toBeVisible();
}

test('an internal call walked through its phases: created, a project submitted and accepted, two votes, the results', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const callTitle = `Budget participatif ${suffix}`;
  const projectName = `Jardins partagés ${suffix}`;

  // The company admin creates an internal call whose submissions run now.
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await page.getByRole('link', { name: /Appels à projets/ }).click();
  await expectHeading(page, 'Appels à projets');
  // The demo's call in its vote phase.
  await expect(page.getByRole('link', { name: 'Fonds solidaire 2026' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un appel à projets' }).first().click();
  await expectHeading(page, 'Créer un appel à projets');
  // Sent empty: refused beside the title.
  await page.getByRole('button', { name: "Créer l'appel à projets" }).click();
  await expect(page.getByText('Tous les champs obligatoires ne sont pas correctement complétés')).toBeVisible();
  await expect(page.getByLabel('Titre', { exact: true })).toBeFocused();

  await page.getByLabel('Titre', { exact: true }).fill(callTitle);
  await page.getByLabel('Sous-titre').fill('Vos projets pour le quartier');
  await page.getByLabel('Description').fill('Trois projets associatifs seront soutenus.');
  await page.getByRole('button', { name: 'Ajouter un critère' }).click();
  await page.getByLabel('Critère 1').fill('Être une association loi 1901');
  await page.getByLabel('Début du dépôt des projets').fill(parisInput(-HOUR));
  await page.getByLabel('Fin du dépôt des projets').fill(parisInput(10 * DAY));
  await page.getByLabel('Phase de vote').check();
  await page.getByLabel('Début du vote').fill(parisInput(10 * DAY));
  await page.getByLabel('Fin du vote').fill(parisInput(20 * DAY));
  await page.getByLabel('Phase de résultats').check();
  await page.getByLabel('Début des résultats').fill(parisInput(20 * DAY));
  await page.getByLabel('Fin des résultats').fill(parisInput(30 * DAY));
  await page.getByRole('button', { name: "Créer l'appel à projets" }).click();
  await expect(page.getByText("L'appel à projets a été créé.")).toBeVisible();
  await expectHeading(page, callTitle);
  await expect(page.getByText('Phase : Dépôt des projets')).toBeVisible();
  await expect(page.getByText('Aucun projet n\'a encore été déposé.')).toBeVisible();
  const callUrl = page.url();

  // An employee submits a project (on a phone: the page never scrolls sideways).
  await dropSession(page);
  await page.setViewportSize(PHONE);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/accueil');
  await page.getByRole('link', { name: /Appels à projets/ }).click();
  await expectHeading(page, 'Appels à projets');
  await page.getByRole('link', { name: callTitle }).click();
  await expectHeading(page, callTitle);
  await expect(page.getByText('Phase : Dépôt des projets')).toBeVisible();
  await page.getByRole('link', { name: 'Déposer un projet' }).click();
  await expectHeading(page, 'Mon projet');
  await fillProject(page, projectName);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: screenPath('project-form-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Déposer le projet' }).click();
  await expect(page.getByText('Votre projet a été déposé.')).toBeVisible();
  await expectHeading(page, callTitle);
  await expect(page.getByRole('region', { name: 'Mon projet' }).getByText('En attente')).toBeVisible();
  await page.setViewportSize(DESKTOP);

  // The admin accepts it.
  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await page.goto(callUrl);
  await page.getByRole('button', { name: `Accepter le projet ${projectName}` }).click();
  await expect(page.getByText('Le projet a été accepté.')).toBeVisible();
  await expect(page.getByRole('region', { name: /projet déposé/ }).getByText('Accepté', { exact: true })).toBeVisible();

  // The vote opens: the submissions ended an hour ago.
  await setDates(page, callUrl, {
    'Début du dépôt des projets': -2 * DAY,
    'Fin du dépôt des projets': -HOUR,
    'Début du vote': -HOUR,
    'Fin du vote': 5 * DAY,
    'Début des résultats': 5 * DAY,
    'Fin des résultats': 10 * DAY,
  });
  await expect(page.getByText('Phase : Vote')).toBeVisible();

  // Two employees vote for it.
  await vote(page, 'salarie@acme.example', callTitle, projectName);
  await vote(page, 'ambassadeur@acme.example', callTitle, projectName);
  await page.screenshot({ path: screenPath('project-call-ballot.png'), fullPage: true });

  // The results open: the project leads with its two votes.
  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await setDates(page, callUrl, { 'Fin du vote': -2 * 60_000, 'Début des résultats': -2 * 60_000 });
  await expect(page.getByText('Phase : Résultats')).toBeVisible();
  await dropSession(page);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/appels-a-projets');
  await page.getByRole('link', { name: callTitle }).click();
  const results = page.getByRole('region', { name: 'Résultats' });
  await expect(results.getByRole('listitem').first()).toContainText(`1. ${projectName}`);
  await expect(results.getByRole('listitem').first()).toContainText('2 votes');
  await page.screenshot({ path: screenPath('project-call-results.png'), fullPage: true });
});

test('a person outside the company signs in with an e-mail code through the share link and submits a project', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const callTitle = `Appel ouvert ${suffix}`;
  const email = `presidente-${suffix}@jardins.example`;
  const projectName = `Potagers solidaires ${suffix}`;

  // The admin's external call (its form is walked in the test above), and its share link on the call's page.
  await signIn(page, 'rh@acme.example');
  const created = await callApi<{ projectCall: { id: number }; shareId: string }>(page, '/companies/acme/project-calls', 'POST', {
    title: callTitle,
    settings: { audience: 'external', submissionStartsAt: new Date(Date.now() - HOUR).toISOString(), submissionEndsAt: new Date(Date.now() + 10 * DAY).toISOString() },
  });
  expect(created.status).toBe(201);
  await page.goto(`/entreprise/acme/appels-a-projets/${created.body.projectCall.id}`);
  const share = page.getByRole('region', { name: 'Lien de partage' }).getByRole('link');
  await expect(share).toHaveText(new RegExp(`/appel-a-projets/partage/${created.body.shareId}$`));

  await dropSession(page);
  await page.goto(`/appel-a-projets/partage/${created.body.shareId}`);
  await expectHeading(page, callTitle);
  await expect(page.getByText('Phase : Dépôt des projets')).toBeVisible();
  await page.getByRole('link', { name: 'Déposer un projet' }).click();
  await expectHeading(page, 'Connexion');
  const since = Date.now();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(page.getByText(`Un code de connexion a été envoyé à ${email}.`)).toBeVisible();
  const mail = await waitForMail(email, since);
  await page.getByLabel('Code reçu par e-mail').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expectHeading(page, callTitle);
  await expect(page.getByText("Vous n'avez pas encore déposé de projet.")).toBeVisible();
  await page.getByLabel('Site internet').fill('https://potagers.example');
  await page.getByLabel('Lien vers une vidéo').fill('https://video.example/potagers');
  await fillProject(page, projectName);
  await page.getByRole('button', { name: 'Déposer le projet' }).click();
  await expect(page.getByText('Votre projet a été déposé.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mon projet' }).getByText(projectName)).toBeVisible();

  // The company sees it to review.
  await dropSession(page);
  await signIn(page, 'rh@acme.example');
  await page.goto(`/entreprise/acme/appels-a-projets/${created.body.projectCall.id}`);
  await expect(page.getByRole('link', { name: projectName })).toBeVisible();
});
