import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { insertAssociation, insertMission, insertTimeslot } from '../../../tests/factories/rows';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

const DAY = 86_400_000;
const slot = (days: number) => ({ starts_at: new Date(Date.now() + days * DAY), ends_at: new Date(Date.now() + days * DAY + 3 * 3_600_000) });

describeWithDb('association directory and pages: /toutes-nos-associations, /associations/{slug}, employee space', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let slug: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of ['salarie@acme.example', 'salarie@globex.example', 'asso@amis-du-quartier.example']) cookies[email] = await signIn(t, email);
    const sql = db().sql;
    const [acme] = await sql<{ id: number }[]>`select id from companies where slug = 'acme'`;
    const association = await insertAssociation(sql, { name: 'Zorglub Solidarité', description: 'Une association de test', slug: 'zorglub-solidarite' });
    slug = 'zorglub-solidarite';
    await insertAssociation(sql, { name: 'Quartier Zorglub Vert' });
    await insertAssociation(sql, { name: 'Zorglub parti ailleurs', migrated_to_url: 'https://ailleurs.example' });
    const open = await insertMission(sql, association.id, { title: 'Soutien scolaire', thematics: ['THEMATIC_EDUCATION', 'THEMATIC_CHILDHOOD_YOUTH'] });
    await insertTimeslot(sql, open.id, slot(5));
    const pinned = await insertMission(sql, association.id, { title: 'Mission épinglée', is_pinned: true, published_at: new Date(Date.now() - 30 * DAY) });
    await insertTimeslot(sql, pinned.id, slot(6));
    const acmeOnly = await insertMission(sql, association.id, { title: 'Atelier réservé à Acme', booking_restriction: 'companies', thematics: ['THEMATIC_SPORT'] });
    await insertTimeslot(sql, acmeOnly.id, slot(7));
    await sql`insert into mission_restricted_companies (mission_id, company_id) values (${acmeOnly.id}, ${acme!.id})`;
    await insertMission(sql, association.id, { title: 'Brouillon caché', state: 'draft', published_at: null });
    await insertMission(sql, association.id, { title: 'Mission expirée', availability_type: 'MISSION_AVAILABILITY_TYPE_TEXT', required_availability: 'Le soir', expires_on: '2020-01-01' });
  });

  it('lists associations by name, without accents, leaving out those that moved to another tool', async () => {
    const response = await callApi(t, '/api/v1/associations?q=zorglub');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.associations.map((a: { name: string }) => a.name)).toEqual(['Quartier Zorglub Vert', 'Zorglub Solidarité']);
    expect(body.total).toBe(2);
    const zorglub = body.associations[1];
    // Open to everyone: the two live missions (not the Acme workshop, the draft or the expired one).
    expect(zorglub).toMatchObject({ slug, description: 'Une association de test', missions: 2, thematics: ['THEMATIC_CHILDHOOD_YOUTH', 'THEMATIC_EDUCATION', 'THEMATIC_ENVIRONMENT'] });
    expect((await readJson(await callApi(t, '/api/v1/associations?q=SOLIDARITE'))).associations.map((a: { name: string }) => a.name)).toEqual(['Zorglub Solidarité']);
    const everyone = await readJson(await callApi(t, '/api/v1/associations'));
    expect(everyone.associations.map((a: { slug: string }) => a.slug)).toContain('amis-du-quartier');
  });

  it('filters by the thematic of an open mission, and refuses an unknown thematic', async () => {
    const byThematic = await readJson(await callApi(t, '/api/v1/associations?q=zorglub&thematic=THEMATIC_CHILDHOOD_YOUTH'));
    expect(byThematic.associations.map((a: { name: string }) => a.name)).toEqual(['Zorglub Solidarité']);
    // The only sport mission is reserved to Acme: visitors do not find the association by it.
    expect((await readJson(await callApi(t, '/api/v1/associations?q=zorglub&thematic=THEMATIC_SPORT'))).associations).toEqual([]);
    const refused = await callApi(t, '/api/v1/associations?thematic=NOPE');
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.fields.thematic).toEqual(['Choisissez une valeur de la liste.']);
  });

  it('counts for an employee the missions open to them; another company gets 403, a visitor 401', async () => {
    const acme = await readJson(await callApi(t, '/api/v1/companies/acme/associations?q=zorglub%20solidarite', { cookie: cookies['salarie@acme.example'] }));
    const globex = await readJson(await callApi(t, '/api/v1/companies/globex/associations?q=zorglub%20solidarite', { cookie: cookies['salarie@globex.example'] }));
    expect(acme.associations[0].missions).toBe(3);
    expect(globex.associations[0].missions).toBe(2);
    const sport = await readJson(await callApi(t, '/api/v1/companies/acme/associations?thematic=THEMATIC_SPORT', { cookie: cookies['salarie@acme.example'] }));
    expect(sport.associations.map((a: { slug: string }) => a.slug)).toContain(slug);
    for (const path of ['/api/v1/companies/acme/associations', `/api/v1/companies/acme/associations/${slug}`]) {
      expect((await callApi(t, path, { cookie: cookies['salarie@globex.example'] })).status, path).toBe(403);
      expect((await callApi(t, path, { cookie: cookies['asso@amis-du-quartier.example'] })).status, path).toBe(403);
      expect((await callApi(t, path)).status, path).toBe(401);
    }
  });

  it('opens an association page with its missions open to the viewer, pinned first', async () => {
    const visitor = await readJson(await callApi(t, `/api/v1/associations/${slug}/profile`));
    expect(visitor.association).toMatchObject({ name: 'Zorglub Solidarité', description: 'Une association de test' });
    const titles = (body: { missions: Array<{ title: string }> }) => body.missions.map((m) => m.title);
    expect(titles(visitor)).toEqual(['Mission épinglée', 'Soutien scolaire']);
    const employee = await readJson(await callApi(t, `/api/v1/companies/acme/associations/${slug}`, { cookie: cookies['salarie@acme.example'] }));
    expect(titles(employee)).toEqual(['Mission épinglée', 'Atelier réservé à Acme', 'Soutien scolaire']);
    const globex = await readJson(await callApi(t, `/api/v1/companies/globex/associations/${slug}`, { cookie: cookies['salarie@globex.example'] }));
    expect(titles(globex)).toEqual(['Mission épinglée', 'Soutien scolaire']);
    expect((await callApi(t, '/api/v1/associations/nope-nope/profile')).status).toBe(404);
  });

  it('renaming an association updates the text search of its missions', async () => {
    await db().sql`update associations set name = 'Zorglub Renommée' where slug = ${slug}`;
    const found = await readJson(await callApi(t, '/api/v1/missions/search?q=renommee'));
    expect(found.missions.map((m: { title: string }) => m.title).sort()).toEqual(['Mission épinglée', 'Soutien scolaire']);
  });
});
