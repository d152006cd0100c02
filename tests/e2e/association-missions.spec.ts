import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn } from './helpers';

/** A calendar day `days` from today, as a French date field takes it (jj/mm/aaaa). */
function inDays(days: number): string {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function slot(page: Page, number: number): Locator {
  return page.getByRole('listitem', { name: `Créneau ${number}`, exact: true });
}

async function fillSlot(row: Locator, values: { date: string; start: string; end: string; places: string }) {
  await row.getByLabel('Date', { exact: true }).fill(values.date);
  await row.getByLabel('Début').fill(values.start);
  await row.getByLabel('Fin', { exact: true }).fill(values.end);
  await row.getByLabel('Places').fill(values.places);
}

test('asso@amis-du-quartier.example creates a mission with two timeslots, publishes it and finds it in the list', async ({ page }) => {
  const title = `Jardin partagé ${Date.now().toString(36)}`;
  await signIn(page, 'asso@amis-du-quartier.example');
  await expect(page).toHaveURL('/association/amis-du-quartier');

  // The association home: what needs attention, and the seeded mission expiring soon.
  await expect(page.getByRole('heading', { name: 'Missions à traiter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Missions qui expirent bientôt' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Collecte de vêtements d'hiver" }).first()).toBeVisible();
  await page.screenshot({ path: screenPath('association-dashboard.png'), fullPage: true });

  await page.getByRole('link', { name: /^Missions/ }).first().click();
  await expectHeading(page, 'Missions');
  await expect(page.getByRole('link', { name: 'Distribution alimentaire du samedi' })).toBeVisible();
  // The draft of the seed says what it still lacks.
  await expect(page.getByRole('listitem').filter({ hasText: 'Maraude du soir' }).first()).toContainText('À compléter avant publication');
  await page.screenshot({ path: screenPath('association-missions.png'), fullPage: true });

  await page.getByRole('link', { name: 'Créer une mission' }).first().click();
  await expectHeading(page, 'Créer une mission');
  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Description').fill('Entretenir le jardin partagé du quartier avec les habitants : semis, arrosage et récolte.');
  const thematics = page.getByRole('group', { name: 'Thématiques' });
  for (const name of ['Environnement', 'Alimentation', 'Culture et patrimoine']) await thematics.getByLabel(name).check();
  // A 4th thematic is refused with its message.
  await thematics.getByLabel('Santé').click();
  await expect(thematics.getByText('Choisissez au plus 3 thématiques.')).toBeVisible();
  await expect(thematics.getByLabel('Santé')).not.toBeChecked();
  await page.getByLabel('Mission à distance').check();
  await page.getByLabel('Référent', { exact: true }).selectOption({ label: 'Amina Diallo' });

  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await fillSlot(slot(page, 1), { date: inDays(9), start: '14:00', end: '10:00', places: '4' });
  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await fillSlot(slot(page, 2), { date: inDays(16), start: '09:00', end: '12:00', places: '6' });
  await expect(slot(page, 2)).toContainText('3 h 00');

  // The timeslot rule is refused in French next to the end time, and nothing typed is lost.
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(slot(page, 1).getByText("Choisissez une heure de fin postérieure à l'heure de début.")).toBeVisible();
  // The error summary takes the focus; its link brings it to the field.
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: "Créneau 1, Fin : Choisissez une heure de fin postérieure à l'heure de début." }).click();
  await expect(slot(page, 1).getByLabel('Fin', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Titre')).toHaveValue(title);
  await expect(slot(page, 2).getByLabel('Places')).toHaveValue('6');
  await slot(page, 1).getByLabel('Fin', { exact: true }).fill('17:00');
  await page.screenshot({ path: screenPath('mission-form.png'), fullPage: true });

  // Offline, the save button says the network is missing, and the form stays as typed.
  await page.context().setOffline(true);
  await expect(page.getByRole('button', { name: 'Réseau indisponible : enregistrement impossible' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByLabel('Titre')).toHaveValue(title);

  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('La mission est enregistrée.')).toBeVisible();
  await expectHeading(page, new RegExp(title));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brouillon');

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('La mission est publiée.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Publiée');
  // The secondary actions live in the « ⋯ » menu; Escape closes it.
  await page.getByRole('button', { name: "Plus d'actions" }).click();
  await expect(page.getByRole('menuitem', { name: 'Dépublier' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // The dashboard's tabs, each kept in bar_tab.
  await page.getByRole('tab', { name: 'Candidatures' }).click();
  await expect(page).toHaveURL(/bar_tab=volunteers/);
  await expect(page.getByText('Aucune candidature pour le moment.')).toBeVisible();
  await page.getByRole('tab', { name: 'Créneaux' }).click();
  await expect(page).toHaveURL(/bar_tab=timeslots/);
  await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('tabpanel')).toContainText('14:00–17:00');
  await page.getByRole('tab', { name: "Liste d'attente" }).click();
  await expect(page.getByText("Personne n'est sur la liste d'attente.")).toBeVisible();
  await page.getByRole('tab', { name: 'Témoignages' }).click();
  await expect(page.getByText('Aucun témoignage pour le moment.')).toBeVisible();
  await page.getByRole('tab', { name: 'Résumé' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Amina Diallo');
  await page.screenshot({ path: screenPath('mission-dashboard.png'), fullPage: true });

  // Back in the list, published, and found by the search box.
  await page.getByRole('link', { name: '← Toutes les missions' }).click();
  await page.getByLabel('Rechercher une mission').fill(title);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toContainText('Publiée');
  await expect(row).toContainText('Places restantes : 10');
});

test('the expiring filter, duplicating a mission, and a delete refused or confirmed', async ({ page }) => {
  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto('/association/amis-du-quartier/missions?expiring=true');
  await expect(page.getByRole('link', { name: "Collecte de vêtements d'hiver" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accompagnement scolaire' })).toHaveCount(0);

  await page.getByRole('link', { name: "Collecte de vêtements d'hiver" }).click();
  await page.getByRole('button', { name: "Plus d'actions" }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  await expectHeading(page, 'Dupliquer la mission');
  await page.getByRole('button', { name: 'Oui, dupliquer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(copie)');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brouillon');

  // The copy has no registrations: it can be deleted after confirming.
  await page.getByRole('button', { name: "Plus d'actions" }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Supprimer la mission');
  await page.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expectHeading(page, 'Missions');
});

test('the onboarding checklist and the settings, read-only for a simple member', async ({ page, browser }) => {
  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto('/association/amis-du-quartier/demarrage');
  await expectHeading(page, 'Démarrage');
  await expect(page.getByRole('listitem').filter({ hasText: 'Créer une première mission' })).toContainText('Fait');

  await page.goto('/association/amis-du-quartier/parametres');
  await expectHeading(page, "Paramètres de l'association");
  await expect(page.getByLabel("Nom de l'association")).toHaveValue('Les Amis du Quartier');
  const description = `Association de quartier (${Date.now().toString(36)}).`;
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Label', { exact: true }).selectOption({ label: 'Reconnue d\'utilité publique' });
  // A blank branch name is refused next to it, and what was typed stays.
  await page.getByRole('button', { name: 'Ajouter une antenne' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.branch-row .field__error').last()).toHaveText("Indiquez le nom de l'antenne, ou retirez-la.");
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await page.getByRole('button', { name: /Retirer l'antenne \d+/ }).last().click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les paramètres sont enregistrés.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue(description);

  const context = await browser.newContext({ locale: 'fr-FR' });
  const member = await context.newPage();
  await signIn(member, 'benevole-asso@amis-du-quartier.example');
  await member.goto('/association/amis-du-quartier/parametres');
  await expect(member.getByText("Seuls les administrateurs de l'association peuvent modifier ces paramètres.")).toBeVisible();
  await expect(member.getByLabel("Nom de l'association")).toBeDisabled();
  await expect(member.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await context.close();
});

test('a company admin opens and edits a mission the company publishes itself', async ({ page }) => {
  await signIn(page, 'rh@acme.example');
  const title = `Collecte solidaire Acme ${Date.now().toString(36)}`;
  const created = await page.evaluate(async (missionTitle) => {
    const response = await fetch('/api/v1/companies/acme/published-missions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Context-Type': 'company' },
      body: JSON.stringify({
        title: missionTitle,
        missionType: 'MISSION_TYPE_HELP',
        availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
        requiredAvailability: 'Un samedi par mois',
        timeType: 'personal',
        thematics: ['THEMATIC_POVERTY_EXCLUSION'],
        skills: [],
        sdgs: [],
        images: [],
        timeslots: [],
      }),
    });
    return { status: response.status, body: (await response.json()) as { mission: { id: number } } };
  }, title);
  expect(created.status).toBe(201);
  const id = created.body.mission.id;

  await page.goto(`/entreprise/acme/missions/${id}`);
  await expectHeading(page, new RegExp(title));
  await expect(page.getByRole('tab')).toHaveText(['Résumé', 'Candidatures', 'Créneaux', "Liste d'attente", 'Témoignages']);
  await expect(page.getByRole('tabpanel')).toContainText('Un samedi par mois');
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(`/entreprise/acme/missions/${id}/editer`);
  await expectHeading(page, 'Modifier la mission');
  await page.getByLabel('Disponibilités attendues').fill('Deux samedis par mois');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('La mission est enregistrée.')).toBeVisible();
  await expect(page).toHaveURL(`/entreprise/acme/missions/${id}`);
  await expect(page.getByRole('tabpanel')).toContainText('Deux samedis par mois');
});

test('a mission placed in Lyon through the place search and reserved to Acme through the company picker', async ({ page }) => {
  const title = `Atelier réservé Lyon ${Date.now().toString(36)}`;
  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto('/association/amis-du-quartier/missions/creer-une-mission');
  await expectHeading(page, 'Créer une mission');
  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Description').fill('Un atelier de réparation de vélos pour les salariés partenaires.');
  await page.getByRole('group', { name: 'Thématiques' }).getByLabel('Environnement').check();
  await page.getByLabel('Référent', { exact: true }).selectOption({ label: 'Amina Diallo' });

  // The place: typed, then chosen from the suggestions with the keyboard only.
  const place = page.getByRole('combobox', { name: 'Adresse' });
  await place.fill('Lyon');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText('Lyon');
  await place.press('ArrowDown');
  await place.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await place.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(place).toHaveValue('Lyon');

  // The restriction: the association's partner companies, ticked by name.
  await page.getByLabel('Restriction des inscriptions').selectOption({ label: 'Réservée à certaines entreprises' });
  const companies = page.getByRole('group', { name: 'Entreprises autorisées' });
  await expect(companies.getByLabel('Globex')).toBeVisible();
  // Nothing ticked is refused in French, and the typed title stays.
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(companies.getByText('Choisissez au moins une entreprise.')).toBeVisible();
  await expect(page.getByLabel('Titre')).toHaveValue(title);
  await companies.getByLabel('Acme').check();
  await page.screenshot({ path: screenPath('mission-form-booking-restriction.png'), fullPage: true });

  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('La mission est enregistrée.')).toBeVisible();
  await expectHeading(page, new RegExp(title));
  const summary = page.getByRole('tabpanel');
  await expect(summary.locator('dt', { hasText: 'Adresse' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Lyon');
  await expect(summary.locator('dt', { hasText: 'Restriction des inscriptions' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Réservée à certaines entreprises');
  await expect(summary.locator('dt', { hasText: 'Entreprises autorisées' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Acme');

  // The edit form shows them again as chosen.
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expectHeading(page, 'Modifier la mission');
  await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveValue('Lyon');
  await expect(page.getByRole('group', { name: 'Entreprises autorisées' }).getByLabel('Acme')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Entreprises autorisées' }).getByLabel('Globex')).not.toBeChecked();

  // The Candidatures tab exports its list.
  await page.goBack();
  await page.getByRole('tab', { name: 'Candidatures' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});
