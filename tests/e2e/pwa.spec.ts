import { expect, test } from './fixtures';
import { expectHeading, signIn, waitForServiceWorker } from './helpers';

test('the manifest makes the app installable', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'fr', display: 'standalone', short_name: 'Solidaire' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  // Playwright contexts are always incognito; Chromium reports it as an installability error.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the shell and the last session render after an offline reload', async ({ page, context }) => {
  await signIn(page, 'salarie@acme.example');
  await expectHeading(page, 'Bonjour Camille');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Bonjour Camille');
  await expect(page.getByRole('status').filter({ hasText: /^Hors ligne/ })).toBeVisible();
  await context.setOffline(false);
});

test('a page never visited still opens offline on the shell', async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/mon-compte');
  await expect(page.getByRole('banner')).toContainText('Solidaire');
  await context.setOffline(false);
});
