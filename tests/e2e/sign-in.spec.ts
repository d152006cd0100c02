import { expect, test } from './fixtures';
import { dropSession, expectHeading, signIn, submitLogin } from './helpers';

test('an employee signs in and lands on the employee home', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await expectHeading(page, 'Bonjour Camille');
  await expect(page.getByText('Bienvenue dans votre espace collaborateur Acme.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre prochaine date' })).toBeVisible();
});

test('a wrong password is answered in French and nothing typed is lost', async ({ page }) => {
  await submitLogin(page, 'salarie@acme.example', 'Mauvais2026');
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL('/login?email=salarie%40acme.example');
  await expect(page.getByText("Connexion avec l'adresse salarie@acme.example.")).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toHaveValue('Mauvais2026');
});

test('each demo role lands in its own space', async ({ page }) => {
  for (const [email, url, heading] of [
    ['rh@acme.example', '/entreprise/acme', 'Bonjour Roxane'],
    ['asso@amis-du-quartier.example', '/association/amis-du-quartier', 'Bonjour Amina'],
    ['admin@example.org', '/admin', 'Bonjour Alice'],
  ] as const) {
    await dropSession(page);
    await signIn(page, email);
    await expect(page).toHaveURL(url);
    await expectHeading(page, heading);
  }
});

test('a visitor is sent to sign in, then back where they were going', async ({ page }) => {
  await page.goto('/collaborateur/acme/accueil');
  await expect(page).toHaveURL('/collaborateur/acme/connexion?redirect-back=%2Fcollaborateur%2Facme%2Faccueil');
  await page.getByLabel('Adresse e-mail').fill('salarie@acme.example');
  await page.getByLabel('Mot de passe').fill('Demo2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await dropSession(page);
  await page.goto('/entreprise/acme');
  await expect(page).toHaveURL('/login/complete-email?redirect-back=%2Fentreprise%2Facme');
});

test('a space the user may not enter says so in French', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await page.goto('/entreprise/acme');
  await expectHeading(page, "Vous n'avez pas l'autorisation d'accéder à cette page");
  await page.goto('/collaborateur/globex/accueil');
  await expectHeading(page, "Vous n'avez pas l'autorisation d'accéder à cette page");
});

test('my account shows the signed-in user and the logout form signs out', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await expectHeading(page, 'Mon compte');
  await expect(page.getByText('salarie@acme.example')).toBeVisible();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.')).toBeVisible();
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/login/complete-email');
  await page.goto('/collaborateur/acme/accueil');
  await expect(page).toHaveURL(/\/connexion\?redirect-back=/);
});

test('changing the password checks the rule and the confirmation before sending', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await page.goto('/mon-compte');
  await page.getByLabel('Mot de passe actuel').fill('Demo2026!');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('faible');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('faible');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Solide2026');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Solide2027');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Les deux mots de passe ne correspondent pas');
});

test('an unknown page is answered in French', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expectHeading(page, 'Page introuvable');
});
