import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { pdfText } from '../../../tests/factories/pdf-text';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, newId } from '../engagements/engagements.fixtures';

describeWithDb('skills sponsorship: tax-exemption lines and receipts (issue 20)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let missionId: number;
  const dates: number[] = [];
  let personalDate: number;

  const get = (path: string, who: string) => callApi(t, `/api/v1${path}`, { cookie: cookies[who] });
  const post = (path: string, who: string, body: unknown = {}) => callApi(t, `/api/v1${path}`, { method: 'POST', cookie: cookies[who], body });
  const review = (date: number, action: string) => post(`/companies/acme/engagement-timeslots/${date}/review/${action}`, 'rh@acme.example');

  async function applyTo(mission: number, timeslotIds: number[], timeType: 'work' | 'personal') {
    const engagementId = newId();
    const response = await post('/companies/acme/engagements', 'salarie@acme.example', { engagementId, missionId: mission, timeslotIds, timeType, acknowledgeInsufficientCredit: true });
    expect(response.status, await response.clone().text()).toBe(200);
    // The dates are validated (by the manager): their time can be reviewed.
    await db().sql`update engagement_timeslots set state = 'validated', decided_at = now() where engagement_id = ${engagementId}`;
    return (await db().sql<{ id: number }[]>`select id from engagement_timeslots where engagement_id = ${engagementId} order by starts_at`).map((row) => row.id);
  }

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await createEmployee(sql, { email: 'admin@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    const [user] = await sql<{ id: string }[]>`
      insert into users (name, email, email_verified, state) values ('Vert', 'admin@planete-verte.example', true, 'registered') returning id`;
    await sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${hash}, now())`;
    await sql`insert into association_members (association_id, user_id, role) select id, ${user!.id}, 'ASSOCIATION_ADMIN' from associations where slug = 'planete-verte'`;
    for (const email of ['rh@acme.example', 'salarie@acme.example', 'asso@amis-du-quartier.example', 'admin@globex.example', 'admin@planete-verte.example', 'admin@example.org']) {
      cookies[email] = await signIn(t, email);
    }
    // The company declares Salarié's daily cost on the employee form: 350 €.
    const [salarie] = await sql<{ id: string; entityId: number | null; managerEmail: string | null; matricule: string | null }[]>`
      select u.id, m.entity_id as "entityId", m.manager_email as "managerEmail", m.sso_id as matricule
      from users u join company_members m on m.user_id = u.id where u.email = 'salarie@acme.example'`;
    const declared = await callApi(t, `/api/v1/companies/acme/members/${salarie!.id}`, {
      method: 'PUT',
      cookie: cookies['rh@acme.example'],
      body: { role: 'COMPANY_COLLABORATOR', entityId: salarie!.entityId, managerEmail: salarie!.managerEmail, matricule: salarie!.matricule, dailyCostCents: 35_000 },
    });
    expect(declared.status, await declared.clone().text()).toBe(200);
    missionId = await createMission(sql, { timeType: 'both' });
    const personalMission = await createMission(sql, { timeType: 'both' });
    await sql`update missions set is_tax_exempt = true where id in (${missionId}, ${personalMission})`;
    // Three full days (07:00 UTC for 8 hours: 08:00 or 09:00 to 15:00 or 16:00 in Paris) on work time, one on personal time.
    const slots = [];
    for (const inDays of [3, 4, 5]) slots.push(await createTimeslot(sql, missionId, { inDays, startHourUtc: 7, hours: 8 }));
    dates.push(...(await applyTo(missionId, slots, 'work')));
    [personalDate] = (await applyTo(personalMission, [await createTimeslot(sql, personalMission, { inDays: 6, startHourUtc: 7, hours: 8 })], 'personal')) as [number];
  }, 60_000);

  it('turns validated work time on a tax-exempt mission into lines valued at the daily cost, and follows the review', async () => {
    for (const date of [...dates, personalDate]) expect((await review(date, 'validate')).status).toBe(200);
    const overview = await readJson(await get('/companies/acme/tax-receipts', 'rh@acme.example'));
    // Personal time gives no line.
    expect(overview.lines).toHaveLength(3);
    expect(overview.lines.map((line: { engagementTimeslotId: number }) => line.engagementTimeslotId).sort()).toEqual([...dates].sort());
    for (const line of overview.lines) expect(line).toMatchObject({ sevenths: 7, days: 1, dailyCostCents: 35_000, valuedAmountCents: 35_000, receipt: null, association: { name: expect.any(String) } });
    expect(overview.totals).toEqual([expect.objectContaining({ lineCount: 3, days: 3, valuedAmountCents: 105_000, taxReductionCents: 63_000 })]);

    // Challenged: the line goes; processed: it comes back.
    await review(dates[2]!, 'challenge');
    expect((await readJson(await get('/companies/acme/tax-receipts', 'rh@acme.example'))).lines).toHaveLength(2);
    await review(dates[2]!, 'process-challenge');
    expect((await readJson(await get('/companies/acme/tax-receipts', 'rh@acme.example'))).lines).toHaveLength(3);
  });

  it('keeps every tenant to its own lines and receipts', async () => {
    // Globex sees none of Acme's lines; the other association sees none of them either.
    const globex = await readJson(await get('/companies/globex/tax-receipts', 'admin@globex.example'));
    expect(globex.lines).toEqual([]);
    expect((await get('/companies/acme/tax-receipts', 'admin@globex.example')).status).toBe(403);
    expect((await get('/companies/acme/tax-receipts', 'salarie@acme.example')).status).toBe(403);
    const other = await readJson(await get('/associations/planete-verte/tax-receipts', 'admin@planete-verte.example'));
    expect(other.lines).toEqual([]);
    const own = await readJson(await get('/associations/amis-du-quartier/tax-receipts', 'asso@amis-du-quartier.example'));
    expect(own.lines).toHaveLength(3);
    // A line of another association cannot be put on a receipt.
    const refused = await post('/associations/planete-verte/tax-receipts', 'admin@planete-verte.example', { lineIds: [own.lines[0].id] });
    expect(refused.status).toBe(404);
  });

  it('lets the association prepare, issue and report receipts; refuses lines already covered; locks their time', async () => {
    const own = await readJson(await get('/associations/amis-du-quartier/tax-receipts', 'asso@amis-du-quartier.example'));
    const [first, second, third] = own.lines as Array<{ id: number; engagementTimeslotId: number; reviewActions: string[] }>;
    // The association may challenge validated time while no receipt covers it (not a challenge already processed).
    expect(third!.reviewActions).toEqual(['challenge']);
    expect(first!.reviewActions).toEqual([]);

    const created = await readJson(await post('/associations/amis-du-quartier/tax-receipts', 'asso@amis-du-quartier.example', { lineIds: [first!.id, second!.id] }));
    expect(created).toMatchObject({ status: 'ok', receipt: { state: 'to_send' } });
    const receiptId = created.receipt.id as number;

    const again = await post('/associations/amis-du-quartier/tax-receipts', 'asso@amis-du-quartier.example', { lineIds: [second!.id, third!.id] });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error).toMatchObject({ code: 'TAX_LINES_ALREADY_COVERED', message: 'Certaines lignes sont déjà couvertes par un reçu fiscal.' });

    // Covered: the company can no longer change that time, nor can the association challenge it.
    const locked = await review(second!.engagementTimeslotId, 'challenge');
    expect(locked.status).toBe(409);
    expect((await readJson(locked)).error.code).toBe('TIME_SPENT_LOCKED');
    expect((await post(`/associations/amis-du-quartier/engagement-timeslots/${second!.engagementTimeslotId}/review/challenge`, 'asso@amis-du-quartier.example')).status).toBe(409);
    // Another association cannot challenge it at all.
    expect((await post(`/associations/planete-verte/engagement-timeslots/${third!.engagementTimeslotId}/review/challenge`, 'admin@planete-verte.example')).status).toBe(404);

    // Not issued yet: no document.
    expect((await get(`/companies/acme/tax-receipts/${receiptId}/download`, 'rh@acme.example')).status).toBe(404);
    // Another association neither issues nor reads it.
    const issue = { number: 'RF-2026-001', issuedOn: '2026-04-01', associationAddress: '12 rue des Lilas, 75011 Paris', associationObject: 'Aide alimentaire et lien social' };
    expect((await post(`/associations/planete-verte/tax-receipts/${receiptId}/issue`, 'admin@planete-verte.example', issue)).status).toBe(404);
    const issueRefused = await post(`/associations/amis-du-quartier/tax-receipts/${receiptId}/issue`, 'asso@amis-du-quartier.example', { ...issue, number: '' });
    expect(issueRefused.status).toBe(400);
    expect((await readJson(await post(`/associations/amis-du-quartier/tax-receipts/${receiptId}/issue`, 'asso@amis-du-quartier.example', issue))).receipt.state).toBe('complete');

    // The company downloads it: the legal mentions and the figures of its lines.
    const download = await get(`/companies/acme/tax-receipts/${receiptId}/download`, 'rh@acme.example');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await download.arrayBuffer()));
    for (const mention of ['Article 238 bis du code général des impôts', 'Reçu n° RF-2026-001', '12 rue des Lilas, 75011 Paris', 'Aide alimentaire et lien social', 'Acme', 'Montant : 700,00 €', 'mécénat de compétences', 'Fait le 01/04/2026']) {
      expect(text).toContain(mention);
    }
    expect(text.match(/1 j × 350,00 € = 350,00 €/g)).toHaveLength(2);
    expect((await get(`/companies/globex/tax-receipts/${receiptId}/download`, 'admin@globex.example')).status).toBe(404);
    expect((await get(`/associations/planete-verte/tax-receipts/${receiptId}/download`, 'admin@planete-verte.example')).status).toBe(404);
    expect((await get(`/associations/amis-du-quartier/tax-receipts/${receiptId}/download`, 'asso@amis-du-quartier.example')).status).toBe(200);

    // The association sees its receipts only; a second receipt for the third line, refused with a problem.
    const next = await readJson(await post('/associations/amis-du-quartier/tax-receipts', 'asso@amis-du-quartier.example', { lineIds: [third!.id] }));
    const problem = await readJson(await post(`/associations/amis-du-quartier/tax-receipts/${next.receipt.id}/report-problem`, 'asso@amis-du-quartier.example', { message: 'Heures inexactes' }));
    expect(problem.receipt.state).toBe('problem_reported');
    const company = await readJson(await get('/companies/acme/tax-receipts', 'rh@acme.example'));
    expect(company.receipts.map((r: { state: string }) => r.state).sort()).toEqual(['complete', 'problem_reported']);
    expect((await readJson(await get('/associations/planete-verte/tax-receipts', 'admin@planete-verte.example'))).receipts).toEqual([]);
    expect((await readJson(await get('/companies/globex/tax-receipts', 'admin@globex.example'))).receipts).toEqual([]);

    // The admin archives the refused receipt: its line can go on a new one.
    expect((await readJson(await post(`/admin/tax-receipts/${next.receipt.id}/archive`, 'admin@example.org'))).receipt.state).toBe('archived');
    expect((await post('/associations/amis-du-quartier/tax-receipts', 'asso@amis-du-quartier.example', { lineIds: [third!.id] })).status).toBe(200);
    // ...and unarchiving the old one would cover that line twice.
    const unarchive = await post(`/admin/tax-receipts/${next.receipt.id}/unarchive`, 'admin@example.org');
    expect((await readJson(unarchive)).error.code).toBe('TAX_LINES_ALREADY_COVERED');
  });

  it('downloads a line for the company, and exports every receipt for admins', async () => {
    const company = await readJson(await get('/companies/acme/tax-receipts', 'rh@acme.example'));
    const line = company.lines[0];
    const response = await get(`/tax-exemption-lines/${line.id}/download`, 'rh@acme.example');
    expect(response.status).toBe(200);
    expect(pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('Montant valorisé : 350,00 €');
    expect((await get(`/tax-exemption-lines/${line.id}/download`, 'admin@globex.example')).status).toBe(404);
    expect((await get(`/tax-exemption-lines/${line.id}/download`, 'salarie@acme.example')).status).toBe(404);

    const exemptionId = (await db().sql<{ id: number }[]>`select tax_exemption_id as id from tax_exemption_lines where id = ${line.id}`)[0]!.id;
    const exemption = await readJson(await get(`/admin/tax-exemptions/${exemptionId}`, 'admin@example.org'));
    expect(exemption).toMatchObject({ company: { slug: 'acme' }, association: { slug: 'amis-du-quartier' }, days: 3, valuedAmountCents: 105_000, averageDailyRateCents: 35_000 });
    expect((await get(`/admin/tax-exemptions/${exemptionId}`, 'rh@acme.example')).status).toBe(403);

    const xlsx = await get('/admin/exports/tax-receipts', 'admin@example.org');
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const complete = rows.find((row) => row.includes('RF-2026-001'))!;
    expect(complete).toEqual(expect.arrayContaining(['Acme', 'Complet', 700, 420]));
  });
});
