import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, linkIn, signIn, submitLogin, waitForMail } from './helpers';

/** Fresh addresses per run, so the tests never depend on each other or change the demo accounts. */
const unique = (name: string) => `${name}-${Date.now().toString(36)}@acme.example`;

async function openMembersAsRh(page: Page) {
  await signIn(page, 'rh@acme.example');
  await expect(page).toHaveURL('/entreprise/acme');
  await page.getByRole('link', { name: /Gérer les collaborateurs/ }).click();
  await expectHeading(page, 'Collaborateurs');
}

/** The list is paged: an employee's row is found by searching their address. */
async function findRow(page: Page, email: string) {
  await page.getByLabel('Rechercher un collaborateur').fill(email);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  return page.getByRole('row').filter({ hasText: email });
}

async function invite(page: Page, emails: string) {
  await page.getByLabel('Adresses e-mail').fill(emails);
  await page.getByRole('button', { name: 'Envoyer les invitations' }).click();
}

/** Opens the invitation link in a browser of its own (the invited person is not rh@acme.example) and completes the account. */
async function finaliseInvitation(browser: Browser, link: string, names: { first: string; last: string }) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(link);
  await expectHeading(page, 'Finaliser mon inscription');
  await expect(page.getByText('Roxane Henry vous invite à rejoindre Acme sur Solidaire.')).toBeVisible();
  await page.getByLabel('Prénom').fill(names.first);
  await page.getByLabel('Nom', { exact: true }).fill(names.last);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await page.getByLabel("J'accepte les conditions d'utilisation de Solidaire.").check();
  await page.getByLabel(/J'accepte que mes données personnelles soient traitées/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/collaborateur/acme/accueil');
  await expectHeading(page, `Bonjour ${names.first}`);
  return { context, page };
}

test('rh@acme.example invites two employees; one completes the invitation and lands on the employee home', async ({ page, browser }) => {
  const [first, second] = [unique('invite-un'), unique('invite-deux')];
  await openMembersAsRh(page);

  // A badly typed address is refused next to the field and stays there; the others are invited.
  const since = Date.now();
  await invite(page, `${first}, ${second} pas-une-adresse`);
  await expect(page.getByText('2 invitations envoyées.')).toBeVisible();
  await expect(page.getByText("« pas-une-adresse » n'est pas une adresse e-mail valide")).toBeVisible();
  await expect(page.getByLabel('Adresses e-mail')).toHaveValue('pas-une-adresse');
  for (const email of [first, second]) {
    await expect(await findRow(page, email)).toContainText('Invité');
  }

  const mail = await waitForMail(first, since);
  expect(mail.subject).toBe('Roxane Henry vous invite à rejoindre Acme sur Solidaire');
  const link = linkIn(mail);
  expect(new URL(link).pathname).toBe('/collaborateur/acme/finaliser-inscription');

  // The invited employee, in a browser of their own: a mismatch first, then the account.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const invited = await context.newPage();
  await invited.goto(link);
  await expectHeading(invited, 'Finaliser mon inscription');
  await expect(invited.getByText('Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.')).toBeVisible();
  await invited.getByLabel('Prénom').fill('Nadia');
  await invited.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await invited.getByLabel('Confirmation du mot de passe').fill('Solide2027');
  await invited.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(invited.getByText('Les deux mots de passe ne correspondent pas')).toBeVisible();
  await expect(invited.getByText('Indiquez votre nom.')).toBeVisible();
  await expect(invited.getByLabel('Prénom')).toHaveValue('Nadia');
  await context.close();

  const done = await finaliseInvitation(browser, link, { first: 'Nadia', last: 'Benali' });
  await expect(done.page.getByText('Bienvenue dans votre espace collaborateur Acme.')).toBeVisible();
  // The link is spent.
  await done.page.goto(link);
  await expectHeading(done.page, 'Invitation non valable');
  await done.context.close();

  // Back on the list: the employee is now registered, under their name.
  await page.reload();
  await expect(await findRow(page, first)).toContainText('Nadia Benali');
  await expect(page.getByRole('row').filter({ hasText: first })).toContainText('Inscrit');
});

test('rh@acme.example disables an employee, who is signed out at once, then enables them again', async ({ page, browser }) => {
  const email = unique('desactive');
  await openMembersAsRh(page);
  const since = Date.now();
  await invite(page, email);
  await expect(page.getByText('1 invitation envoyée.')).toBeVisible();
  const employee = await finaliseInvitation(browser, linkIn(await waitForMail(email, since)), { first: 'Hugo', last: 'Lambert' });

  await page.reload();
  const row = await findRow(page, email);
  await row.getByRole('button', { name: /Désactiver/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Désactiver le compte de Hugo Lambert ?');
  await page.getByRole('button', { name: 'Oui, désactiver' }).click();
  await expect(page.getByText('Le compte de Hugo Lambert est désactivé.')).toBeVisible();
  await expect(row).toContainText('Désactivé');

  // The employee's session is gone: the next page asks them to sign in, and signing in is refused.
  await employee.page.goto('/collaborateur/acme/accueil');
  await expect(employee.page).toHaveURL(/\/(login|collaborateur\/acme\/connexion)\?redirect-back=/);
  await submitLogin(employee.page, email, 'Solide2026');
  await expect(employee.page.getByRole('alert')).toHaveText("Votre compte a été désactivé. Contactez l'administrateur de votre organisation.");

  // The filter shows the disabled accounts only.
  await page.getByLabel('Filtrer par état').selectOption('disabled');
  await expect(page).toHaveURL(/state=disabled/);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'salarie@acme.example' })).toHaveCount(0);

  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: /Réactiver/ }).click();
  await expect(page.getByText('Le compte de Hugo Lambert est réactivé.')).toBeVisible();
  await submitLogin(employee.page, email, 'Solide2026');
  await expect(employee.page).toHaveURL('/collaborateur/acme/accueil');
  await employee.context.close();
});

