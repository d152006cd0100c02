import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test('the company admin creates a SCIM token, the identity provider creates an employee with it, then the token is revoked', async ({ page }) => {
  const run = Date.now().toString(36);
  const name = `Okta ${run}`;
  const email = `scim-${run}@acme.example`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme/parametres');
  await expectHeading(page, 'Paramètres');
  const section = page.getByRole('region', { name: 'Provisionnement SCIM' });
  const endpoint = await section.getByLabel('Adresse du connecteur SCIM').inputValue();
  expect(endpoint).toMatch(/\/scim\/v2\/\d+$/);

  // A name is required; then the token is shown once, to copy.
  await section.getByRole('button', { name: 'Créer un jeton' }).click();
  await expect(section.getByText('Ce champ est obligatoire.')).toBeVisible();
  await section.getByLabel('Nom du jeton').fill(name);
  await section.getByRole('button', { name: 'Créer un jeton' }).click();
  await expect(section.getByText(`Jeton « ${name} » créé.`)).toBeVisible();
  const token = await section.getByLabel('Jeton', { exact: true }).inputValue();
  expect(token).toMatch(/^scim_/);
  await expect(section.getByRole('list', { name: 'Jetons SCIM' }).getByRole('listitem').filter({ hasText: name })).toContainText('jamais utilisé');
  await page.screenshot({ path: screenPath('company-settings-scim.png'), fullPage: true });
  await section.getByRole('button', { name: "J'ai copié le jeton" }).click();
  await expect(section.getByLabel('Jeton', { exact: true })).toHaveCount(0);

  // The identity provider creates an employee with the token, as Okta does.
  const path = new URL(endpoint).pathname;
  const created = await page.request.post(`${path}/Users`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: email, name: { givenName: 'Sacha', familyName: 'Provisionné' }, active: true },
  });
  expect(created.status()).toBe(201);
  await page.goto('/entreprise/acme/volontaires');
  await page.getByLabel('Rechercher un collaborateur').fill(email);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invité');

  // Revoked: the provider is refused from then on.
  await page.goto('/entreprise/acme/parametres');
  const item = section.getByRole('list', { name: 'Jetons SCIM' }).getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('utilisé le');
  await item.getByRole('button', { name: 'Révoquer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Révoquer' }).click();
  await expect(page.getByText(`Le jeton « ${name} » est révoqué.`)).toBeVisible();
  await expect(item).toContainText('Révoqué le');
  const refused = await page.request.get(`${path}/Users`, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);

  // On a phone, the section fits without sideways scrolling.
  await page.setViewportSize(PHONE);
  await expect(section.getByLabel('Adresse du connecteur SCIM')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
