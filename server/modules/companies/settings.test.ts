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

describeWithDb('company settings: every section, and the feature switches', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of ['rh@acme.example', 'salarie@acme.example', 'salarie@globex.example', 'admin@example.org']) cookies[email] = await signIn(t, email);
  });
  const put = (section: string, body: unknown, cookie = cookies['rh@acme.example'], slug = 'acme') =>
    callApi(t, `/api/v1/companies/${slug}/settings/${section}`, { method: 'PUT', cookie, body });
  const pdf = `/uploads/${'a'.repeat(64)}.pdf`;

  it('reads every section: acme holds solidarite and mobilisation, so intermission is not included', async () => {
    const body = await readJson(await callApi(t, '/api/v1/companies/acme/settings', { cookie: cookies['rh@acme.example'] }));
    expect(body).toMatchObject({
      identity: { name: 'Acme', logo: null },
      registration: { allowedEmailDomains: ['acme.example'], validatesNewAccounts: false },
      validation: { managerValidation: true, workTimeValidator: 'manager' },
      credits: { yearlyCreditDays: 3 },
      legal: { privacyPolicy: null, termsOfUse: null },
      communication: { text: null, image: null },
    });
    expect(body.features.find((line: { feature: string }) => line.feature === 'intermission')).toEqual({ feature: 'intermission', allowed: false, enabled: true });
    expect(body.features.find((line: { feature: string }) => line.feature === 'quests')).toEqual({ feature: 'quests', allowed: true, enabled: true });
  });

  it('saves each section alone and answers the settings as they now are', async () => {
    expect((await readJson(await put('identity', { name: '  Acme France ', logo: '/uploads/logo.png' }))).identity).toEqual({ name: 'Acme France', logo: '/uploads/logo.png' });
    expect((await readJson(await put('credits', { yearlyCreditDays: 5 }))).credits).toEqual({ yearlyCreditDays: 5 });
    expect((await readJson(await put('legal', { privacyPolicy: pdf, termsOfUse: null }))).legal).toEqual({ privacyPolicy: pdf, termsOfUse: null });
    expect((await readJson(await put('communication', { text: 'Bienvenue !', image: null }))).communication).toEqual({ text: 'Bienvenue !', image: null });
    const saved = await readJson(await put('validation', { managerValidation: true, workTimeValidator: 'company_admin' }));
    expect(saved.validation).toEqual({ managerValidation: true, workTimeValidator: 'company_admin' });
    const [row] = await db().sql`select name, yearly_credit_hours, privacy_policy_filepath, communication_text, work_time_validator from companies where slug = 'acme'`;
    expect(row).toEqual({ name: 'Acme France', yearly_credit_hours: 35, privacy_policy_filepath: pdf, communication_text: 'Bienvenue !', work_time_validator: 'company_admin' });
    // The public page serves the policy.
    expect((await readJson(await callApi(t, '/api/v1/companies/acme/public'))).company.privacyPolicyFilepath).toBe(pdf);
    await put('identity', { name: 'Acme', logo: null });
    await put('validation', { managerValidation: true, workTimeValidator: 'manager' });
  });

  it.each([
    ['identity', { name: ' ', logo: null }, 'name', 'Indiquez le nom de l’entreprise.'],
    ['credits', { yearlyCreditDays: 61 }, 'yearlyCreditDays', null],
    ['credits', { yearlyCreditDays: 1.5 }, 'yearlyCreditDays', null],
    ['legal', { privacyPolicy: '/uploads/photo.png', termsOfUse: null }, 'privacyPolicy', null],
    ['validation', { managerValidation: true, workTimeValidator: 'director' }, 'workTimeValidator', null],
    ['features', { feature: 'unknown', enabled: true }, 'feature', null],
  ])('refuses a bad %s on its field, in French', async (section, body, field, message) => {
    const response = await put(section, body);
    expect(response.status).toBe(400);
    const fields = (await readJson(response)).error.fields;
    expect(Object.keys(fields)).toEqual([field]);
    if (message) expect(fields[field][0].replace("'", '’')).toBe(message);
  });

  it('switches a feature off and on: the session drops it, its routes answer 403 FEATURE_DISABLED, then come back', async () => {
    const off = await readJson(await put('features', { feature: 'quests', enabled: false }));
    expect(off.features.find((line: { feature: string }) => line.feature === 'quests')).toMatchObject({ allowed: true, enabled: false });
    const { me } = await readJson(await callApi(t, '/api/v1/session', { cookie: cookies['salarie@acme.example'] }));
    expect(me.companies[0].features).not.toContain('quests');
    const gated = await callApi(t, '/api/v1/companies/acme/employee-quests', { cookie: cookies['salarie@acme.example'] });
    expect(gated.status).toBe(403);
    expect((await readJson(gated)).error.code).toBe('FEATURE_DISABLED');
    await put('features', { feature: 'quests', enabled: true });
    expect((await callApi(t, '/api/v1/companies/acme/employee-quests', { cookie: cookies['salarie@acme.example'] })).status).toBe(200);
    const [row] = await db().sql`select enabled_features from companies where slug = 'acme'`;
    expect(row!.enabled_features).toContain('quests');
  });

  it('refuses to switch on a feature the plans do not include, and lets it be switched off', async () => {
    expect((await put('features', { feature: 'intermission', enabled: true })).status).toBe(403);
    expect((await put('features', { feature: 'intermission', enabled: false })).status).toBe(200);
    await db().sql`update companies set enabled_features = array_append(enabled_features, 'intermission') where slug = 'acme'`;
  });

  it("keeps tenants apart: an Acme admin neither reads nor changes Globex's settings, employees are refused", async () => {
    expect((await callApi(t, '/api/v1/companies/globex/settings', { cookie: cookies['rh@acme.example'] })).status).toBe(403);
    expect((await put('features', { feature: 'quests', enabled: false }, cookies['rh@acme.example'], 'globex')).status).toBe(403);
    expect((await put('credits', { yearlyCreditDays: 9 }, cookies['salarie@acme.example'])).status).toBe(403);
    expect((await put('credits', { yearlyCreditDays: 9 }, cookies['salarie@globex.example'])).status).toBe(403);
    const [globex] = await db().sql`select enabled_features, yearly_credit_hours from companies where slug = 'globex'`;
    expect(globex!.enabled_features).toContain('quests');
    expect(globex!.yearly_credit_hours).toBe(21);
    expect((await callApi(t, '/api/v1/companies/globex/settings', { cookie: cookies['admin@example.org'] })).status).toBe(200);
  });
});
