import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { lastTwelveMonths } from '../../../shared/analytics/dashboard-range';
import type { CompanyDashboard, HoldingDashboard } from '../../../shared/analytics/dashboard.schema';
import { parisToday } from '../../../shared/time/paris';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import type { Sql } from '../../db/connect';
import { createEmployee, createMission, idOf, newId, userId } from '../engagements/engagements.fixtures';
import { recordEvents } from './events.service';

const RANGE = '?from=2025-01-01&to=2025-03-31';

/** An application with chosen dates (the use cases date everything now; the dashboard reads months back). */
async function insertApplication(
  sql: Sql,
  input: { user: string; company: string; createdAt: string; state: 'created' | 'finished' | 'canceled'; revisedHours?: number; dates?: Array<[string, number, string?]> },
) {
  const id = newId();
  const missionId = await createMission(sql, { validatedBy: ['acme', 'globex', 'acme-services'] });
  const companyId = await idOf(sql, 'companies', input.company);
  await sql`
    insert into engagements (id, mission_id, user_id, company_id, association_id, state, state_before_cancel, cancel_reason, time_type,
                             revised_duration_hours, created_at, updated_at)
    select ${id}, m.id, ${input.user}, ${companyId}, m.association_id, ${input.state},
           ${input.state === 'canceled' ? 'created' : null}, ${input.state === 'canceled' ? 'not_available' : null}, 'personal',
           ${input.revisedHours ?? null}, ${input.createdAt}, ${input.createdAt}
    from missions m where m.id = ${missionId}`;
  for (const [startsAt, hours, state] of input.dates ?? []) {
    const start = new Date(startsAt);
    await sql`
      insert into engagement_timeslots (engagement_id, company_id, starts_at, ends_at, state, decided_at)
      values (${id}, ${companyId}, ${start}, ${new Date(start.getTime() + hours * 3_600_000)}, ${state ?? 'created'}, ${state === 'validated' ? start : null})`;
  }
  return id;
}

