import { expect, test } from './fixtures';
import { expectHeading, signIn } from './helpers';

/**
 * Social sign-in per company (issue 21). The e2e server gives the platform Microsoft credentials for a real OpenID
 * Connect provider on loopback laid out as Entra ID (tests/setup/loopback-entra-id.ts), whose sign-in page asks for
 * an address; and Google credentials whose sign-in page the test stops at (Google is not reachable from the tests).
 * Acme's switches are put back off at the end: other specs read Acme's login page.
 */
test.describe('social sign-in per company', () => {
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, 'rh@acme.example');
    const response = await page.request.put('/api/v1/companies/acme/social-sign-in', {
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: new URL(page.url()).origin },
      data: { google: false, microsoft: false },
    });
    expect(response.status()).toBe(200);
    await page.close();
  });

  test('the company admin switches Microsoft and Google on; an employee signs in with Microsoft and lands on the company home', async ({ page, browser }) => {
    await signIn(page, 'rh@acme.example');
    await page.goto('/entreprise/acme/parametres');
    await expectHeading(page, 'Paramètres');
    const section = page.getByRole('region', { name: 'Connexion avec Google et Microsoft' });
    const microsoft = section.getByRole('checkbox', { name: 'Connexion avec Microsoft (Entra ID)' });
    const google = section.getByRole('checkbox', { name: 'Connexion avec Google' });
    await expect(microsoft).not.toBeChecked();
    await expect(google).not.toBeChecked();
    await microsoft.check();
    await google.check();
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Les réglages de connexion ont été enregistrés.')).toBeVisible();
    await expect(section.getByText('Lien de première connexion avec Google à envoyer à vos collaborateurs :')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Connexion avec Google et Microsoft' }).getByRole('checkbox', { name: 'Connexion avec Microsoft (Entra ID)' })).toBeChecked();

    // Signed out, on Acme's login page: both buttons; Microsoft goes to the provider and back to the employee's home.
    const employee = await browser.newPage();
    await employee.goto('/collaborateur/acme/connexion');
    await expect(employee.getByRole('button', { name: 'Se connecter avec Google' })).toBeVisible();
    await employee.getByRole('button', { name: 'Se connecter avec Microsoft' }).click();
    await employee.getByLabel('Email').fill('salarie@acme.example');
    await employee.getByRole('button', { name: 'Next' }).click();
    await employee.waitForURL('**/collaborateur/acme/accueil');
    await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();
    const session = await employee.request.get('/api/auth/get-session');
    expect((await session.json()).user.email).toBe('salarie@acme.example');
    await employee.close();

    // An address of no Acme employee: the SSO error screen, no session.
    const stranger = await browser.newPage();
    await stranger.goto('/collaborateur/acme/connexion');
    await stranger.getByRole('button', { name: 'Se connecter avec Microsoft' }).click();
    await stranger.getByLabel('Email').fill('inconnu@acme.example');
    await stranger.getByRole('button', { name: 'Next' }).click();
    await stranger.waitForURL('**/login/sso-error**');
    await expect(stranger.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Réessayer' })).toBeVisible();
    expect(await (await stranger.request.get('/api/auth/get-session')).json()).toBeNull();
    await stranger.close();

    // The first-connection page: the company's name and « Se connecter avec Google », which starts at Google.
    const first = await browser.newPage();
    let googleUrl: URL | null = null;
    await first.route('https://accounts.google.com/**', (route) => {
      googleUrl = new URL(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Google</title><main><h1>Google</h1></main></html>' });
    });
    await first.goto('/google/acme/first-connection');
    await expect(first.getByRole('heading', { level: 1 })).toContainText('Première connexion à');
    await first.getByRole('button', { name: 'Se connecter avec Google' }).click();
    await first.waitForURL('https://accounts.google.com/**');
    expect(googleUrl!.searchParams.get('client_id')).toBe('solidaire-e2e.apps.googleusercontent.com');
    expect(googleUrl!.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/callback\/google$/);
    await first.close();

    // Switched off again: the login page offers neither, the first-connection page says Google is not offered.
    const settings = page.getByRole('region', { name: 'Connexion avec Google et Microsoft' });
    await settings.getByRole('checkbox', { name: 'Connexion avec Microsoft (Entra ID)' }).uncheck();
    await settings.getByRole('checkbox', { name: 'Connexion avec Google' }).uncheck();
    await settings.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Les réglages de connexion ont été enregistrés.')).toBeVisible();
    const after = await browser.newPage();
    await after.goto('/collaborateur/acme/connexion');
    await expect(after.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
    await expect(after.getByRole('button', { name: /Se connecter avec/ })).toHaveCount(0);
    await after.goto('/google/acme/first-connection');
    await expect(after.getByText(/ne propose pas la connexion avec Google/)).toBeVisible();
    await after.close();
  });
});
