import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, idOf, userId } from '../engagements/engagements.fixtures';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { instantToParis } from '../../../shared/time/paris';
import { challengeIcs } from './agenda.service';
import { challengeInputSchema } from '../../../shared/challenges/challenge.schema';
import { createChallenge, listEmployeeChallenges, participateInChallenge, recordChallengeAttendance, unregisterFromChallenge } from './challenges.service';

const DAY = 86_400_000;
/** The Paris day `inDays` days from now. */
const day = (inDays: number) => instantToParis(new Date(Date.now() + inDays * DAY)).date;

const webinar = (overrides: Record<string, unknown> = {}) => ({
  name: 'Webinaire climat',
  description: 'Une heure pour comprendre les enjeux.',
  date: day(10),
  startTime: '10:00',
  endTime: '11:00',
  landingPageUrl: 'https://events.example/climat',
  webinarKey: 'WB-42',
  rewardPoints: 50,
  isActive: true,
  ...overrides,
});

/** Reads an .ics with a real iCalendar parser (ical.js): its first event. */
function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    summary: event.summary,
    description: event.description,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    url: calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url'),
  };
}

describeWithDb('events (challenges)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acme: number;
  let globex: number;

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(sql, { email: 'admin@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    await createEmployee(sql, { email: 'collegue@acme.example', company: 'acme', passwordHash: hash });
    for (const email of ['rh@acme.example', 'salarie@acme.example', 'collegue@acme.example', 'admin@globex.example', 'salarie@globex.example', 'ambassadeur@acme.example']) {
      cookies[email] = await signIn(t, email);
    }
    acme = await idOf(sql, 'companies', 'acme');
    globex = await idOf(sql, 'companies', 'globex');
  });

  const create = async (body: unknown, email = 'rh@acme.example', slug = 'acme') => {
    const response = await callApi(t, `/api/v1/companies/${slug}/challenges`, { cookie: cookies[email], body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson(response)).challenge as { id: number };
  };

  it('lets a company admin create, list, edit, hide and show an event', async () => {
    const created = await create(webinar());
    const list = await readJson(await callApi(t, '/api/v1/companies/acme/challenges', { cookie: cookies['rh@acme.example'] }));
    expect(list.challenges.find((c: { id: number }) => c.id === created.id)).toMatchObject({
      name: 'Webinaire climat',
      companyId: acme,
      date: day(10),
      startTime: '10:00',
      endTime: '11:00',
      webinarKey: 'WB-42',
      rewardPoints: 50,
      isActive: true,
      participantsCount: 0,
      timing: 'upcoming',
    });
    const path = `/api/v1/companies/acme/challenges/${created.id}`;
    const edited = await callApi(t, path, { method: 'PUT', cookie: cookies['rh@acme.example'], body: webinar({ name: 'Webinaire climat (2e édition)', endTime: '11:30' }) });
    expect((await readJson(edited)).challenge).toMatchObject({ name: 'Webinaire climat (2e édition)', endTime: '11:30' });
    const hidden = await callApi(t, `${path}/activation`, { method: 'PUT', cookie: cookies['rh@acme.example'], body: { isActive: false } });
    expect((await readJson(hidden)).challenge.isActive).toBe(false);
    expect((await readJson(await callApi(t, path, { cookie: cookies['rh@acme.example'] }))).challenge.isActive).toBe(false);
    const [row] = await db().sql`select is_active, company_id, created_by from challenges where id = ${created.id}`;
    expect(row).toEqual({ is_active: false, company_id: acme, created_by: await userId(db().sql, 'rh@acme.example') });
  });

  it('answers a refused form field by field, in French', async () => {
    const response = await callApi(t, '/api/v1/companies/acme/challenges', {
      cookie: cookies['rh@acme.example'],
      body: webinar({ name: '', endTime: '09:00', landingPageUrl: 'events.example' }),
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields).toEqual({
      name: ['Ce champ est obligatoire.'],
      endTime: ["L'heure de fin doit être postérieure à l'heure de début."],
      landingPageUrl: ['Saisissez un lien complet commençant par https://.'],
    });
  });

  it('keeps management to the company admins', async () => {
    const { id } = await create(webinar());
    for (const email of ['salarie@acme.example', 'ambassadeur@acme.example']) {
      expect((await callApi(t, '/api/v1/companies/acme/challenges', { cookie: cookies[email] })).status).toBe(403);
      expect((await callApi(t, '/api/v1/companies/acme/challenges', { cookie: cookies[email], body: webinar() })).status).toBe(403);
      expect((await callApi(t, `/api/v1/companies/acme/challenges/${id}`, { method: 'PUT', cookie: cookies[email], body: webinar() })).status).toBe(403);
      expect((await callApi(t, `/api/v1/companies/acme/exports/challenges/${id}/participations`, { cookie: cookies[email] })).status).toBe(403);
    }
    expect((await callApi(t, '/api/v1/companies/acme/challenges')).status).toBe(401);
    expect((await callApi(t, '/api/v1/companies/acme/challenges', { body: webinar() })).status).toBe(401);
  });

  it('never lets a Globex admin read or change an Acme event, nor see it among Globex’s', async () => {
    const { id } = await create(webinar({ name: 'Réservé Acme' }));
    const globexAdmin = cookies['admin@globex.example'];
    // In Globex's own space, Acme's id is unknown.
    expect((await callApi(t, `/api/v1/companies/globex/challenges/${id}`, { cookie: globexAdmin })).status).toBe(404);
    expect((await callApi(t, `/api/v1/companies/globex/challenges/${id}`, { method: 'PUT', cookie: globexAdmin, body: webinar({ name: 'Piraté' }) })).status).toBe(404);
    expect((await callApi(t, `/api/v1/companies/globex/challenges/${id}/activation`, { method: 'PUT', cookie: globexAdmin, body: { isActive: false } })).status).toBe(404);
    expect((await callApi(t, `/api/v1/companies/globex/exports/challenges/${id}/participations`, { cookie: globexAdmin })).status).toBe(404);
    const globexList = await readJson(await callApi(t, '/api/v1/companies/globex/challenges', { cookie: globexAdmin }));
    expect(globexList.challenges.map((c: { id: number }) => c.id)).not.toContain(id);
    // In Acme's space, the Globex admin holds no role.
    expect((await callApi(t, `/api/v1/companies/acme/challenges/${id}`, { cookie: globexAdmin })).status).toBe(403);
    expect((await callApi(t, `/api/v1/companies/acme/challenges/${id}`, { method: 'PUT', cookie: globexAdmin, body: webinar({ name: 'Piraté' }) })).status).toBe(403);
    // Nor does a request whose X-Company-Id names Globex.
    const crossed = await t.app.request(`/api/v1/companies/acme/challenges/${id}`, {
      headers: { ...SAME_ORIGIN, cookie: cookies['rh@acme.example']!, 'x-company-id': String(globex) },
    });
    expect(crossed.status).toBe(403);
    const [row] = await db().sql`select name, is_active from challenges where id = ${id}`;
    expect(row).toEqual({ name: 'Réservé Acme', is_active: true });
    // Globex's employees neither see it nor register.
    const globexEmployee = cookies['salarie@globex.example'];
    expect((await readJson(await callApi(t, '/api/v1/companies/globex/my-challenges', { cookie: globexEmployee }))).challenges.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await callApi(t, `/api/v1/companies/globex/my-challenges/${id}/participation`, { cookie: globexEmployee, body: {} })).status).toBe(404);
    expect((await callApi(t, `/api/v1/companies/acme/my-challenges/${id}/participation`, { cookie: globexEmployee, body: {} })).status).toBe(403);
    expect(await db().sql`select 1 from challenge_participations where challenge_id = ${id}`).toEqual([]);
  });

  it('shows employees the active events until they end, and registers them once however often they ask', async () => {
    const { id } = await create(webinar({ name: 'Fresque du climat' }));
    const hidden = await create(webinar({ name: 'Brouillon', isActive: false }));
    const over = await create(webinar({ name: 'Passé', date: day(-3) }));
    const cookie = cookies['salarie@acme.example'];
    const listed = async () => (await readJson(await callApi(t, '/api/v1/companies/acme/my-challenges', { cookie }))).challenges as Array<Record<string, unknown>>;
    const before = await listed();
    expect(before.map((c) => c.id)).toContain(id);
    expect(before.map((c) => c.id)).not.toContain(hidden.id);
    expect(before.map((c) => c.id)).not.toContain(over.id);
    expect(before.find((c) => c.id === id)).toMatchObject({ participation: null, availableActions: ['participate'], pointsPending: false, timing: 'upcoming' });
    expect(before.find((c) => c.id === id)).not.toHaveProperty('webinarKey');

    const path = `/api/v1/companies/acme/my-challenges/${id}/participation`;
    const first = await readJson(await callApi(t, path, { cookie, body: {} }));
    expect(first.challenge).toMatchObject({ participation: { attended: false, pointsEarned: null }, availableActions: ['unregister'] });
    const second = await callApi(t, path, { cookie, body: {} });
    expect(second.status).toBe(200);
    expect((await readJson(second)).challenge.participation.registeredAt).toBe(first.challenge.participation.registeredAt);
    await callApi(t, path, { cookie: cookies['collegue@acme.example'], body: {} });
    const [count] = await db().sql`select count(*)::int as n from challenge_participations where challenge_id = ${id}`;
    expect(count!.n).toBe(2);
    const list = await readJson(await callApi(t, '/api/v1/companies/acme/challenges', { cookie: cookies['rh@acme.example'] }));
    expect(list.challenges.find((c: { id: number }) => c.id === id).participantsCount).toBe(2);

    // Unregistering before the start, twice: nothing left, no error.
    expect((await readJson(await callApi(t, path, { method: 'DELETE', cookie }))).challenge).toMatchObject({ participation: null, availableActions: ['participate'] });
    expect((await callApi(t, path, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await db().sql`select 1 from challenge_participations where challenge_id = ${id} and user_id = ${await userId(db().sql, 'salarie@acme.example')}`).toEqual([]);

    // Hidden and past events are refused.
    expect((await readJson(await callApi(t, `/api/v1/companies/acme/my-challenges/${hidden.id}/participation`, { cookie, body: {} }))).error.code).toBe('NOT_FOUND');
    const closed = await callApi(t, `/api/v1/companies/acme/my-challenges/${over.id}/participation`, { cookie, body: {} });
    expect(closed.status).toBe(409);
    expect((await readJson(closed)).error).toMatchObject({ code: 'CHALLENGE_CLOSED', message: 'Les inscriptions à cet événement sont closes : il est terminé.' });
    expect((await callApi(t, `/api/v1/companies/acme/my-challenges/${over.id}`, { cookie })).status).toBe(404);
  });

  it('refuses to unregister once the event has started, and keeps the participant listed with the 24-hour notice after it', async () => {
    const sql = db().sql;
    const start = new Date('2026-06-10T08:00:00Z'); // 10:00 Paris
    const event = await createChallenge(sql, acme, null, challengeInputSchema.parse(webinar({ date: '2026-06-10' })), new Date('2026-06-01T00:00:00Z'));
    const employee = await userId(sql, 'salarie@acme.example');
    await participateInChallenge(sql, acme, employee, event.id, new Date('2026-06-01T00:00:00Z'));
    const during = new Date(start.getTime() + 30 * 60_000);
    await expect(unregisterFromChallenge(sql, acme, employee, event.id, during)).rejects.toMatchObject({ code: 'CHALLENGE_ALREADY_STARTED' });
    await recordChallengeAttendance(sql, acme, event.id, employee, true, during);
    const afterEnd = new Date('2026-06-10T10:00:00Z');
    const pending = (await listEmployeeChallenges(sql, acme, employee, afterEnd)).find((c) => c.id === event.id);
    expect(pending).toMatchObject({ timing: 'past', pointsPending: true, participation: { attended: true, pointsEarned: null }, availableActions: [] });
    // A colleague who did not register does not see it any more.
    expect((await listEmployeeChallenges(sql, acme, await userId(sql, 'collegue@acme.example'), afterEnd)).map((c) => c.id)).not.toContain(event.id);
    // 24 hours after the end, the points are shown and the event leaves the list.
    expect((await listEmployeeChallenges(sql, acme, employee, new Date('2026-06-11T09:00:00Z'))).map((c) => c.id)).not.toContain(event.id);
  });

  it('lets the company’s admins record who attended once the event has started, which earns the points', async () => {
    const sql = db().sql;
    const { id } = await create(webinar({ name: 'Atelier présences' }));
    const employee = await userId(sql, 'salarie@acme.example');
    await callApi(t, `/api/v1/companies/acme/my-challenges/${id}/participation`, { cookie: cookies['salarie@acme.example'], body: {} });
    const attendance = (who: string, attended: boolean) =>
      callApi(t, `/api/v1/companies/acme/challenges/${id}/participants/${employee}/attendance`, { cookie: cookies[who], method: 'PUT', body: { attended } });

    const list = await callApi(t, `/api/v1/companies/acme/challenges/${id}/participants`, { cookie: cookies['rh@acme.example'] });
    expect(list.status).toBe(200);
    expect((await readJson(list)).participants).toEqual([
      { userId: employee, name: expect.any(String), email: 'salarie@acme.example', registeredAt: expect.any(String), attended: false, pointsEarned: null },
    ]);
    // Not before it starts, and never by an employee or another company's admin.
    const early = await attendance('rh@acme.example', true);
    expect(early.status).toBe(409);
    expect((await readJson(early)).error.code).toBe('CHALLENGE_NOT_STARTED');
    expect((await attendance('salarie@acme.example', true)).status).toBe(403);
    expect((await callApi(t, `/api/v1/companies/globex/challenges/${id}/participants`, { cookie: cookies['admin@globex.example'] })).status).toBe(404);

    // Once it has started: present, with the event's points; absent again takes them back.
    await recordChallengeAttendance(sql, acme, id, employee, true, new Date(Date.now() + 11 * DAY));
    const [row] = await sql`select attended, points_earned from challenge_participations where challenge_id = ${id} and user_id = ${employee}`;
    expect(row).toEqual({ attended: true, points_earned: 50 });
    await recordChallengeAttendance(sql, acme, id, employee, false, new Date(Date.now() + 11 * DAY));
    const [again] = await sql`select attended, points_earned from challenge_participations where challenge_id = ${id} and user_id = ${employee}`;
    expect(again).toEqual({ attended: false, points_earned: null });
  });

  it('exports one row per participant (XLSX), for the company’s admins only', async () => {
    const { id } = await create(webinar({ name: 'Atelier export' }));
    await callApi(t, `/api/v1/companies/acme/my-challenges/${id}/participation`, { cookie: cookies['salarie@acme.example'], body: {} });
    await recordChallengeAttendance(db().sql, acme, id, await userId(db().sql, 'salarie@acme.example'), true, new Date(Date.now() + 11 * DAY));
    const response = await callApi(t, `/api/v1/companies/acme/exports/challenges/${id}/participations`, { cookie: cookies['rh@acme.example'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="participants-evenement-${id}-${day(10)}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Participants')!;
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Nom', 'Prénom', 'E-mail', 'Inscrit le', 'Présent', 'Points']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([expect.any(String), expect.any(String), 'salarie@acme.example', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/), 'Oui', '50']);
  });

  it('adds an event to a calendar: Google Calendar link and .ics files with the Paris times as UTC', async () => {
    // 30 March 2027 is summer time in Paris (UTC+2), 3 December 2026 winter time (UTC+1).
    const summer = await create(webinar({ name: 'Webinaire « printemps »', date: '2027-03-30' }));
    const winter = await create(webinar({ name: 'Webinaire d’hiver', date: '2026-12-03', endTime: '11:30' }));
    const cookie = cookies['salarie@acme.example'];
    const google = await readJson(await callApi(t, `/api/v1/companies/acme/my-challenges/${summer.id}/agenda/google-agenda`, { cookie }));
    expect(new URL(google.url).searchParams.get('dates')).toBe('20270330T080000Z/20270330T090000Z');
    for (const kind of ['icalendar', 'microsoft-outlook']) {
      const response = await callApi(t, `/api/v1/companies/acme/my-challenges/${winter.id}/agenda/${kind}`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="evenement-${winter.id}.ics"`);
      expect(readIcs(await response.text())).toEqual({
        summary: 'Webinaire d’hiver',
        description: 'Une heure pour comprendre les enjeux.\n\nhttps://events.example/climat',
        start: '2026-12-03T09:00:00.000Z',
        end: '2026-12-03T10:30:00.000Z',
        url: 'https://events.example/climat',
      });
    }
    const summerIcs = await callApi(t, `/api/v1/companies/acme/my-challenges/${summer.id}/agenda/icalendar`, { cookie });
    expect(readIcs(await summerIcs.text())).toMatchObject({ summary: 'Webinaire « printemps »', start: '2027-03-30T08:00:00.000Z', end: '2027-03-30T09:00:00.000Z' });
    // Another company's employee gets nothing.
    expect((await callApi(t, `/api/v1/companies/globex/my-challenges/${winter.id}/agenda/icalendar`, { cookie: cookies['salarie@globex.example'] })).status).toBe(404);
  });

  it('writes the .ics of 30 March 2026 10:00 Paris at 08:00Z (the day after the clocks changed)', async () => {
    const sql = db().sql;
    const then = new Date('2026-03-01T00:00:00Z');
    const event = await createChallenge(sql, acme, null, challengeInputSchema.parse(webinar({ date: '2026-03-30' })), then);
    const file = await challengeIcs({ sql, baseUrl: 'http://localhost:3000' }, acme, await userId(sql, 'salarie@acme.example'), event.id, then);
    expect(readIcs(new TextDecoder().decode(file.body))).toMatchObject({ start: '2026-03-30T08:00:00.000Z', end: '2026-03-30T09:00:00.000Z' });
  });
});
