import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee } from '../engagements/engagements.fixtures';

describeWithDb('intermission: periods lent to eligible associations, the tax estimate, the exports (issue 20)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let eligible: number;
  let notEligible: number;
  const get = (path: string, who: string) => callApi(t, `/api/v1${path}`, { cookie: cookies[who] });
  const post = (path: string, who: string, body: unknown) => callApi(t, `/api/v1${path}`, { method: 'POST', cookie: cookies[who], body });
  const period = (overrides: Record<string, unknown> = {}) => ({
    employeeEmail: 'salarie@acme.example',
    associationId: eligible,
    support: 'intermission',
    startsOn: '2026-03-02',
    endsOn: '2026-03-13',
    days: 10,
    averageDailyRateCents: 45_000,
    ...overrides,
  });

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await createEmployee(sql, { email: 'admin@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    await sql`update associations set intermission_eligible = (slug = 'amis-du-quartier')`;
    // Acme takes the intermission plan (Globex's custom plan has every feature).
    await sql`update companies set plans = array_append(plans, 'intermission') where slug = 'acme'`;
    eligible = (await sql<{ id: number }[]>`select id from associations where slug = 'amis-du-quartier'`)[0]!.id;
    notEligible = (await sql<{ id: number }[]>`select id from associations where slug = 'planete-verte'`)[0]!.id;
    for (const email of ['rh@acme.example', 'salarie@acme.example', 'ambassadeur@acme.example', 'admin@globex.example', 'admin@example.org']) cookies[email] = await signIn(t, email);
  });

  it('records a period with its tax estimate, and refuses in French what the rules refuse', async () => {
    expect(await readJson(await post('/companies/acme/intermission/periods', 'rh@acme.example', period()))).toMatchObject({ status: 'ok', period: { id: expect.any(Number) } });
    const refusals: Array<[Record<string, unknown>, string, string, string]> = [
      [{ startsOn: '2026-03-13', endsOn: '2026-03-20' }, 'INTERMISSION_PERIOD_OVERLAP', 'startsOn', "Cette période chevauche une autre période d'intermission de ce salarié."],
      [{ startsOn: '2026-04-10', endsOn: '2026-04-01' }, 'DATE_RANGE_REVERSED', 'endsOn', 'La date de fin doit suivre la date de début.'],
      [{ startsOn: '2026-05-04', endsOn: '2026-05-08', days: 1.5 }, 'DURATION_NOT_IN_SEVENTHS', 'days', "La durée doit être un multiple d'un septième de journée (une heure sur une journée de 7 heures)."],
      [{ startsOn: '2026-05-04', endsOn: '2026-05-08', associationId: notEligible }, 'ASSOCIATION_NOT_INTERMISSION_ELIGIBLE', 'associationId', "Cette association n'accueille pas l'intermission."],
      [{ startsOn: '2026-05-04', endsOn: '2026-05-08', employeeEmail: 'salarie@globex.example' }, 'INTERMISSION_EMPLOYEE_UNKNOWN', 'employeeEmail', "Aucun salarié de l'entreprise n'a cette adresse e-mail."],
    ];
    for (const [overrides, code, field, message] of refusals) {
      const response = await post('/companies/acme/intermission/periods', 'rh@acme.example', period(overrides));
      const body = await readJson(response);
      expect(body.error, code).toMatchObject({ code, message, fields: { [field]: [message] } });
    }
    // 1 3/7 day is whole sevenths; another employee may overlap.
    expect((await post('/companies/acme/intermission/periods', 'rh@acme.example', period({ employeeEmail: 'ambassadeur@acme.example', days: 10 / 7, averageDailyRateCents: 33_333 }))).status).toBe(200);
    // Only the company's managers record periods.
    expect((await post('/companies/acme/intermission/periods', 'salarie@acme.example', period({ startsOn: '2026-06-01', endsOn: '2026-06-05' }))).status).toBe(403);
  });

  it('shows the company all its periods, an employee their own, another company none', async () => {
    const company = await readJson(await get('/companies/acme/intermission', 'rh@acme.example'));
    expect(company.associations.map((association: { id: number }) => association.id)).toEqual([eligible]);
    expect(company.periods).toHaveLength(2);
    const salarie = company.periods.find((p: { employeeEmail: string }) => p.employeeEmail === 'salarie@acme.example');
    expect(salarie).toMatchObject({ sevenths: 70, valuedAmountCents: 450_000, taxReductionCents: 270_000, support: 'intermission' });
    expect(company.totals).toEqual({ sevenths: 80, valuedAmountCents: 497_619, taxReductionCents: 298_571 });
    const own = await readJson(await get('/companies/acme/intermission', 'salarie@acme.example'));
    expect(own.periods.map((p: { employeeEmail: string }) => p.employeeEmail)).toEqual(['salarie@acme.example']);
    expect((await readJson(await get('/companies/globex/intermission', 'admin@globex.example'))).periods).toEqual([]);
    expect((await get('/companies/acme/intermission', 'admin@globex.example')).status).toBe(403);
  });

  it('exports the periods over a date range, refusing a reversed one in French', async () => {
    const reversed = await get('/companies/acme/exports/intermission?from=2026-12-31&to=2026-01-01', 'rh@acme.example');
    expect(reversed.status).toBe(400);
    expect((await readJson(reversed)).error).toMatchObject({ code: 'DATE_RANGE_REVERSED', message: 'La date de fin doit suivre la date de début.' });
    const rows = async (path: string, who: string) => {
      const response = await get(path, who);
      expect(response.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      return (workbook.worksheets[0]!.getSheetValues().slice(2) as unknown[][]).map((row) => row.filter((cell) => cell !== undefined));
    };
    const inMarch = await rows('/companies/acme/exports/intermission?from=2026-03-01&to=2026-03-31', 'rh@acme.example');
    expect(inMarch).toHaveLength(2);
    expect(inMarch.find((row) => row.includes('salarie@acme.example'))).toEqual(
      expect.arrayContaining(['Acme', 'Les Amis du Quartier', 'Intermission', '02/03/2026', '13/03/2026', 10, 450, 4500, 2700]),
    );
    expect(await rows('/companies/acme/exports/intermission?from=2026-04-01', 'rh@acme.example')).toEqual([]);
    expect(await rows('/companies/globex/exports/intermission', 'admin@globex.example')).toEqual([]);
    expect((await get('/companies/acme/exports/intermission', 'salarie@acme.example')).status).toBe(403);
    expect(await rows('/admin/exports/intermission?from=2026-01-01&to=2026-12-31', 'admin@example.org')).toHaveLength(2);
    expect((await get('/admin/exports/intermission?from=2026-12-31&to=2026-01-01', 'admin@example.org')).status).toBe(400);
  });
});
