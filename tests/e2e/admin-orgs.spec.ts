import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectHeading, screenPath, signIn, waitForMail } from './helpers';

const DESKTOP = { width: 1440, height: 900 };

test('the admin creates a company with a plan and its first admin, who is invited by e-mail; a taken slug is refused in French', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const unique = Date.now().toString(36);
  const name = `Initech ${unique}`;
  const slug = `initech-${unique}`;
  const adminEmail = `drh-${unique}@initech.example`;
  const since = Date.now();

  await signIn(page, 'admin@example.org');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Entreprises' }).click();
  await expectHeading(page, 'Entreprises');
  await expect(page.getByRole('link', { name: 'Acme', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Créer une entreprise' }).first().click();
  await expectHeading(page, 'Créer une entreprise');

  await page.getByLabel("Nom de l'entreprise").fill(name);
  // The slug follows the name until it is typed.
  await expect(page.getByLabel('Identifiant', { exact: true })).toHaveValue(slug);
  await page.getByRole('group', { name: 'Offres souscrites' }).getByLabel('Mobilisation').check();
  // The plan's column appears in the features' table, ticked as its catalogue.
  const features = page.getByRole('table', { name: "Fonctionnalités de l'entreprise" });
  await expect(features.getByRole('checkbox', { name: 'Quêtes de sensibilisation · Incluse dans l\'offre Mobilisation' })).toBeChecked();
  await expect(features.getByRole('checkbox', { name: "Appels à projets · Incluse dans l'offre Mobilisation" })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Un groupe existant' }).check();
  await page.getByLabel('Groupe à rejoindre').selectOption({ label: 'Groupe Démo (groupe-demo)' });
  await page.getByRole('button', { name: 'Ajouter une entité' }).click();
  await page.getByLabel('Entité 1', { exact: true }).fill('Siège');
  await page.getByLabel('Adresses e-mail des administrateurs').fill(adminEmail);
  await page.screenshot({ path: screenPath('admin-company-create.png'), fullPage: true });
  await page.getByRole('button', { name: "Créer l'entreprise" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/entreprises/${slug}$`));
  await expectHeading(page, name);
  await expect(page.getByText(`Invitation envoyée à ${adminEmail}.`)).toBeVisible();
  const admins = page.getByRole('region', { name: 'Administrateurs' });
  await expect(admins.getByRole('row').filter({ hasText: adminEmail })).toContainText('Invité');
  await expect(page.getByLabel('Entité 1', { exact: true })).toHaveValue('Siège');
  await page.screenshot({ path: screenPath('admin-company.png'), fullPage: true });

  // The invitation every company sends, delivered and kept in the mailbox.
  const mail = await waitForMail(adminEmail, since);
  expect(mail.subject).toContain(name);
  expect(mail.text).toContain(`/collaborateur/${slug}/finaliser-inscription?token=`);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Boîte mail' }).click();
  await page.getByLabel('Adresse du destinataire').fill(adminEmail);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `vous invite à rejoindre ${name} sur Solidaire` })).toHaveCount(1);

  // The same slug again: refused on its field, in French, and nothing is created.
  await page.goto('/admin/entreprises/creer');
  await page.getByLabel("Nom de l'entreprise").fill(`Doublon ${unique}`);
  await page.getByLabel('Identifiant', { exact: true }).fill(slug);
  await page.getByRole('group', { name: 'Offres souscrites' }).getByLabel('Solidarité').check();
  await page.getByLabel('Adresses e-mail des administrateurs').fill(`rh-${unique}@doublon.example`);
  await page.getByRole('button', { name: "Créer l'entreprise" }).click();
  const slugField = page.getByLabel('Identifiant', { exact: true });
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Cet identifiant est déjà utilisé par une autre entreprise : choisissez-en un autre.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 champ à corriger' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/entreprises\/creer$/);
  await page.screenshot({ path: screenPath('admin-company-slug-taken.png'), fullPage: true });

  // The list finds the new company, not the refused one.
  await page.getByRole('link', { name: 'Retour aux entreprises' }).click();
  await page.getByLabel('Nom ou identifiant').fill(unique);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${unique}`));
  await expect(page.getByRole('status').filter({ hasText: /^1 entreprise$/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Groupe Démo');
});

test('the admin filters the associations by certified label, certifies one and downloads the export', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  const unique = Date.now().toString(36);
  const name = `Jardins partagés ${unique}`;
  // A new association of this run (the registration the public page sends), so other specs' data is left alone.
  const registered = await page.request.post('/api/v1/registrations/association', {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: baseURL! },
    data: {
      associationName: name,
      firstName: 'Inès',
      lastName: 'Morel',
      email: `ines-${unique}@jardins.example`,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      eligibility_acknowledged: true,
      terms_of_use_accepted: true,
    },
  });
  expect(registered.ok()).toBe(true);

  await signIn(page, 'admin@example.org');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Associations' }).click();
  await expectHeading(page, 'Associations');
  await page.getByLabel("Nom de l'association").fill(unique);
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Non certifiée');

  // No association of this run holds B Corp yet.
  await page.getByLabel('Label certifié').selectOption({ label: 'B Corp' });
  await expect(page).toHaveURL(/label=B_CORP/);
  await expect(page.getByRole('heading', { name: 'Aucune association ne correspond' })).toBeVisible();
  await page.getByLabel('Label certifié').selectOption({ label: 'Tous' });

  // Certified from its page.
  await row.getByRole('link', { name }).click();
  await expectHeading(page, name);
  await expect(page.getByText('Inès Morel')).toBeVisible();
  const certification = page.getByRole('region', { name: 'Certification' });
  await certification.getByRole('button', { name: 'Certifier' }).click();
  await expect(certification.getByText('Choisissez le label de certification.')).toBeVisible();
  await certification.getByLabel('Label de certification').selectOption({ label: 'B Corp' });
  await certification.getByRole('button', { name: 'Certifier' }).click();
  await expect(page.getByText(`${name} est certifiée B Corp.`)).toBeVisible();
  await expect(certification.getByText('Label actuel : B Corp')).toBeVisible();
  await page.screenshot({ path: screenPath('admin-association.png'), fullPage: true });

  // The label's filter now keeps it; a bulk action marks it eligible to the intermission.
  await page.getByRole('link', { name: 'Retour aux associations' }).click();
  await page.getByLabel("Nom de l'association").fill(unique);
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  await page.getByLabel('Label certifié').selectOption({ label: 'B Corp' });
  await expect(page).toHaveURL(new RegExp(`q=${unique}.*label=B_CORP|label=B_CORP.*q=${unique}`));
  await expect(row).toContainText('B Corp');
  await row.getByRole('checkbox', { name: `Sélectionner ${name}` }).check();
  await page.getByLabel('Action groupée').selectOption({ label: "Marquer éligibles à l'intermission" });
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('1 association mise à jour.')).toBeVisible();
  await expect(row).toContainText('Éligible');
  await page.screenshot({ path: screenPath('admin-associations.png'), fullPage: true });

  // The export of the filtered list, read back with the project's XLSX reader.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (Excel)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^associations-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.getWorksheet('Associations')!;
  const rows: unknown[][] = [];
  sheet.eachRow((line) => rows.push((line.values as unknown[]).slice(1)));
  expect(rows[0]!.slice(0, 4)).toEqual(['Nom', 'Identifiant', 'Label certifié', "Éligible à l'intermission"]);
  expect(rows.slice(1)).toHaveLength(1);
  expect(rows[1]!.slice(0, 4)).toEqual([name, expect.stringContaining('jardins-partages'), 'B Corp', 'Oui']);
});

test('the admin’s associations and companies pages on a 390 px phone do not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@example.org');
  for (const path of ['/admin/associations', '/admin/associations/amis-du-quartier', '/admin/entreprises', '/admin/entreprises/creer', '/admin/entreprises/acme']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
