import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { type SmtpSink, linkIn, startSmtpSink } from '../../../tests/setup/smtp';

describeWithDb('association members: /association/{slug}/membres (list, invite, role, remove)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let smtp: SmtpSink;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const branches: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = createTestApp(db().sql, { smtpUrl: smtp.url });
    await seedTestDemo(t, db().sql);
    for (const email of ['asso@amis-du-quartier.example', 'benevole-asso@amis-du-quartier.example', 'rh@acme.example', 'admin@example.org']) {
      cookies[email] = await signIn(t, email);
    }
    for (const row of await db().sql<{ id: string; email: string }[]>`select id, email from users`) ids[row.email] = row.id;
    for (const row of await db().sql<{ id: number; name: string }[]>`select id, name from branches`) branches[row.name] = row.id;
    // An admin of the other association, to check tenancy.
    const [planete] = await db().sql<{ id: number }[]>`select id from associations where slug = 'planete-verte'`;
    await db().sql`insert into association_members (association_id, user_id, role) values (${planete!.id}, ${ids['rh@acme.example']!}, 'ASSOCIATION_ADMIN')`;
  });
  afterAll(() => smtp.stop());

  const admin = () => cookies['asso@amis-du-quartier.example']!;
  const base = '/api/v1/associations/amis-du-quartier';

  it('answers 401 without a session and 403 to members, company admins and admins of another association', async () => {
    const uid = ids['benevole-asso@amis-du-quartier.example'];
    const calls = [
      ['GET', `${base}/members`, undefined],
      ['POST', `${base}/invitations`, { email: 'x@example.org', role: 'ASSOCIATION_MEMBER' }],
      ['PUT', `${base}/members/${uid}`, { role: 'ASSOCIATION_ADMIN' }],
      ['DELETE', `${base}/members/${uid}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) expect((await callApi(t, path, { method, body })).status, `${method} ${path}`).toBe(401);
    // rh@acme.example is a company admin, and admin of planete-verte (not of amis-du-quartier).
    for (const who of ['benevole-asso@amis-du-quartier.example', 'rh@acme.example']) {
      for (const [method, path, body] of calls) {
        expect((await callApi(t, path, { method, body, cookie: cookies[who] })).status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    const [still] = await db().sql`select role from association_members where user_id = ${uid!}`;
    expect(still!.role).toBe('ASSOCIATION_MEMBER');
  });

  it('refuses a request whose X-Association-Id disagrees with the address', async () => {
    const [planete] = await db().sql<{ id: number }[]>`select id from associations where slug = 'planete-verte'`;
    const response = await t.app.request(`${base}/members`, { headers: { ...SAME_ORIGIN, cookie: admin(), 'x-association-id': String(planete!.id) } });
    expect(response.status).toBe(403);
  });

  it('lists members with role and branch, and the branches to choose from', async () => {
    const body = await readJson(await callApi(t, `${base}/members`, { cookie: admin() }));
    expect(body.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'benevole-asso@amis-du-quartier.example', fullName: 'Bruno Lefèvre', role: 'ASSOCIATION_MEMBER', branch: { id: branches['Antenne Nord'], name: 'Antenne Nord' } }),
        expect.objectContaining({ email: 'asso@amis-du-quartier.example', role: 'ASSOCIATION_ADMIN', branch: null }),
      ]),
    );
    expect(body.members.some((m: { email: string }) => m.email === 'rh@acme.example')).toBe(false);
    expect(body.branches.map((b: { name: string }) => b.name)).toEqual(['Antenne Nord', 'Antenne Sud']);
    const platform = await callApi(t, `${base}/members`, { cookie: cookies['admin@example.org'] });
    expect(platform.status).toBe(200);
  });

  it('invites a new member with a branch: an invited account, the membership and the join link', async () => {
    const since = Date.now();
    const response = await callApi(t, `${base}/invitations`, {
      cookie: admin(),
      body: { email: 'Nouvelle@Example.org', role: 'ASSOCIATION_MEMBER', branchId: branches['Antenne Sud'] },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ invited: ['nouvelle@example.org'], added: [], alreadyMembers: [] });
    const [member] = await db().sql`
      select u.state, m.role, m.branch_id from association_members m join users u on u.id = m.user_id where u.email = 'nouvelle@example.org'`;
    expect(member).toEqual({ state: 'invited', role: 'ASSOCIATION_MEMBER', branch_id: branches['Antenne Sud'] });
    const mail = await smtp.waitFor('nouvelle@example.org', { since });
    expect(mail.subject).toBe('Amina Diallo vous invite à rejoindre Les Amis du Quartier sur Solidaire');
    expect(new URL(linkIn(mail)).pathname).toBe('/association/amis-du-quartier/rejoindre');

    const again = await callApi(t, `${base}/invitations`, { cookie: admin(), body: { email: 'benevole-asso@amis-du-quartier.example', role: 'ASSOCIATION_MEMBER' } });
    expect((await readJson(again)).error.code).toBe('ALREADY_MEMBER');
    const foreignBranch = await callApi(t, `${base}/invitations`, { cookie: admin(), body: { email: 'autre@example.org', role: 'ASSOCIATION_MEMBER', branchId: 999999 } });
    expect((await readJson(foreignBranch)).error.fields.branchId).toEqual(['Choisissez une valeur de la liste.']);
  });

  it('adds an existing account straight away, state unchanged, and tells them', async () => {
    const since = Date.now();
    const response = await callApi(t, `${base}/invitations`, { cookie: admin(), body: { email: 'salarie@acme.example', role: 'ASSOCIATION_ADMIN' } });
    expect(await readJson(response)).toEqual({ invited: [], added: ['salarie@acme.example'], alreadyMembers: [] });
    const mail = await smtp.waitFor('salarie@acme.example', { since });
    expect(linkIn(mail)).toBe('http://localhost:3000/association/amis-du-quartier');
    const [user] = await db().sql`select state from users where email = 'salarie@acme.example'`;
    expect(user!.state).toBe('registered');
  });

  it('changes a role and a branch, and keeps the last administrator', async () => {
    const uid = ids['benevole-asso@amis-du-quartier.example']!;
    const put = (userId: string, body: unknown) => callApi(t, `${base}/members/${userId}`, { method: 'PUT', cookie: admin(), body });
    expect((await put(uid, { role: 'ASSOCIATION_MEMBER', branchId: branches['Antenne Sud'] })).status).toBe(200);
    const [moved] = await db().sql`select branch_id from association_members where user_id = ${uid}`;
    expect(moved!.branch_id).toBe(branches['Antenne Sud']);
    await put(uid, { role: 'ASSOCIATION_MEMBER', branchId: branches['Antenne Nord'] });

    // salarie@acme.example was made admin above; remove that, then Amina is the last admin.
    expect((await put(ids['salarie@acme.example']!, { role: 'ASSOCIATION_MEMBER' })).status).toBe(200);
    const demote = await put(ids['asso@amis-du-quartier.example']!, { role: 'ASSOCIATION_MEMBER' });
    expect(demote.status).toBe(409);
    expect((await readJson(demote)).error).toMatchObject({ code: 'LAST_ASSOCIATION_ADMIN', message: expect.stringContaining('au moins un administrateur') });
    const remove = await callApi(t, `${base}/members/${ids['asso@amis-du-quartier.example']}`, { method: 'DELETE', cookie: admin() });
    expect((await readJson(remove)).error.code).toBe('LAST_ASSOCIATION_ADMIN');
  });

  it('removes a member and withdraws their pending invitation; a user of another association is not found', async () => {
    const [invited] = await db().sql<{ id: string }[]>`select id from users where email = 'nouvelle@example.org'`;
    const response = await callApi(t, `${base}/members/${invited!.id}`, { method: 'DELETE', cookie: admin() });
    expect(response.status).toBe(200);
    const [left] = await db().sql`select count(*)::int as n from invitations where email = 'nouvelle@example.org' and accepted_at is null`;
    expect(left!.n).toBe(0);

    const outsider = await callApi(t, `${base}/members/${ids['rh@acme.example']}`, { method: 'DELETE', cookie: admin() });
    expect(outsider.status).toBe(404);
    const [kept] = await db().sql`select count(*)::int as n from association_members where user_id = ${ids['rh@acme.example']!}`;
    expect(kept!.n).toBe(1);
  });
});
