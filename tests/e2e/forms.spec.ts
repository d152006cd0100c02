import { type Page, expect, test } from '@playwright/test';
import { expectHeading, screenPath, signIn } from './helpers';

/**
 * Issue 12, forms on a phone: the mission form in steps with its error
 * summary, a French date typed as jj/mm/aaaa, and the apply form's message
 * when no slot is chosen.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The page never scrolls sideways. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the association mission form goes in steps on a phone, with a summary of the fields to fix', async ({ page }) => {
  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto('/association/amis-du-quartier/missions/creer-une-mission');
  await expectHeading(page, 'Créer une mission');
  await expect(page.getByText("Étape 1 sur 4 : L'essentiel")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publier' })).toHaveCount(0);
  await expectNoSideScroll(page);

  // « Suivant » on an empty step: the summary takes the focus, its link focuses the field.
  await page.getByRole('button', { name: 'Suivant' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary.getByRole('heading', { name: '1 champ à corriger' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByText("Étape 1 sur 4 : L'essentiel")).toBeVisible();
  await summary.getByRole('link', { name: 'Titre : Indiquez le titre de la mission.' }).click();
  await expect(page.getByLabel('Titre')).toBeFocused();

  await page.getByLabel('Titre').fill('Atelier vélo solidaire');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Étape 2 sur 4 : Lieu et dates')).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expectNoSideScroll(page);

  // A French date field: typed jj/mm/aaaa on the keypad, masked as it goes, an impossible date refused in words.
  const expiresOn = page.getByLabel("Date d'expiration");
  await expect(expiresOn).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  await expiresOn.pressSequentially('31022027');
  await expect(expiresOn).toHaveValue('31/02/2027');
  await expiresOn.blur();
  await expect(page.getByText('Date invalide.')).toBeVisible();
  await expiresOn.fill('');
  await expiresOn.pressSequentially('03122026');
  await expect(expiresOn).toHaveValue('03/12/2026');
  await expiresOn.blur();
  await expect(page.getByText('Date invalide.')).toHaveCount(0);
  // A timeslot row keeps its date field (text and calendar button) within the phone's width.
  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  const slotDate = page.getByRole('listitem', { name: 'Créneau 1', exact: true }).getByLabel('Date', { exact: true });
  await slotDate.pressSequentially('10122026');
  await expect(slotDate).toHaveValue('10/12/2026');
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Supprimer le créneau 1' }).click();

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Étape 3 sur 4 : Référent et inscriptions')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Étape 4 sur 4 : Images')).toBeVisible();
  await expectNoSideScroll(page);

  // Publishing an incomplete mission: every missing field in one summary, and the first step in error shown.
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(summary.getByRole('heading', { name: '5 champs à corriger' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Description : Décrivez la mission.',
    'Thématiques : Choisissez au moins une thématique.',
    'Adresse : Indiquez le lieu de la mission, ou cochez « Mission à distance ».',
    'Créneaux : Ajoutez au moins un créneau à venir.',
    'Référent : Choisissez le référent de la mission.',
  ]);
  await expect(page.getByText("Étape 1 sur 4 : L'essentiel")).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenPath('mission-form-errors.png'), fullPage: true });

  // A link to a field of another step brings that step, then the field.
  await summary.getByRole('link', { name: 'Référent : Choisissez le référent de la mission.' }).click();
  await expect(page.getByText('Étape 3 sur 4 : Référent et inscriptions')).toBeVisible();
  await expect(page.getByLabel('Référent', { exact: true })).toBeFocused();

  // Nothing typed was lost between the steps.
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(expiresOn).toHaveValue('03/12/2026');
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByLabel('Titre')).toHaveValue('Atelier vélo solidaire');
});

test('the apply form without a slot says « Choisissez au moins un créneau »', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/missions');
  await page.getByRole('link', { name: 'Distribution alimentaire du samedi' }).first().click();
  await page.getByRole('link', { name: 'Postuler' }).click();
  await expectHeading(page, 'Postuler : Distribution alimentaire du samedi');

  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary.getByRole('heading', { name: '2 champs à corriger' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.locator('.apply-form__slots .field__error')).toHaveText('Choisissez au moins un créneau.');
  await expect(summary.getByRole('link', { name: 'Choisissez vos créneaux : Choisissez au moins un créneau.' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenPath('apply-errors.png'), fullPage: true });

  await summary.getByRole('link', { name: 'Choisissez vos créneaux : Choisissez au moins un créneau.' }).click();
  await expect(page.locator('.apply-form__slots input[type="checkbox"]:not([disabled])').first()).toBeFocused();
});

test('the company export period takes French dates and stays within its card on a phone', async ({ page }) => {
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme/suivi-missions');
  const card = page.locator('section').filter({ has: page.getByLabel('Du', { exact: true }) });
  const from = page.getByLabel('Du', { exact: true });
  const to = page.getByLabel('Au', { exact: true });
  await from.pressSequentially('01052026');
  await to.pressSequentially('01042026');
  await expect(from).toHaveValue('01/05/2026');
  await expect(card.getByText('La date de fin doit suivre la date de début.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Télécharger (Excel)' })).toBeDisabled();
  await to.fill('');
  await to.pressSequentially('31052026');
  await expect(card.getByRole('button', { name: 'Télécharger (Excel)' })).toBeEnabled();
  const box = (await card.boundingBox())!;
  for (const field of [from, to]) {
    const own = (await field.locator('xpath=..').boundingBox())!;
    expect(own.x + own.width).toBeLessThanOrEqual(box.x + box.width);
  }
  await expectNoSideScroll(page);
});
