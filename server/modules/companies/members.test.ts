import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { type SmtpSink, linkIn, startSmtpSink } from '../../../tests/setup/smtp';

describeWithDb('company members: /entreprise/{slug}/volontaires (list, invite, validate, disable, roles)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let smtp: SmtpSink;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = createTestApp(db().sql, { smtpUrl: smtp.url });
    await seedTestDemo(t, db().sql);
    for (const email of ['rh@acme.example', 'ambassadeur@acme.example', 'salarie@acme.example', 'asso@amis-du-quartier.example', 'admin@example.org']) {
      cookies[email] = await signIn(t, email);
    }
    for (const row of await db().sql<{ id: string; email: string }[]>`select id, email from users`) ids[row.email] = row.id;
  });
  afterAll(() => smtp.stop());

  const rh = () => cookies['rh@acme.example']!;
  const stateOf = async (email: string) => (await db().sql<{ state: string }[]>`select state from users where email = ${email}`)[0]?.state;
  /** A user of its own for tests that change states, so the demo accounts stay as they are (password Demo2026!). */
  async function employee(email: string, company: 'acme' | 'globex', state = 'registered', role = 'COMPANY_COLLABORATOR') {
    const [user] = await db().sql<{ id: string }[]>`
      insert into users (name, email, email_verified, state, first_name, last_name) values (${email}, ${email}, true, ${state}, 'Test', ${email})
      returning id`;
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await db().sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${hash}, now())`;
    await db().sql`insert into company_members (company_id, user_id, role) select id, ${user!.id}, ${role} from companies where slug = ${company}`;
    return user!.id;
  }

  it('answers 401 without a session, on every route', async () => {
    const uid = ids['salarie@acme.example'];
    for (const [method, path, body] of [
      ['GET', '/api/v1/companies/acme/members', undefined],
      ['POST', '/api/v1/companies/acme/invitations', { emails: 'x@acme.example' }],
      ['POST', `/api/v1/companies/acme/members/${uid}/validate`, undefined],
      ['POST', `/api/v1/companies/acme/members/${uid}/disable`, undefined],
      ['POST', `/api/v1/companies/acme/members/${uid}/enable`, undefined],
      ['PUT', `/api/v1/companies/acme/members/${uid}/role`, { role: 'COMPANY_ADMIN' }],
    ] as const) {
      const response = await callApi(t, path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await readJson(response)).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to collaborators, ambassadors, association members and admins of another company', async () => {
    await employee('admin-rh@globex.example', 'globex', 'registered', 'COMPANY_ADMIN');
    cookies['admin-rh@globex.example'] = await signIn(t, 'admin-rh@globex.example');

    const uid = ids['salarie@acme.example'];
    for (const who of ['salarie@acme.example', 'ambassadeur@acme.example', 'asso@amis-du-quartier.example', 'admin-rh@globex.example']) {
      const cookie = cookies[who]!;
      for (const [method, path, body] of [
        ['GET', '/api/v1/companies/acme/members', undefined],
        ['POST', '/api/v1/companies/acme/invitations', { emails: 'x@acme.example' }],
        ['POST', `/api/v1/companies/acme/members/${uid}/disable`, undefined],
        ['PUT', `/api/v1/companies/acme/members/${uid}/role`, { role: 'COMPANY_ADMIN' }],
      ] as const) {
        const response = await callApi(t, path, { method, body, cookie });
        expect(response.status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    expect(await stateOf('salarie@acme.example')).toBe('registered');
  });

  it('lists the employees with role, state and entity, and filters by state', async () => {
    await employee('attente@acme.example', 'acme', 'toValidate');
    const response = await callApi(t, '/api/v1/companies/acme/members', { cookie: rh() });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    const salarie = body.members.find((m: { email: string }) => m.email === 'salarie@acme.example');
    expect(salarie).toMatchObject({ fullName: 'Camille Martin', role: 'COMPANY_COLLABORATOR', state: 'registered', entity: null });
    expect(body.members.some((m: { email: string }) => m.email === 'salarie@globex.example')).toBe(false);
    expect(body.assignableRoles).toEqual(['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN']);
    expect(body.viewerId).toBe(ids['rh@acme.example']);
    expect(body.counts.toValidate).toBe(1);

    const filtered = await readJson(await callApi(t, '/api/v1/companies/acme/members?state=toValidate', { cookie: rh() }));
    expect(filtered.members.map((m: { email: string }) => m.email)).toEqual(['attente@acme.example']);
    expect((await callApi(t, '/api/v1/companies/acme/members?state=nimporte', { cookie: rh() })).status).toBe(400);
  });

  it('lets platform admins in, with the group role to hand out', async () => {
    const body = await readJson(await callApi(t, '/api/v1/companies/acme/members', { cookie: cookies['admin@example.org'] }));
    expect(body.assignableRoles).toContain('COMPANY_HOLDING_ADMIN');
  });

  it('keeps tenants apart: an acme admin cannot list, validate, disable or change globex users', async () => {
    const globexUser = ids['salarie@globex.example']!;
    expect((await callApi(t, '/api/v1/companies/globex/members', { cookie: rh() })).status).toBe(403);
    for (const action of ['validate', 'disable', 'enable']) {
      expect((await callApi(t, `/api/v1/companies/globex/members/${globexUser}/${action}`, { method: 'POST', cookie: rh() })).status).toBe(403);
      // Through acme's own address, the globex user is simply not there.
      expect((await callApi(t, `/api/v1/companies/acme/members/${globexUser}/${action}`, { method: 'POST', cookie: rh() })).status).toBe(404);
    }
    expect((await callApi(t, `/api/v1/companies/acme/members/${globexUser}/role`, { method: 'PUT', cookie: rh(), body: { role: 'COMPANY_ADMIN' } })).status).toBe(404);
    expect(await stateOf('salarie@globex.example')).toBe('registered');
    const [membership] = await db().sql`select role from company_members where user_id = ${globexUser}`;
    expect(membership!.role).toBe('COMPANY_COLLABORATOR');
  });

  it('refuses a request whose X-Company-Id disagrees with the address', async () => {
    const [globex] = await db().sql<{ id: number }[]>`select id from companies where slug = 'globex'`;
    const response = await t.app.request('/api/v1/companies/acme/members', { headers: { ...SAME_ORIGIN, cookie: rh(), 'x-company-id': String(globex!.id) } });
    expect(response.status).toBe(403);
  });

  it('validates an account waiting for validation and tells the employee by e-mail', async () => {
    const uid = await employee('avalider@acme.example', 'acme', 'toValidate');
    const since = Date.now();
    const response = await callApi(t, `/api/v1/companies/acme/members/${uid}/validate`, { method: 'POST', cookie: rh() });
    expect(response.status).toBe(200);
    expect(await stateOf('avalider@acme.example')).toBe('registered');
    const mail = await smtp.waitFor('avalider@acme.example', { since });
    expect(mail.subject).toBe('Votre compte Acme est validé');
    expect(linkIn(mail)).toBe('http://localhost:3000/collaborateur/acme/accueil');
    // Twice is refused: the state machine has moved on.
    const again = await callApi(t, `/api/v1/companies/acme/members/${uid}/validate`, { method: 'POST', cookie: rh() });
    expect((await readJson(again)).error.code).toBe('INVALID_TRANSITION');
  });

  it('disables a user: their sessions are gone at once and they cannot sign in; enabling lets them back', async () => {
    const uid = await employee('adesactiver@acme.example', 'acme');
    const victim = await signIn(t, 'adesactiver@acme.example');
    expect((await readJson(await callApi(t, '/api/v1/session', { cookie: victim }))).me).not.toBeNull();

    const response = await callApi(t, `/api/v1/companies/acme/members/${uid}/disable`, { method: 'POST', cookie: rh() });
    expect(response.status).toBe(200);
    expect(await stateOf('adesactiver@acme.example')).toBe('disabled');
    const [sessions] = await db().sql`select count(*)::int as n from sessions where user_id = ${uid}`;
    expect(sessions!.n).toBe(0);
    expect((await readJson(await callApi(t, '/api/v1/session', { cookie: victim }))).me).toBeNull();
    const refused = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ email: 'adesactiver@acme.example', password: 'Demo2026!' }),
    });
    expect((await readJson(refused)).error.code).toBe('ACCOUNT_DISABLED');

    expect((await callApi(t, `/api/v1/companies/acme/members/${uid}/enable`, { method: 'POST', cookie: rh() })).status).toBe(200);
    expect(await stateOf('adesactiver@acme.example')).toBe('registered');
    await signIn(t, 'adesactiver@acme.example');
  });

  it('never lets an admin disable or demote themselves', async () => {
    const me = ids['rh@acme.example'];
    const disable = await callApi(t, `/api/v1/companies/acme/members/${me}/disable`, { method: 'POST', cookie: rh() });
    expect(disable.status).toBe(403);
    expect((await readJson(disable)).error.code).toBe('CANNOT_ACT_ON_SELF');
    const demote = await callApi(t, `/api/v1/companies/acme/members/${me}/role`, { method: 'PUT', cookie: rh(), body: { role: 'COMPANY_COLLABORATOR' } });
    expect((await readJson(demote)).error.code).toBe('CANNOT_ACT_ON_SELF');
    expect(await stateOf('rh@acme.example')).toBe('registered');
  });

  it('changes roles among collaborator, ambassador and admin; the group role only by holding or platform admins', async () => {
    const uid = await employee('role@acme.example', 'acme');
    const put = (role: string, cookie = rh()) => callApi(t, `/api/v1/companies/acme/members/${uid}/role`, { method: 'PUT', cookie, body: { role } });
    const roleOf = async () => (await db().sql`select role from company_members where user_id = ${uid}`)[0]!.role;
    expect((await put('COMPANY_AMBASSADOR')).status).toBe(200);
    expect(await roleOf()).toBe('COMPANY_AMBASSADOR');
    expect((await put('COMPANY_ADMIN')).status).toBe(200);
    expect(await roleOf()).toBe('COMPANY_ADMIN');
    expect((await put('COMPANY_HOLDING_ADMIN')).status).toBe(403);
    expect((await put('PATRON')).status).toBe(400);
    expect((await put('COMPANY_HOLDING_ADMIN', cookies['admin@example.org'])).status).toBe(200);
    expect(await roleOf()).toBe('COMPANY_HOLDING_ADMIN');
    // A company admin leaves group admins alone.
    expect((await put('COMPANY_COLLABORATOR')).status).toBe(403);
    expect((await callApi(t, `/api/v1/companies/acme/members/${uid}/disable`, { method: 'POST', cookie: rh() })).status).toBe(403);
  });

  it('invites several addresses at once: new people get a link, existing accounts the membership and an e-mail', async () => {
    const since = Date.now();
    const response = await callApi(t, '/api/v1/companies/acme/invitations', {
      cookie: rh(),
      body: { emails: 'nouveau1@acme.example, Nouveau2@acme.example salarie@globex.example,salarie@acme.example' },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      invited: ['nouveau1@acme.example', 'nouveau2@acme.example'],
      added: ['salarie@globex.example'],
      alreadyMembers: ['salarie@acme.example'],
      invalid: [],
    });
    const [invited] = await db().sql`select state, email_verified from users where email = 'nouveau1@acme.example'`;
    expect(invited).toEqual({ state: 'invited', email_verified: false });
    const [invitation] = await db().sql`select token_hash, expires_at - created_at as ttl, role from invitations where email = 'nouveau1@acme.example'`;
    expect(invitation!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(invitation!.role).toBe('COMPANY_COLLABORATOR');

    const mail = await smtp.waitFor('nouveau1@acme.example', { since });
    expect(mail.subject).toBe('Roxane Henry vous invite à rejoindre Acme sur Solidaire');
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/collaborateur/acme/finaliser-inscription');
    expect(link.searchParams.get('token')).toHaveLength(43);

    // The globex employee now belongs to acme too, with state unchanged, and was told.
    expect(await stateOf('salarie@globex.example')).toBe('registered');
    const existing = await smtp.waitFor('salarie@globex.example', { since });
    expect(linkIn(existing)).toBe('http://localhost:3000/collaborateur/acme/accueil');
  });

  it('invites the well-formed addresses of a list and names the others with their line; a list of nothing valid is refused', async () => {
    const response = await callApi(t, '/api/v1/companies/acme/invitations', { cookie: rh(), body: { emails: 'bon@acme.example\npas une;autre@acme.example' } });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      invited: ['bon@acme.example', 'autre@acme.example'],
      added: [],
      alreadyMembers: [],
      invalid: [
        { line: 2, value: 'pas' },
        { line: 2, value: 'une' },
      ],
    });
    expect(await stateOf('bon@acme.example')).toBe('invited');

    const refused = await callApi(t, '/api/v1/companies/acme/invitations', { cookie: rh(), body: { emails: 'pas-une-adresse' } });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.fields.emails).toEqual([
      "« pas-une-adresse » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
    ]);
    expect((await readJson(await callApi(t, '/api/v1/companies/acme/invitations', { cookie: rh(), body: { emails: ' , ' } }))).error.fields.emails).toEqual([
      'Saisissez au moins une adresse e-mail.',
    ]);
  });
});
