import { expect, test } from './fixtures';
import { codeIn, expectHeading, submitLogin, waitForMail } from './helpers';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;

test('an acme employee registers: account, code by e-mail, account and profile, then the employee home', async ({ page }) => {
  const email = `${unique('recrue')}@acme.example`;
  await page.goto('/collaborateur/acme');
  await expectHeading(page, 'Acme');
  await page.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/collaborateur/acme/inscription');

  // Bad input is answered field by field, in French, and nothing typed is lost.
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Solide2027');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas', { exact: true })).toBeVisible();
  await expect(page.getByText("Vous devez accepter les conditions d'utilisation.", { exact: true })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  // The error summary takes the focus; its first link brings it to the confirmation.
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Confirmation du mot de passe : Les deux mots de passe ne correspondent pas' }).click();
  await expect(page.getByLabel('Confirmation du mot de passe')).toBeFocused();

  const since = Date.now();
  await page.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await page.getByLabel(/J'accepte les conditions d'utilisation/).check();
  await page.getByLabel(/J'accepte que mes données personnelles/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(`Nous avons envoyé un code à 6 chiffres à ${email}.`)).toBeVisible();

  const mail = await waitForMail(email, since);
  expect(mail.subject).toMatch(/^Votre code de confirmation Solidaire : \d{6}$/);
  await page.getByLabel('Code à 6 chiffres').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Confirmer' }).click();

  await expectHeading(page, 'Compléter mon compte');
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Garnier');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectHeading(page, 'Compléter mon profil');
  await page.getByLabel('Poste').fill('Cheffe de projet');
  await page.getByLabel('Adresse e-mail de votre manager').fill('manager@acme.example');
  await page.getByLabel('Entité').selectOption({ label: 'Agence Lyon' });
  await page.getByRole('button', { name: 'Terminer mon inscription' }).click();

  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await expectHeading(page, 'Bonjour Léa');
});

test('asking for a new code too soon says an e-mail was already sent and to check spam', async ({ page }) => {
  const email = `${unique('presse')}@acme.example`;
  await page.goto('/collaborateur/acme/inscription');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await page.getByLabel(/J'accepte les conditions d'utilisation/).check();
  await page.getByLabel(/J'accepte que mes données personnelles/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('link', { name: "Vous n'avez pas reçu de code ?" }).click();
  await expect(page).toHaveURL(/\/collaborateur\/acme\/inscription\/email\/renvoyer\?email=/);
  await page.getByRole('button', { name: 'Envoyer un nouveau code' }).click();
  await expect(page.getByRole('alert')).toContainText("Un e-mail vous a déjà été envoyé il y a moins d'une minute.");
  await expect(page.getByRole('alert')).toContainText('courriers indésirables');
});

test('a forgotten password is reset with a 6-digit code, and the new one works', async ({ page }) => {
  // An account no other spec signs in with: the specs share one database, and its password changes here.
  await page.goto('/login/complete-email');
  await page.getByLabel('Adresse e-mail').fill('salarie@acme-services.example');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('salarie@acme-services.example');
  const since = Date.now();
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByText('Si un compte existe pour cette adresse, un code vient de lui être envoyé.', { exact: false })).toBeVisible();

  const mail = await waitForMail('salarie@acme-services.example', since);
  expect(mail.subject).toBe('Votre code pour réinitialiser votre mot de passe Solidaire');
  await page.getByLabel('Code à 6 chiffres').fill(codeIn(mail));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('faible');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('faible');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.').last()).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau2026');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Nouveau2026');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.')).toBeVisible();

  await submitLogin(page, 'salarie@acme-services.example', 'Nouveau2026');
  await expect(page).toHaveURL('/collaborateur/acme-services/accueil');
});

test('an association registers as a partner of acme and lands in its space', async ({ page }) => {
  const email = `${unique('presidente')}@jardins.example`;
  const name = `Jardins ${unique('partages')}`;
  await page.goto('/inscription-association/acme');
  await expectHeading(page, 'Inscrire mon association');
  await expect(page.getByText('Votre association sera partenaire de Acme.')).toBeVisible();
  await page.getByLabel("Nom de l'association").fill(name);
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await page.getByLabel(/J'accepte les conditions d'utilisation/).check();
  await page.getByRole('button', { name: 'Inscrire mon association' }).click();
  await expect(page.getByText("Vous devez confirmer que votre association respecte les critères d'éligibilité.", { exact: true })).toBeVisible();
  await page.getByLabel(/Je confirme que mon association respecte/).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Inscrire mon association' }).click();
  await page.getByLabel('Code à 6 chiffres').fill(codeIn(await waitForMail(email, since)));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/association\/jardins-/);
  await expectHeading(page, 'Bonjour Inès');
});

test('the SSO error screen says what happened and offers to retry', async ({ page }) => {
  await page.goto('/login/sso-error');
  await expectHeading(page, 'Une erreur est survenue');
  await expect(page.getByText('contactez le service informatique de votre entreprise', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL('/login/complete-email');
});
