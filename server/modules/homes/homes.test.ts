import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { seedDemoEngagements } from '../../seed/demo-engagements';
import { createEmployee, createMission, createTimeslot, newId } from '../engagements/engagements.fixtures';
import type { CompanyOverview, EmployeeHome } from '../../../shared/homes/home.schema';

describeWithDb('homes: /companies/{slug}/home (employee) and /companies/{slug}/overview (company admin)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let globexMission: number;

  const get = async <T>(who: string | null, path: string) => {
    const response = await callApi(t, path, who ? { cookie: cookies[who] } : {});
    return { status: response.status, body: response.status === 200 ? ((await readJson(response)) as T) : undefined };
  };

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    await seedDemoEngagements({ sql: db().sql, env: t.env, mailer: t.mailer });
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await createEmployee(db().sql, { email: 'rh@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of ['salarie@acme.example', 'rh@acme.example', 'salarie@globex.example', 'rh@globex.example']) cookies[email] = await signIn(t, email);
    // A globex application whose date comes before every acme date: acme's homes must never show it.
    globexMission = await createMission(db().sql, { validatedBy: ['globex'], bookingRestriction: 'companies', restrictedTo: ['globex'], timeType: 'personal' });
    const slot = await createTimeslot(db().sql, globexMission, { inDays: 1 });
    const applied = await callApi(t, '/api/v1/companies/globex/engagements', {
      cookie: cookies['salarie@globex.example'],
      body: { engagementId: newId(), missionId: globexMission, timeslotIds: [slot], timeType: 'personal', onFull: 'reject' },
    });
    expect(applied.status).toBe(200);
  });

  it('answers 401 without a session, 403 outside the company, 403 to an employee asking for the overview', async () => {
    expect((await get(null, '/api/v1/companies/acme/home')).status).toBe(401);
    expect((await get(null, '/api/v1/companies/acme/overview')).status).toBe(401);
    expect((await get('salarie@globex.example', '/api/v1/companies/acme/home')).status).toBe(403);
    expect((await get('rh@globex.example', '/api/v1/companies/acme/overview')).status).toBe(403);
    expect((await get('salarie@acme.example', '/api/v1/companies/acme/overview')).status).toBe(403);
  });

  it("gives the demo employee their next date, what waits for them, their balance, impact and new missions, and nothing of globex", async () => {
    const { status, body } = await get<EmployeeHome>('salarie@acme.example', '/api/v1/companies/acme/home');
    expect(status).toBe(200);
    const home = body!;
    expect(home.nextDate).toMatchObject({ mission: { slug: 'nettoyage-des-berges-de-la-seine', associationName: expect.any(String) }, confirmed: false });
    expect(home.applications).toBe(4);
    expect(home.impact).toEqual({ hours: 4, missions: 1, associations: 1 });
    expect(home.credits.total).toBeGreaterThan(0);
    expect(home.actions.map((action) => action.mission.slug)).not.toContain('plantation-d-arbres-en-bretagne');
    const suggested = home.suggestions.map((mission) => mission.slug);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(3);
    for (const applied of ['nettoyage-des-berges-de-la-seine', 'accompagnement-scolaire', 'collecte-de-vetements-d-hiver']) expect(suggested).not.toContain(applied);
    expect(home.suggestions.map((mission) => mission.id)).not.toContain(globexMission);
  });

  it("gives globex's employee their own home only", async () => {
    const home = (await get<EmployeeHome>('salarie@globex.example', '/api/v1/companies/globex/home')).body!;
    expect(home.applications).toBe(1);
    expect(home.nextDate).toMatchObject({ mission: { id: globexMission }, confirmed: false });
    expect(home.impact).toEqual({ hours: 0, missions: 0, associations: 0 });
  });

  it("gives the company admin the company's figures, next dates and what waits for them, scoped to the company", async () => {
    const overview = (await get<CompanyOverview>('rh@acme.example', '/api/v1/companies/acme/overview')).body!;
    expect(overview.applications).toEqual({ created: 1, validated: 1, finished: 1, canceled: 1 });
    expect(overview.members.registered).toBeGreaterThanOrEqual(3);
    expect(overview.hoursThisYear).toBe(4);
    expect(overview.associationsThisYear).toBe(1);
    expect(overview.datesToValidate).toBe(1);
    expect(overview.nextDates.map((date) => date.mission.slug)).toEqual(['nettoyage-des-berges-de-la-seine']);
    expect(overview.nextDates[0]!.employeeName).toBe('Camille Martin');

    const globex = (await get<CompanyOverview>('rh@globex.example', '/api/v1/companies/globex/overview')).body!;
    expect(globex.applications).toEqual({ created: 1, validated: 0, finished: 0, canceled: 0 });
    expect(globex.nextDates.map((date) => date.mission.id)).toEqual([globexMission]);
    expect(globex.datesToValidate).toBe(0);
    expect(globex.hoursThisYear).toBe(0);
  });
});
