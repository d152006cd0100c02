import { expect, test } from './fixtures';
import { codeIn, expectHeading, signIn, waitForMail } from './helpers';

test('preferences are saved, shown after a reload, and a wrong phone keeps what was typed', async ({ page }) => {
  await signIn(page, 'salarie@globex.example');
  await page.goto('/mon-compte?bar_tab=preferences');
  await expectHeading(page, 'Mon compte');
  await expect(page.getByRole('tab', { name: 'Préférences' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Prénom', { exact: true }).fill('Gabriel');
  await page.getByLabel('Nom', { exact: true }).fill('Petit');
  await page.getByLabel('Téléphone').fill('12');
  await page.getByLabel('Fonction').fill('Contrôleur de gestion');
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByRole('alert')).toHaveText('Numéro de téléphone invalide.');
  await expect(page.getByLabel('Fonction')).toHaveValue('Contrôleur de gestion');

  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByText('Vos préférences ont été enregistrées.')).toBeVisible();
  await expect(page.getByLabel('Téléphone')).toHaveValue('+33 6 12 34 56 78');

  await page.reload();
  await expect(page.getByLabel('Téléphone')).toHaveValue('+33 6 12 34 56 78');
  await expect(page.getByLabel('Fonction')).toHaveValue('Contrôleur de gestion');
  await page.getByRole('tab', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL('/mon-compte?bar_tab=account');
  await expect(page.getByText('+33 6 12 34 56 78')).toBeVisible();
  await expect(page.getByText('Contrôleur de gestion')).toBeVisible();
});

test('choosing English in the preferences switches the interface', async ({ page }) => {
  await signIn(page, 'salarie@globex.example');
  await page.goto('/mon-compte?bar_tab=preferences');
  await page.getByLabel('Langue préférée').selectOption('en');
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expectHeading(page, 'My account');
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');

  // Back to French, so the demo account reads its e-mails in French again.
  await page.getByLabel('Preferred language').selectOption('fr');
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expectHeading(page, 'Mon compte');
});

test('an administrator finds an employee, impersonates them, and comes back', async ({ page }) => {
  await signIn(page, 'admin@example.org');
  await expect(page).toHaveURL('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Utilisateurs' }).click();
  await expectHeading(page, 'Utilisateurs');
  await page.getByLabel('Rechercher par nom, adresse e-mail ou matricule').fill('salarie@acme.example');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL('/admin/utilisateurs?q=salarie%40acme.example');
  await expect(page.getByText('Utilisateurs trouvés : 1')).toBeVisible();
  await page.getByRole('link', { name: 'Camille Martin' }).click();
  await expectHeading(page, 'Camille Martin');
  const userPage = page.url();

  await page.getByRole('link', { name: 'Se connecter en tant que Camille Martin' }).click();
  await expect(page).toHaveURL(/\/impersonate\/take\/[0-9a-f-]+$/);
  await expect(page.getByText('Vous allez utiliser la plateforme en tant que Camille Martin (salarie@acme.example)')).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }).click();

  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await expectHeading(page, 'Bonjour Camille');
  await expect(page.getByText('Vous êtes connecté en tant que Camille Martin.')).toBeVisible();
  const leave = page.getByRole('button', { name: 'Revenir à mon compte administrateur' });
  await expect(leave).toBeVisible();

  // A change made meanwhile is recorded on the user's admin page.
  await page.goto('/mon-compte?bar_tab=preferences');
  await page.getByLabel('Fonction').fill('Chargée de mission');
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByText('Vos préférences ont été enregistrées.')).toBeVisible();

  await page.getByRole('button', { name: 'Revenir à mon compte administrateur' }).click();
  await expect(page).toHaveURL(userPage);
  await expectHeading(page, 'Camille Martin');
  await expect(page.getByRole('button', { name: 'Revenir à mon compte administrateur' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu du compte' })).toContainText('Alice Admin');
  await expect(page.getByText('Alice Admin connecté en tant que Camille Martin')).toBeVisible();
  await expect(page.getByText('PUT /api/v1/me/profile')).toBeVisible();
});

test('the mailbox shows the e-mails the platform wrote, with their text', async ({ page, baseURL }) => {
  const email = 'benevole-asso@amis-du-quartier.example';
  const since = Date.now();
  const reset = await page.request.post('/api/auth/email-otp/request-password-reset', {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: baseURL! },
    data: { email },
  });
  expect(reset.ok()).toBe(true);
  const code = codeIn(await waitForMail(email, since));

  await signIn(page, 'admin@example.org');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Boîte mail' }).click();
  await expectHeading(page, 'Boîte mail');
  await page.getByLabel('Adresse du destinataire').fill('pas une adresse');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByRole('alert')).toContainText("n'est pas une adresse e-mail valide");
  await page.getByLabel('Adresse du destinataire').fill(email);
  await page.getByRole('button', { name: 'Filtrer' }).click();

  const mail = page.getByRole('listitem').filter({ hasText: 'Votre code pour réinitialiser votre mot de passe Solidaire' });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`À ${email}`);
  await expect(mail).toContainText('envoi SMTP');
  await mail.getByText('Votre code pour réinitialiser votre mot de passe Solidaire').click();
  await expect(mail.locator('pre')).toContainText(code);
});

test('the last organisation chosen is where / leads', async ({ page }) => {
  await signIn(page, 'rh@acme.example');
  await expect(page).toHaveURL('/entreprise/acme');
  await page.goto('/changer-organisation');
  await expectHeading(page, "Changer d'organisation");
  await page.getByRole('button', { name: 'Espace collaborateur — Acme' }).click();
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await page.goto('/');
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
});

test('the landing page and the privacy policies are public', async ({ page }) => {
  await page.goto('/home');
  await expectHeading(page, "Solidaire, l'engagement solidaire des collaborateurs");
  await expect(page.getByRole('heading', { name: 'Pour les entreprises' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pour les collaborateurs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pour les associations', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscrire mon association' }).first()).toHaveAttribute('href', '/inscription-association');
  await page.getByRole('link', { name: 'Politique de confidentialité' }).click();

  await expect(page).toHaveURL('/privacy-policy');
  await expectHeading(page, 'Politique de confidentialité');
  await expect(page.getByRole('heading', { name: '9. Vos droits' })).toBeVisible();
  await expect(page.getByText('droit à la portabilité des données que vous avez fournies ;')).toBeVisible();

  await page.goto('/acme/privacy-policy');
  await expectHeading(page, 'Politique de confidentialité de Acme');
  await expect(page.getByText("Acme n'a pas publié de politique de confidentialité propre")).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Qui traite vos données ?' })).toBeVisible();
});
