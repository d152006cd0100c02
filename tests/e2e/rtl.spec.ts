import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

const MISSION = 'Distribution alimentaire du samedi';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** DD/MM/YYYY of the Paris day `inDays` from now (the demo slots are 09:00-12:00 on such days: server/seed/seed.ts). */
function parisDay(inDays: number): string {
  const day = new Date(Date.now() + inDays * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(day);
}

test('in Arabic, a mission page reads right to left while its times and French text keep their own order', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/missions');
  await expectHeading(page, 'Missions');
  await page.getByRole('link', { name: MISSION }).first().click();
  await expectHeading(page, MISSION);

  // The language picker of the footer, as a user switches.
  await page.getByLabel('Langue').selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectHeading(page, MISSION);

  // A time range is isolated left to right: « 09:00–12:00 » is drawn with 09:00 on the left, not « 12:00–09:00 ».
  const range = page.locator('bdi[dir="ltr"]', { hasText: `${parisDay(12)} 09:00–12:00` });
  await expect(range).toBeVisible();
  const order = await range.evaluate((element) => {
    const text = element.firstChild as Text;
    const left = (needle: string) => {
      const range = document.createRange();
      const start = text.data.indexOf(needle);
      range.setStart(text, start);
      range.setEnd(text, start + needle.length);
      return range.getBoundingClientRect().left;
    };
    return { start: left('09:00'), end: left('12:00'), date: left(text.data.slice(0, 10)) };
  });
  expect(order.date).toBeLessThan(order.start);
  expect(order.start).toBeLessThan(order.end);

  // The French description and title are written by people: their direction comes from their text, so the final
  // period of a French sentence stays at its end inside the Arabic page.
  const description = page.getByText('Chaque samedi matin, nous distribuons des colis alimentaires');
  const descriptionBlock = page.locator('[dir="auto"]', { has: description });
  await expect(descriptionBlock).toHaveCount(1);
  expect(await descriptionBlock.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await expect(page.getByRole('heading', { level: 1, name: MISSION })).toHaveAttribute('dir', 'auto');
  // The title in the phone's « Postuler » bar too: cut at its end (« Distribution alimentaire d… »), not its start.
  const barTitle = page.getByRole('region', { name: 'التقدّم لهذه المهمة' }).getByText(MISSION);
  expect(await barTitle.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

  // The back arrow points to where the reader came from: mirrored in right to left.
  const backArrow = page.locator('a.muted .dir-icon').first();
  await expect(backArrow).toBeVisible();
  expect(await backArrow.evaluate((element) => getComputedStyle(element).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  // The phone page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenPath('mission-page-ar.png'), fullPage: true });
});
