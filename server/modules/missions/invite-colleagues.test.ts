import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

describeWithDb('inviting colleagues to a mission', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let employee: string;
  let globexEmployee: string;
  const userIds: Record<string, string> = {};
  let missionId: number;
  let acmeOnlyMissionId: number;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    employee = await signIn(t, 'salarie@acme.example');
    globexEmployee = await signIn(t, 'salarie@globex.example');
    for (const row of await db().sql<{ id: string; email: string }[]>`select id, email from users`) userIds[row.email] = row.id;
    const missions = await db().sql<{ id: number; slug: string }[]>`select id, slug from missions`;
    missionId = missions.find((m) => m.slug === 'distribution-alimentaire-du-samedi')!.id;
    acmeOnlyMissionId = missions.find((m) => m.slug === 'atelier-numerique-reserve-a-acme')!.id;
  });

  const mailsTo = (email: string) => db().sql<{ subject: string; text: string }[]>`
    select subject, text_body as text from outgoing_emails where to_address = ${email} and template = 'mission_invitation' order by id`;

  it('finds registered colleagues of the same company by name, accents and case aside, never the searcher', async () => {
    const response = await callApi(t, '/api/v1/companies/acme/colleagues?q=henry', { cookie: employee });
    expect(response.status).toBe(200);
    const { colleagues } = await readJson(response);
    expect(colleagues).toEqual([{ id: userIds['rh@acme.example'], name: 'Roxane Henry', jobTitle: null }]);
    // Two characters at least: one finds nobody.
    expect((await readJson(await callApi(t, '/api/v1/companies/acme/colleagues?q=e', { cookie: employee }))).colleagues).toEqual([]);
    const broad = await readJson(await callApi(t, '/api/v1/companies/acme/colleagues?q=%C3%A9e', { cookie: employee }));
    expect(broad.colleagues.map((c: { id: string }) => c.id)).not.toContain(userIds['salarie@acme.example']);
  });

  it("cannot search another company's people", async () => {
    const fromGlobex = await callApi(t, '/api/v1/companies/acme/colleagues?q=henry', { cookie: globexEmployee });
    expect(fromGlobex.status).toBe(403);
    // Searching one's own company never lists the other company's people.
    const { colleagues } = await readJson(await callApi(t, '/api/v1/companies/globex/colleagues?q=henry', { cookie: globexEmployee }));
    expect(colleagues).toEqual([]);
    expect((await callApi(t, '/api/v1/companies/acme/colleagues?q=henry')).status).toBe(401);
  });

  it('mails each picked colleague the link to the mission in their space', async () => {
    const response = await callApi(t, `/api/v1/companies/acme/missions/${missionId}/invitations`, {
      cookie: employee,
      body: { userIds: [userIds['rh@acme.example'], userIds['ambassadeur@acme.example']] },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ invited: 2 });
    const [mail] = await mailsTo('rh@acme.example');
    expect(mail!.subject).toContain('Distribution alimentaire du samedi');
    expect(mail!.text).toContain(`/collaborateur/acme/missions/${missionId}-distribution-alimentaire-du-samedi`);
    expect(mail!.text).toContain('Roxane');
  });

  it('cannot invite someone of another company: nobody is mailed', async () => {
    const before = (await mailsTo('rh@acme.example')).length;
    const response = await callApi(t, `/api/v1/companies/acme/missions/${missionId}/invitations`, {
      cookie: employee,
      body: { userIds: [userIds['rh@acme.example'], userIds['salarie@globex.example']] },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields.userIds).toBeDefined();
    expect(await mailsTo('salarie@globex.example')).toEqual([]);
    expect((await mailsTo('rh@acme.example')).length).toBe(before);
  });

  it('cannot invite to a mission the inviter does not see, nor from another company', async () => {
    const hidden = await callApi(t, `/api/v1/companies/globex/missions/${acmeOnlyMissionId}/invitations`, {
      cookie: globexEmployee,
      body: { userIds: [userIds['salarie@globex.example']] },
    });
    expect(hidden.status).toBe(404);
    const stranger = await callApi(t, `/api/v1/companies/acme/missions/${missionId}/invitations`, {
      cookie: globexEmployee,
      body: { userIds: [userIds['rh@acme.example']] },
    });
    expect(stranger.status).toBe(403);
  });
});
