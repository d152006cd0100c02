import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee } from '../engagements/engagements.fixtures';

describeWithDb("the company's partner associations", () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await createEmployee(db().sql, { email: 'drh@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    await db().sql`update associations set certified_label = 'ESUS' where slug = 'planete-verte'`;
    for (const email of ['rh@acme.example', 'drh@globex.example', 'salarie@acme.example']) cookies[email] = await signIn(t, email);
  });
  const get = async (path: string, email = 'rh@acme.example') => callApi(t, `/api/v1/companies/${path}`, { cookie: cookies[email] });
  const slugs = (body: { associations: Array<{ slug: string }> }) => body.associations.map((association) => association.slug);

  it('lists the partners with their logo, thematics, missions and certification label', async () => {
    const body = await readJson(await get('acme/partner-associations'));
    expect(slugs(body)).toEqual(['amis-du-quartier', 'planete-verte']);
    const planete = body.associations[1];
    expect(planete).toMatchObject({ name: 'Planète Verte', certifiedLabel: 'ESUS', isPartner: true });
    expect(planete.missions).toBeGreaterThan(0);
    expect(planete.thematics).toContain('THEMATIC_ENVIRONMENT');
  });

  it('finds associations by name (accents ignored), city and thematic', async () => {
    expect(slugs(await readJson(await get('acme/partner-associations/search?q=planete')))).toEqual(['planete-verte']);
    expect(slugs(await readJson(await get('acme/partner-associations/search?city=lyon')))).toEqual(['amis-du-quartier']);
    expect(slugs(await readJson(await get('acme/partner-associations/search?thematic=THEMATIC_ENVIRONMENT')))).toEqual(['planete-verte']);
    const tooLong = await get(`acme/partner-associations/search?q=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(Object.keys((await readJson(tooLong)).error.fields)).toEqual(['q']);
  });

  it('removes a partner and adds it back, idempotently', async () => {
    const removed = await callApi(t, '/api/v1/companies/globex/partner-associations/amis-du-quartier', { method: 'DELETE', cookie: cookies['drh@globex.example'] });
    expect((await readJson(removed)).isPartner).toBe(false);
    expect(slugs(await readJson(await get('globex/partner-associations', 'drh@globex.example')))).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const added = await callApi(t, '/api/v1/companies/globex/partner-associations/planete-verte', { method: 'PUT', cookie: cookies['drh@globex.example'], body: {} });
      expect((await readJson(added)).isPartner).toBe(true);
    }
    expect(slugs(await readJson(await get('globex/partner-associations', 'drh@globex.example')))).toEqual(['planete-verte']);
    // Acme's partners did not move.
    expect(slugs(await readJson(await get('acme/partner-associations')))).toEqual(['amis-du-quartier', 'planete-verte']);
    expect((await callApi(t, '/api/v1/companies/acme/partner-associations/nope', { method: 'PUT', cookie: cookies['rh@acme.example'], body: {} })).status).toBe(404);
  });

  it("shows the association's page with its missions and this company's applications only", async () => {
    const body = await readJson(await get('acme/partner-associations/amis-du-quartier'));
    expect(body.association).toMatchObject({ slug: 'amis-du-quartier', isPartner: true });
    expect(body.missions.map((mission: { title: string }) => mission.title)).toContain('Atelier numérique réservé à Acme');
    const globex = await readJson(await get('globex/partner-associations/amis-du-quartier', 'drh@globex.example'));
    expect(globex.missions.map((mission: { title: string }) => mission.title)).not.toContain('Atelier numérique réservé à Acme');
    await db().sql`
      insert into engagements (id, mission_id, user_id, company_id, association_id, time_type, state)
      select gen_random_uuid(), m.id, u.id, c.id, m.association_id, 'personal', 'created'
      from missions m, users u, companies c where m.slug = 'accompagnement-scolaire' and u.email = 'salarie@acme.example' and c.slug = 'acme'`;
    const withApplication = await readJson(await get('acme/partner-associations/amis-du-quartier'));
    expect(withApplication.applications).toMatchObject([{ employeeName: 'Camille Martin', missionTitle: 'Accompagnement scolaire', state: 'created' }]);
    expect((await readJson(await get('globex/partner-associations/amis-du-quartier', 'drh@globex.example'))).applications).toEqual([]);
  });

  it("keeps tenants apart and employees out: an Acme admin cannot read or change Globex's partners", async () => {
    expect((await get('globex/partner-associations')).status).toBe(403);
    expect((await callApi(t, '/api/v1/companies/globex/partner-associations/planete-verte', { method: 'DELETE', cookie: cookies['rh@acme.example'] })).status).toBe(403);
    expect((await get('acme/partner-associations', 'salarie@acme.example')).status).toBe(403);
    expect((await callApi(t, '/api/v1/companies/acme/partner-associations/planete-verte', { method: 'DELETE', cookie: cookies['salarie@acme.example'] })).status).toBe(403);
    expect(slugs(await readJson(await get('globex/partner-associations', 'drh@globex.example')))).toEqual(['planete-verte']);
  });
});
