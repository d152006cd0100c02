import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

/** The demo missions of the seed (server/seed/demo-data.ts) are what this spec searches. */
const ACME_ONLY = 'Atelier numérique réservé à Acme';

async function searchEducation(page: Page, companySlug: string) {
  await page.goto(`/collaborateur/${companySlug}/missions`);
  await expectHeading(page, 'Missions');
  await page.getByLabel('Éducation', { exact: true }).check();
  await expect(page).toHaveURL(/thematics=THEMATIC_EDUCATION/);
  await expect(page.getByRole('link', { name: 'Accompagnement scolaire' })).toBeVisible();
}

test('a visitor searches all missions by thematic, shares the search as a link and opens a mission', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/toutes-les-missions');
  await expectHeading(page, 'Toutes les missions');
  await expect(page.getByRole('link', { name: 'Distribution alimentaire du samedi' })).toBeVisible();
  await expect(page.getByRole('link', { name: ACME_ONLY })).toHaveCount(0);

  await page.getByLabel('Environnement', { exact: true }).check();
  await expect(page).toHaveURL(/\/toutes-les-missions\?thematics=THEMATIC_ENVIRONMENT$/);
  // Other specs publish missions too: the count is checked for its form, the demo missions by name.
  await expect(page.getByText(/^\d+ missions$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nettoyage des berges de la Seine' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Distribution alimentaire du samedi' })).toHaveCount(0);
  await page.screenshot({ path: screenPath('mission-search.png'), fullPage: false });

  // The same link opened again shows the same search.
  await page.goto('/toutes-les-missions?thematics=THEMATIC_ENVIRONMENT&remote=true');
  await expect(page.getByLabel('À distance')).toBeChecked();
  await expect(page.getByRole('link', { name: "Bilan carbone d'une petite association" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nettoyage des berges de la Seine' })).toHaveCount(0);

  // A search with no result says so.
  await page.goto('/toutes-les-missions?q=introuvablexyz');
  await expect(page.getByText('Aucune mission ne correspond à votre recherche')).toBeVisible();

  // The missions of one thematic, by its French slug.
  await page.goto('/s-engager-pour/environnement');
  await expectHeading(page, "S'engager pour : Environnement");
  await expect(page.getByRole('link', { name: 'Plantation d\'arbres en Bretagne' })).toBeVisible();

  await page.goto('/toutes-les-missions?thematics=THEMATIC_FOOD');
  await page.getByRole('link', { name: 'Distribution alimentaire du samedi' }).click();
  await expectHeading(page, 'Distribution alimentaire du samedi');
  await expect(page.getByText('1 place restante')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Postuler' })).toHaveAttribute('href', /\/missions\/\d+-distribution-alimentaire-du-samedi\/apply$/);
  await page.screenshot({ path: screenPath('mission-page.png'), fullPage: true });

  await page.getByRole('link', { name: 'Les Amis du Quartier' }).first().click();
  await expectHeading(page, 'Les Amis du Quartier');
  await expect(page.getByRole('link', { name: 'Accompagnement scolaire' })).toBeVisible();

  await page.goto('/toutes-nos-associations');
  await expectHeading(page, 'Toutes nos associations');
  await expect(page.getByRole('link', { name: 'Planète Verte' })).toBeVisible();
  await page.screenshot({ path: screenPath('associations-directory.png'), fullPage: false });
});

test('an Acme employee finds the workshop reserved to Acme by filter and may apply', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await searchEducation(page, 'acme');
  await page.getByRole('link', { name: ACME_ONLY }).click();
  await expectHeading(page, ACME_ONLY);
  await expect(page).toHaveURL(/\/collaborateur\/acme\/missions\/\d+-atelier-numerique-reserve-a-acme$/);
  await expect(page.getByRole('link', { name: 'Postuler' })).toHaveAttribute('href', /^\/collaborateur\/acme\/missions\/\d+-atelier-numerique-reserve-a-acme\/apply$/);
});

test('a Globex employee does not find the workshop reserved to Acme', async ({ page }) => {
  await signIn(page, 'salarie@globex.example');
  await searchEducation(page, 'globex');
  await expect(page.getByRole('link', { name: ACME_ONLY })).toHaveCount(0);
});
