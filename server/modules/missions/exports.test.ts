import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { spreadsheetText } from '../../http/download';
import { formatParisDateTime, formatParisSlot } from '../../http/labels';

describe('export dates (DD/MM/YYYY HH:mm, Paris time)', () => {
  it.each([
    ['2026-07-14T07:30:00Z', '14/07/2026 09:30'],
    ['2026-01-05T23:15:00Z', '06/01/2026 00:15'],
    ['2026-03-29T00:59:00Z', '29/03/2026 01:59'],
    ['2026-03-29T01:00:00Z', '29/03/2026 03:00'],
  ])('%s -> %s', (instant, shown) => {
    expect(formatParisDateTime(new Date(instant))).toBe(shown);
  });

  it('shows a slot on one day with one date, across days with both', () => {
    expect(formatParisSlot('2026-12-12T08:00:00Z', '2026-12-12T11:00:00Z')).toBe('12/12/2026 09:00-12:00');
    expect(formatParisSlot('2026-12-12T08:00:00+00:00', '2026-12-30T16:00:00+00:00')).toBe('12/12/2026 09:00 - 30/12/2026 17:00');
  });
});

describe('cells a spreadsheet would run as a formula are written as text', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","clic")', '\'=HYPERLINK("https://evil.example","clic")'],
    ['=1+1', "'=1+1"],
    ['+33612345678', "'+33612345678"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Camille', 'Camille'],
    ['Disponible ; motivé !', 'Disponible ; motivé !'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (value, written) => {
    expect(spreadsheetText(value)).toBe(written);
  });
});