describeWithDb('impact dashboards: /companies/{slug}/dashboard, /holdings/{holdingSlug}/dashboard and their reports', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const users: Record<string, string> = {};

  const get = async <T>(who: string | null, path: string) => {
    const response = await callApi(t, path, who ? { cookie: cookies[who] } : {});
    return { status: response.status, response, body: response.status === 200 && response.headers.get('content-type')?.includes('json') ? ((await readJson(response)) as T) : undefined };
  };

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    // Another holding, with its own company and holding admin: groupe-demo's people must reach nothing of it.
    await sql`insert into holdings (slug, name) values ('autre-groupe', 'Autre Groupe')`;
    await sql`insert into companies (slug, name, holding_id) select 'autre', 'Autre', id from holdings where slug = 'autre-groupe'`;
    await createEmployee(sql, { email: 'groupe@autre.example', company: 'autre', role: 'COMPANY_HOLDING_ADMIN', passwordHash: hash });
    await createEmployee(sql, { email: 'rh@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    users.e1 = await createEmployee(sql, { email: 'e1@acme.example', company: 'acme' });
    users.e2 = await createEmployee(sql, { email: 'e2@acme.example', company: 'acme' });
    users.camille = await userId(sql, 'salarie@acme.example');
    users.globex = await userId(sql, 'salarie@globex.example');
    users.services = await userId(sql, 'salarie@acme-services.example');
    for (const email of ['admin@example.org', 'rh@acme.example', 'salarie@acme.example', 'groupe@acme.example', 'groupe@autre.example', 'rh@globex.example']) {
      cookies[email] = await signIn(t, email);
    }

    // Acme, January to March 2025 (Paris). 2024-12-31 23:30 UTC is already January 1st in Paris; 2025-03-31 22:30 UTC
    // is April 1st there, out of the range.
    await insertApplication(sql, { user: users.camille!, company: 'acme', createdAt: '2024-12-31T23:30:00Z', state: 'created' });
    await insertApplication(sql, {
      user: users.e1!,
      company: 'acme',
      createdAt: '2025-01-10T09:00:00Z',
      state: 'finished',
      dates: [['2025-01-15T08:00:00Z', 3, 'validated'], ['2025-01-22T08:00:00Z', 3, 'canceled']],
    });
    await insertApplication(sql, { user: users.e2!, company: 'acme', createdAt: '2025-02-03T09:00:00Z', state: 'finished', revisedHours: 7, dates: [['2025-02-20T08:00:00Z', 3]] });
    await insertApplication(sql, { user: users.e2!, company: 'acme', createdAt: '2025-02-05T09:00:00Z', state: 'canceled' });
    await insertApplication(sql, { user: users.e1!, company: 'acme', createdAt: '2025-03-31T22:30:00Z', state: 'created' });
    // Globex's, in the same range: never in acme's figures.
    await insertApplication(sql, { user: users.globex!, company: 'globex', createdAt: '2025-02-10T09:00:00Z', state: 'finished', dates: [['2025-02-11T08:00:00Z', 5]] });
    // Acme Services (groupe-demo's other company): one finished application of 14 hours in March.
    await insertApplication(sql, { user: users.services!, company: 'acme-services', createdAt: '2025-03-02T09:00:00Z', state: 'finished', dates: [['2025-03-03T08:00:00Z', 14]] });

    // Quests: two levels of an acme quest; answers in January and March.
    const acme = await idOf(sql, 'companies', 'acme');
    const [quest] = await sql<{ id: number }[]>`
      insert into quests (company_id, slug, title, state, published_at) values (${acme}, 'quete-tableau', 'Quête', 'published', now()) returning id`;
    const levels = await sql<{ id: number }[]>`
      insert into levels (quest_id, company_id, position, title, reward_points) values (${quest!.id}, ${acme}, 0, 'Niveau 1', 10), (${quest!.id}, ${acme}, 1, 'Niveau 2', 5) returning id`;
    const answer = (level: number, user: string, points: number, at: string) =>
      sql`insert into level_answers (id, level_id, user_id, company_id, answers, is_correct, points_earned, answered_at)
          values (${newId()}, ${level}, ${user}, ${acme}, '[]', ${points > 0}, ${points}, ${at})`;
    await answer(levels[0]!.id, users.e1!, 10, '2025-01-20T10:00:00Z');
    await answer(levels[1]!.id, users.e2!, 5, '2025-03-05T10:00:00Z');
    await answer(levels[1]!.id, users.e1!, 0, '2025-03-10T10:00:00Z');
    await answer(levels[0]!.id, users.e2!, 10, '2025-04-02T10:00:00Z');

    // Events: acme's of February 14th (one attended, 30 points); globex's the same day.
    const [event] = await sql<{ id: number }[]>`
      insert into challenges (company_id, name, event_date, start_time, end_time) values (${acme}, 'Conférence', '2025-02-14', '10:00', '11:00') returning id`;
    await sql`insert into challenge_participations (challenge_id, user_id, company_id, attended, points_earned, points_awarded_at)
              values (${event!.id}, ${users.e1!}, ${acme}, true, 30, now()), (${event!.id}, ${users.e2!}, ${acme}, false, null, null)`;
    const globex = await idOf(sql, 'companies', 'globex');
    const [globexEvent] = await sql<{ id: number }[]>`
      insert into challenges (company_id, name, event_date, start_time, end_time) values (${globex}, 'Atelier', '2025-02-14', '10:00', '11:00') returning id`;
    await sql`insert into challenge_participations (challenge_id, user_id, company_id) values (${globexEvent!.id}, ${users.globex!}, ${globex})`;

    // Page views (the analytics use case, with the demo's history allowance).
    const keepSince = new Date('2024-01-01T00:00:00Z');
    const view = (path: string, at: string) => ({ kind: 'page_view' as const, path, at: Date.parse(at) });
    await recordEvents(sql, users.e1!, [view('/collaborateur/acme/accueil', '2025-01-05T10:00:00Z'), view('/collaborateur/acme/missions', '2025-01-06T10:00:00Z')], { keepSince });
    await recordEvents(sql, users.e2!, [view('/collaborateur/acme/accueil', '2025-03-05T10:00:00Z')], { keepSince });
    // A globex employee on acme's paths (not their company) and on their own: neither is acme's.
    await recordEvents(sql, users.globex!, [view('/collaborateur/acme/accueil', '2025-01-05T10:00:00Z'), view('/collaborateur/globex/accueil', '2025-01-05T10:00:00Z')], { keepSince });
    await recordEvents(sql, users.services!, [view('/collaborateur/acme-services/accueil', '2025-02-05T10:00:00Z')], { keepSince });
  }, 60_000);

  it('answers 401 without a session, 403 to employees, to another company and to another holding, 404 for an unknown holding', async () => {
    expect((await get(null, `/api/v1/companies/acme/dashboard${RANGE}`)).status).toBe(401);
    expect((await get(null, '/api/v1/holdings/groupe-demo/dashboard')).status).toBe(401);
    expect((await get(null, '/api/v1/companies/acme/exports/reporting-impacts-for-company')).status).toBe(401);
    expect((await get('salarie@acme.example', `/api/v1/companies/acme/dashboard${RANGE}`)).status).toBe(403);
    expect((await get('salarie@acme.example', '/api/v1/companies/acme/exports/reporting-impacts-for-company')).status).toBe(403);
    expect((await get('rh@globex.example', `/api/v1/companies/acme/dashboard${RANGE}`)).status).toBe(403);
    expect((await get('rh@globex.example', '/api/v1/companies/acme/exports/reporting-impacts-for-company')).status).toBe(403);
    // A company admin is not a holding admin.
    expect((await get('rh@acme.example', '/api/v1/holdings/groupe-demo/dashboard')).status).toBe(403);
    expect((await get('rh@acme.example', '/api/v1/holdings/groupe-demo/exports/reporting-impacts')).status).toBe(403);
    // groupe-demo's holding admin: nothing of another holding, nor of a company outside theirs.
    expect((await get('groupe@acme.example', '/api/v1/holdings/autre-groupe/dashboard')).status).toBe(403);
    expect((await get('groupe@acme.example', '/api/v1/holdings/autre-groupe/exports/reporting-impacts')).status).toBe(403);
    expect((await get('groupe@acme.example', '/api/v1/companies/autre/dashboard')).status).toBe(403);
    expect((await get('groupe@acme.example', '/api/v1/companies/globex/dashboard')).status).toBe(403);
    expect((await get('groupe@autre.example', '/api/v1/holdings/groupe-demo/dashboard')).status).toBe(403);
    expect((await get('groupe@autre.example', '/api/v1/companies/acme/dashboard')).status).toBe(403);
    expect((await get('groupe@acme.example', '/api/v1/holdings/inconnu/dashboard')).status).toBe(404);
    // Refused before the query is read: a stranger learns nothing from a 400.
    expect((await get('rh@acme.example', '/api/v1/holdings/groupe-demo/dashboard?from=zzz')).status).toBe(403);
  });

  it("gives a company admin the company's figures over the range, by Paris month, and nothing of another company", async () => {
    const { status, body } = await get<CompanyDashboard>('rh@acme.example', `/api/v1/companies/acme/dashboard${RANGE}`);
    expect(status).toBe(200);
    const dashboard = body!;
    expect(dashboard.range).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    // A company admin is not the holding's admin: no link to the holding's page.
    expect(dashboard.holding).toBeNull();
    expect(dashboard.totals).toEqual({
      volunteers: 3,
      applications: 4,
      applicationsByState: { created: 1, validated: 0, finished: 2, canceled: 1 },
      hours: 10,
      associations: 1,
      questParticipants: 2,
      questAnswers: 3,
      questPoints: 15,
      eventRegistrations: 2,
      eventAttendance: 1,
      eventPoints: 30,
      pageViews: 3,
      activeEmployees: 2,
    });
    expect(dashboard.months.map((month) => month.month)).toEqual(['2025-01', '2025-02', '2025-03']);
    const [january, february, march] = dashboard.months;
    expect(january).toMatchObject({ applications: 2, volunteers: 2, hours: 3, questAnswers: 1, questPoints: 10, eventRegistrations: 0, pageViews: 2, activeEmployees: 1 });
    expect(february).toMatchObject({ applications: 2, volunteers: 1, hours: 7, questAnswers: 0, eventRegistrations: 2, eventAttendance: 1, eventPoints: 30, pageViews: 0 });
    expect(march).toMatchObject({ applications: 0, volunteers: 0, hours: 0, questAnswers: 2, questParticipants: 2, questPoints: 5, pageViews: 1, activeEmployees: 1 });
    // A platform admin and the holding admin of acme's holding read the same figures.
    for (const who of ['admin@example.org', 'groupe@acme.example']) {
      const seen = (await get<CompanyDashboard>(who, `/api/v1/companies/acme/dashboard${RANGE}`)).body!;
      expect(seen.totals).toEqual(dashboard.totals);
      expect(seen.holding).toEqual({ slug: 'groupe-demo', name: 'Groupe Démo' });
    }
    // Globex's own: its one application, its event registration, its page view.
    const globex = (await get<CompanyDashboard>('rh@globex.example', `/api/v1/companies/globex/dashboard${RANGE}`)).body!;
    expect(globex.totals).toMatchObject({ applications: 1, hours: 5, eventRegistrations: 1, pageViews: 1, questAnswers: 0 });
  });

  it('reads the last 12 months without a range, and refuses a range field by field in French', async () => {
    const fallback = (await get<CompanyDashboard>('rh@acme.example', '/api/v1/companies/acme/dashboard')).body!;
    expect(fallback.range).toEqual(lastTwelveMonths(parisToday()));
    expect(fallback.months).toHaveLength(12);
    const refused = async (query: string) => {
      const response = await callApi(t, `/api/v1/companies/acme/dashboard${query}`, { cookie: cookies['rh@acme.example'] });
      expect(response.status).toBe(400);
      return ((await readJson(response)) as { error: { fields: Record<string, string[]> } }).error.fields;
    };
    expect(await refused('?from=2025-01-01')).toEqual({ to: ['Indiquez la date de fin.'] });
    expect(await refused('?from=2025-03-01&to=2025-02-01')).toEqual({ to: ['La date de fin doit suivre la date de début.'] });
    expect(await refused('?from=2020-01-01&to=2025-02-01')).toEqual({ to: ['La période ne peut pas dépasser 3 ans.'] });
    expect(await refused('?from=2025-02-30&to=2025-03-01')).toEqual({ from: ['Date invalide.'] });
  });

  it("consolidates a holding's companies for its holding admin and platform admins", async () => {
    const { status, body } = await get<HoldingDashboard>('groupe@acme.example', `/api/v1/holdings/groupe-demo/dashboard${RANGE}`);
    expect(status).toBe(200);
    const holding = body!;
    expect(holding.holding).toEqual({ slug: 'groupe-demo', name: 'Groupe Démo' });
    expect(holding.companies.map((company) => company.slug)).toEqual(['acme', 'acme-services']);
    const acme = (await get<CompanyDashboard>('rh@acme.example', `/api/v1/companies/acme/dashboard${RANGE}`)).body!;
    // Acme Services adds one volunteer, one finished application of 14 hours in March and one page view in February.
    expect(holding.totals).toEqual({
      ...acme.totals,
      volunteers: acme.totals.volunteers + 1,
      applications: acme.totals.applications + 1,
      applicationsByState: { ...acme.totals.applicationsByState, finished: 3 },
      hours: 24,
      pageViews: 4,
      activeEmployees: 3,
    });
    expect(holding.months[2]).toMatchObject({ hours: 14, applications: 1 });
    expect((await get<HoldingDashboard>('admin@example.org', `/api/v1/holdings/groupe-demo/dashboard${RANGE}`)).body!.totals).toEqual(holding.totals);
    // The other holding's admin reads theirs: one company, nothing in it.
    const other = (await get<HoldingDashboard>('groupe@autre.example', `/api/v1/holdings/autre-groupe/dashboard${RANGE}`)).body!;
    expect(other.companies.map((company) => company.slug)).toEqual(['autre']);
    expect(other.totals.applications).toBe(0);
  });

  it('downloads the impact report as XLSX: the same figures, a sheet of totals and one by month, French headers', async () => {
    const { status, response } = await get('rh@acme.example', `/api/v1/companies/acme/exports/reporting-impacts-for-company${RANGE}`);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain('rapport-impact-acme-2025-01-01-2025-03-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Totaux', 'Par mois']);
    const totals = new Map<string, unknown>();
    workbook.getWorksheet('Totaux')!.eachRow((row, index) => {
      if (index > 1) totals.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(totals.get('Organisation')).toBe('Acme');
    expect(totals.get('Du')).toBe('01/01/2025');
    expect(totals.get('Heures données')).toBe(10);
    expect(totals.get('Jours donnés (7 h)')).toBe('1 3/7');
    expect(totals.get('Volontaires')).toBe(3);
    expect(totals.get('Candidatures « Terminée »')).toBe(2);
    const months = workbook.getWorksheet('Par mois')!;
    expect(months.getRow(1).getCell(1).value).toBe('Mois');
    expect(months.getRow(1).getCell(4).value).toBe('Heures données');
    expect(months.rowCount).toBe(4);
    expect(months.getRow(3).getCell(1).value).toBe('02/2025');
    expect(months.getRow(3).getCell(4).value).toBe(7);

    const holding = await get('groupe@acme.example', `/api/v1/holdings/groupe-demo/exports/reporting-impacts${RANGE}`);
    expect(holding.status).toBe(200);
    expect(holding.response.headers.get('content-disposition')).toContain('rapport-impact-groupe-demo-');
  });

  it('counts quests and events over the companies that reach them, and leaves them out of the page and the report where none does', async () => {
    const holding = (await get<HoldingDashboard>('groupe@acme.example', `/api/v1/holdings/groupe-demo/dashboard${RANGE}`)).body!;
    // Acme (solidarite + mobilisation) reaches both; Acme Services (solidarite) neither: the holding shows them for Acme.
    expect(holding.sections).toEqual({ quests: true, events: true });
    const acmeId = await idOf(db().sql, 'companies', 'acme');
    await db().sql`update companies set enabled_features = array_remove(array_remove(enabled_features, 'quests'), 'challenges') where id = ${acmeId}`;
    try {
      expect((await get<HoldingDashboard>('groupe@acme.example', `/api/v1/holdings/groupe-demo/dashboard${RANGE}`)).body!.sections).toEqual({ quests: false, events: false });
      const acme = (await get<CompanyDashboard>('rh@acme.example', `/api/v1/companies/acme/dashboard${RANGE}`)).body!;
      expect(acme.sections).toEqual({ quests: false, events: false });
      const { response } = await get('rh@acme.example', `/api/v1/companies/acme/exports/reporting-impacts-for-company${RANGE}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const figures: string[] = [];
      workbook.getWorksheet('Totaux')!.eachRow((row) => figures.push(String(row.getCell(1).value)));
      expect(figures).toContain('Heures données');
      expect(figures.filter((figure) => /quêtes|événements/i.test(figure))).toEqual([]);
    } finally {
      await db().sql`update companies set enabled_features = enabled_features || '{quests,challenges}' where id = ${acmeId}`;
    }
  });
});