test('rh@acme.example changes an employee’s role; the group role is not offered to a company admin', async ({ page }) => {
  const email = unique('role');
  await openMembersAsRh(page);
  await invite(page, email);
  await expect(page.getByText('1 invitation envoyée.')).toBeVisible();
  const role = (await findRow(page, email)).getByRole('combobox');
  await expect(role.getByRole('option')).toHaveText(['Collaborateur', 'Ambassadeur', 'Administrateur']);
  await role.selectOption({ label: 'Ambassadeur' });
  await expect(page.getByText(`${email} est maintenant Ambassadeur.`)).toBeVisible();
  await page.reload();
  await expect((await findRow(page, email)).getByRole('combobox')).toHaveValue('COMPANY_AMBASSADOR');
  // Their own row offers no action.
  const own = await findRow(page, 'rh@acme.example');
  await expect(own).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
});

test('asso@amis-du-quartier.example invites a member, who fills the join form with a branch and lands in the association space', async ({ page, browser }) => {
  const email = `membre-${Date.now().toString(36)}@example.org`;
  await signIn(page, 'asso@amis-du-quartier.example');
  await expect(page).toHaveURL('/association/amis-du-quartier');
  await page.getByRole('link', { name: /Gérer les membres/ }).click();
  await expectHeading(page, 'Membres');
  await expect(page.getByRole('row').filter({ hasText: 'benevole-asso@amis-du-quartier.example' })).toContainText('Bruno Lefèvre');

  const since = Date.now();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Antenne', { exact: true }).selectOption({ label: 'Antenne Sud' });
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByText(`Une invitation a été envoyée à ${email}.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invité');

  const mail = await waitForMail(email, since);
  expect(mail.subject).toBe('Amina Diallo vous invite à rejoindre Les Amis du Quartier sur Solidaire');
  const context = await browser.newContext({ locale: 'fr-FR' });
  const member = await context.newPage();
  await member.goto(linkIn(mail));
  await expectHeading(member, 'Rejoindre Les Amis du Quartier');
  // The branch field shows (branches activated and existing), with the branch of the invitation.
  const branch = member.getByLabel('Antenne');
  await expect(branch).toBeVisible();
  await expect(branch.locator('option:checked')).toHaveText('Antenne Sud');
  await expect(member.getByLabel('Adresse e-mail')).toHaveValue(email);
  await expect(member.getByLabel('Adresse e-mail')).toHaveAttribute('readonly', '');

  // Required fields are checked before the form leaves the page.
  await member.getByRole('button', { name: "Rejoindre l'association" }).click();
  await expect(member.getByText("Vous devez accepter les conditions d'utilisation.")).toBeVisible();
  await expect(member).toHaveURL(/\/association\/amis-du-quartier\/rejoindre\?token=/);

  await member.getByLabel('Prénom').fill('Léa');
  await member.getByLabel('Nom', { exact: true }).fill('Roux');
  await member.getByLabel('Téléphone').fill('06 12 34 56 78');
  await member.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await member.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await member.getByLabel("J'accepte les conditions d'utilisation de Solidaire.").check();
  await member.getByRole('button', { name: "Rejoindre l'association" }).click();
  await expect(member).toHaveURL('/association/amis-du-quartier');
  await expectHeading(member, 'Bonjour Léa');
  await context.close();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Léa Roux');
  await expect(row).toContainText('Inscrit');
  await expect(row.getByLabel(/Antenne de Léa Roux/)).toHaveValue(/\d+/);
  await expect(row.getByLabel(/Antenne de Léa Roux/).locator('option:checked')).toHaveText('Antenne Sud');
});

test('the join form sent without its security token comes back with what was typed, passwords excepted', async ({ page, browser }) => {
  const email = `jeton-${Date.now().toString(36)}@example.org`;
  await signIn(page, 'asso@amis-du-quartier.example');
  await page.goto('/association/amis-du-quartier/membres');
  const since = Date.now();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByText(`Une invitation a été envoyée à ${email}.`)).toBeVisible();

  const context = await browser.newContext({ locale: 'fr-FR' });
  const member = await context.newPage();
  await member.goto(linkIn(await waitForMail(email, since)));
  await member.getByLabel('Prénom').fill('Paul');
  await member.getByLabel('Nom', { exact: true }).fill('Girard');
  await member.getByLabel('Téléphone').fill('0612345678');
  await member.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await member.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await member.getByLabel("J'accepte les conditions d'utilisation de Solidaire.").check();
  // The security cookie is gone (as after a long pause): the server refuses and sends the form back.
  await context.clearCookies();
  await member.getByRole('button', { name: "Rejoindre l'association" }).click();
  await expect(member).toHaveURL(/error=CSRF_INVALID/);
  await expect(member.getByRole('alert').first()).toContainText('Votre session de sécurité a expiré.');
  await expect(member.getByLabel('Prénom')).toHaveValue('Paul');
  await expect(member.getByLabel('Téléphone')).toHaveValue('0612345678');
  await expect(member.getByLabel('Mot de passe', { exact: true })).toHaveValue('');

  // Once the passwords are typed again, it goes through.
  await member.getByLabel('Mot de passe', { exact: true }).fill('Solide2026');
  await member.getByLabel('Confirmation du mot de passe').fill('Solide2026');
  await member.getByLabel("J'accepte les conditions d'utilisation de Solidaire.").check();
  await member.getByRole('button', { name: "Rejoindre l'association" }).click();
  await expect(member).toHaveURL('/association/amis-du-quartier');
  await context.close();
});
