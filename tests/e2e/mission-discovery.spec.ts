import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn, waitForMail } from './helpers';

/** The demo missions and associations of the seed (server/seed/demo-data.ts), on a phone. */
const MISSION = 'Distribution alimentaire du samedi';
const WITHOUT_IMAGE = 'Accompagnement scolaire';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A plain land-coloured map tile: the spec never depends on the tile server's network. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49PI5AAXJAvA1uHgtAAAAAElFTkSuQmCC', 'base64');

test('an employee sees pictures, filters in a sheet, opens a mission with its place and apply bar, and invites a colleague', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/missions');
  await expectHeading(page, 'Missions');

  // Cards: the mission's own picture, or its thematic's illustration, and the association's logo.
  const card = page.locator('.mission-card').filter({ has: page.getByRole('link', { name: MISSION, exact: true }) });
  await expect(card.getByRole('img', { name: `Photo de la mission « ${MISSION} »` })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Logo de Les Amis du Quartier' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Prochaines dates' })).toBeVisible();
  const plain = page.locator('.mission-card').filter({ has: page.getByRole('link', { name: WITHOUT_IMAGE, exact: true }) });
  await expect(plain.getByRole('img', { name: /^Illustration : / })).toHaveAttribute('src', /\/illustrations\/thematics\/.+\.svg$/);
  // The pictures load when the card comes near (lazy below the fold): stored by the seed through the upload storage.
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.getByRole('img', { name: /^Photo/ }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(() => card.getByRole('img', { name: /^Logo/ }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenPath('missions-cards-phone.png'), fullPage: false });

  // The filters open in a sheet; the results stay behind; « Voir N missions » counts the pending choices.
  await page.getByRole('button', { name: /^Filtres/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtres' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Voir \d+ missions?$/ })).toBeVisible();
  await sheet.locator('summary').filter({ hasText: /^Thématiques/ }).click();
  await sheet.getByLabel('Alimentation', { exact: true }).check();
  await expect(sheet.getByRole('button', { name: /^Voir \d+ missions?$/ })).toBeVisible();
  await expect(page).not.toHaveURL(/thematics=/);
  // « Autour de moi » stays on one line.
  await sheet.locator('summary').filter({ hasText: /^Lieu/ }).click();
  const aroundMe = sheet.getByRole('button', { name: 'Autour de moi' });
  const box = (await aroundMe.boundingBox())!;
  expect(box.height).toBeLessThan(48);
  await sheet.locator('summary').filter({ hasText: /^Thématiques/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenPath('missions-filter-sheet.png'), fullPage: false });
  await sheet.getByRole('button', { name: /^Voir \d+ missions?$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/thematics=THEMATIC_FOOD/);
  await expect(page.getByRole('link', { name: WITHOUT_IMAGE, exact: true })).toHaveCount(0);

  // The mission page: picture, logo, the place (a map, or the address when the tiles cannot be drawn), the apply bar.
  await page.getByRole('link', { name: MISSION, exact: true }).click();
  await expectHeading(page, MISSION);
  const place = page.getByRole('region', { name: 'Lieu de la mission' });
  await expect(place.getByText(/Paris/).first()).toBeVisible();
  await expect(place.locator('.leaflet-container')).toBeVisible();
  const bar = page.getByRole('region', { name: 'Postuler à cette mission' });
  await expect(bar.getByRole('link', { name: 'Postuler' })).toBeVisible();
  // One « Postuler » on a phone: the bar's.
  await expect(page.getByRole('link', { name: 'Postuler' })).toHaveCount(1);
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenPath('mission-page-phone.png'), fullPage: true });

  // Invite a colleague, picked by name: they are mailed the mission's link.
  const since = Date.now();
  await page.getByRole('button', { name: 'Inviter des collègues' }).click();
  const invite = page.getByRole('dialog', { name: 'Inviter des collègues' });
  await invite.getByLabel('Rechercher un collègue').fill('rox');
  await invite.getByRole('button', { name: 'Ajouter Roxane Henry' }).click();
  await invite.getByRole('button', { name: 'Inviter 1 collègue' }).click();
  await expect(page.getByText('Invitation envoyée à 1 collègue.')).toBeVisible();
  const mail = await waitForMail('rh@acme.example', since, /vous invite à une mission/);
  expect(mail.subject).toContain(MISSION);
  expect(mail.text).toMatch(/\/collaborateur\/acme\/missions\/\d+-distribution-alimentaire-du-samedi/);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the filters sit in a side panel and « Postuler » is in view at the top of the mission page, without the phone bar', async ({ page }) => {
    await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    await signIn(page, 'salarie@acme.example');
    await page.goto('/collaborateur/acme/missions');
    await expectHeading(page, 'Missions');
    await expect(page.getByRole('complementary', { name: 'Filtres' }).getByLabel('Alimentation', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtres/ })).toBeHidden();
    await page.getByRole('link', { name: MISSION, exact: true }).click();
    await expectHeading(page, MISSION);
    const apply = page.getByRole('link', { name: 'Postuler' });
    await expect(apply).toHaveCount(1);
    await expect(apply).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Postuler à cette mission' })).toBeHidden();
    await page.screenshot({ path: screenPath('mission-page-desktop.png'), fullPage: false });
  });
});
