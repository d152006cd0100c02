import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, replicaCount, screenPath, signIn, waitForServiceWorker } from './helpers';

const PHONE = { width: 390, height: 844 };

/** Fills one line of a list input (« Ajouter un choix », « Ajouter une étape »...) after adding it. */
async function addListItem(page: Page, addLabel: string, itemLabel: string, value: string) {
  await page.getByRole('button', { name: addLabel }).click();
  await page.getByLabel(itemLabel, { exact: true }).fill(value);
}

/** The inline « Nouveau niveau » form (or the one in the panel) of the wizard's second step. */
async function fillLevel(
  page: Page,
  level: { title: string; points: string; question: string; type: 'Choix unique' | 'Choix multiples' | 'Réponse libre'; options: string[]; right: string[] },
) {
  await page.getByLabel('Titre du niveau').fill(level.title);
  await page.getByLabel('Points gagnés').fill(level.points);
  await page.getByLabel('Question', { exact: true }).fill(level.question);
  await page.getByLabel('Type de réponse').selectOption({ label: level.type });
  if (level.type === 'Réponse libre') {
    for (const [index, text] of level.right.entries()) await addListItem(page, 'Ajouter une réponse acceptée', `Réponse acceptée ${index + 1}`, text);
  } else {
    for (const [index, option] of level.options.entries()) await addListItem(page, 'Ajouter un choix', `Choix ${index + 1}`, option);
    const rights = page.getByRole('group', { name: /^Bonnes? réponses?$/ });
    for (const option of level.right) await rights.getByLabel(option).check();
  }
  await page.getByRole('button', { name: 'Enregistrer le niveau' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: level.title })).toBeVisible();
}

