import { expect, test } from './fixtures';
import { expectHeading, signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

test('an employee of a company with the intermission offer opens it from the home on a phone and finds their period', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Globex has the intermission plan in the demo; Gabriel lent 8 days to Les Amis du Quartier.
  await signIn(page, 'salarie@globex.example');
  await page.goto('/collaborateur/globex/accueil');
  await page.getByRole('link', { name: /^Intermission/ }).click();
  await expectHeading(page, 'Intermission');
  await expect(page.getByRole('heading', { name: 'Associations éligibles à l\'intermission' })).toBeVisible();
  const periods = page.getByRole('region', { name: 'Mes périodes d\'intermission' });
  await expect(periods).toContainText('Les Amis du Quartier');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
