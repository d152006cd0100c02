import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

const ASSO_ADMIN = 'asso@amis-du-quartier.example';
const ASSO_MEMBER = 'benevole-asso@amis-du-quartier.example';

describeWithDb('association settings: /association/{slug}/parametres', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const path = '/api/v1/associations/amis-du-quartier/settings';

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const row of await db().sql<{ id: string; email: string }[]>`select id, email from users`) ids[row.email] = row.id;
    for (const email of [ASSO_ADMIN, ASSO_MEMBER, 'rh@acme.example', 'salarie@acme.example', 'admin@example.org']) cookies[email] = await signIn(t, email);
    // rh@acme.example also runs planete-verte: an admin of another association.
    const [planete] = await db().sql<{ id: number }[]>`select id from associations where slug = 'planete-verte'`;
    await db().sql`insert into association_members (association_id, user_id, role) values (${planete!.id}, ${ids['rh@acme.example']!}, 'ASSOCIATION_ADMIN')`;
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Les Amis du Quartier',
    logo: '/uploads/logo-amis.png',
    description: 'Entraide et lien social dans le quartier.',
    certifiedLabel: 'ESUS',
    intermissionEligible: true,
    areBranchesActivated: true,
    branches: ['Antenne Nord', 'Antenne Est'],
    supervisorIds: [ids[ASSO_MEMBER]],
    ...overrides,
  });

  it('answers 401 without a session, 403 to employees and to admins of another association', async () => {
    expect((await callApi(t, path)).status).toBe(401);
    expect((await callApi(t, path, { method: 'PUT', body: input() })).status).toBe(401);
    for (const who of ['salarie@acme.example', 'rh@acme.example']) {
      expect((await callApi(t, path, { cookie: cookies[who] })).status, who).toBe(403);
      expect((await callApi(t, path, { method: 'PUT', cookie: cookies[who], body: input({ name: 'Piraté' }) })).status, who).toBe(403);
    }
    // And planete-verte's admin changes planete-verte only.
    const own = await callApi(t, '/api/v1/associations/planete-verte/settings', { cookie: cookies['rh@acme.example'] });
    expect(own.status).toBe(200);
    const [row] = await db().sql`select name from associations where slug = 'amis-du-quartier'`;
    expect(row!.name).toBe('Les Amis du Quartier');
  });

  it('shows the settings to members read-only, and lets only admins change them', async () => {
    const read = await readJson(await callApi(t, path, { cookie: cookies[ASSO_MEMBER] }));
    expect(read).toMatchObject({ slug: 'amis-du-quartier', name: 'Les Amis du Quartier', areBranchesActivated: true, canEdit: false });
    expect(read.branches).toEqual([
      { id: expect.any(Number), name: 'Antenne Nord', members: 1 },
      { id: expect.any(Number), name: 'Antenne Sud', members: 0 },
    ]);
    expect(read.members).toEqual(
      expect.arrayContaining([
        { id: ids[ASSO_ADMIN], fullName: 'Amina Diallo', email: ASSO_ADMIN, isSupervisor: true, role: 'ASSOCIATION_ADMIN' },
        { id: ids[ASSO_MEMBER], fullName: 'Bruno Lefèvre', email: ASSO_MEMBER, isSupervisor: false, role: 'ASSOCIATION_MEMBER' },
      ]),
    );
    expect((await callApi(t, path, { method: 'PUT', cookie: cookies[ASSO_MEMBER], body: input() })).status).toBe(403);
    expect((await readJson(await callApi(t, path, { cookie: cookies[ASSO_ADMIN] }))).canEdit).toBe(true);
  });

  it('saves the profile, the branches and the referents', async () => {
    const response = await callApi(t, path, { method: 'PUT', cookie: cookies[ASSO_ADMIN], body: input() });
    expect(response.status).toBe(200);
    const saved = await readJson(response);
    expect(saved).toMatchObject({ logo: '/uploads/logo-amis.png', description: 'Entraide et lien social dans le quartier.', certifiedLabel: 'ESUS', intermissionEligible: true });
    expect(saved.branches.map((b: { name: string }) => b.name)).toEqual(['Antenne Est', 'Antenne Nord']);
    expect(saved.members.find((m: { id: string }) => m.id === ids[ASSO_MEMBER]).isSupervisor).toBe(true);

    // Dropping a branch leaves its members without one; leaving supervisorIds out keeps the referents.
    const { supervisorIds: _omit, ...withoutReferents } = input({ branches: ['Antenne Est'] });
    const again = await readJson(await callApi(t, path, { method: 'PUT', cookie: cookies[ASSO_ADMIN], body: withoutReferents }));
    expect(again.branches).toEqual([{ id: expect.any(Number), name: 'Antenne Est', members: 0 }]);
    const [member] = await db().sql`select branch_id, is_supervisor from association_members where user_id = ${ids[ASSO_MEMBER]!}`;
    expect(member).toEqual({ branch_id: null, is_supervisor: true });

    // The dashboard's onboarding follows.
    const dashboard = await readJson(await callApi(t, '/api/v1/associations/amis-du-quartier/dashboard', { cookie: cookies[ASSO_ADMIN] }));
    expect(dashboard.onboarding.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key)).toEqual(expect.arrayContaining(['profile', 'logo', 'supervisor']));

    const cleared = await readJson(await callApi(t, path, { method: 'PUT', cookie: cookies[ASSO_ADMIN], body: input({ supervisorIds: [] }) }));
    expect(cleared.members.find((m: { id: string }) => m.id === ids[ASSO_MEMBER]).isSupervisor).toBe(false);
  });

  it('refuses referents who are not members, and bad input, with field messages', async () => {
    let response = await callApi(t, path, { method: 'PUT', cookie: cookies[ASSO_ADMIN], body: input({ supervisorIds: [ids['salarie@acme.example']] }) });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields).toEqual({ supervisorIds: ['Choisissez une valeur de la liste.'] });
    response = await callApi(t, path, { method: 'PUT', cookie: cookies[ASSO_ADMIN], body: input({ name: ' ', branches: ['Nord', 'nord'] }) });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error.fields.name).toEqual(["Indiquez le nom de l'association."]);
    expect(body.error.fields.branches).toEqual(['Un même élément ne peut pas être choisi deux fois.']);
  });

  it('lets platform admins change any association', async () => {
    const response = await callApi(t, '/api/v1/associations/planete-verte/settings', {
      method: 'PUT',
      cookie: cookies['admin@example.org'],
      body: input({ name: 'Planète Verte', branches: [], supervisorIds: [], areBranchesActivated: false }),
    });
    expect(response.status).toBe(200);
    expect((await readJson(response)).canEdit).toBe(true);
  });
});
