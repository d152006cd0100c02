import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, linkIn, screenPath, signIn, waitForMail } from './helpers';

/** DD/MM/YYYY of the Paris day `inDays` from now (the demo slots are 09:00-12:00 on such days). */
function parisDay(inDays: number): string {
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(Date.now() + inDays * 86_400_000));
}

/** The employee's solidarity days as the credit overview shows them (text of each row). */
async function creditRows(page: Page) {
  await page.goto('/collaborateur/acme/jours-solidaires');
  await expectHeading(page, 'Jours solidaires');
  const cell = (name: RegExp) => page.getByRole('row', { name }).getByRole('cell').textContent();
  return { pending: await cell(/^En attente/), confirmed: await cell(/^Confirmés/), finished: await cell(/^Réalisés/), total: await cell(/^Solde/) };
}
const MISSION = "Refonte du site internet de l'association";

test('an application on work time: the manager validates the date, the referent confirms then finishes, a member reads, they talk', async ({ page, browser }) => {
  // salarie@acme.example looks at their solidarity days, then applies on work time from the mission page.
  await signIn(page, 'salarie@acme.example');
  const credits = await creditRows(page);
  await page.goto('/collaborateur/acme/missions');
  await page.getByRole('link', { name: MISSION }).first().click();
  await expectHeading(page, MISSION);
  await page.getByRole('link', { name: 'Postuler' }).click();
  await expectHeading(page, `Postuler : ${MISSION}`);
  await page.getByRole('checkbox', { name: `${parisDay(8)} 09:00–12:00` }).check();
  await page.getByRole('radio', { name: 'Sur le temps de travail' }).check();
  await page.getByLabel("Votre message à l'association (facultatif)").fill('Bonjour, je suis développeur web et disponible pour vous aider.');
  const since = Date.now();
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page).toHaveURL(/\/collaborateur\/acme\/mes-experiences\/[0-9a-f-]{36}$/);
  const engagementId = new URL(page.url()).pathname.split('/').pop()!;
  // The half day it asks for is now held as pending.
  const afterApplying = await creditRows(page);
  expect(afterApplying.pending).not.toBe(credits.pending);
  expect(afterApplying.total).not.toBe(credits.total);

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
  await manager.screenshot({ path: screenPath('manager-validation.png'), fullPage: true });
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
  const afterConfirming = await creditRows(page);
  expect(afterConfirming.pending).toBe(credits.pending);
  expect(afterConfirming.confirmed).not.toBe(credits.confirmed);
  await expect(referent.getByText(/confirmée\.$/).first()).toBeVisible();
  await referent.getByRole('button', { name: 'Marquer comme terminée' }).click();
  await referent.getByRole('alertdialog').getByRole('button', { name: 'Marquer comme terminée' }).click();
  await expect(referent.getByTestId('engagement-state')).toHaveText('Terminée');
  await expect(referent.getByRole('button', { name: 'Repasser en confirmée' })).toBeVisible();
  await referent.screenshot({ path: screenPath('engagement-follow-up.png'), fullPage: true });

  // The employee's days followed: held as confirmed once confirmed, then used once finished.
  const afterFinishing = await creditRows(page);
  expect(afterFinishing.pending).toBe(credits.pending);
  expect(afterFinishing.confirmed).toBe(credits.confirmed);
  expect(afterFinishing.finished).not.toBe(credits.finished);
  expect(afterFinishing.total).toBe(afterApplying.total);

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
  await referent.screenshot({ path: screenPath('messenger.png'), fullPage: true });
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
