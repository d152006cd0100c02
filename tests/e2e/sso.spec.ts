import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Acme's single sign-on through the demo SAML identity provider the app serves (issue 21): the company admin's login
 * test shows what the provider sent without signing anyone in; an employee Acme does not know yet signs in through
 * the provider and lands on the employee home, created just in time.
 */
test('the company admin tests Acme’s SAML set-up and sees the mapped attributes', async ({ page }) => {
  const run = Date.now().toString(36);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme/parametres');
  await expectHeading(page, 'Paramètres');
  const section = page.getByRole('region', { name: 'Authentification unique (SSO)' });
  await expect(section.getByText('Activée : les collaborateurs se connectent via SAML 2.0.')).toBeVisible();
  await expect(section.getByLabel('Identifiant (Entity ID)')).toHaveValue(/\/saml2\/acme\/metadata$/);
  const metadata = await page.request.get(await section.getByRole('link', { name: 'Voir nos métadonnées' }).getAttribute('href').then((href) => href!));
  expect(await metadata.text()).toContain('AssertionConsumerService');

  await section.getByRole('link', { name: 'Tester la connexion' }).click();
  await expectHeading(page, "Fournisseur d'identité de démonstration");
  await page.getByLabel('E-mail', { exact: true }).fill(`essai-${run}@acme.example`);
  await page.getByLabel('Matricule').fill(`T-${run}`);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/entreprise\/acme\/parametres\?sso-test=1/);
  const result = page.getByRole('region', { name: 'Dernier test' });
  await expect(result).toContainText('Réussi');
  const read = result.getByRole('table', { name: 'Informations lues' });
  await expect(read.getByRole('row', { name: /E-mail/ }).first()).toContainText(`essai-${run}@acme.example`);
  await expect(read.getByRole('row', { name: /Identifiant SSO/ })).toContainText(`T-${run}`);
  await expect(read.getByRole('row', { name: /^Entité/ })).toContainText('Agence Lyon');
  await page.screenshot({ path: screenPath('company-settings-sso.png'), fullPage: true });
  // Nobody was signed in by the test: the admin is still the admin.
  await page.goto('/entreprise/acme');
  await expect(page).toHaveURL(/\/entreprise\/acme$/);
});

test('an Acme employee signs in through the company’s identity provider and lands on the employee home', async ({ page }) => {
  const run = Date.now().toString(36);
  await page.setViewportSize(PHONE);
  await page.goto('/collaborateur/acme/connexion');
  await page.getByRole('link', { name: "Se connecter avec l'authentification unique" }).click();
  await expectHeading(page, "Fournisseur d'identité de démonstration");
  await page.getByLabel('E-mail', { exact: true }).fill(`sso-${run}@acme.example`);
  await page.getByLabel('Prénom').fill('Samia');
  await page.getByLabel('Nom', { exact: true }).fill('Directory');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // New to the platform: the legal documents come first, then the employee home.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Conditions à accepter|Samia/);
  if ((await heading.textContent())?.includes('Conditions')) {
    const consent = page.getByLabel(/J'accepte les conditions d'utilisation/);
    if (await consent.count()) await consent.check();
    await page.getByRole('button', { name: "J'accepte" }).click();
  }
  await expect(page).toHaveURL(/\/collaborateur\/acme\/accueil$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Samia');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the sign-in page offers Acme’s single sign-on to an Acme address, the password still possible', async ({ page }) => {
  await page.goto('/login/complete-email');
  await page.getByLabel('Adresse e-mail').fill('quelqu.un@acme.example');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('link', { name: "Se connecter avec l'authentification unique" })).toHaveAttribute('href', '/saml2/acme/login');
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
});

test('a failed single sign-on ends on the French error screen with a retry', async ({ page }) => {
  await page.goto('/saml2/globex/login');
  await expectHeading(page, 'Une erreur est survenue');
  await expect(page.getByText('contactez le service informatique', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible();
  await expect(page.getByText('SSO_NOT_ENABLED')).toBeVisible();
});
