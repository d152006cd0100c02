import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompanyCreateInput } from '../../../shared/companies/admin-company.schema';
import { PLAN_FEATURES } from '../../../shared/companies/plans';
import { DEMO_NON_ADMINS, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee } from '../engagements/engagements.fixtures';


/** A company form that passes, to change field by field. */
const form = (changes: Partial<AdminCompanyCreateInput> = {}): AdminCompanyCreateInput => ({
  name: 'Initech',
  slug: 'initech',
  isActive: true,
  plans: ['mobilisation'],
  enabledFeatures: ['missions', 'quests', 'challenges'],
  allowedFeatures: { mobilisation: [...PLAN_FEATURES.mobilisation] },
  completelyActivatedFeatures: ['missions'],
  holdingMode: 'none',
  entities: [{ name: 'Siège' }, { name: 'Usine de Lille' }],
  adminEmails: 'drh@initech.example',
  ...changes,
});

describeWithDb('admin companies: list, creation in one transaction, page, admins and bulk actions', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    admin = await signIn(t, 'admin@example.org');
  });

  const get = (path: string) => t.app.request(path, { headers: { cookie: admin } });
  const create = (body: unknown) => callApi(t, '/api/v1/admin/companies', { cookie: admin, body });
  const counts = async () => {
    const [row] = await db().sql<{ companies: number; holdings: number; users: number; entities: number; invitations: number; emails: number }[]>`
      select (select count(*)::int from companies) as companies, (select count(*)::int from holdings) as holdings,
             (select count(*)::int from users) as users, (select count(*)::int from entities) as entities,
             (select count(*)::int from invitations) as invitations, (select count(*)::int from outgoing_emails) as emails`;
    return row!;
  };

  describe('who may call', () => {
    const calls = () =>
      [
        ['GET', '/api/v1/admin/companies', undefined],
        ['GET', '/api/v1/admin/holdings', undefined],
        ['GET', '/api/v1/admin/companies/acme', undefined],
        ['POST', '/api/v1/admin/companies', form({ slug: 'intrus', adminEmails: '' })],
        ['PUT', '/api/v1/admin/companies/acme', form({ slug: 'acme', name: 'Piratée' })],
        ['POST', '/api/v1/admin/companies/acme/admins', { adminEmails: 'intrus@example.org' }],
        ['POST', '/api/v1/admin/companies/bulk', { companyIds: [1], action: 'deactivate' }],
      ] as const;

    it('answers 401 to visitors', async () => {
      for (const [method, path, body] of calls()) expect((await callApi(t, path, { method, body })).status, path).toBe(401);
    });

    it.each(DEMO_NON_ADMINS)('answers 403 to %s, and changes nothing', async (email) => {
      const before = await counts();
      const cookie = await signIn(t, email);
      for (const [method, path, body] of calls()) {
        const response = await callApi(t, path, { method, body, cookie });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
      expect(await counts()).toEqual(before);
      const [acme] = await db().sql`select name, is_active from companies where slug = 'acme'`;
      expect(acme).toEqual({ name: 'Acme', is_active: true });
    });
  });

  describe('creating a company', () => {
    it('creates it with its plan, feature lists, new holding, entities and first admin, who gets the invitation e-mail', async () => {
      const initech = form({
        plans: ['mobilisation', 'solidarite'],
        // Mobilisation sells its catalogue; Solidarité is narrowed to two features.
        allowedFeatures: { mobilisation: [...PLAN_FEATURES.mobilisation], solidarite: ['project_calls', 'missions'] },
        holdingMode: 'new',
        holdingSlug: 'groupe-initech',
        holdingName: 'Groupe Initech',
      });
      const response = await create({ ...initech, adminEmails: 'DRH@initech.example, salarie@acme-services.example' });
      expect(response.status).toBe(400);
      // Léa Garnier is an employee of Acme Services: an address of another company is refused, and nothing is written.
      expect((await readJson(response)).error.fields).toEqual({
        adminEmails: ["« salarie@acme-services.example » appartient déjà à l'entreprise Acme Services : une adresse ne peut administrer qu'une entreprise."],
      });

      const before = await counts();
      const created = await create({ ...initech, adminEmails: 'DRH@initech.example admin@example.org' });
      expect(created.status).toBe(201);
      expect(await readJson(created)).toEqual({ slug: 'initech', invitations: { invited: ['drh@initech.example'], added: ['admin@example.org'], unchanged: [] } });
      const after = await counts();
      expect(after).toMatchObject({ companies: before.companies + 1, holdings: before.holdings + 1, users: before.users + 1, entities: before.entities + 2 });

      const detail = await readJson(await get('/api/v1/admin/companies/initech'));
      expect(detail.company).toMatchObject({
        name: 'Initech',
        plans: ['mobilisation', 'solidarite'],
        isActive: true,
        holding: { slug: 'groupe-initech', name: 'Groupe Initech' },
        enabledFeatures: ['missions', 'quests', 'challenges'],
        completelyActivatedFeatures: ['missions'],
        // A list equal to its plan's catalogue is no list of its own.
        ownAllowedFeatures: { solidarite: ['missions', 'project_calls'] },
      });
      expect(detail.entities.map((entity: { name: string }) => entity.name)).toEqual(['Siège', 'Usine de Lille']);
      expect(detail.admins).toEqual([
        expect.objectContaining({ email: 'admin@example.org', role: 'COMPANY_ADMIN', state: 'registered' }),
        expect.objectContaining({ email: 'drh@initech.example', role: 'COMPANY_ADMIN', state: 'invited' }),
      ]);
      // The company publishes its own missions through its publisher row.
      expect(await db().sql`select 1 from publishers p join companies c on c.id = p.company_id where c.slug = 'initech'`).toHaveLength(1);

      // The invitation every company sends, in the mailbox the admins read: a link to create the account.
      const [mail] = await db().sql<{ template: string; subject: string; text_body: string }[]>`
        select template, subject, text_body from outgoing_emails where to_address = 'drh@initech.example'`;
      expect(mail!.template).toBe('invitation_company');
      expect(mail!.text_body).toContain('/collaborateur/initech/finaliser-inscription?token=');
      expect(mail!.subject).toContain('Initech');
      const [invitation] = await db().sql`select role from invitations where email = 'drh@initech.example'`;
      expect(invitation).toEqual({ role: 'COMPANY_ADMIN' });
    });

    it('refuses a taken slug with a French message on the field, and writes nothing', async () => {
      const before = await counts();
      const response = await create(form({ name: 'Acme bis', slug: 'acme', holdingMode: 'new', holdingSlug: 'groupe-acme-bis', holdingName: 'Groupe Acme bis', adminEmails: 'rh@acme-bis.example' }));
      expect(response.status).toBe(400);
      const body = await readJson(response);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields).toEqual({ slug: ['Cet identifiant est déjà utilisé par une autre entreprise : choisissez-en un autre.'] });
      expect(await counts()).toEqual(before);
      expect(await db().sql`select 1 from companies where name = 'Acme bis'`).toEqual([]);
      expect(await db().sql`select 1 from holdings where slug = 'groupe-acme-bis'`).toEqual([]);
    });

    it('refuses an invalid address, an unknown holding and a holding that exists, each on its field', async () => {
      const before = await counts();
      const invalid = await create(form({ slug: 'initrode', adminEmails: 'drh@initrode.example pas une@adresse' }));
      expect((await readJson(invalid)).error.fields).toEqual({
        adminEmails: [
          "« pas » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
          "« une@adresse » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
        ],
      });
      const unknown = await create(form({ slug: 'initrode', holdingMode: 'existing', holdingSlug: 'groupe-fantome', adminEmails: '' }));
      expect((await readJson(unknown)).error.fields).toEqual({
        holdingSlug: ['Aucun groupe ne porte cet identifiant : choisissez un groupe existant ou créez-en un nouveau.'],
      });
      const taken = await create(form({ slug: 'acme', holdingMode: 'new', holdingSlug: 'groupe-demo', holdingName: 'Doublon', adminEmails: 'rh@acme.example' }));
      // Every refusal of the form at once.
      expect((await readJson(taken)).error.fields).toEqual({
        slug: ['Cet identifiant est déjà utilisé par une autre entreprise : choisissez-en un autre.'],
        holdingSlug: ['Un groupe porte déjà cet identifiant : choisissez-le parmi les groupes existants.'],
        adminEmails: ["« rh@acme.example » appartient déjà à l'entreprise Acme : une adresse ne peut administrer qu'une entreprise."],
      });
      expect(await counts()).toEqual(before);
    });

    it('joins an existing holding, with no admin yet', async () => {
      const created = await create(form({ name: 'Acme Logistique', slug: 'acme-logistique', holdingMode: 'existing', holdingSlug: 'groupe-demo', adminEmails: '', entities: [] }));
      expect(created.status).toBe(201);
      expect((await readJson(created)).invitations).toEqual({ invited: [], added: [], unchanged: [] });
      expect((await readJson(await get('/api/v1/admin/companies/acme-logistique'))).company.holding).toMatchObject({ slug: 'groupe-demo' });
    });

    it('writes everything or nothing: a failure after the company is written leaves no company, holding, entity nor account', async () => {
      const sql = db().sql;
      // The invitation is the last write: make it fail, as a lost connection or a full disk would.
      await sql`create function refuse_invitation() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`;
      await sql`create trigger refuse_invitation before insert on invitations for each row execute function refuse_invitation()`;
      try {
        const before = await counts();
        const response = await create(form({ name: 'Vandelay', slug: 'vandelay', holdingMode: 'new', holdingSlug: 'groupe-vandelay', holdingName: 'Groupe Vandelay', adminEmails: 'art@vandelay.example' }));
        expect(response.status).toBe(500);
        expect((await readJson(response)).error.message).toBe('Une erreur inattendue est survenue');
        expect(await counts()).toEqual(before);
        expect(await sql`select 1 from companies where slug = 'vandelay'`).toEqual([]);
        expect(await sql`select 1 from holdings where slug = 'groupe-vandelay'`).toEqual([]);
        expect(await sql`select 1 from users where email = 'art@vandelay.example'`).toEqual([]);
      } finally {
        await sql`drop trigger refuse_invitation on invitations`;
        await sql`drop function refuse_invitation()`;
      }
    });
  });

  describe('the list', () => {
    const slugs = async (query: string) => ((await readJson(await get(`/api/v1/admin/companies${query}`))).companies as Array<{ slug: string }>).map((row) => row.slug);

    it('lists the companies by name with their plans, holding, members and admins', async () => {
      const body = await readJson(await get('/api/v1/admin/companies'));
      expect(body).toMatchObject({ page: 1, pageSize: 25 });
      expect(body.companies.map((row: { name: string }) => row.name)).toEqual(['Acme', 'Acme Logistique', 'Acme Services', 'Globex', 'Initech']);
      expect(body.companies[0]).toMatchObject({ slug: 'acme', plans: expect.arrayContaining(['mobilisation', 'solidarite']), holding: { slug: 'groupe-demo', name: 'Groupe Démo' }, isActive: true });
      expect(body.companies[0].admins).toBeGreaterThanOrEqual(2);
      expect(body.companies[3]).toMatchObject({ slug: 'globex', holding: null });
    });

    it('searches and filters by plan, holding and state, and sorts', async () => {
      expect(await slugs('?q=ACME')).toEqual(['acme', 'acme-logistique', 'acme-services']);
      expect(await slugs('?q=initech')).toEqual(['initech']);
      expect(await slugs('?plan=custom')).toEqual(['globex']);
      expect(await slugs('?holding=none')).toEqual(['globex']);
      expect(await slugs('?holding=groupe-initech')).toEqual(['initech']);
      expect(await slugs('?active=no')).toEqual([]);
      expect(await slugs('?sort=-name&plan=solidarite')).toEqual(['initech', 'acme-services', 'acme']);
    });

    it('lists the holdings a company may join', async () => {
      const body = await readJson(await get('/api/v1/admin/holdings'));
      expect(body.holdings).toEqual([
        expect.objectContaining({ slug: 'groupe-demo', name: 'Groupe Démo', companies: 3 }),
        expect.objectContaining({ slug: 'groupe-initech', name: 'Groupe Initech', companies: 1 }),
      ]);
    });
  });

  describe('editing a company', () => {
    const put = (slug: string, body: unknown) => callApi(t, `/api/v1/admin/companies/${slug}`, { method: 'PUT', cookie: admin, body });

    it('renames an entity keeping its members, adds one, changes the plans, the holding and the slug', async () => {
      const sql = db().sql;
      const before = await readJson(await get('/api/v1/admin/companies/initech'));
      const [siege, usine] = before.entities;
      const employee = await createEmployee(sql, { email: 'milton@initech.example', company: 'initech' });
      await sql`update company_members set entity_id = ${siege.id} where user_id = ${employee}`;

      const response = await put('initech', {
        ...form({ name: 'Initech France', slug: 'initech-france', plans: ['custom'], allowedFeatures: { custom: ['missions', 'credits'] }, isActive: false }),
        holdingMode: 'existing',
        holdingSlug: 'groupe-demo',
        entities: [
          { id: siege.id, name: 'Siège social' },
          { id: usine.id, name: 'Usine de Lille' },
          { name: 'Agence Nantes' },
        ],
      });
      expect(response.status).toBe(200);
      const detail = await readJson(response);
      expect(detail.company).toMatchObject({
        slug: 'initech-france',
        name: 'Initech France',
        plans: ['custom'],
        isActive: false,
        holding: { slug: 'groupe-demo' },
        ownAllowedFeatures: { custom: ['credits', 'missions'] },
      });
      expect(detail.entities).toEqual([
        { id: expect.any(Number), name: 'Agence Nantes', members: 0 },
        { id: siege.id, name: 'Siège social', members: 1 },
        { id: usine.id, name: 'Usine de Lille', members: 0 },
      ]);
      expect((await get('/api/v1/admin/companies/initech')).status).toBe(404);
    });

    it('refuses to remove an entity that still has employees, to take another company’s slug, or an entity of another company', async () => {
      const detail = await readJson(await get('/api/v1/admin/companies/initech-france'));
      const keep = detail.entities.filter((entity: { name: string }) => entity.name !== 'Siège social').map(({ id, name }: { id: number; name: string }) => ({ id, name }));
      const [acmeEntity] = await db().sql<{ id: number }[]>`select e.id from entities e join companies c on c.id = e.company_id where c.slug = 'acme' limit 1`;
      const response = await put('initech-france', {
        ...form({ name: 'Initech France', slug: 'globex', plans: ['custom'] }),
        entities: [...keep, { id: acmeEntity!.id, name: 'Volée' }],
      });
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.fields).toEqual({
        slug: ['Cet identifiant est déjà utilisé par une autre entreprise : choisissez-en un autre.'],
        entities: [
          'Choisissez une valeur de la liste.',
          "L'entité « Siège social » compte encore des collaborateurs : changez-les d'entité avant de la retirer.",
        ],
      });
      const after = await readJson(await get('/api/v1/admin/companies/initech-france'));
      expect(after.entities).toEqual(detail.entities);
      expect(after.company.name).toBe('Initech France');
    });

    it('answers 404 for a company that does not exist', async () => {
      expect((await put('personne', form({ slug: 'personne' }))).status).toBe(404);
      expect((await get('/api/v1/admin/companies/personne')).status).toBe(404);
    });
  });

  describe('more admins', () => {
    const invite = (slug: string, adminEmails: string) => callApi(t, `/api/v1/admin/companies/${slug}/admins`, { cookie: admin, body: { adminEmails } });

    it('promotes an employee, invites a new address, leaves an admin as is, and refuses another company’s employee', async () => {
      const refused = await invite('initech-france', 'milton@initech.example salarie@globex.example');
      expect((await readJson(refused)).error.fields).toEqual({
        adminEmails: ["« salarie@globex.example » appartient déjà à l'entreprise Globex : une adresse ne peut administrer qu'une entreprise."],
      });
      const response = await invite('initech-france', 'milton@initech.example bill@initech.example drh@initech.example');
      expect(await readJson(response)).toEqual({ invited: ['bill@initech.example'], added: ['milton@initech.example'], unchanged: ['drh@initech.example'] });
      const admins = (await readJson(await get('/api/v1/admin/companies/initech-france'))).admins.map((row: { email: string }) => row.email);
      expect(admins).toEqual(expect.arrayContaining(['milton@initech.example', 'bill@initech.example', 'drh@initech.example']));
      expect(await db().sql`select 1 from outgoing_emails where to_address = 'bill@initech.example' and template = 'invitation_company'`).toHaveLength(1);
    });

    it('refuses an empty field', async () => {
      expect((await readJson(await invite('initech-france', ' '))).error.fields).toEqual({ adminEmails: ['Saisissez au moins une adresse e-mail.'] });
    });
  });

  describe('bulk actions', () => {
    it('activates the selected companies and names the one that does not exist', async () => {
      const [row] = await db().sql<{ id: number }[]>`select id from companies where slug = 'initech-france'`;
      const response = await callApi(t, '/api/v1/admin/companies/bulk', { cookie: admin, body: { companyIds: [row!.id, 424_242], action: 'activate' } });
      expect(await readJson(response)).toEqual({
        done: [row!.id],
        errors: { '424242': ["L'élément demandé est introuvable."] },
        codes: { '424242': 'NOT_FOUND' },
        message: '',
      });
      expect((await db().sql`select is_active from companies where id = ${row!.id}`)[0]).toEqual({ is_active: true });
    });
  });
});
