import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, signIn } from './helpers';

/** The focused element shows where it is: an outline or a ring (a box shadow) a sighted keyboard user can see. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return { tag: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`, visible: outline || shadow };
  });
  expect(ring.visible, `no visible focus on ${ring.tag}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, checking that every control reached shows its focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

// A demo mission no other spec applies to: remote, written availability, on work time (the manager's step follows).
const MISSION = "Bilan carbone d'une petite association";

test('an employee applies to a mission and cancels the application with the keyboard alone', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/missions');
  const href = await page.getByRole('link', { name: MISSION }).first().getAttribute('href');
  await page.goto(href!);
  await expectHeading(page, MISSION);

  // The first Tab reaches the skip link; Enter jumps over the header to the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Postuler' }));
  await page.keyboard.press('Enter');
  await expectHeading(page, `Postuler : ${MISSION}`);

  // The form: the time, a message, then send.
  await tabTo(page, page.getByRole('radio', { name: 'Sur le temps de travail' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Sur le temps de travail' })).toBeChecked();
  await tabTo(page, page.getByLabel("Votre message à l'association (facultatif)"));
  await page.keyboard.type('Je viendrai avec plaisir.');
  await tabTo(page, page.getByRole('button', { name: 'Envoyer ma candidature' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Votre candidature a été envoyée.')).toBeVisible();
  await expectHeading(page, MISSION);

  // The cancel dialog: focus goes in, Tab and Shift+Tab stay inside, Escape closes it and gives focus back.
  const cancel = page.getByRole('button', { name: 'Annuler ma candidature' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Annuler ma candidature' });
  await expect(dialog.getByLabel('Motif')).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} left the dialog`).toBe(true);
    await expectVisibleFocus(page);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();

  // Again, for good: a reason chosen with the arrow keys of the list, then confirmed.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Motif')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Motif')).toHaveValue('not_available');
  await tabTo(page, dialog.getByRole('button', { name: "Confirmer l'annulation" }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Étape : Annulée' })).toBeVisible();
  await expect(page.getByText('Je ne suis plus disponible')).toBeVisible();
});
