import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

const MISSION = 'Distribution alimentaire du samedi';

/** DD/MM/YYYY of the Paris day `inDays` from now (the demo slots are 09:00-12:00 on such days: server/seed/seed.ts). */
function parisDay(inDays: number): string {
  const day = new Date(Date.now() + inDays * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(day);
}

test('an Acme employee applies on personal time, follows the application in Mes expériences and cancels it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'salarie@acme.example');

  // The employee space's navigation leads to the missions, then to the mission and its form.
  await page.goto('/collaborateur/acme/accueil');
  await page.getByRole('navigation', { name: "Navigation de l'espace collaborateur" }).getByRole('link', { name: 'Missions' }).click();
  await expectHeading(page, 'Missions');
  await page.getByRole('link', { name: MISSION }).first().click();
  await expectHeading(page, MISSION);
  await page.getByRole('link', { name: 'Postuler' }).click();
  await expect(page).toHaveURL(/\/collaborateur\/acme\/missions\/\d+-distribution-alimentaire-du-samedi\/apply$/);
  await expectHeading(page, `Postuler : ${MISSION}`);

  // Nothing chosen: French messages, nothing sent.
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByRole('link', { name: 'Choisissez vos créneaux : Choisissez au moins un créneau.' })).toBeVisible();

  await page.getByRole('checkbox', { name: `${parisDay(12)} 09:00–12:00` }).check();
  await page.getByRole('radio', { name: 'Sur le temps de travail' }).check();
  await expect(page.getByText('Jours solidaires utilisés : une demi-journée (4 h).')).toBeVisible();
  await page.getByRole('radio', { name: 'Sur le temps personnel' }).check();
  await expect(page.getByText("Sur votre temps personnel, aucun jour solidaire n'est utilisé.")).toBeVisible();
  await page.getByLabel("Votre message à l'association (facultatif)").fill('Bonjour, je serai ravi de vous aider samedi matin.');
  await page.screenshot({ path: screenPath('apply.png'), fullPage: true });
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();

  // The application's page: its step, its date.
  await expect(page).toHaveURL(/\/collaborateur\/acme\/mes-experiences\/[0-9a-f-]{36}$/);
  await expectHeading(page, MISSION);
  await expect(page.getByText('Votre candidature a été envoyée.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Étape : Message envoyé' })).toBeVisible();
  await expect(page.getByText(`${parisDay(12)} 09:00–12:00`)).toBeVisible();
  await page.screenshot({ path: screenPath('experience.png'), fullPage: true });

  // Mes expériences lists it under 'En cours', beside the demo applications of this employee.
  await page.getByRole('link', { name: 'Retour à mes expériences' }).click();
  await expectHeading(page, 'Mes expériences');
  const ongoing = page.getByRole('region', { name: /^En cours \(\d+\)$/ });
  await expect(ongoing.getByRole('link', { name: MISSION })).toBeVisible();
  await expect(ongoing.getByRole('listitem').filter({ has: page.getByRole('link', { name: MISSION }) })).toContainText('Message envoyé');
  await page.screenshot({ path: screenPath('my-experiences.png'), fullPage: true });

  // Cancel with a reason: 'Autre' needs a free text.
  await ongoing.getByRole('link', { name: MISSION }).click();
  await page.getByRole('button', { name: 'Annuler ma candidature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler ma candidature' });
  await dialog.getByLabel('Motif').selectOption({ label: 'Autre' });
  await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.')).toBeVisible();
  await dialog.getByLabel('Précisez le motif').fill('Un déplacement professionnel imprévu');
  await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Étape : Annulée' })).toBeVisible();
  await expect(page.getByText('Un déplacement professionnel imprévu')).toBeVisible();

  await page.getByRole('link', { name: 'Retour à mes expériences' }).click();
  await expect(page.getByRole('region', { name: /^Annulées \(\d+\)$/ }).getByRole('link', { name: MISSION })).toBeVisible();
  await expect(page.getByRole('region', { name: /^En cours \(\d+\)$/ }).getByRole('link', { name: MISSION })).toHaveCount(0);

  // The solidarity days, explained.
  await page.getByRole('link', { name: 'Jours solidaires' }).click();
  await expectHeading(page, 'Jours solidaires');
  await expect(page.getByRole('heading', { name: 'Solde' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Jours attribués/ })).toBeVisible();
  await page.screenshot({ path: screenPath('credits.png'), fullPage: true });
});

test('a visitor who applies from the public mission page signs in and lands on the form of their company', async ({ page }) => {
  await page.goto('/toutes-les-missions?thematics=THEMATIC_FOOD');
  await page.getByRole('link', { name: MISSION }).click();
  await page.getByRole('link', { name: 'Postuler' }).click();
  await expect(page).toHaveURL(/\/login\/complete-email\?redirect-back=/);
  await page.getByLabel('Adresse e-mail').fill('salarie@globex.example');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe').fill('Demo2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/collaborateur\/globex\/missions\/\d+-distribution-alimentaire-du-samedi\/apply$/);
  await expectHeading(page, `Postuler : ${MISSION}`);
});
