import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const loginTitle = (language: string) =>
  (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../shared/locales/${language}/users.json`), 'utf8')) as { login: { title: string } })
    .login.title;

test.describe('Arabic browser', () => {
  test.use({ locale: 'ar-MA' });
  test('renders right to left in Arabic', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginTitle('ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('English browser', () => {
  test.use({ locale: 'en-GB' });
  test('renders in English, left to right', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test.describe('Japanese browser', () => {
  test.use({ locale: 'ja-JP' });
  test('falls back to French', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('the language picker switches the interface and remembers the choice', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Langue').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginTitle('de'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginTitle('de'));
});
