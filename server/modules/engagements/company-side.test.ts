import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { pdfText } from '../../../tests/factories/pdf-text';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { agreementDurationHours, formatDays } from './agreement.pdf';
import { createEmployee, createMission, createTimeslot, newId } from './engagements.fixtures';
import { exportPeriod } from './exports.service';

describe('agreement helpers', () => {
  it('shows days in French with sevenths rounded to two decimals', () => {
    expect(formatDays(7)).toBe('1');
    expect(formatDays(3.5)).toBe('0,57');
    expect(formatDays(14)).toBe('2');
  });
  it('uses the revised duration, then the approximate one, then the dates', () => {
    const dates = [{ startsAt: '2026-01-01T08:00:00Z', endsAt: '2026-01-01T11:00:00Z', state: 'validated' as const }];
    expect(agreementDurationHours({ revisedDurationHours: 5, approximateDurationHours: 4, dates })).toBe(5);
    expect(agreementDurationHours({ revisedDurationHours: null, approximateDurationHours: 4, dates })).toBe(4);
    expect(agreementDurationHours({ revisedDurationHours: null, approximateDurationHours: null, dates })).toBe(3);
  });
  it('defaults the timeslots export to the last 12 months and refuses an inverted range', () => {
    const period = exportPeriod({}, new Date('2026-11-22T10:00:00Z'));
    expect(period.fromDay).toBe('2025-11-23');
    expect(period.toDay).toBe('2026-11-22');
    expect(() => exportPeriod({ from: '2026-05-01', to: '2026-04-01' })).toThrow();
  });
});

