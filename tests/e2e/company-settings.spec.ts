import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, dropSession, expectHeading, screenPath, signIn } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the company admin switches a feature off and on, adds a partner association and changes who validates the dates', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  const questsEntry = page.getByRole('link', { name: /Quêtes de sensibilisation/ });
  await expect(questsEntry).toBeVisible();

  await page.getByRole('link', { name: /Paramètres/ }).click();
  await expectHeading(page, 'Paramètres');
  const features = page.getByRole('region', { name: 'Fonctionnalités' });
  // What Acme's plans do not include is greyed; what the demo switched off is off.
  const intermission = features.getByRole('listitem').filter({ hasText: 'Intermission' });
  await expect(intermission.getByRole('switch')).toBeDisabled();
  await expect(intermission).toContainText('Non inclus dans votre offre');
  await expect(features.getByRole('switch', { name: 'Team building' })).not.toBeChecked();

  // « Quêtes de sensibilisation » off: its entry leaves the company's home, then comes back.
  const quests = features.getByRole('switch', { name: 'Quêtes de sensibilisation' });
  await expect(quests).toBeChecked();
  await quests.click();
  await expect(page.getByText('« Quêtes de sensibilisation » est désactivée.')).toBeVisible();
  await expect(quests).not.toBeChecked();
  await page.screenshot({ path: screenPath('company-settings.png'), fullPage: true });
  await page.goto('/entreprise/acme');
  await expect(page.getByRole('heading', { name: 'Accès rapides' })).toBeVisible();
  await expect(questsEntry).toHaveCount(0);
  await page.goto('/entreprise/acme/parametres');
  await features.getByRole('switch', { name: 'Quêtes de sensibilisation' }).click();
  await expect(features.getByRole('switch', { name: 'Quêtes de sensibilisation' })).toBeChecked();
  await page.goto('/entreprise/acme');
  await expect(questsEntry).toBeVisible();

  // « Jours solidaires » off: its settings section and the employees' tab go, then come back.
  await page.goto('/entreprise/acme/parametres');
  const creditsSwitch = features.getByRole('switch', { name: 'Jours solidaires' });
  await creditsSwitch.click();
  await expect(creditsSwitch).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Jours solidaires' })).toHaveCount(0);
  await page.goto('/collaborateur/acme/accueil');
  const employeeNav = page.getByRole('navigation', { name: "Navigation de l'espace collaborateur" });
  await expect(employeeNav.getByRole('link', { name: 'Mes expériences' })).toBeVisible();
  await expect(employeeNav.getByRole('link', { name: 'Jours solidaires' })).toHaveCount(0);
  await page.goto('/entreprise/acme/parametres');
  await creditsSwitch.click();
  await expect(creditsSwitch).toBeChecked();
  await page.goto('/collaborateur/acme/accueil');
  await expect(employeeNav.getByRole('link', { name: 'Jours solidaires' })).toBeVisible();

  // A field error in French, and what was typed stays.
  await page.goto('/entreprise/acme/parametres');
  const credits = page.getByRole('region', { name: 'Jours solidaires' });
  const days = credits.getByLabel('Jours solidaires par collaborateur et par an');
  await days.fill('90');
  await credits.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(credits.getByText('60')).toBeVisible();
  await expect(days).toHaveValue('90');
  await expect(days).toBeFocused();
  await days.fill('3');

  // Who validates the work-time dates: a company admin, then the manager again.
  const validation = page.getByRole('region', { name: 'Validation des dates sur temps de travail' });
  await validation.getByLabel(/Un administrateur de l'entreprise/).check();
  await validation.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les paramètres ont été enregistrés.').first()).toBeVisible();
  await page.reload();
  await expect(validation.getByLabel(/Un administrateur de l'entreprise/)).toBeChecked();
  await validation.getByLabel(/Le manager du collaborateur/).check();
  await validation.getByRole('button', { name: 'Enregistrer' }).click();
  await page.reload();
  await expect(validation.getByLabel(/Le manager du collaborateur/)).toBeChecked();

  // Partner associations: Planète Verte leaves the partners, then comes back from the search tab.
  await page.goto('/entreprise/acme');
  await page.getByRole('link', { name: /Associations partenaires/ }).click();
  await expectHeading(page, 'Associations partenaires');
  const partner = page.getByRole('listitem').filter({ hasText: 'Planète Verte' });
  await expect(partner).toContainText('Missions publiées');
  await partner.getByRole('button', { name: 'Retirer Planète Verte des partenaires' }).click();
  await expect(page.getByText('Planète Verte ne fait plus partie de vos associations partenaires.')).toBeVisible();
  await expect(partner).toHaveCount(0);
  await page.getByRole('tab', { name: 'Rechercher une association' }).click();
  await expect(page).toHaveURL(/bar_tab=search/);
  await page.getByLabel('Nom').fill('planete');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const found = page.getByRole('listitem').filter({ hasText: 'Planète Verte' });
  await found.getByRole('button', { name: 'Ajouter Planète Verte aux partenaires' }).click();
  await expect(page.getByText('Planète Verte fait maintenant partie de vos associations partenaires.')).toBeVisible();
  await expect(found.getByRole('button', { name: 'Retirer Planète Verte des partenaires' })).toBeVisible();
  await page.getByRole('tab', { name: 'Nos partenaires' }).click();
  await page.getByRole('link', { name: 'Planète Verte' }).click();
  await expectHeading(page, 'Planète Verte');
  await expect(page.getByRole('heading', { name: 'Candidatures de vos collaborateurs' })).toBeVisible();
  await expect(page.getByText('Nettoyage des berges de la Seine').first()).toBeVisible();

  // On a phone, the admin screens never scroll sideways.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.goto('/entreprise/acme/associations?bar_tab=search');
  await expectNoSidewaysScroll(page);
  await page.goto('/entreprise/acme/parametres');
  await expect(page.getByRole('region', { name: 'Fonctionnalités' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the manager validates a team member's date from « Mon équipe » on a phone", async ({ page }) => {
  // The HR admin, whose manager is the ambassador in the demo, applies on work time to a date in 30 days.
  await signIn(page, 'rh@acme.example');
  const search = await callApi<{ missions: Array<{ id: number; title: string }> }>(page, '/companies/acme/missions/search?q=Nettoyage', 'GET');
  const mission = search.body.missions.find((card) => card.title === 'Nettoyage des berges de la Seine')!;
  const detail = await callApi<{ timeslots: Array<{ id: number }> }>(page, `/companies/acme/missions/${mission.id}`, 'GET');
  const applied = await callApi(page, '/companies/acme/engagements', 'POST', {
    engagementId: crypto.randomUUID(),
    missionId: mission.id,
    timeslotIds: [detail.body.timeslots.at(-1)!.id],
    timeType: 'work',
    acknowledgeInsufficientCredit: true,
  });
  expect(applied.status).toBe(200);
  await dropSession(page);

  await page.setViewportSize(PHONE);
  await signIn(page, 'ambassadeur@acme.example');
  await page.goto('/collaborateur/acme/accueil');
  // The phone's bar keeps its six entries; « Mon équipe » is on the home.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mon équipe' })).toBeHidden();
  await page.getByRole('link', { name: /Mon équipe/ }).click();
  await expectHeading(page, 'Mon équipe');
  await expect(page.getByRole('region', { name: /Membres de l'équipe/ })).toContainText('Roxane Henry');
  const waiting = page.getByRole('region', { name: 'Dates à valider' });
  const date = waiting.getByRole('listitem').filter({ hasText: 'Roxane Henry' });
  await expect(date).toContainText('Nettoyage des berges de la Seine');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: screenPath('company-settings-team-phone.png'), fullPage: true });
  await date.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('La date de Roxane Henry est validée.')).toBeVisible();
  await expect(waiting.getByText('Aucune date n’attend votre validation.').or(waiting.getByText("Aucune date n'attend votre validation."))).toBeVisible();
});