test('the company admin builds a three-level quest through the wizard and publishes it; an employee answers a level offline on a phone and sees the points once back online', async ({ browser }) => {
  const title = `Zéro déchet au bureau ${Date.now()}`;
  const admin = await browser.newPage();
  await signIn(admin, 'rh@acme.example');
  await admin.goto('/entreprise/acme');
  await admin.getByRole('link', { name: /^Quêtes de sensibilisation/ }).click();
  await expectHeading(admin, 'Quêtes de sensibilisation');
  await admin.getByRole('link', { name: 'Créer une quête' }).first().click();
  await expectHeading(admin, 'Créer une quête');

  // Step 1, « Présentation »: a missing title and a fourth thematic are refused field by field.
  await admin.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(admin.getByLabel('Titre de la quête')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByLabel('Titre de la quête')).toBeFocused();
  await admin.getByLabel('Titre de la quête').fill(title);
  await admin.getByLabel('Description').fill('Trois niveaux pour réduire les déchets de l’équipe.');
  for (const thematic of ['Environnement', 'Santé', 'Éducation']) await admin.getByRole('checkbox', { name: thematic }).check();
  await admin.getByRole('checkbox', { name: 'Alimentation' }).click();
  await expect(admin.getByText('Choisissez au plus 3 thématiques.')).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Alimentation' })).not.toBeChecked();
  await addListItem(admin, 'Ajouter un objectif', 'Objectif 1', 'Réduire les déchets de 30 %');
  await admin.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  // Step 2, « Ajout des défis »: three levels, one of each answer type; a wrong survey-form link is refused first.
  await expect(admin.getByRole('heading', { name: 'Les niveaux de la quête' })).toBeVisible();
  await admin.getByLabel('Titre du niveau').fill('Le tri');
  await admin.getByLabel('Lien vers un questionnaire Typeform').fill('https://example.com/form/abc');
  await admin.getByRole('button', { name: 'Enregistrer le niveau' }).click();
  await expect(admin.getByText("Saisissez le lien d'un formulaire, par exemple https://form.typeform.com/to/AbC123.")).toBeVisible();
  await admin.getByLabel('Lien vers un questionnaire Typeform').fill('');
  await fillLevel(admin, { title: 'Le tri', points: '20', question: 'Où va le papier ?', type: 'Choix unique', options: ['Bac jaune', 'Bac vert'], right: ['Bac jaune'] });
  await admin.getByRole('button', { name: 'Ajouter un niveau' }).click();
  await fillLevel(admin, {
    title: 'Les bons gestes',
    points: '30',
    question: 'Quels objets se compostent ?',
    type: 'Choix multiples',
    options: ['Marc de café', 'Pelures', 'Gobelet plastique'],
    right: ['Marc de café', 'Pelures'],
  });
  await admin.getByRole('button', { name: 'Ajouter un niveau' }).click();
  await fillLevel(admin, { title: 'Le mot de la fin', points: '50', question: 'Quel déchet ne produit-on pas ?', type: 'Réponse libre', options: [], right: ['Celui qu’on évite'] });
  await admin.screenshot({ path: screenPath('quest-wizard.png'), fullPage: true });

  // Step 3, « Publication ».
  await admin.getByRole('button', { name: 'Continuer vers la publication' }).click();
  await expect(admin.getByRole('heading', { name: 'Prête à être publiée ?' })).toBeVisible();
  await admin.getByRole('button', { name: 'Publier la quête' }).click();
  await expectHeading(admin, title);
  await expect(admin.getByText('Publiée', { exact: true })).toBeVisible();
  await admin.close();

  // The employee, on a phone: the quest is in « Défis », kept on the device.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const phone = await context.newPage();
  await signIn(phone, 'ambassadeur@acme.example');
  await phone.getByRole('navigation', { name: "Navigation de l'espace collaborateur" }).getByRole('link', { name: 'Défis' }).click();
  await expectHeading(phone, 'Défis');
  await phone.getByRole('link', { name: title }).click();
  await expectHeading(phone, title);
  await waitForServiceWorker(phone);
  await expect.poll(() => replicaCount(phone, 'level'), { timeout: 30_000, message: 'the levels are kept on the device' }).toBeGreaterThanOrEqual(3);

  // Offline: the level opens in its panel and the answer waits on the device.
  await context.setOffline(true);
  await phone.getByRole('button', { name: 'Le tri' }).click();
  const panel = phone.getByRole('dialog', { name: 'Le tri' });
  await panel.getByRole('button', { name: 'Valider ma réponse' }).click();
  await expect(panel.getByText('Choisissez une réponse.')).toBeVisible();
  await panel.getByLabel('Bac jaune').check();
  await panel.getByRole('button', { name: 'Valider ma réponse' }).click();
  await expect(panel.getByText('Réponse enregistrée sur cet appareil.')).toBeVisible();
  await expect(panel.getByText('En attente de synchronisation')).toBeVisible();
  await phone.screenshot({ path: screenPath('quest-level-panel.png') });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Back online: scored once, and the points show.
  await context.setOffline(false);
  await expect(panel.getByText('Bonne réponse !')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('20 points gagnés')).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(phone.getByText('Niveaux terminés : 1 sur 3 · 20 points')).toBeVisible();
  await context.close();
});

test('a quest and one of its levels shared by link: the presentation for anyone, the level in its panel once signed in', async ({ page }) => {
  await signIn(page, 'salarie@acme.example');
  const list = (await (await page.request.get('/api/v1/companies/acme/employee-quests')).json()) as {
    quests: Array<{ quest: { id: number; slug: string; title: string; levelIds: number[] } }>;
  };
  const { quest } = list.quests.find((card) => card.quest.title === 'Sobriété numérique au bureau')!;

  await page.goto(`/defis/levels/${quest.levelIds[1]}-les-bons-gestes/achieve`);
  await expect(page.getByRole('dialog', { name: 'Les bons gestes au bureau' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Plusieurs réponses possibles.')).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`/defis/${quest.id}-${quest.slug}`);
  await expectHeading(page, 'Sobriété numérique au bureau');
  await expect(page.getByText('Comprendre l\'empreinte carbone du numérique')).toBeVisible();
  await page.getByRole('link', { name: 'Participer' }).click();
  await expect(page).toHaveURL(/\/collaborateur\/acme\/connexion/);
});
