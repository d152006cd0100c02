import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, screenPath, signIn, waitForMail } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function search(page: Page, text: string) {
  await page.getByLabel('Rechercher un collaborateur').fill(text);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
}

/** A CSV file as French Excel saves it: a byte order mark, semicolons, CRLF. */
function csvFile(lines: string[]) {
  return { name: 'collaborateurs.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

test('rh@acme.example invites employees, imports a CSV file (refused, then fixed), validates an account and filters the list', async ({ page }) => {
  const run = Date.now().toString(36);
  const invited = ['un', 'deux', 'trois'].map((name) => `${name}-${run}@acme.example`);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme');
  await page.getByRole('link', { name: /Gérer les collaborateurs/ }).click();
  await expectHeading(page, 'Collaborateurs');
  await expect(page.getByText(/\d+ collaborateurs/)).toBeVisible();

  // Three addresses and a malformed one: the three are invited, the malformed one stays, named with its line.
  const since = Date.now();
  await page.getByLabel('Adresses e-mail').fill(`${invited[0]}, ${invited[1]}\njean.dupont@acme\n${invited[2]}`);
  await page.getByRole('button', { name: 'Envoyer les invitations' }).click();
  await expect(page.getByText('3 invitations envoyées.')).toBeVisible();
  await expect(page.getByText("Ligne 2 : « jean.dupont@acme » n'est pas une adresse e-mail valide")).toBeVisible();
  await expect(page.getByLabel('Adresses e-mail')).toHaveValue('jean.dupont@acme');
  expect((await waitForMail(invited[2]!, since)).subject).toBe('Roxane Henry vous invite à rejoindre Acme sur Solidaire');
  await search(page, `-${run}@acme.example`);
  await expect(page.getByText('3 collaborateurs')).toBeVisible();
  for (const email of invited) await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invité');

  // The template to fill in.
  const template = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le modèle' }).click();
  expect((await template).suggestedFilename()).toBe('modele-collaborateurs.csv');

  // A file with a bad line: its preview names the line and column, offers no import, and nothing is written.
  const lea = `lea.roux-${run}@acme.example`;
  const paul = `paul.martin-${run}@acme.example`;
  const headings = 'e-mail;prénom;nom;entité;e-mail du manager;matricule;rôle';
  await page.getByLabel('Fichier CSV').setInputFiles(
    csvFile([headings, `${lea};Léa;Roux;Agence Lyon;chef@acme.example;LR-${run};Ambassadeur`, `paul.martin-${run}@acme;Paul;Martin;Siège;;PM-${run};Collaborateur`]),
  );
  await expect(page.getByText(/Le fichier contient 1 erreur : rien n'a été importé/)).toBeVisible();
  await expect(page.getByText(`Ligne 3, colonne « E-mail » : « paul.martin-${run}@acme » n'est pas une adresse e-mail valide.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Importer/ })).toHaveCount(0);
  await search(page, lea);
  await expect(page.getByRole('heading', { name: 'Aucun collaborateur ne correspond à votre recherche' })).toBeVisible();

  // The fixed file: previewed clean, then imported in one go; the new employees are invited.
  await page.getByLabel('Fichier CSV').setInputFiles(
    csvFile([headings, `${lea};Léa;Roux;Agence Lyon;chef@acme.example;LR-${run};Ambassadeur`, `${paul};Paul;Martin;Siège;;PM-${run};Collaborateur`]),
  );
  await expect(page.getByRole('table', { name: /Aperçu du fichier — à ajouter : 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Importer 2 collaborateurs' }).click();
  await expect(page.getByText('Import terminé. Collaborateurs ajoutés : 2 · mis à jour : 0 · invitations envoyées : 2.')).toBeVisible();
  await search(page, `LR-${run}`);
  const imported = page.getByRole('row').filter({ hasText: lea });
  await expect(imported).toContainText('Léa Roux');
  await expect(imported).toContainText('Agence Lyon');
  await expect(imported.getByRole('combobox')).toHaveValue('COMPANY_AMBASSADOR');

  // An account waiting for validation (the demo's David Barbier), validated from the filtered list.
  await search(page, '');
  await page.getByLabel('Filtrer par état').selectOption('toValidate');
  await expect(page).toHaveURL(/state=toValidate/);
  const david = page.getByRole('row').filter({ hasText: 'david.barbier@acme.example' });
  await expect(david).toContainText('À valider');
  await david.getByRole('button', { name: 'Valider · David Barbier' }).click();
  await expect(page.getByText("Le compte de David Barbier est validé. Un e-mail l'en informe.")).toBeVisible();
  await expect(david).toHaveCount(0);

  // Filters: Agence Lyon's ambassadors only.
  await page.getByLabel('Filtrer par état').selectOption('');
  await page.getByLabel('Entité', { exact: true }).selectOption({ label: 'Agence Lyon' });
  await page.getByLabel('Rôle', { exact: true }).selectOption({ label: 'Ambassadeur' });
  await expect(page).toHaveURL(/entity=\d+&role=COMPANY_AMBASSADOR/);
  await expect(page.getByRole('row').filter({ hasText: 'Bastien Aubert' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: lea })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Adèle Arnaud' })).toHaveCount(0);
  await page.screenshot({ path: screenPath('company-employees.png'), fullPage: true });

  // On a phone: cards, and nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('listitem').filter({ hasText: 'Bastien Aubert' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a bulk action moves a selection of employees to another entity; one employee is edited in its dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'rh@acme.example');
  await page.goto('/entreprise/acme/volontaires?state=created');
  await expectHeading(page, 'Collaborateurs');
  await expect(page.getByText('3 collaborateurs')).toBeVisible();
  await page.getByLabel('Tout sélectionner sur cette page').check();
  await expect(page.getByText('3 collaborateurs sélectionnés')).toBeVisible();
  await page.getByLabel('Action groupée').selectOption({ label: "Changer l'entité" });
  await page.getByLabel('Nouvelle entité').selectOption({ label: 'Siège' });
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Action appliquée à 3 collaborateurs.')).toBeVisible();
  for (const name of ['Fabien Blanc', 'Quentin Gauthier', 'Étienne Perrin']) {
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Siège');
  }

  // One employee edited in its dialog: a matricule another employee holds is refused on its field, nothing typed is lost.
  await page.getByRole('button', { name: 'Modifier · Fabien Blanc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier Fabien Blanc' });
  await dialog.getByLabel('Matricule').fill('AC-0001');
  await dialog.getByLabel('E-mail du manager').fill('direction@acme.example');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText("Ce matricule est déjà celui d'un autre collaborateur de l'entreprise.")).toBeVisible();
  await expect(dialog.getByLabel('E-mail du manager')).toHaveValue('direction@acme.example');
  await dialog.getByLabel('Matricule').fill('AC-0999');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les informations de Fabien Blanc sont enregistrées.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Fabien Blanc' })).toContainText('AC-0999');
});
