import { beforeAll, describe, expect, it } from 'vitest';
import { NON_ADMIN_ACCOUNTS, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createMission } from '../engagements/engagements.fixtures';

const NON_ADMINS = NON_ADMIN_ACCOUNTS;

const FOOD_REMOTE = { thematics: 'THEMATIC_FOOD', remote: 'true' };

describeWithDb('shared views: the admin saves filtered lists, anyone with the link reads them', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    admin = await signIn(t, 'admin@example.org');
    for (const email of NON_ADMINS) cookies[email] = await signIn(t, email);
  });

  const create = (body: unknown, cookie = admin) => callApi(t, '/api/v1/admin/shared-views', { cookie, body });
  const viewCount = async () => Number((await db().sql`select count(*) from shared_views`)[0]!.count);

  describe('every admin route', () => {
    it('answers 401 to visitors and 403 to every other role, and changes nothing', async () => {
      const [existing] = await db().sql<{ id: number }[]>`
        insert into shared_views (hash, kind, title) values (${'h'.repeat(32)}, 'missionViews', 'Existante') returning id`;
      const calls = [
        ['GET', '/api/v1/admin/shared-views?kind=missionViews', undefined],
        ['POST', '/api/v1/admin/shared-views', { kind: 'missionViews', name: 'Pirate', filters: {} }],
        ['PUT', `/api/v1/admin/shared-views/${existing!.id}`, { kind: 'missionViews', name: 'Pirate', filters: {} }],
        ['DELETE', `/api/v1/admin/shared-views/${existing!.id}`, undefined],
      ] as const;
      for (const [method, path, body] of calls) {
        expect((await callApi(t, path, { method, body })).status, `${method} ${path}`).toBe(401);
        for (const email of NON_ADMINS) {
          expect((await callApi(t, path, { method, body, cookie: cookies[email] })).status, `${method} ${path} as ${email}`).toBe(403);
        }
      }
      expect(await db().sql`select title from shared_views`).toEqual([{ title: 'Existante' }]);
      await db().sql`delete from shared_views`;
    });
  });

  describe('saving views', () => {
    it('creates a view with an unguessable link, lists it by tab, renames it and changes its filters, keeps its link', async () => {
      const created = await create({ kind: 'missionViews', name: 'Aide alimentaire à distance', filters: { ...FOOD_REMOTE, q: '  ', sort: '' } });
      expect(created.status).toBe(201);
      const { view } = await readJson(created);
      expect(view).toMatchObject({ kind: 'missionViews', name: 'Aide alimentaire à distance', filters: FOOD_REMOTE, createdBy: 'Alice Admin' });
      expect(view.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const other = await readJson(await create({ kind: 'missionViews', name: 'Autre', filters: {} }));
      expect(other.view.hash).not.toBe(view.hash);

      const missions = await readJson(await t.app.request('/api/v1/admin/shared-views?kind=missionViews', { headers: { cookie: admin } }));
      expect(missions).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(missions.views.map((row: { name: string }) => row.name)).toEqual(['Aide alimentaire à distance', 'Autre']);
      expect((await readJson(await t.app.request('/api/v1/admin/shared-views?kind=associationViews', { headers: { cookie: admin } }))).total).toBe(0);

      const updated = await callApi(t, `/api/v1/admin/shared-views/${view.id}`, {
        method: 'PUT',
        cookie: admin,
        body: { kind: 'missionViews', name: 'Aide alimentaire', filters: { thematics: 'THEMATIC_FOOD' } },
      });
      expect(updated.status).toBe(200);
      expect((await readJson(updated)).view).toMatchObject({ id: view.id, hash: view.hash, name: 'Aide alimentaire', filters: { thematics: 'THEMATIC_FOOD' } });

      expect((await callApi(t, `/api/v1/admin/shared-views/${other.view.id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
      expect((await t.app.request(`/api/v1/shared-views/${other.view.hash}/missions`)).status).toBe(404);
      expect((await callApi(t, `/api/v1/admin/shared-views/${other.view.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
    });

    it('refuses bad input field by field in French, with the search’s own rules, and writes nothing', async () => {
      const before = await viewCount();
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{ kind: 'missionViews', name: '  ', filters: {} }, { name: ['Donnez un nom à la vue.'] }],
        [{ kind: 'companyViews', name: 'Vue' }, { kind: ['Choisissez une valeur de la liste.'] }],
        [{ kind: 'missionViews', name: 'Vue', filters: { thematics: 'THEMATIC_NOPE' } }, { 'filters.thematics.0': ['Choisissez une valeur de la liste.'] }],
        [{ kind: 'missionViews', name: 'Vue', filters: { thematics: 'THEMATIC_FOOD,THEMATIC_HEALTH,THEMATIC_SPORT,THEMATIC_CULTURE' } }, { 'filters.thematics': ['Choisissez au plus 3 thématiques.'] }],
        [{ kind: 'missionViews', name: 'Vue', filters: { from: '2026-05-10', to: '2026-05-01' } }, { 'filters.to': ['La date de fin doit suivre la date de début.'] }],
        [{ kind: 'associationViews', name: 'Vue', filters: { thematics: 'THEMATIC_FOOD' } }, { filters: ['Champ inconnu : thematics.'] }],
        [{ kind: 'missionViews', name: 'x'.repeat(121), filters: {} }, { name: ['120 caractères maximum.'] }],
      ];
      for (const [body, fields] of cases) {
        const response = await create(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await readJson(response)).error.fields, JSON.stringify(body)).toEqual(fields);
      }
      const [view] = await db().sql<{ id: number }[]>`select id from shared_views limit 1`;
      const kindChange = await callApi(t, `/api/v1/admin/shared-views/${view!.id}`, { method: 'PUT', cookie: admin, body: { kind: 'associationViews', name: 'Vue', filters: {} } });
      expect((await readJson(kindChange)).error.fields).toEqual({ kind: ['Choisissez une valeur de la liste.'] });
      expect(await viewCount()).toBe(before);
      expect((await callApi(t, '/api/v1/admin/shared-views/999999', { method: 'PUT', cookie: admin, body: { kind: 'missionViews', name: 'Vue', filters: {} } })).status).toBe(404);
    });
  });

  describe('the public link', () => {
    it('shows the published missions the public search shows with the filters, and nothing private', async () => {
      const published = await createMission(db().sql, { availability: 'text' });
      const draft = await createMission(db().sql, { availability: 'text', state: 'draft' });
      const restricted = await createMission(db().sql, { availability: 'text', bookingRestriction: 'companies', restrictedTo: ['acme'] });
      const { view } = await readJson(await create({ kind: 'missionViews', name: 'Missions à distance', filters: FOOD_REMOTE }));

      const response = await t.app.request(`/api/v1/shared-views/${view.hash}/missions`);
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body.view).toEqual({ hash: view.hash, kind: 'missionViews', name: 'Missions à distance', filters: FOOD_REMOTE });
      const ids = body.result.missions.map((mission: { id: number }) => mission.id);
      expect(ids).toContain(published);
      expect(ids).not.toContain(draft);
      expect(ids).not.toContain(restricted);
      for (const mission of body.result.missions) expect(mission).toMatchObject({ isRemote: true, thematics: expect.arrayContaining(['THEMATIC_FOOD']) });
      // What the public search answers with the same filters.
      const search = await readJson(await t.app.request('/api/v1/missions/search?thematics=THEMATIC_FOOD&remote=true'));
      expect(ids).toEqual(search.missions.map((mission: { id: number }) => mission.id));

      const text = JSON.stringify(body);
      expect(text).not.toMatch(/@/);
      expect(text).not.toMatch(/phone|email|supervisor|createdBy|created_by/i);
      expect((await t.app.request(`/api/v1/shared-views/${view.hash}/missions?page=2`)).status).toBe(200);
      expect((await t.app.request(`/api/v1/shared-views/${view.hash}/missions?page=0`)).status).toBe(400);
    });

    it('shows the associations of the directory with the filters, with their public profile only', async () => {
      const { view } = await readJson(await create({ kind: 'associationViews', name: 'Alimentation', filters: { thematic: 'THEMATIC_FOOD' } }));
      const response = await t.app.request(`/api/v1/shared-views/${view.hash}/associations`);
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body.view.name).toBe('Alimentation');
      expect(body.result.associations.map((association: { slug: string }) => association.slug)).toEqual(['amis-du-quartier']);
      expect(Object.keys(body.result.associations[0]).sort()).toEqual(['description', 'id', 'logo', 'missions', 'name', 'slug', 'thematics']);
      expect(JSON.stringify(body)).not.toMatch(/@|phone|email|certified/i);
    });

    it('answers 404 to an unknown link, a malformed one, and a link of the other kind', async () => {
      const { view } = await readJson(await create({ kind: 'associationViews', name: 'Toutes', filters: {} }));
      for (const path of [`/api/v1/shared-views/${'z'.repeat(32)}/associations`, '/api/v1/shared-views/abc/associations', `/api/v1/shared-views/${view.hash}/missions`]) {
        const response = await t.app.request(path);
        expect(response.status, path).toBe(404);
        expect((await readJson(response)).error.code).toBe('NOT_FOUND');
      }
    });
  });
});