describeWithDb('company side of applications: follow-up, volunteers, time-spent review, exports, agreement', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let hash: string;
  let missionId: number;
  let slot: number;
  let acmeEngagement: string;
  let globexEngagement: string;
  let employeeCount = 0;

  const get = (path: string, who: string) => callApi(t, `/api/v1${path}`, { cookie: cookies[who] });
  const post = (path: string, who: string, body: unknown = {}) => callApi(t, `/api/v1${path}`, { method: 'POST', cookie: cookies[who], body });

  async function employee(company: 'acme' | 'globex', role = 'COMPANY_COLLABORATOR') {
    employeeCount += 1;
    const email = `h9-${employeeCount}@${company}.example`;
    await createEmployee(db().sql, { email, company, role, passwordHash: hash, managerEmail: 'n1@example.org' });
    cookies[email] = await signIn(t, email);
    return email;
  }
  async function apply(email: string, company: 'acme' | 'globex', mission = missionId, timeslot = slot) {
    const engagementId = newId();
    const response = await post(`/companies/${company}/engagements`, email, {
      engagementId,
      missionId: mission,
      timeslotIds: [timeslot],
      timeType: 'work',
      acknowledgeInsufficientCredit: true,
    });
    expect(response.status).toBe(200);
    return engagementId;
  }
  const dateOf = async (engagementId: string) =>
    (await db().sql<{ id: number }[]>`select id from engagement_timeslots where engagement_id = ${engagementId}`)[0]!.id;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    for (const email of ['rh@acme.example', 'ambassadeur@acme.example', 'salarie@acme.example', 'asso@amis-du-quartier.example', 'benevole-asso@amis-du-quartier.example']) {
      cookies[email] = await signIn(t, email);
    }
    cookies.globexAdmin = cookies[await employee('globex', 'COMPANY_ADMIN')]!;
    cookies.acmeVolunteer = cookies[await employee('acme')]!;
    cookies.globexVolunteer = cookies[await employee('globex')]!;
    // A member of another association.
    const [user] = await db().sql<{ id: string }[]>`
      insert into users (name, email, email_verified, state) values ('Vert', 'admin@planete-verte.example', true, 'registered') returning id`;
    await db().sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${hash}, now())`;
    await db().sql`insert into association_members (association_id, user_id, role) select id, ${user!.id}, 'ASSOCIATION_ADMIN' from associations where slug = 'planete-verte'`;
    cookies['admin@planete-verte.example'] = await signIn(t, 'admin@planete-verte.example');

    missionId = await createMission(db().sql);
    slot = await createTimeslot(db().sql, missionId, { places: 5, inDays: 5 });
    acmeEngagement = await apply('h9-2@acme.example', 'acme');
    globexEngagement = await apply('h9-3@globex.example', 'globex');
    // Waiting-list alerts of both companies on the mission's slot.
    for (const [email, company] of [['salarie@acme.example', 'acme'], ['salarie@globex.example', 'globex']] as const) {
      await db().sql`
        insert into timeslot_subscribers (id, timeslot_id, user_id, company_id)
        select ${newId()}, ${slot}, u.id, c.id from users u, companies c where u.email = ${email} and c.slug = ${company}`;
    }
  });

  it('answers 401 without a session', async () => {
    expect((await callApi(t, '/api/v1/companies/acme/engagement-follow-up')).status).toBe(401);
    expect((await callApi(t, `/api/v1/companies/acme/missions/${missionId}/volunteers`)).status).toBe(401);
    expect((await callApi(t, '/api/v1/companies/acme/engagement-timeslots/1/review/validate', { method: 'POST', body: {} })).status).toBe(401);
    expect((await callApi(t, '/api/v1/companies/acme/exports/engagement-timeslots')).status).toBe(401);
    expect((await callApi(t, `/api/v1/companies/acme/exports/engagements/${acmeEngagement}/engagement-agreement`)).status).toBe(401);
  });

  it('lists the company follow-up for admins and ambassadors, with only its own employees, filtered by state', async () => {
    for (const who of ['rh@acme.example', 'ambassadeur@acme.example']) {
      const body = await readJson(await get('/companies/acme/engagement-follow-up', who));
      const ids = body.engagements.map((engagement: { id: string }) => engagement.id);
      expect(ids).toContain(acmeEngagement);
      expect(ids).not.toContain(globexEngagement);
    }
    const created = await readJson(await get('/companies/acme/engagement-follow-up?state=created', 'rh@acme.example'));
    expect(created.engagements.every((engagement: { state: string }) => engagement.state === 'created')).toBe(true);
    const finished = await readJson(await get('/companies/acme/engagement-follow-up?state=finished', 'rh@acme.example'));
    expect(finished.engagements.map((engagement: { id: string }) => engagement.id)).not.toContain(acmeEngagement);
    expect((await get('/companies/acme/engagement-follow-up', 'salarie@acme.example')).status).toBe(403);
    expect((await get('/companies/acme/engagement-follow-up', 'globexAdmin')).status).toBe(403);
  });

  it("shows a mission's volunteers and subscribers of the company only, to ambassadors and admins; others get 403", async () => {
    const acme = await readJson(await get(`/companies/acme/missions/${missionId}/volunteers`, 'ambassadeur@acme.example'));
    expect(acme.mission).toMatchObject({ id: missionId, organiserName: 'Les Amis du Quartier' });
    expect(acme.volunteers.map((volunteer: { id: string }) => volunteer.id)).toEqual([acmeEngagement]);
    const globex = await readJson(await get(`/companies/globex/missions/${missionId}/volunteers`, 'globexAdmin'));
    expect(globex.volunteers.map((volunteer: { id: string }) => volunteer.id)).toEqual([globexEngagement]);

    const subscribers = await readJson(await get(`/companies/acme/missions/${missionId}/subscribers`, 'rh@acme.example'));
    expect(subscribers.subscribers.map((row: { employee: { email: string } }) => row.employee.email)).toEqual(['salarie@acme.example']);

    expect((await get(`/companies/acme/missions/${missionId}/volunteers`, 'salarie@acme.example')).status).toBe(403);
    expect((await get(`/companies/acme/missions/${missionId}/subscribers`, 'salarie@acme.example')).status).toBe(403);
    expect((await get(`/companies/acme/missions/${missionId}/volunteers`, 'globexAdmin')).status).toBe(403);
    expect((await get('/companies/acme/missions/999999/volunteers', 'rh@acme.example')).status).toBe(404);
    // A mission Globex published itself is not Acme's to see.
    const globexOwn = await createMission(db().sql, { publishedByCompany: 'globex', validatedBy: [] });
    expect((await get(`/companies/acme/missions/${globexOwn}/volunteers`, 'rh@acme.example')).status).toBe(404);
  });

  it('reviews the time spent through its statuses, in one transaction, for the company admin only', async () => {
    const date = await dateOf(acmeEngagement);
    const review = (action: string, who = 'rh@acme.example', company = 'acme') => post(`/companies/${company}/engagement-timeslots/${date}/review/${action}`, who);
    const reviewActions = async (who: string) => (await readJson(await get(`/companies/acme/engagements/${acmeEngagement}`, who))).timeslots[0].reviewActions;
    // The view says what each reader may do: the admin reviews, the ambassador reads.
    expect(await reviewActions('rh@acme.example')).toEqual(['validate', 'challenge', 'cancel']);
    expect(await reviewActions('ambassadeur@acme.example')).toEqual([]);

    expect((await review('validate', 'ambassadeur@acme.example')).status).toBe(403);
    expect((await review('validate', 'salarie@acme.example')).status).toBe(403);
    // Another company's admin neither reads nor changes it.
    expect((await review('validate', 'globexAdmin', 'globex')).status).toBe(404);

    expect((await review('process-challenge')).status).toBe(409);
    expect(await readJson(await review('validate'))).toMatchObject({ status: 'ok', timeslot: { id: date, reviewStatus: 'validated' } });
    const again = await review('validate');
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ code: 'INVALID_TRANSITION', error: { code: 'INVALID_TRANSITION' } });
    expect(await readJson(await review('challenge'))).toMatchObject({ timeslot: { reviewStatus: 'challenged' } });
    expect(await readJson(await review('process-challenge'))).toMatchObject({ timeslot: { reviewStatus: 'challenge_processed' } });
    expect((await review('cancel')).status).toBe(409);

    const view = await readJson(await get(`/companies/acme/engagements/${acmeEngagement}`, 'rh@acme.example'));
    expect(view.timeslots[0]).toMatchObject({ reviewStatus: 'challenge_processed', reviewActions: [] });
    const history = await db().sql<{ action: string }[]>`select action from engagement_history where engagement_id = ${acmeEngagement} and action like 'time_spent_%' order by id`;
    expect(history.map((row) => row.action)).toEqual(['time_spent_validate', 'time_spent_challenge', 'time_spent_process_challenge']);

    const other = await dateOf(globexEngagement);
    expect((await post(`/companies/acme/engagement-timeslots/${other}/review/cancel`, 'rh@acme.example')).status).toBe(404);
    expect((await readJson(await post(`/companies/globex/engagement-timeslots/${other}/review/cancel`, 'globexAdmin'))).timeslot.reviewStatus).toBe('canceled');
  });

  it('refuses to change the time spent on a date covered by a tax receipt (TIME_SPENT_LOCKED)', async () => {
    const engagementId = await apply(await employee('acme'), 'acme');
    const date = await dateOf(engagementId);
    const [exemption] = await db().sql<{ id: number; company_id: number }[]>`
      insert into tax_exemptions (company_id, association_id, mission_id, period_start, period_end, average_daily_rate_cents)
      select c.id, m.association_id, m.id, '2026-01-01', '2026-12-31', 30000 from companies c, missions m where c.slug = 'acme' and m.id = ${missionId}
      returning id, company_id`;
    // A line on a receipt that is not archived covers the date (issue 20).
    const [line] = await db().sql<{ id: number }[]>`
      insert into tax_exemption_lines (tax_exemption_id, company_id, engagement_timeslot_id, user_id, worked_on, days, valued_amount_cents)
      select ${exemption!.id}, ${exemption!.company_id}, et.id, e.user_id, current_date, 0.5, 15000
      from engagement_timeslots et join engagements e on e.id = et.engagement_id where et.id = ${date}
      returning id`;
    await db().sql`
      with receipt as (
        insert into tax_receipts (tax_exemption_id, company_id, association_id, amount_cents)
        select id, company_id, association_id, 15000 from tax_exemptions where id = ${exemption!.id} returning id)
      insert into tax_receipt_lines (tax_receipt_id, tax_exemption_line_id) select id, ${line!.id} from receipt`;
    for (const action of ['validate', 'challenge', 'cancel']) {
      const response = await post(`/companies/acme/engagement-timeslots/${date}/review/${action}`, 'rh@acme.example');
      expect(response.status, action).toBe(409);
      expect((await readJson(response)).code).toBe('TIME_SPENT_LOCKED');
    }
    // ...and offers none of them on the view.
    expect((await readJson(await get(`/companies/acme/engagements/${engagementId}`, 'rh@acme.example'))).timeslots[0].reviewActions).toEqual([]);
    const [row] = await db().sql`select review_status from engagement_timeslots where id = ${date}`;
    expect(row!.review_status).toBe('to_validate');
  });

  it('exports the engagement timeslots of the company (xlsx and csv), its own employees only', async () => {
    // The default period (the last 12 months) ends today: the slot, in 5 days, is not in it.
    const byDefault = await get('/companies/acme/exports/engagement-timeslots', 'rh@acme.example');
    expect(byDefault.status).toBe(200);
    expect(byDefault.headers.get('content-disposition')).toMatch(/attachment; filename="creneaux-acme-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const xlsx = await get(`/companies/acme/exports/engagement-timeslots?from=${from}&to=${until}`, 'rh@acme.example');
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Créneaux');
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Nom', 'Mission', 'Validation manager', 'Revue du temps passé']));
    const emails = sheet.getColumn(3).values.slice(2);
    expect(emails).toContain('h9-2@acme.example');
    expect(emails).not.toContain('h9-3@globex.example');

    const csv = await get(`/companies/acme/exports/engagement-timeslots?format=csv&from=${from}&to=${until}`, 'ambassadeur@acme.example');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('h9-2@acme.example');
    expect(text).toContain('Contestation traitée');
    expect(text).not.toContain('globex');

    // A period that ends before the slot leaves it out; an inverted one is refused.
    const past = await (await get('/companies/acme/exports/engagement-timeslots?format=csv&from=2020-01-01&to=2020-12-31', 'rh@acme.example')).text();
    expect(past).not.toContain('h9-2@acme.example');
    expect((await get('/companies/acme/exports/engagement-timeslots?from=2026-05-01&to=2026-04-01', 'rh@acme.example')).status).toBe(400);
    expect((await get('/companies/acme/exports/engagement-timeslots?from=hier', 'rh@acme.example')).status).toBe(400);
    expect((await get('/companies/acme/exports/engagement-timeslots', 'salarie@acme.example')).status).toBe(403);
    expect((await get('/companies/acme/exports/engagement-timeslots', 'globexAdmin')).status).toBe(403);
  });

  it("exports a mission's applications and waiting list on the company path, its own employees only", async () => {
    const engagements = await (await get(`/companies/acme/exports/missions/${missionId}/engagements?format=csv`, 'rh@acme.example')).text();
    expect(engagements).toContain('h9-2@acme.example');
    expect(engagements).not.toContain('globex');
    const subscribers = await (await get(`/companies/acme/exports/missions/${missionId}/subscribers?format=csv`, 'ambassadeur@acme.example')).text();
    expect(subscribers).toContain('Acme');
    expect(subscribers).not.toContain('Globex');
    const xlsx = await get(`/companies/globex/exports/missions/${missionId}/engagements`, 'globexAdmin');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await get(`/companies/acme/exports/missions/${missionId}/engagements`, 'salarie@acme.example')).status).toBe(403);
    expect((await get(`/companies/acme/exports/missions/${missionId}/subscribers`, 'globexAdmin')).status).toBe(403);
    expect((await get('/companies/acme/exports/missions/999999/engagements', 'rh@acme.example')).status).toBe(404);
    // A mission Globex published itself: Globex's export (its dashboard's buttons), never Acme's.
    const globexOwn = await createMission(db().sql, { publishedByCompany: 'globex', validatedBy: ['globex'] });
    expect((await get(`/companies/globex/exports/missions/${globexOwn}/engagements?format=csv`, 'globexAdmin')).status).toBe(200);
    expect((await get(`/companies/acme/exports/missions/${globexOwn}/engagements?format=csv`, 'rh@acme.example')).status).toBe(404);
  });

  it('makes the agreement PDF for the employee, the company followers and the association; nobody else', async () => {
    const path = `/companies/acme/exports/engagements/${acmeEngagement}/engagement-agreement`;
    const own = await get(path, 'h9-2@acme.example');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="convention-d-engagement-[0-9a-f]{8}\.pdf"$/);
    const body = new Uint8Array(await own.arrayBuffer());
    expect(Buffer.from(body.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(body);
    for (const expected of [
      "Convention d'engagement solidaire",
      "L'entreprise : Acme",
      'h9-2@acme.example',
      "L'association : Les Amis du Quartier",
      'Dates et horaires',
      'Type de temps : Sur le temps de travail',
      'Durée : 0,57 jour(s)',
      'Pour l\'entreprise',
      'Pour l\'association',
      'Date et signature',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect((await get(path, 'rh@acme.example')).status).toBe(200);
    expect((await get(path, 'ambassadeur@acme.example')).status).toBe(200);
    // Another Acme employee is not told it exists; another company is refused.
    expect((await get(path, 'salarie@acme.example')).status).toBe(404);
    expect((await get(path, 'globexAdmin')).status).toBe(403);
    expect((await get(`/companies/globex/exports/engagements/${acmeEngagement}/engagement-agreement`, 'globexAdmin')).status).toBe(404);

    const associationPath = `/associations/amis-du-quartier/exports/engagements/${acmeEngagement}/engagement-agreement`;
    expect((await get(associationPath, 'benevole-asso@amis-du-quartier.example')).status).toBe(200);
    expect((await get(associationPath, 'admin@planete-verte.example')).status).toBe(403);
    expect((await get(`/associations/planete-verte/exports/engagements/${acmeEngagement}/engagement-agreement`, 'admin@planete-verte.example')).status).toBe(404);
    expect((await get(associationPath, 'salarie@acme.example')).status).toBe(403);
  });
});
