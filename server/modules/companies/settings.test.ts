import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

describeWithDb('company registration settings', () => {
  const db = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
  });
  const path = '/api/v1/companies/acme/settings/registration';

  it('lets the company admin read and change who may self-register', async () => {
    const cookie = await signIn(t, 'rh@acme.example');
    expect(await readJson(await callApi(t, path, { cookie }))).toEqual({ allowedEmailDomains: ['acme.example'], validatesNewAccounts: false });
    const saved = await callApi(t, path, { method: 'PUT', cookie, body: { allowedEmailDomains: ['acme.example', 'Acme-Lyon.fr'], validatesNewAccounts: true } });
    expect(await readJson(saved)).toEqual({ allowedEmailDomains: ['acme.example', 'acme-lyon.fr'], validatesNewAccounts: true });
    const [company] = await db().sql`select allowed_email_domains, validates_new_accounts from companies where slug = 'acme'`;
    expect(company).toEqual({ allowed_email_domains: ['acme.example', 'acme-lyon.fr'], validates_new_accounts: true });
  });

  it('answers a bad domain on its field, in French', async () => {
    const cookie = await signIn(t, 'rh@acme.example');
    const response = await callApi(t, path, { method: 'PUT', cookie, body: { allowedEmailDomains: ['@acme.fr'], validatesNewAccounts: false } });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields.allowedEmailDomains).toEqual(["L'étiquette « @acme.fr » n'est pas valide."]);
  });

  it.each([
    ['a visitor', null, 401],
    ['a collaborator', 'salarie@acme.example', 403],
    ['an ambassador', 'ambassadeur@acme.example', 403],
    ['an employee of another company', 'salarie@globex.example', 403],
    ['an association admin', 'asso@amis-du-quartier.example', 403],
  ])('refuses %s', async (_, email, status) => {
    const cookie = email ? await signIn(t, email) : undefined;
    expect((await callApi(t, path, { cookie })).status).toBe(status);
    expect((await callApi(t, path, { method: 'PUT', cookie, body: { allowedEmailDomains: [], validatesNewAccounts: false } })).status).toBe(status);
  });

  it('refuses a request whose X-Company-Id names another company', async () => {
    const cookie = await signIn(t, 'rh@acme.example');
    const [globex] = await db().sql`select id from companies where slug = 'globex'`;
    const response = await t.app.request(path, { headers: { ...SAME_ORIGIN, cookie, 'x-company-id': String(globex!.id) } });
    expect(response.status).toBe(403);
  });

  it('lets a platform admin in, as company admin', async () => {
    const cookie = await signIn(t, 'admin@example.org');
    expect((await callApi(t, path, { cookie })).status).toBe(200);
  });
});
