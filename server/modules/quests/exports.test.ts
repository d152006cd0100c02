import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { formatParisDateTime } from '../../http/labels';
import { SAME_ORIGIN, type TestApp, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, idOf } from '../engagements/engagements.fixtures';
import { CHECKBOX_LEVEL, SELECT_LEVEL, TEXT_LEVEL, answerAs, createQuest } from './quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const GLOBEX_ADMIN = 'admin@globex.example';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describeWithDb('quest exports: /companies/{slug}/exports/quests|levels/{id}/achievements', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let quest: { id: number; levelIds: number[] };
  const answeredAt: Record<string, Date> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(db().sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    await createEmployee(db().sql, { email: 'zoe@acme.example', company: 'acme', passwordHash: hash });
    // A name a spreadsheet would run as a formula: it must come out as text.
    await db().sql`update users set first_name = 'Zoé', last_name = '=HYPERLINK("https://evil.example")' where email = 'zoe@acme.example'`;
    for (const email of [ADMIN, EMPLOYEE, GLOBEX_ADMIN]) cookies[email] = await signIn(t, email);
    const acme = await idOf(db().sql, 'companies', 'acme');
    quest = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL, CHECKBOX_LEVEL, TEXT_LEVEL], publish: true });
    const answer = async (email: string, level: number, answers: string[]) => {
      const stored = await answerAs(db().sql, email, acme, quest.levelIds[level]!, answers);
      answeredAt[`${email}/${level}`] = new Date(stored.answeredAt);
    };
    await answer(EMPLOYEE, 0, ['Les terminaux']);
    await answer(EMPLOYEE, 1, ['Couper la vidéo quand elle est inutile', 'Garder son ordinateur plus longtemps']);
    await answer('zoe@acme.example', 0, ['Les réseaux']);
  });

  async function download(path: string, email = ADMIN) {
    return t.app.request(`/api/v1/companies/${path}`, { headers: { ...SAME_ORIGIN, cookie: cookies[email]! } });
  }

  async function sheetOf(response: Response) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
    return { name: sheet.name, rows };
  }

  it('writes one row per participant of a quest: levels done out of the quest’s, points, last answer', async () => {
    const response = await download(`acme/exports/quests/${quest.id}/achievements`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="reussites-quete-${quest.id}-sobriete-numerique-au-bureau.xlsx"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { name, rows } = await sheetOf(response);
    expect(name).toBe('Participants');
    const last = new Date(Math.max(answeredAt[`${EMPLOYEE}/0`]!.getTime(), answeredAt[`${EMPLOYEE}/1`]!.getTime()));
    expect(rows).toEqual([
      ['Nom', 'Prénom', 'E-mail', 'Niveaux terminés', 'Points', 'Dernière réponse'],
      ["'=HYPERLINK(\"https://evil.example\")", 'Zoé', 'zoe@acme.example', '1 / 3', '0', formatParisDateTime(answeredAt['zoe@acme.example/0']!)],
      ['Martin', 'Camille', EMPLOYEE, '2 / 3', '50', formatParisDateTime(last)],
    ]);
  });

  it('writes one row per answer to a level: the answer, right or wrong, the points, the date', async () => {
    const response = await download(`acme/exports/levels/${quest.levelIds[0]}/achievements`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="reussites-niveau-${quest.levelIds[0]}-sobriete-numerique-au-bureau.xlsx"`);
    const { name, rows } = await sheetOf(response);
    expect(name).toBe('Réponses');
    expect(rows).toEqual([
      ['Nom', 'Prénom', 'E-mail', 'Réponse', 'Résultat', 'Points', 'Date de réponse'],
      ['Martin', 'Camille', EMPLOYEE, 'Les terminaux', 'Bonne réponse', '20', formatParisDateTime(answeredAt[`${EMPLOYEE}/0`]!)],
      ["'=HYPERLINK(\"https://evil.example\")", 'Zoé', 'zoe@acme.example', 'Les réseaux', 'Mauvaise réponse', '0', formatParisDateTime(answeredAt['zoe@acme.example/0']!)],
    ]);
    const checkbox = await sheetOf(await download(`acme/exports/levels/${quest.levelIds[1]}/achievements`));
    expect(checkbox.rows[1]!.slice(3, 6)).toEqual(['Couper la vidéo quand elle est inutile, Garder son ordinateur plus longtemps', 'Bonne réponse', '30']);
    const unanswered = await sheetOf(await download(`acme/exports/levels/${quest.levelIds[2]}/achievements`));
    expect(unanswered.rows).toHaveLength(1);
  });

  it('offers CSV too', async () => {
    const response = await download(`acme/exports/levels/${quest.levelIds[0]}/achievements?format=csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFNom;Prénom;E-mail;Réponse;Résultat;Points;Date de réponse\r\n')).toBe(true);
    expect(text).toContain('Martin;Camille;salarie@acme.example;Les terminaux;Bonne réponse;20;');
  });

  it('is for the company’s admins, about its own quests only', async () => {
    for (const path of [`exports/quests/${quest.id}/achievements`, `exports/levels/${quest.levelIds[0]}/achievements`]) {
      expect((await download(`globex/${path}`, GLOBEX_ADMIN)).status, path).toBe(404);
      expect((await download(`acme/${path}`, GLOBEX_ADMIN)).status, path).toBe(403);
      expect((await download(`acme/${path}`, EMPLOYEE)).status, path).toBe(403);
      expect((await t.app.request(`/api/v1/companies/acme/${path}`)).status, path).toBe(401);
    }
  });
});
