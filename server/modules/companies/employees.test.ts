import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { type SmtpSink, startSmtpSink } from '../../../tests/setup/smtp';

describeWithDb('company employees: search and pages, editing, bulk actions, CSV import', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let smtp: SmtpSink;
  const cookies: Record<string, string> = {};
  let acmeId = 0;
  const entity: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = createTestApp(db().sql, { smtpUrl: smtp.url });
    await seedTestDemo(t, db().sql);
    for (const email of ['rh@acme.example', 'admin@example.org']) cookies[email] = await signIn(t, email);
    acmeId = (await db().sql<{ id: number }[]>`select id from companies where slug = 'acme'`)[0]!.id;
    for (const row of await db().sql<{ id: number; name: string }[]>`select id, name from entities where company_id = ${acmeId}`) entity[row.name] = row.id;
    // A globex admin, and a holding admin of another company of acme's holding (groupe-demo).
    await member('admin@globex.example', 'globex', { role: 'COMPANY_ADMIN' });
    cookies['admin@globex.example'] = await signIn(t, 'admin@globex.example');
    const [holding] = await db().sql<{ id: number }[]>`select holding_id as id from companies where slug = 'acme'`;
    await db().sql`insert into companies (slug, name, holding_id) values ('acme-filiale', 'Acme Filiale', ${holding!.id}) on conflict do nothing`;
    await member('groupe@acme-filiale.example', 'acme-filiale', { role: 'COMPANY_HOLDING_ADMIN' });
    cookies['groupe@acme-filiale.example'] = await signIn(t, 'groupe@acme-filiale.example');
  });
  afterAll(() => smtp.stop());

  const rh = () => cookies['rh@acme.example']!;
  async function member(email: string, company: string, options: { state?: string; role?: string; first?: string; last?: string; matricule?: string } = {}) {
    const [user] = await db().sql<{ id: string }[]>`
      insert into users (name, email, email_verified, state, first_name, last_name)
      values (${email}, ${email}, true, ${options.state ?? 'registered'}, ${options.first ?? 'Test'}, ${options.last ?? email})
      returning id`;
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await db().sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${hash}, now())`;
    await db().sql`
      insert into company_members (company_id, user_id, role, sso_id)
      select id, ${user!.id}, ${options.role ?? 'COMPANY_COLLABORATOR'}, ${options.matricule ?? null} from companies where slug = ${company}`;
    return user!.id;
  }
  const membership = async (email: string, companyId = acmeId) =>
    (
      await db().sql`
        select m.role, m.entity_id as "entityId", m.manager_email as "managerEmail", m.sso_id as matricule, u.state, u.first_name as "firstName", u.last_name as "lastName"
        from company_members m join users u on u.id = m.user_id where u.email = ${email} and m.company_id = ${companyId}`
    )[0];
  const list = async (query: string, cookie = rh()) => readJson(await callApi(t, `/api/v1/companies/acme/members${query}`, { cookie }));

  it('pages the employees by 25, sorted by name, and searches the name, the address and the matricule', async () => {
    for (let index = 0; index < 27; index++) {
      await member(`page${String(index).padStart(2, '0')}@acme.example`, 'acme', { first: 'Page', last: `Zz${String(index).padStart(2, '0')}`, matricule: `PG-${index}` });
    }
    const first = await list('');
    expect(first.pageSize).toBe(25);
    expect(first.members).toHaveLength(25);
    const total = first.total;
    expect(total).toBeGreaterThanOrEqual(27 + 3);
    const last = await list(`?page=${Math.ceil(total / 25)}`);
    expect(last.members.at(-1).email).toBe('page26@acme.example');
    // Every page of the list, in order: the page employees come by their last names, Zz00 to Zz26.
    const all = [];
    for (let page = 1; page <= Math.ceil(total / 25); page++) all.push(...(await list(`?page=${page}`)).members);
    expect(all).toHaveLength(total);
    const pages = all.map((m: { email: string }) => m.email).filter((email: string) => email.startsWith('page'));
    expect(pages).toEqual(Array.from({ length: 27 }, (_, index) => `page${String(index).padStart(2, '0')}@acme.example`));
    expect(all.findIndex((m: { email: string }) => m.email === 'salarie@acme.example')).toBeLessThan(all.findIndex((m: { email: string }) => m.email === 'page00@acme.example'));

    expect((await list('?q=pg-13')).members.map((m: { email: string }) => m.email)).toEqual(['page13@acme.example']);
    expect((await list('?q=page Zz05')).members.map((m: { email: string }) => m.email)).toEqual(['page05@acme.example']);
    expect((await list('?q=PAGE07@ACME')).total).toBe(1);
    expect((await list('?q=%25')).total).toBe(0);
    const found = (await list('?q=pg-13')).members[0];
    expect(found).toMatchObject({ matricule: 'PG-13', managerEmail: null, actions: ['disable', 'change_role', 'edit'] });
    expect(first.entities.map((e: { name: string }) => e.name).sort()).toEqual(['Agence Lyon', 'Siège']);
  });

  it('edits an employee’s role, entity, manager e-mail and matricule in one call; a matricule is one employee’s', async () => {
    const uid = await member('edit@acme.example', 'acme', { matricule: 'ED-1' });
    const put = (body: unknown, cookie = rh(), slug = 'acme', id = uid) => callApi(t, `/api/v1/companies/${slug}/members/${id}`, { method: 'PUT', cookie, body });
    const ok = await put({ role: 'COMPANY_AMBASSADOR', entityId: entity['Agence Lyon'], managerEmail: ' Chef@Acme.example ', matricule: 'ED-2' });
    expect(ok.status).toBe(200);
    expect(await membership('edit@acme.example')).toMatchObject({ role: 'COMPANY_AMBASSADOR', entityId: entity['Agence Lyon'], managerEmail: 'chef@acme.example', matricule: 'ED-2' });

    await member('autre@acme.example', 'acme', { matricule: 'PRIS' });
    const taken = await put({ role: 'COMPANY_AMBASSADOR', matricule: 'PRIS' });
    expect(taken.status).toBe(409);
    expect((await readJson(taken)).error).toMatchObject({ code: 'MATRICULE_TAKEN', fields: { matricule: ["Ce matricule est déjà celui d'un autre collaborateur de l'entreprise."] } });
    const bad = await readJson(await put({ role: 'COMPANY_AMBASSADOR', managerEmail: 'chef' }));
    expect(bad.error.fields.managerEmail).toEqual(["« chef » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr."]);
    // Globex's entity is not one of acme's.
    const [globexEntity] = await db().sql<{ id: number }[]>`insert into entities (company_id, name) select id, 'Globex Nord' from companies where slug = 'globex' returning id`;
    expect((await put({ role: 'COMPANY_AMBASSADOR', entityId: globexEntity!.id })).status).toBe(400);
    // Empty fields clear them; one's own employment is left alone.
    expect((await put({ role: 'COMPANY_COLLABORATOR', entityId: null, managerEmail: '', matricule: '' })).status).toBe(200);
    expect(await membership('edit@acme.example')).toMatchObject({ role: 'COMPANY_COLLABORATOR', entityId: null, managerEmail: null, matricule: null });
    const [me] = await db().sql<{ id: string }[]>`select id from users where email = 'rh@acme.example'`;
    expect((await readJson(await put({ role: 'COMPANY_ADMIN', matricule: 'MOI' }, rh(), 'acme', me!.id))).error.code).toBe('CANNOT_ACT_ON_SELF');

    // Tenant isolation: globex's admin cannot reach acme's employee, through either company's address.
    expect((await put({ role: 'COMPANY_ADMIN' }, cookies['admin@globex.example'])).status).toBe(403);
    expect((await put({ role: 'COMPANY_ADMIN' }, cookies['admin@globex.example'], 'globex')).status).toBe(404);
    expect((await membership('edit@acme.example'))!.role).toBe('COMPANY_COLLABORATOR');
  });

  it('applies an action to a selection and answers per employee with the error map', async () => {
    const waiting = await member('bulk-attente@acme.example', 'acme', { state: 'toValidate' });
    const registered = await member('bulk-inscrit@acme.example', 'acme');
    const globex = await member('bulk@globex.example', 'globex', { state: 'toValidate' });
    const [me] = await db().sql<{ id: string }[]>`select id from users where email = 'rh@acme.example'`;
    const since = Date.now();
    const response = await callApi(t, '/api/v1/companies/acme/members/bulk', { cookie: rh(), body: { userIds: [waiting, registered, globex, me!.id], action: 'validate' } });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      done: [waiting],
      codes: { [registered]: 'INVALID_TRANSITION', [globex]: 'NOT_FOUND', [me!.id]: 'CANNOT_ACT_ON_SELF' },
      errors: {
        [registered]: ["Cette action n'est plus possible dans l'état actuel."],
        [globex]: ["L'élément demandé est introuvable."],
        [me!.id]: ['Vous ne pouvez pas effectuer cette action sur votre propre compte.'],
      },
      message: '',
    });
    expect((await membership('bulk-attente@acme.example'))!.state).toBe('registered');
    expect((await smtp.waitFor('bulk-attente@acme.example', { since })).subject).toBe('Votre compte Acme est validé');
    const [globexState] = await db().sql`select state from users where id = ${globex}`;
    expect(globexState!.state).toBe('toValidate');

    const entityMove = await readJson(
      await callApi(t, '/api/v1/companies/acme/members/bulk', { cookie: rh(), body: { userIds: [waiting, registered], action: 'change_entity', entityId: entity['Siège'] } }),
    );
    expect(entityMove.done).toEqual([waiting, registered]);
    expect((await membership('bulk-inscrit@acme.example'))!.entityId).toBe(entity['Siège']);

    const refused = await readJson(await callApi(t, '/api/v1/companies/acme/members/bulk', { cookie: rh(), body: { userIds: [globex], action: 'disable' } }));
    expect(refused).toMatchObject({ done: [], codes: { [globex]: 'NOT_FOUND' }, message: '' });

    // An unexpected failure for one employee (the database refuses the write) is undone alone: the others are done.
    await db().sql.unsafe(`
      create function refuse_bulk() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$;
      create trigger refuse_bulk before update on users for each row when (new.email = 'bulk-attente@acme.example') execute function refuse_bulk();`);
    const broken = await readJson(await callApi(t, '/api/v1/companies/acme/members/bulk', { cookie: rh(), body: { userIds: [waiting, registered], action: 'disable' } }));
    await db().sql.unsafe('drop trigger refuse_bulk on users; drop function refuse_bulk();');
    expect(broken).toEqual({
      done: [registered],
      codes: { [waiting]: 'INTERNAL' },
      errors: { [waiting]: ['Une erreur inattendue est survenue'] },
      message: 'Une erreur inattendue est survenue',
    });
    expect((await membership('bulk-inscrit@acme.example'))!.state).toBe('disabled');
    const missingRole = await callApi(t, '/api/v1/companies/acme/members/bulk', { cookie: rh(), body: { userIds: [waiting], action: 'change_role' } });
    expect(missingRole.status).toBe(400);
    expect((await callApi(t, '/api/v1/companies/acme/members/bulk', { cookie: cookies['admin@globex.example'], body: { userIds: [waiting], action: 'disable' } })).status).toBe(403);
    expect((await membership('bulk-attente@acme.example'))!.state).toBe('registered');
  });

  it('lets a holding admin manage the holding’s companies, and nobody else’s', async () => {
    const holding = cookies['groupe@acme-filiale.example'];
    const body = await list('?q=bulk-inscrit', holding);
    expect(body.members).toHaveLength(1);
    expect(body.assignableRoles).toContain('COMPANY_HOLDING_ADMIN');
    expect((await callApi(t, '/api/v1/companies/globex/members', { cookie: holding })).status).toBe(403);
  });

  const csv = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
  const HEADINGS = 'e-mail;prénom;nom;entité;e-mail du manager;matricule;rôle';

  it('previews a CSV file without writing, refuses a file with a bad line as a whole, then imports the fixed file in one go', async () => {
    await member('deja@acme.example', 'acme', { matricule: 'DJ-1' });
    const bad = csv([
      HEADINGS,
      'lea.roux@acme.example;Léa;Roux;Agence Lyon;chef@acme.example;LR-1;Ambassadeur',
      'deja@acme.example;;;Siège;;;',
      'jean.dupont@acme;Jean;Dupont;Siège;;JD-1;Collaborateur',
      'paul@acme.example;Paul;Martin;Paris;;DJ-1;Patron',
    ]);
    const preview = await readJson(await callApi(t, '/api/v1/companies/acme/employee-imports/preview', { cookie: rh(), body: { csv: bad } }));
    expect(preview.errors).toEqual([
      { line: 4, column: 'email', code: 'email_invalid', params: { value: 'jean.dupont@acme' } },
      { line: 5, column: 'entity', code: 'entity_unknown', params: { value: 'Paris', entities: expect.stringContaining('Siège') } },
      { line: 5, column: 'role', code: 'role_unknown', params: { value: 'Patron' } },
    ]);
    expect(preview.rows.map((row: { email: string; outcome: string }) => [row.email, row.outcome])).toEqual([
      ['lea.roux@acme.example', 'create'],
      ['deja@acme.example', 'update'],
    ]);
    expect(preview).toMatchObject({ toCreate: 1, toUpdate: 1 });

    const refused = await callApi(t, '/api/v1/companies/acme/employee-imports', { cookie: rh(), body: { csv: bad } });
    expect(refused.status).toBe(422);
    const refusal = await readJson(refused);
    expect(refusal.error.code).toBe('EMPLOYEE_IMPORT_INVALID');
    expect(refusal.details.errors.map((error: { line: number }) => error.line)).toEqual([4, 5, 5]);
    expect(await membership('lea.roux@acme.example')).toBeUndefined();
    expect((await membership('deja@acme.example'))!.entityId).toBeNull();

    const since = Date.now();
    const fixed = csv([
      'E-mail,Prénom,Nom,Entité,E-mail du manager,Matricule,Rôle',
      'lea.roux@acme.example,Léa,Roux,agence lyon,chef@acme.example,LR-1,Ambassadeur',
      'deja@acme.example,,,Siège,,,',
      'jean.dupont@acme.example,Jean,Dupont,Siège,,JD-1,Collaborateur',
    ]);
    const done = await callApi(t, '/api/v1/companies/acme/employee-imports', { cookie: rh(), body: { csv: fixed } });
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ status: 'ok', created: 2, updated: 1, invited: 2 });
    expect(await membership('lea.roux@acme.example')).toEqual({
      role: 'COMPANY_AMBASSADOR', entityId: entity['Agence Lyon'], managerEmail: 'chef@acme.example', matricule: 'LR-1', state: 'invited', firstName: 'Léa', lastName: 'Roux',
    });
    // An empty cell keeps what the employee had.
    expect(await membership('deja@acme.example')).toMatchObject({ entityId: entity['Siège'], matricule: 'DJ-1', firstName: 'Test' });
    expect((await smtp.waitFor('jean.dupont@acme.example', { since })).subject).toBe('Roxane Henry vous invite à rejoindre Acme sur Solidaire');

    // The same file again changes nothing and invites nobody.
    expect(await readJson(await callApi(t, '/api/v1/companies/acme/employee-imports', { cookie: rh(), body: { csv: fixed } }))).toEqual({ status: 'ok', created: 0, updated: 0, invited: 0 });
  });

  it('names the file problems: headings, an address or a matricule twice, a matricule held, a role the importer may not give', async () => {
    const preview = async (lines: string[]) => (await readJson(await callApi(t, '/api/v1/companies/acme/employee-imports/preview', { cookie: rh(), body: { csv: csv(lines) } }))).errors;
    expect(await preview(['prénom;service', 'Léa;RH'])).toEqual([
      { line: 1, column: null, code: 'column_unknown', params: { heading: 'service' } },
      { line: 1, column: 'email', code: 'email_column_missing' },
    ]);
    expect(await preview([HEADINGS])).toEqual([{ line: 1, column: null, code: 'file_empty' }]);
    expect(
      await preview([
        HEADINGS,
        'a1@acme.example;;;;;X-1;',
        'a1@acme.example;;;;;X-1;',
        'a2@acme.example;;;;;LR-1;',
        'rh@acme.example;;;;;;Collaborateur',
        'a3@acme.example;Un;Deux',
        'a4@acme.example;;;;;;Administrateur de groupe',
      ]),
    ).toEqual([
      { line: 3, column: 'email', code: 'email_twice', params: { value: 'a1@acme.example', first: 2 } },
      { line: 3, column: 'matricule', code: 'matricule_twice', params: { value: 'X-1', first: 2 } },
      { line: 4, column: 'matricule', code: 'matricule_taken', params: { value: 'LR-1', email: 'lea.roux@acme.example' } },
      { line: 5, column: 'email', code: 'member_not_manageable', params: { value: 'rh@acme.example' } },
      { line: 6, column: null, code: 'fields_mismatch', params: { expected: 7, found: 3 } },
      { line: 7, column: 'role', code: 'role_not_allowed', params: { value: 'Administrateur de groupe' } },
    ]);
  });

  it('keeps tenants apart: a globex admin cannot preview or import into acme; acme’s import never touches globex', async () => {
    const globexAdmin = cookies['admin@globex.example'];
    const file = csv([HEADINGS, 'intrus@acme.example;;;;;;']);
    expect((await callApi(t, '/api/v1/companies/acme/employee-imports/preview', { cookie: globexAdmin, body: { csv: file } })).status).toBe(403);
    expect((await callApi(t, '/api/v1/companies/acme/employee-imports', { cookie: globexAdmin, body: { csv: file } })).status).toBe(403);
    expect(await membership('intrus@acme.example')).toBeUndefined();
    // salarie@globex.example in acme's file: added to acme, its globex membership unchanged.
    const globexId = (await db().sql<{ id: number }[]>`select id from companies where slug = 'globex'`)[0]!.id;
    const before = await membership('salarie@globex.example', globexId);
    const done = await readJson(await callApi(t, '/api/v1/companies/acme/employee-imports', { cookie: rh(), body: { csv: csv([HEADINGS, 'salarie@globex.example;;;Siège;;GX-9;']) } }));
    expect(done).toEqual({ status: 'ok', created: 1, updated: 0, invited: 0 });
    expect(await membership('salarie@globex.example', globexId)).toEqual(before);
    expect(await membership('salarie@globex.example')).toMatchObject({ entityId: entity['Siège'], matricule: 'GX-9' });
  });
});
