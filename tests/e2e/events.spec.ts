import fs from 'node:fs';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, dropSession, expectHeading, screenPath, signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The next 30 March (summer time in Paris, UTC+2): 10:00-11:00 there is 08:00-09:00 UTC. */
function nextThirtiethOfMarch(): { typed: string; iso: string } {
  const now = new Date();
  let year = now.getUTCFullYear();
  if (now.getTime() >= Date.UTC(year, 2, 29)) year += 1;
  return { typed: `30/03/${year}`, iso: `${year}-03-30` };
}

test('a company admin creates an event; the employee registers from the home and adds it to a calendar', async ({ page }) => {
  const name = `Webinaire sobriété numérique ${Date.now().toString(36)}`;
  const day = nextThirtiethOfMarch();

  // The company's admin, from the company space's links.
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await page.getByRole('link', { name: /Événements/ }).click();
  await expectHeading(page, 'Événements');
  // The demo's events: the upcoming webinar with its participants count, and the past one.
  await expect(page.getByRole('region', { name: 'À venir' }).getByText('Webinaire : agir pour le climat au bureau')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passés' }).getByText('1 participant', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un événement' }).click();
  await expectHeading(page, 'Créer un événement');

  // Everything but the name: refused beside the name field, which comes into focus; nothing typed is lost.
  await page.getByRole('textbox', { name: 'Date' }).fill(day.typed);
  await page.getByLabel('Heure de début').fill('10:00');
  await page.getByLabel('Heure de fin').fill('11:00');
  await page.getByLabel("Lien de la page de l'événement").fill('https://evenements.example/sobriete');
  await page.getByLabel('Points gagnés').fill('40');
  await page.getByLabel('Description').fill('Trente minutes pour alléger nos usages numériques.');
  await page.getByRole('button', { name: "Créer l'événement" }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(page.getByLabel("Nom de l'événement")).toBeFocused();
  await expect(page.getByLabel('Points gagnés')).toHaveValue('40');
  await page.getByLabel("Nom de l'événement").fill(name);
  await page.getByRole('button', { name: "Créer l'événement" }).click();

  await expectHeading(page, 'Événements');
  await expect(page.getByText("L'événement a été créé.")).toBeVisible();
  const row = page.getByRole('region', { name: 'À venir' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('0 participant · 40 points')).toBeVisible();
  await expect(row.getByText('10:00 – 11:00')).toBeVisible();
  await page.screenshot({ path: screenPath('company-events.png'), fullPage: true });

  // The employee, on a phone: the event on the home, « Je participe », then its .ics.
  await dropSession(page);
  await page.setViewportSize(PHONE);
  await signIn(page, 'salarie@acme.example');
  await page.goto('/collaborateur/acme/accueil');
  const events = page.getByRole('region', { name: 'Événements à venir' });
  const card = events.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('10:00 – 11:00')).toBeVisible();
  await expect(card.getByText('40 points')).toBeVisible();
  await card.getByRole('button', { name: 'Je participe' }).click();
  await expect(card.getByText('Inscrit·e')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await card.getByRole('button', { name: 'Ajouter à mon agenda' }).click();
  await expect(card.getByRole('link', { name: 'Google Agenda' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'iCalendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^evenement-\d+\.ics$/);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenPath('employee-home-events.png'), fullPage: true });

  // Read back with a real iCalendar parser: 10:00-11:00 in Paris on a summer-time day is 08:00-09:00 UTC.
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const component = new ICAL.Component(ICAL.parse(text));
  const vevent = component.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  expect(event.summary).toBe(name);
  expect(event.startDate.toJSDate().toISOString()).toBe(`${day.iso}T08:00:00.000Z`);
  expect(event.endDate.toJSDate().toISOString()).toBe(`${day.iso}T09:00:00.000Z`);
  expect(event.description).toBe('Trente minutes pour alléger nos usages numériques.\n\nhttps://evenements.example/sobriete');
  expect(vevent.getFirstPropertyValue('url')).toBe('https://evenements.example/sobriete');

  // The event's public link: a signed-out visitor signs in first, then lands on the event, already registered.
  const id = /^evenement-(\d+)\.ics$/.exec(download.suggestedFilename())![1];
  await dropSession(page);
  await page.goto(`/challenge/${id}/participate`);
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  await page.getByLabel('Adresse e-mail').fill('salarie@acme.example');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`**/challenge/${id}/participate`);
  await expectHeading(page, "Participer à l'événement");
  const linked = page.getByRole('article', { name });
  await expect(linked.getByText('Inscrit·e')).toBeVisible();
  await linked.getByRole('button', { name: 'Se désinscrire' }).click();
  await expect(linked.getByRole('button', { name: 'Je participe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir mes événements' })).toHaveAttribute('href', '/collaborateur/acme/accueil');
});

test('the company admin records who attended a past event, which gives or takes back its points', async ({ page }) => {
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme/evenements');
  const past = page.getByRole('region', { name: 'Passés' });
  await past.getByRole('group', { name: /Conférence : le handicap invisible au travail/ }).getByRole('button', { name: 'Participants', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Participants : Conférence : le handicap invisible au travail' });
  await expect(panel.getByText('salarie@acme.example', { exact: false })).toBeVisible();
  const present = panel.getByRole('checkbox', { name: /Présent·e/ });
  await expect(present).toBeChecked();
  await present.uncheck();
  await expect(present).not.toBeChecked();
  await present.check();
  await expect(present).toBeChecked();
  // Kept on the server: the list read again says the same.
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: /Présent·e/ })).toBeChecked();
});
