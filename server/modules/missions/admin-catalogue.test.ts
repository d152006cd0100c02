import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { insertMission, insertPublisher } from '../../../tests/factories/rows';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

describeWithDb('admin catalogue: the missions the platform publishes', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;
  let associationId: number;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    admin = await signIn(t, 'admin@example.org');
    associationId = (await db().sql<{ id: number }[]>`select id from associations where slug = 'planete-verte'`)[0]!.id;
    const publisher = await insertPublisher(db().sql, { type: 'PUBLISHER_TYPE_ADMIN' });
    const admins = { publisher_id: publisher.id, publisher_type: 'PUBLISHER_TYPE_ADMIN' };
    await insertMission(db().sql, associationId, { ...admins, title: 'Fresque du climat', created_at: new Date(Date.now() - 3_600_000) });
    await insertMission(db().sql, associationId, { ...admins, title: 'Collecte 50% solidaire', state: 'draft', published_at: null });
    for (let index = 0; index < 20; index++) {
      await insertMission(db().sql, associationId, { ...admins, title: `Atelier n° ${index}`, state: 'archived', created_at: new Date(Date.now() - 86_400_000 * (index + 2)) });
    }
  });

  const list = async (query = '') => readJson(await t.app.request(`/api/v1/admin/missions${query}`, { headers: { cookie: admin } }));

  it('lists only the platform’s own missions, newest first, by page, with the association that runs them', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.missions.slice(0, 2).map((mission: { title: string }) => mission.title)).toEqual(['Collecte 50% solidaire', 'Fresque du climat']);
    expect(first.missions[1]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      title: 'Fresque du climat',
      state: 'published',
      association: { slug: 'planete-verte', name: 'Planète Verte' },
      createdAt: expect.any(String),
      publishedAt: expect.any(String),
      applications: 0,
    });
    const second = await list('?page=2');
    expect(second.missions.map((mission: { title: string }) => mission.title)).toEqual(['Atelier n° 18', 'Atelier n° 19']);
    // The demo's association missions are not the platform's.
    const titles = [...first.missions, ...second.missions].map((mission: { title: string }) => mission.title);
    expect(titles).not.toContain('Nettoyage des berges de la Seine');
  });

  it('filters by a part of the title (wildcards typed as such) and by state', async () => {
    expect((await list('?q=fresque')).missions.map((mission: { title: string }) => mission.title)).toEqual(['Fresque du climat']);
    expect((await list('?q=50%25')).missions.map((mission: { title: string }) => mission.title)).toEqual(['Collecte 50% solidaire']);
    expect((await list('?q=%25%25')).total).toBe(0);
    expect((await list('?state=draft')).missions.map((mission: { title: string }) => mission.title)).toEqual(['Collecte 50% solidaire']);
    expect((await list('?state=archived')).total).toBe(20);
    const refused = await t.app.request('/api/v1/admin/missions?state=perdue', { headers: { cookie: admin } });
    expect(refused.status).toBe(400);
  });

  it('is refused to everyone but platform admins', async () => {
    expect((await t.app.request('/api/v1/admin/missions')).status).toBe(401);
    for (const email of ['rh@acme.example', 'asso@amis-du-quartier.example']) {
      const cookie = await signIn(t, email);
      expect((await t.app.request('/api/v1/admin/missions', { headers: { cookie } })).status, email).toBe(403);
    }
  });
});