describeWithDb('mission exports: /associations/{slug}/exports/missions/{id}/engagements|subscribers', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let missionId: number;
  let planeteMissionId: number;
  let slots: Array<{ id: number; starts_at: Date; ends_at: Date }>;
  const created: Record<string, Date> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    // A member of the other association.
    const [user] = await db().sql<{ id: string }[]>`
      insert into users (name, email, email_verified, first_name, last_name) values ('Paul Vert', 'membre@planete-verte.example', true, 'Paul', 'Vert') returning id`;
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await db().sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${hash}, now())`;
    await db().sql`insert into association_members (association_id, user_id, role) select id, ${user!.id}, 'ASSOCIATION_ADMIN' from associations where slug = 'planete-verte'`;
    for (const email of [
      'asso@amis-du-quartier.example',
      'benevole-asso@amis-du-quartier.example',
      'admin@example.org',
      'rh@acme.example',
      'salarie@acme.example',
      'membre@planete-verte.example',
    ]) {
      cookies[email] = await signIn(t, email);
    }
    for (const row of await db().sql<{ id: string; email: string }[]>`select id, email from users`) ids[row.email] = row.id;

    missionId = (await db().sql`select id from missions where slug = 'distribution-alimentaire-du-samedi'`)[0]!.id;
    planeteMissionId = (await db().sql`select id from missions where slug = 'nettoyage-des-berges-de-la-seine'`)[0]!.id;
    slots = await db().sql`select id, starts_at, ends_at from timeslots where mission_id = ${missionId} order by starts_at`;

    const companyOf = async (email: string) => (await db().sql`select company_id from company_members where user_id = ${ids[email]!}`)[0]!.company_id as number;
    const apply = async (email: string, values: { state: string; time_type: string; message?: string; cancel_reason?: string; cancel_other_reason?: string; state_before_cancel?: string }, slot?: (typeof slots)[number], at?: Date) => {
      const id = randomUUID();
      const companyId = await companyOf(email);
      const [row] = await db().sql<{ created_at: Date }[]>`
        insert into engagements (id, mission_id, user_id, company_id, state, time_type, message, cancel_reason, cancel_other_reason, state_before_cancel, created_at)
        values (${id}, ${missionId}, ${ids[email]!}, ${companyId}, ${values.state}, ${values.time_type}, ${values.message ?? null}, ${values.cancel_reason ?? null},
                ${values.cancel_other_reason ?? null}, ${values.state_before_cancel ?? null}, ${at ?? new Date()})
        returning created_at`;
      if (slot) {
        await db().sql`insert into engagement_timeslots (engagement_id, company_id, timeslot_id, starts_at, ends_at) values (${id}, ${companyId}, ${slot.id}, ${slot.starts_at}, ${slot.ends_at})`;
      }
      created[email] = row!.created_at;
    };
    await apply('salarie@acme.example', { state: 'created', time_type: 'work', message: 'Disponible; motivé !' }, slots[1], new Date(Date.now() - 3_600_000));
    await apply('salarie@globex.example', { state: 'canceled', time_type: 'personal', cancel_reason: 'other', cancel_other_reason: 'Déménagement', state_before_cancel: 'created' });

    const subscribe = async (email: string, slot: (typeof slots)[number], expired: boolean) => {
      const [row] = await db().sql<{ created_at: Date }[]>`
        insert into timeslot_subscribers (id, timeslot_id, user_id, company_id, state, expired_at)
        values (${randomUUID()}, ${slot.id}, ${ids[email]!}, ${await companyOf(email)}, ${expired ? 'expired' : 'waiting'}, ${expired ? new Date() : null})
        returning created_at`;
      created[`sub:${email}`] = row!.created_at;
    };
    await subscribe('salarie@acme.example', slots[0]!, true);
    await subscribe('salarie@globex.example', slots[1]!, false);
  });

  const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const url = (kind: 'engagements' | 'subscribers', query = '', slug = 'amis-du-quartier', id = missionId) =>
    `/api/v1/associations/${slug}/exports/missions/${id}/${kind}${query}`;

  async function readXlsx(response: Response): Promise<string[][]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      rows.push(values.slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
    });
    return rows;
  }

  it('answers 401 without a session', async () => {
    for (const kind of ['engagements', 'subscribers'] as const) {
      const response = await get(url(kind));
      expect(response.status).toBe(401);
      expect((await readJson(response)).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('writes the applications as XLSX by default, with French headers and Paris dates', async () => {
    const response = await get(url('engagements'), cookies['asso@amis-du-quartier.example']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="candidatures-${missionId}-distribution-alimentaire-du-samedi.xlsx"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = await readXlsx(response);
    expect(rows[0]).toEqual(['Nom', 'Prénom', 'E-mail', 'Entreprise', 'Statut', 'Temps', 'Créneaux', 'Date de candidature', 'Message', "Motif d'annulation"]);
    expect(rows.slice(1)).toEqual([
      [
        'Martin',
        'Camille',
        'salarie@acme.example',
        'Acme',
        'À confirmer',
        'Sur le temps de travail',
        formatParisSlot(slots[1]!.starts_at, slots[1]!.ends_at),
        formatParisDateTime(created['salarie@acme.example']!),
        'Disponible; motivé !',
        '',
      ],
      ['Petit', 'Gabriel', 'salarie@globex.example', 'Globex', 'Annulée', 'Sur le temps personnel', '', formatParisDateTime(created['salarie@globex.example']!), '', 'Autre : Déménagement'],
    ]);
    expect(rows[1]![6]).toMatch(/^\d{2}\/\d{2}\/\d{4} 09:00-12:00$/);
  });

  it('writes CSV for French Excel: UTF-8 BOM, semicolons, CRLF, quoted when needed', async () => {
    const response = await get(url('engagements', '?format=csv'), cookies['asso@amis-du-quartier.example']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="candidatures-${missionId}-distribution-alimentaire-du-samedi.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe("Nom;Prénom;E-mail;Entreprise;Statut;Temps;Créneaux;Date de candidature;Message;Motif d'annulation");
    expect(lines[1]).toBe(
      `Martin;Camille;salarie@acme.example;Acme;À confirmer;Sur le temps de travail;${formatParisSlot(slots[1]!.starts_at, slots[1]!.ends_at)};` +
        `${formatParisDateTime(created['salarie@acme.example']!)};"Disponible; motivé !";`,
    );
    expect(lines[2]).toMatch(/^Petit;Gabriel;salarie@globex\.example;Globex;Annulée;Sur le temps personnel;;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};;Autre : Déménagement$/);
    expect(lines[3]).toBe('');
  });

  it('writes the waiting lists, slot by slot, in XLSX and CSV', async () => {
    const xlsx = await get(url('subscribers', '?format=xlsx'), cookies['asso@amis-du-quartier.example']);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="liste-d-attente-${missionId}-distribution-alimentaire-du-samedi.xlsx"`);
    const expected = [
      ['Nom', 'Prénom', 'Entreprise', 'Créneau', 'Statut', "Date d'inscription"],
      ['Martin', 'Camille', 'Acme', formatParisSlot(slots[0]!.starts_at, slots[0]!.ends_at), 'Expiré', formatParisDateTime(created['sub:salarie@acme.example']!)],
      ['Petit', 'Gabriel', 'Globex', formatParisSlot(slots[1]!.starts_at, slots[1]!.ends_at), 'En attente', formatParisDateTime(created['sub:salarie@globex.example']!)],
    ];
    expect(await readXlsx(xlsx)).toEqual(expected);

    const csv = await get(url('subscribers', '?format=csv'), cookies['asso@amis-du-quartier.example']);
    expect(csv.status).toBe(200);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n').filter(Boolean)).toEqual(expected.map((row) => row.join(';')));
  });

  it('lets every member of the association and platform admins download', async () => {
    for (const who of ['benevole-asso@amis-du-quartier.example', 'admin@example.org']) {
      for (const kind of ['engagements', 'subscribers'] as const) {
        const response = await get(url(kind, '?format=csv'), cookies[who]);
        expect(response.status, `${who} ${kind}`).toBe(200);
      }
    }
  });

  it('refuses another association, companies and employees (403), and another association’s mission (404)', async () => {
    for (const who of ['membre@planete-verte.example', 'rh@acme.example', 'salarie@acme.example']) {
      for (const kind of ['engagements', 'subscribers'] as const) {
        const response = await get(url(kind), cookies[who]);
        expect(response.status, `${who} ${kind}`).toBe(403);
        expect((await readJson(response)).error.code).toBe('FORBIDDEN');
      }
    }
    // Through its own association's path, the other association reaches nothing of this one.
    for (const kind of ['engagements', 'subscribers'] as const) {
      const response = await get(url(kind, '', 'planete-verte', missionId), cookies['membre@planete-verte.example']);
      expect(response.status).toBe(404);
      expect((await readJson(response)).error.code).toBe('NOT_FOUND');
      // Nor does this association reach the other one's mission through its own path.
      const back = await get(url(kind, '', 'amis-du-quartier', planeteMissionId), cookies['asso@amis-du-quartier.example']);
      expect(back.status).toBe(404);
    }
    // A request whose space header names another association is refused.
    const planeteId = (await db().sql`select id from associations where slug = 'planete-verte'`)[0]!.id as number;
    const mixed = await get(url('engagements'), cookies['asso@amis-du-quartier.example'], { 'x-association-id': String(planeteId) });
    expect(mixed.status).toBe(403);
  });

  it('answers 400 to an unknown format and 404 to an unknown mission or association', async () => {
    const cookie = cookies['asso@amis-du-quartier.example'];
    const badFormat = await get(url('engagements', '?format=pdf'), cookie);
    expect(badFormat.status).toBe(400);
    expect((await readJson(badFormat)).error.code).toBe('VALIDATION_FAILED');
    expect((await get(url('engagements', '', 'amis-du-quartier', 999_999), cookie)).status).toBe(404);
    expect((await get(url('engagements', '', 'amis-du-quartier', 'abc' as unknown as number), cookie)).status).toBe(400);
    expect((await get(url('engagements', '', 'inconnue'), cookies['admin@example.org'])).status).toBe(404);
  });

  it('writes just the headers when there is nothing to export', async () => {
    const empty = (await db().sql`select id from missions where slug = 'accompagnement-scolaire'`)[0]!.id as number;
    const response = await get(url('subscribers', '', 'amis-du-quartier', empty), cookies['asso@amis-du-quartier.example']);
    expect(response.status).toBe(200);
    expect(await readXlsx(response)).toEqual([['Nom', 'Prénom', 'Entreprise', 'Créneau', 'Statut', "Date d'inscription"]]);
  });
  it('writes what users typed as text, never as a formula, in CSV and XLSX', async () => {
    const cookie = cookies['asso@amis-du-quartier.example'];
    await db().sql`update users set first_name = '=HYPERLINK("https://evil.example","Cliquez")', last_name = '@SUM(1+1)' where email = 'salarie@acme.example'`;
    await db().sql`update engagements set message = '=1+1' where mission_id = ${missionId} and message is not null`;
    try {
      const csv = new TextDecoder().decode(new Uint8Array(await (await get(url('engagements', '?format=csv'), cookie)).arrayBuffer()));
      expect(csv).toContain(`'@SUM(1+1);"'=HYPERLINK(""https://evil.example"",""Cliquez"")";salarie@acme.example`);
      expect(csv).toContain(";'=1+1;");
      const rows = await readXlsx(await get(url('engagements'), cookie));
      const camille = rows.find((row) => row[2] === 'salarie@acme.example')!;
      expect(camille.slice(0, 2)).toEqual(["'@SUM(1+1)", '\'=HYPERLINK("https://evil.example","Cliquez")']);
      expect(camille[8]).toBe("'=1+1");
    } finally {
      await db().sql`update users set first_name = 'Camille', last_name = 'Martin' where email = 'salarie@acme.example'`;
    }
  });
});
