import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type TestApp, callApi, cookieHeader, createTestApp, readJson, seedTestDemo } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { type SmtpSink, codeIn, startSmtpSink } from '../../../tests/setup/smtp';

describeWithDb('registration (spec §2: create account, verify e-mail, complete account and profile)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = createTestApp(db().sql, { smtpUrl: smtp.url });
    await seedTestDemo(t, db().sql);
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    await db().sql`delete from auth_attempts`;
  });

  const form = (email: string, overrides: Record<string, unknown> = {}) => ({
    email,
    password: 'Solide2026',
    password_confirmation: 'Solide2026',
    terms_of_use_accepted: true,
    gdpr_consent: true,
    ...overrides,
  });
  const register = (slug: string, body: unknown) => callApi(t, `/api/v1/registrations/employee/${slug}`, { body });
  const verify = (email: string, code: string) => callApi(t, '/api/v1/registrations/verify', { body: { email, code } });
  const sessionOf = async (cookie: string) => (await readJson(await callApi(t, '/api/v1/session', { cookie }))).me;

  async function registerAndVerify(slug: string, email: string) {
    const since = Date.now();
    const answer = await register(slug, form(email));
    expect(await readJson(answer)).toEqual({ status: 'code_sent' });
    const mail = await smtp.waitFor(email, { since });
    expect(mail.subject).toMatch(/^Votre code de confirmation Solidaire : \d{6}$/);
    const verified = await verify(email, codeIn(mail));
    expect(verified.status).toBe(200);
    return cookieHeader(verified);
  }

  it('registers an acme employee: code by e-mail, then signed in, account usable at once', async () => {
    const cookie = await registerAndVerify('acme', 'nouvelle.recrue@acme.example');
    const me = await sessionOf(cookie);
    expect(me.companies).toEqual([expect.objectContaining({ slug: 'acme', role: 'COMPANY_COLLABORATOR' })]);
    const [user] = await db().sql`select state, email_verified, terms_accepted_at, gdpr_consent_at from users where email = 'nouvelle.recrue@acme.example'`;
    expect(user).toMatchObject({ state: 'registered', email_verified: true, terms_accepted_at: expect.any(Date), gdpr_consent_at: expect.any(Date) });
  });

  it('lands in toValidate when the company validates new accounts', async () => {
    await registerAndVerify('globex', 'arrivee@globex.example');
    const [user] = await db().sql`select state from users where email = 'arrivee@globex.example'`;
    expect(user!.state).toBe('toValidate');
  });

  it('applies the company policy on e-mail domains', async () => {
    const outsider = await register('acme', form('quelqu.un@gmail.example'));
    expect(outsider.status).toBe(403);
    expect((await readJson(outsider)).error.code).toBe('SELF_REGISTRATION_CLOSED');
    await db().sql`update companies set allowed_email_domains = '{}' where slug = 'globex'`;
    expect((await readJson(await register('globex', form('autre@globex.example')))).error.code).toBe('SELF_REGISTRATION_CLOSED');
    await db().sql`update companies set allowed_email_domains = '{globex.example}' where slug = 'globex'`;
  });

  it('never tells that an address already has an account: same answer, a notice to its owner', async () => {
    const since = Date.now();
    const answer = await register('acme', form('salarie@acme.example'));
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toEqual({ status: 'code_sent' });
    const notice = await smtp.waitFor('salarie@acme.example', { since });
    expect(notice.subject).toBe('Une inscription a été tentée avec votre adresse');
    const [count] = await db().sql`select count(*)::int as n from users where email = 'salarie@acme.example'`;
    expect(count!.n).toBe(1);
  });

  it('refuses a second code within a minute with the French advice to check spam', async () => {
    const email = 'presse@acme.example';
    expect((await register('acme', form(email))).status).toBe(200);
    const again = await callApi(t, '/api/v1/registrations/resend', { body: { email } });
    expect(again.status).toBe(429);
    expect((await readJson(again)).error).toMatchObject({
      code: 'EMAIL_ALREADY_SENT',
      message: expect.stringContaining('vérifier vos courriers indésirables'),
    });
    await db().sql`delete from auth_attempts`;
    const since = Date.now();
    expect((await callApi(t, '/api/v1/registrations/resend', { body: { email } })).status).toBe(200);
    await smtp.waitFor(email, { since });
    const unknown = await callApi(t, '/api/v1/registrations/resend', { body: { email: 'personne@acme.example' } });
    expect(unknown.status).toBe(200);
  });

  it('refuses a wrong code', async () => {
    const email = 'distraite@acme.example';
    const since = Date.now();
    await register('acme', form(email));
    const code = codeIn(await smtp.waitFor(email, { since }));
    const wrong = await verify(email, code === '123456' ? '654321' : '123456');
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error.code).toBe('INVALID_CODE');
    expect((await verify(email, code)).status).toBe(200);
  });

  it('answers bad input field by field in French', async () => {
    const response = await register('acme', form('x@acme.example', { terms_of_use_accepted: false, password_confirmation: 'Autre2026' }));
    expect(response.status).toBe(400);
    const { error } = await readJson(response);
    expect(error.fields).toMatchObject({
      terms_of_use_accepted: ["Vous devez accepter les conditions d'utilisation."],
      password_confirmation: ['Les deux mots de passe ne correspondent pas'],
    });
  });

  it('registers an association, partner of a company in the company variant', async () => {
    const email = 'presidente@jardins.example';
    const since = Date.now();
    const body = {
      associationName: 'Les Jardins Partagés',
      firstName: 'Inès',
      lastName: 'Moreau',
      email,
      password: 'Solide2026',
      password_confirmation: 'Solide2026',
      eligibility_acknowledged: true,
      terms_of_use_accepted: true,
    };
    const missing = await callApi(t, '/api/v1/registrations/association?company=acme', { body: { ...body, eligibility_acknowledged: false } });
    expect((await readJson(missing)).error.fields.eligibility_acknowledged).toEqual([
      "Vous devez confirmer que votre association respecte les critères d'éligibilité.",
    ]);
    expect((await callApi(t, '/api/v1/registrations/association?company=acme', { body })).status).toBe(200);
    const cookie = cookieHeader(await verify(email, codeIn(await smtp.waitFor(email, { since }))));
    const me = await sessionOf(cookie);
    expect(me.associations).toEqual([expect.objectContaining({ slug: 'les-jardins-partages', role: 'ASSOCIATION_ADMIN' })]);
    const [partner] = await db().sql`
      select count(*)::int as n from company_partner_associations p join companies c on c.id = p.company_id join associations a on a.id = p.association_id
      where c.slug = 'acme' and a.slug = 'les-jardins-partages'`;
    expect(partner!.n).toBe(1);
    const [publisher] = await db().sql`select count(*)::int as n from publishers p join associations a on a.id = p.association_id where a.slug = 'les-jardins-partages'`;
    expect(publisher!.n).toBe(1);
  });

  it('completes the profile in the company: manager and entity of that company only', async () => {
    const cookie = await registerAndVerify('acme', 'profil@acme.example');
    const { entities } = await readJson(await callApi(t, '/api/v1/companies/acme/me', { cookie }));
    expect(entities.map((e: { name: string }) => e.name)).toEqual(['Agence Lyon', 'Siège']);
    const ok = await callApi(t, '/api/v1/companies/acme/me', { method: 'PUT', cookie, body: { managerEmail: 'cheffe@acme.example', entityId: entities[0].id } });
    expect(ok.status).toBe(200);
    const [globexEntity] = await db().sql`insert into entities (company_id, name) select id, 'Usine' from companies where slug = 'globex' returning id`;
    const foreign = await callApi(t, '/api/v1/companies/acme/me', { method: 'PUT', cookie, body: { entityId: globexEntity!.id } });
    expect(foreign.status).toBe(400);
    expect((await callApi(t, '/api/v1/companies/globex/me', { cookie })).status).toBe(403);
    expect((await callApi(t, '/api/v1/companies/acme/me', {})).status).toBe(401);
    const [member] = await db().sql`
      select m.manager_email, u.profile_completed_at from company_members m join users u on u.id = m.user_id where u.email = 'profil@acme.example'`;
    expect(member).toMatchObject({ manager_email: 'cheffe@acme.example', profile_completed_at: expect.any(Date) });
  });

  it('describes a company publicly, with its registration policy', async () => {
    const { company } = await readJson(await callApi(t, '/api/v1/companies/acme/public'));
    expect(company).toMatchObject({ slug: 'acme', name: 'Acme', selfRegistration: 'open', movedToProviderUrl: null });
    expect((await callApi(t, '/api/v1/companies/inconnue/public')).status).toBe(404);
    const { association } = await readJson(await callApi(t, '/api/v1/associations/amis-du-quartier/public'));
    expect(association.branches.map((b: { name: string }) => b.name)).toEqual(['Antenne Nord', 'Antenne Sud']);
  });
});
