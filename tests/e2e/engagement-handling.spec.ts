import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectHeading, linkIn, signIn, waitForMail } from './helpers';

const SCREENS = 'docs/screens';
const MISSION = "Refonte du site internet de l'association";

test.beforeAll(() => fs.mkdirSync(SCREENS, { recursive: true }));

test('an application on work time: the manager validates the date, the referent confirms then finishes, a member reads, they talk', async ({ page, browser }) => {
  // salarie@acme.example applies on work time through the API, from the signed-in page (same origin).
  await signIn(page, 'salarie@acme.example');
  const since = Date.now();
  const applied = await page.evaluate(async (title) => {
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Context-Type': 'employee' };
    const search = (await (await fetch(`/api/v1/companies/acme/missions/search?q=${encodeURIComponent('Refonte du site')}`, { headers })).json()) as {
      missions: Array<{ id: number; title: string }>;
    };
    const mission = search.missions.find((candidate) => candidate.title === title)!;
    const detail = (await (await fetch(`/api/v1/companies/acme/missions/${mission.id}`, { headers })).json()) as { timeslots: Array<{ id: number }> };
    const response = await fetch('/api/v1/companies/acme/engagements', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        engagementId: crypto.randomUUID(),
        missionId: mission.id,
        timeslotIds: [detail.timeslots[0]!.id],
        timeType: 'work',
        message: 'Bonjour, je suis développeur web et disponible pour vous aider.',
        onFull: 'reject',
        acknowledgeInsufficientCredit: true,
      }),
    });
    return { status: response.status, body: (await response.json()) as { engagement: { id: string } } };
  }, MISSION);
  expect(applied.status).toBe(200);
  const engagementId = applied.body.engagement.id;

  // The manager opens the link of the e-mail, without an account, and validates the date.
  const mail = await waitForMail('manager@acme.example', since, /valider/i);
  const managerContext = await browser.newContext({ locale: 'fr-FR' });
  const manager = await managerContext.newPage();
  await manager.goto(new URL(linkIn(mail)).pathname);
  await expectHeading(manager, 'Validation des dates par le manager');
  await expect(manager.getByText(MISSION)).toBeVisible();
  await expect(manager.getByText('Dates en attente de votre décision : 1')).toBeVisible();
  await manager.getByRole('button', { name: 'Valider' }).click();
  await expect(manager.getByRole('dialog')).toContainText('Vous validez la participation de');
  await manager.getByRole('button', { name: 'Oui, valider' }).click();
  await expect(manager.getByText('Vous avez répondu pour toutes les dates. Merci !')).toBeVisible();
  await expect(manager.getByRole('listitem').filter({ hasText: 'Validée' })).toHaveCount(1);
  await manager.screenshot({ path: `${SCREENS}/manager-validation.png`, fullPage: true });
  // A made-up link answers in French.
  await manager.goto('/validation-manager/ceci-n-est-pas-un-lien-valable-du-tout');
  await expectHeading(manager, "Ce lien n'est plus valable");
  await managerContext.close();

  // The mission's referent confirms, then marks the mission as finished, on the follow-up page.
  const referentContext = await browser.newContext({ locale: 'fr-FR' });
  const referent = await referentContext.newPage();
  await signIn(referent, 'asso@amis-du-quartier.example');
  await referent.goto(`/association/amis-du-quartier/suivi-missions/${engagementId}`);
  await expectHeading(referent, /^Candidature de /);
  await expect(referent.getByTestId('engagement-state')).toHaveText('À confirmer');
  await expect(referent.getByRole('cell', { name: 'Validée' })).toBeVisible();
  await referent.getByRole('button', { name: 'Confirmer' }).click();
  await referent.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(referent.getByTestId('engagement-state')).toHaveText('Confirmée');
  await expect(referent.getByText(/confirmée\.$/).first()).toBeVisible();
  await referent.getByRole('button', { name: 'Marquer comme terminée' }).click();
  await referent.getByRole('alertdialog').getByRole('button', { name: 'Marquer comme terminée' }).click();
  await expect(referent.getByTestId('engagement-state')).toHaveText('Terminée');
  await expect(referent.getByRole('button', { name: 'Repasser en confirmée' })).toBeVisible();
  await referent.screenshot({ path: `${SCREENS}/engagement-follow-up.png`, fullPage: true });

  // The messenger: the volunteer's message opened the conversation; the referent answers.
  await referent.getByRole('link', { name: 'Ouvrir la messagerie' }).click();
  await expect(referent).toHaveURL(`/association/amis-du-quartier/messagerie/${engagementId}`);
  await expect(referent.getByText('Bonjour, je suis développeur web et disponible pour vous aider.')).toBeVisible();
  await referent.getByLabel('Votre message').fill('Merci beaucoup ! Rendez-vous lundi à 9 h pour le lancement.');
  const posted = referent.waitForResponse((response) => response.url().endsWith('/messages') && response.request().method() === 'POST');
  await referent.getByRole('button', { name: 'Envoyer' }).click();
  const answer = await posted;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(referent.getByLabel('Votre message')).toHaveValue('');
  await expect(referent.locator('.messenger__message--mine')).toContainText('Merci beaucoup ! Rendez-vous lundi à 9 h pour le lancement.');
  await referent.screenshot({ path: `${SCREENS}/messenger.png`, fullPage: true });
  await waitForMail('salarie@acme.example', since, /Nouveau message/);

  // The mission's Candidatures tab links to the follow-up page.
  await referent.goto('/association/amis-du-quartier/missions');
  await referent.getByRole('link', { name: MISSION }).first().click();
  await referent.getByRole('tab', { name: 'Candidatures' }).click();
  await expect(referent.getByRole('link', { name: 'Suivi' }).first()).toBeVisible();
  await referentContext.close();

  // A simple member of the association reads everything, and cannot act.
  const memberContext = await browser.newContext({ locale: 'fr-FR' });
  const member = await memberContext.newPage();
  await signIn(member, 'benevole-asso@amis-du-quartier.example');
  await member.goto(`/association/amis-du-quartier/suivi-missions/${engagementId}`);
  await expect(member.getByTestId('engagement-state')).toHaveText('Terminée');
  await expect(member.getByText('Seul le référent de la mission peut gérer cette candidature. Vous la consultez en lecture seule.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Repasser en confirmée' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Annuler la candidature' })).toHaveCount(0);
  await memberContext.close();
});
