import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NON_ADMINS, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createMission } from '../engagements/engagements.fixtures';


describeWithDb('admin associations: list, page, certification, bulk actions and export', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    admin = await signIn(t, 'admin@example.org');
    // A third association, migrated to another tool and with a mission in Lyon.
    await sql`insert into associations (slug, name, migrated_to_url) values ('entraide-lyon', 'Entraide Lyonnaise', 'https://ailleurs.example')`;
    await createMission(sql, { association: 'entraide-lyon', supervisorEmail: null });
    await sql`update missions set city = 'Lyon' where association_id = (select id from associations where slug = 'entraide-lyon')`;
    for (const row of await sql<{ id: number; slug: string }[]>`select id, slug from associations`) ids[row.slug] = row.id;
  });

  const get = (path: string, cookie = admin) => t.app.request(path, { headers: { cookie } });
  const names = async (query: string) => ((await readJson(await get(`/api/v1/admin/associations${query}`))).associations as Array<{ name: string }>).map((row) => row.name);

  describe('who may call', () => {
    const calls = () =>
      [
        ['GET', '/api/v1/admin/associations', undefined],
        ['GET', '/api/v1/admin/exports/associations', undefined],
        ['GET', '/api/v1/admin/associations/amis-du-quartier', undefined],
        ['PUT', '/api/v1/admin/associations/amis-du-quartier', { name: 'Piratée', areBranchesActivated: false }],
        ['PUT', '/api/v1/admin/associations/amis-du-quartier/certification', { certifiedLabel: 'ESUS' }],
        ['PUT', '/api/v1/admin/associations/amis-du-quartier/intermission', { intermissionEligible: true }],
        ['POST', '/api/v1/admin/associations/bulk', { associationIds: [ids['amis-du-quartier']], action: 'certify', certifiedLabel: 'ESUS' }],
      ] as const;

    it('answers 401 to visitors', async () => {
      for (const [method, path, body] of calls()) {
        const response = await callApi(t, path, { method, body });
        expect(response.status, path).toBe(401);
      }
    });

    it.each(DEMO_NON_ADMINS)('answers 403 to %s, and changes nothing', async (email) => {
      const cookie = await signIn(t, email);
      for (const [method, path, body] of calls()) {
        const response = await callApi(t, path, { method, body, cookie });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await readJson(response)).error.message).toBe("Vous n'avez pas l'autorisation d'accéder à cette page");
      }
      const [row] = await db().sql`select name, certified_label, intermission_eligible from associations where slug = 'amis-du-quartier'`;
      expect(row).toEqual({ name: 'Les Amis du Quartier', certified_label: null, intermission_eligible: false });
    });
  });

  describe('the list', () => {
    it('lists every association by name, with its facts', async () => {
      const body = await readJson(await get('/api/v1/admin/associations'));
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      expect(body.associations.map((row: { name: string }) => row.name)).toEqual(['Entraide Lyonnaise', 'Les Amis du Quartier', 'Planète Verte']);
      const amis = body.associations[1];
      expect(amis).toMatchObject({ slug: 'amis-du-quartier', certifiedLabel: null, intermissionEligible: false, areBranchesActivated: true, branches: 2, state: 'active' });
      expect(amis.members).toBeGreaterThanOrEqual(2);
      expect(body.associations[0]).toMatchObject({ state: 'migrated', cities: ['Lyon'], missions: 1, members: 0 });
    });

    it('searches the name without accents and the city of a mission', async () => {
      expect(await names('?q=planete')).toEqual(['Planète Verte']);
      expect(await names('?q=QUARTIER')).toEqual(['Les Amis du Quartier']);
      expect(await names('?city=lyon')).toContain('Entraide Lyonnaise');
      expect(await names('?q=personne')).toEqual([]);
    });

    it('filters by branches, state, label and eligibility, and sorts both ways', async () => {
      expect(await names('?branches=yes')).toEqual(['Les Amis du Quartier']);
      expect(await names('?branches=no')).toEqual(['Entraide Lyonnaise', 'Planète Verte']);
      expect(await names('?state=migrated')).toEqual(['Entraide Lyonnaise']);
      expect(await names('?state=active')).toEqual(['Les Amis du Quartier', 'Planète Verte']);
      expect(await names('?sort=-name')).toEqual(['Planète Verte', 'Les Amis du Quartier', 'Entraide Lyonnaise']);
      // The demo certifies Planète Verte.
      expect(await names('?label=certified')).toEqual(['Planète Verte']);
      // A label or a sort the list does not know is dropped, not refused.
      expect(await names('?label=ISO_12345&sort=size')).toHaveLength(3);
    });

    it('pages the list', async () => {
      const body = await readJson(await get('/api/v1/admin/associations?page=2'));
      expect(body).toMatchObject({ total: 3, page: 2, associations: [] });
    });
  });

  describe('one association', () => {
    it('shows its members with their roles, its missions with their states, its branches', async () => {
      const body = await readJson(await get('/api/v1/admin/associations/amis-du-quartier'));
      expect(body.association).toMatchObject({ slug: 'amis-du-quartier', name: 'Les Amis du Quartier', state: 'active', certifiedLabel: null });
      expect(body.branches.map((branch: { name: string }) => branch.name)).toEqual(['Antenne Nord', 'Antenne Sud']);
      expect(body.members).toContainEqual(expect.objectContaining({ email: 'asso@amis-du-quartier.example', role: 'ASSOCIATION_ADMIN' }));
      expect(body.members).toContainEqual(expect.objectContaining({ email: 'benevole-asso@amis-du-quartier.example', role: 'ASSOCIATION_MEMBER' }));
      expect(body.missions.length).toBeGreaterThan(0);
      for (const mission of body.missions) expect(['draft', 'published', 'republished', 'unpublished', 'archived']).toContain(mission.state);
    });

    it('answers 404 for an association that does not exist', async () => {
      expect((await get('/api/v1/admin/associations/personne')).status).toBe(404);
    });

    it('edits its identity, and refuses a missing name and a link that is none, field by field', async () => {
      const refused = await callApi(t, '/api/v1/admin/associations/planete-verte', {
        method: 'PUT',
        cookie: admin,
        body: { name: ' ', areBranchesActivated: true, migratedToUrl: 'ailleurs' },
      });
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).error.fields).toEqual({
        name: ["Indiquez le nom de l'association."],
        migratedToUrl: ['Saisissez un lien complet commençant par https://.'],
      });
      const saved = await callApi(t, '/api/v1/admin/associations/planete-verte', {
        method: 'PUT',
        cookie: admin,
        body: { name: 'Planète Verte Lyon', description: 'Nettoyages de berges.', areBranchesActivated: true, migratedToUrl: '' },
      });
      expect(saved.status).toBe(200);
      expect((await readJson(saved)).association).toMatchObject({ name: 'Planète Verte Lyon', description: 'Nettoyages de berges.', areBranchesActivated: true, state: 'active' });
      await callApi(t, '/api/v1/admin/associations/planete-verte', { method: 'PUT', cookie: admin, body: { name: 'Planète Verte', areBranchesActivated: false } });
    });

    it('certifies it with one of the labels, then takes the certification away', async () => {
      const refused = await callApi(t, '/api/v1/admin/associations/amis-du-quartier/certification', { method: 'PUT', cookie: admin, body: { certifiedLabel: 'PAS_UN_LABEL' } });
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).error.fields.certifiedLabel).toEqual(['Choisissez une valeur de la liste.']);
      const certified = await callApi(t, '/api/v1/admin/associations/amis-du-quartier/certification', { method: 'PUT', cookie: admin, body: { certifiedLabel: 'ESUS' } });
      expect((await readJson(certified)).association.certifiedLabel).toBe('ESUS');
      expect(await names('?label=ESUS')).toEqual(['Les Amis du Quartier', 'Planète Verte']);
      expect(await names('?label=uncertified')).toEqual(['Entraide Lyonnaise']);
      const removed = await callApi(t, '/api/v1/admin/associations/amis-du-quartier/certification', { method: 'PUT', cookie: admin, body: { certifiedLabel: null } });
      expect((await readJson(removed)).association.certifiedLabel).toBeNull();
    });

    it('marks it eligible to the intermission', async () => {
      const response = await callApi(t, '/api/v1/admin/associations/planete-verte/intermission', { method: 'PUT', cookie: admin, body: { intermissionEligible: true } });
      expect((await readJson(response)).association.intermissionEligible).toBe(true);
      expect(await names('?intermission=yes')).toEqual(['Planète Verte']);
      await callApi(t, '/api/v1/admin/associations/planete-verte/intermission', { method: 'PUT', cookie: admin, body: { intermissionEligible: false } });
    });
  });

  describe('bulk actions', () => {
    it('certifies the selected associations, and names the one that no longer exists in the error map', async () => {
      const response = await callApi(t, '/api/v1/admin/associations/bulk', {
        cookie: admin,
        body: { associationIds: [ids['amis-du-quartier'], 999_999, ids['planete-verte']], action: 'certify', certifiedLabel: 'B_CORP' },
      });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({
        done: [ids['amis-du-quartier'], ids['planete-verte']],
        errors: { '999999': ["L'élément demandé est introuvable."] },
        codes: { '999999': 'NOT_FOUND' },
        message: '',
      });
      expect(await names('?label=B_CORP')).toEqual(['Les Amis du Quartier', 'Planète Verte']);
    });

    it('marks them eligible, then takes the certification away', async () => {
      const eligible = await readJson(
        await callApi(t, '/api/v1/admin/associations/bulk', { cookie: admin, body: { associationIds: [ids['entraide-lyon']], action: 'mark_eligible' } }),
      );
      expect(eligible.done).toEqual([ids['entraide-lyon']]);
      expect(await names('?intermission=yes')).toEqual(['Entraide Lyonnaise']);
      await callApi(t, '/api/v1/admin/associations/bulk', { cookie: admin, body: { associationIds: [ids['amis-du-quartier']], action: 'uncertify' } });
      expect(await names('?label=certified')).toEqual(['Planète Verte']);
    });

    it('refuses to certify without a label, on the label’s field, and changes nothing', async () => {
      const response = await callApi(t, '/api/v1/admin/associations/bulk', { cookie: admin, body: { associationIds: [ids['amis-du-quartier']], action: 'certify' } });
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.fields).toEqual({ certifiedLabel: ['Choisissez le label de certification.'] });
      expect(await names('?label=certified')).toEqual(['Planète Verte']);
    });
  });

  describe('the export', () => {
    async function sheetOf(response: Response) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.getWorksheet('Associations')!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    }

    it('writes the list’s associations with its filters as an XLSX file, read back with a real reader', async () => {
      const response = await get('/api/v1/admin/exports/associations?label=B_CORP');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="associations-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const rows = await sheetOf(response);
      expect(rows[0]).toEqual([
        'Nom',
        'Identifiant',
        'Label certifié',
        "Éligible à l'intermission",
        'Antennes activées',
        'Antennes',
        'Membres',
        'Missions',
        'Villes des missions',
        'État',
        'Inscrite le',
      ]);
      expect(rows).toHaveLength(2);
      expect(rows[1]!.slice(0, 6)).toEqual(['Planète Verte', 'planete-verte', 'B Corp', 'Non', 'Non', 0]);
      expect(rows[1]![9]).toBe('Active');
      expect(rows[1]![10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    });

    it('writes every association without filters, sorted as asked, and a CSV on request', async () => {
      const rows = await sheetOf(await get('/api/v1/admin/exports/associations?sort=-name'));
      expect(rows.slice(1).map((row) => row[0])).toEqual(['Planète Verte', 'Les Amis du Quartier', 'Entraide Lyonnaise']);
      expect(rows[3]).toContain('Migrée vers un autre outil');
      // Marked eligible by the bulk action above.
      const csv = await get('/api/v1/admin/exports/associations?format=csv&state=migrated');
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = new TextDecoder().decode(await csv.arrayBuffer());
      expect(text.split('\r\n')[1]).toMatch(/^Entraide Lyonnaise;entraide-lyon;;Oui;Non;0;0;1;Lyon;Migrée vers un autre outil;/);
    });
  });
});
