import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { instantToParis } from '../../../shared/time/paris';
import { type TestApp, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { createEmployee, idOf } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';
import { joinRequest } from './requests.service';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const PLATFORM_ADMIN = 'admin@example.org';
const GLOBEX_ADMIN = 'admin@globex.example';
const GLOBEX_EMPLOYEE = 'salarie@globex.example';

const DAY = 86_400_000;
const day = (inDays: number) => instantToParis(new Date(Date.now() + inDays * DAY)).date;

const lyon = { kind: 'city', label: 'Lyon', city: 'Lyon', postalCode: '69001', latitude: 45.764, longitude: 4.8357 };
const villeurbanne = { kind: 'city', label: 'Villeurbanne', city: 'Villeurbanne', postalCode: '69100', latitude: 45.7719, longitude: 4.8902 };
const paris = { kind: 'city', label: 'Paris', city: 'Paris', postalCode: '75001', latitude: 48.8566, longitude: 2.3522 };
const versailles = { latitude: 48.8049, longitude: 2.1204 };

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Atelier cuisine solidaire',
  description: 'Cuisiner ensemble pour une épicerie solidaire.',
  startTime: '09:30',
  endTime: '12:00',
  minParticipants: 4,
  maxParticipants: 12,
  pricePerPersonCents: 4500,
  isPriceHidden: true,
  contactName: 'Camille Martin',
  contactEmail: 'camille@asso.example',
  contactPhone: '06 12 34 56 78',
  addresses: [lyon, villeurbanne],
  thematics: ['THEMATIC_FOOD'],
  ...overrides,
});

describeWithDb('team building: the catalogue, companies’ own lists, requests, participants', () => {
  const db = useTestDatabase({ max: 10 });
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acme: number;

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of [ADMIN, EMPLOYEE, PLATFORM_ADMIN, GLOBEX_ADMIN, GLOBEX_EMPLOYEE]) cookies[email] = await signIn(t, email);
    acme = await idOf(sql, 'companies', 'acme');
  });

  const as = (email: string, method: string, path: string, body?: unknown) => call(t, cookies[email], method, path, body);

  it('lets platform admins curate the catalogue, and offers companies its published activities only', async () => {
    const created = await as(PLATFORM_ADMIN, 'POST', '/admin/team-buildings', form({ title: 'Chantier nature', startTime: '09:00', endTime: '17:00' }));
    expect(created.status, created.text).toBe(201);
    expect(created.body.teamBuilding).toMatchObject({ companyId: null, state: 'draft', duration: 'full_day', contactPhone: '+33612345678', pricePerPersonCents: 4500 });
    expect(created.body.availableActions).toEqual(['publish', 'archive']);
    const id = created.body.teamBuilding.id as number;

    const before = await as(ADMIN, 'GET', '/companies/acme/team-buildings');
    expect(before.body.catalogue.map((card: { id: number }) => card.id)).not.toContain(id);
    expect((await as(ADMIN, 'GET', `/companies/acme/team-buildings/${id}`)).status).toBe(404);

    expect((await as(PLATFORM_ADMIN, 'POST', `/admin/team-buildings/${id}/publish`)).body.teamBuilding.state).toBe('published');
    const offered = await as(ADMIN, 'GET', `/companies/acme/team-buildings/${id}`);
    expect(offered.status).toBe(200);
    // The price is hidden from companies; they read it, never edit it.
    expect(offered.body).toMatchObject({ canEdit: false, canDelete: false, canRequest: true, availableActions: [] });
    expect(offered.body.teamBuilding.pricePerPersonCents).toBeNull();
    expect((await as(ADMIN, 'PUT', `/companies/acme/team-buildings/${id}`, form())).status).toBe(404);
    expect((await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/archive`)).status).toBe(404);
    // Employees and other companies' admins never reach the admin space.
    expect((await as(ADMIN, 'POST', '/admin/team-buildings', form())).status).toBe(403);
  });

  it('derives the duration from the hours (spec §9) and answers field by field in French', async () => {
    const half = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ startTime: '11:00', endTime: '14:00' }));
    expect(half.body.teamBuilding.duration).toBe('half_day');
    const full = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ startTime: '11:00', endTime: '14:30' }));
    expect(full.body.teamBuilding.duration).toBe('full_day');
    expect(full.body.teamBuilding.pricePerPersonCents).toBe(4500); // its editor sees the price it hid

    const refused = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ title: ' ', addresses: [lyon, paris], thematics: ['THEMATIC_FOOD', 'THEMATIC_SPORT', 'THEMATIC_HEALTH', 'THEMATIC_CULTURE'] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({ title: ['Ce champ est obligatoire.'], thematics: ['Choisissez au plus 3 thématiques.'] });
    const far = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ addresses: [lyon, paris] }));
    expect(far.body.error.fields).toEqual({ addresses: ["Les lieux d'un team building doivent être à moins de 20 km les uns des autres."] });
    const twice = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ addresses: [lyon, lyon] }));
    expect(twice.body.error.fields).toEqual({ addresses: ['Cette ville est déjà choisie.'] });
    const unknown = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ associationId: 2_000_000 }));
    expect(unknown.body.error.fields).toEqual({ associationId: ['Choisissez une valeur de la liste.'] });
  });

  it('keeps a company’s own list and requests from every other company', async () => {
    const own = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ title: 'Secret d’Acme' }));
    const id = own.body.teamBuilding.id as number;
    await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/publish`);
    const request = await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/requests`, { desiredDate: day(10), participantsCount: 6 });
    expect(request.status, request.text).toBe(201);
    const requestId = request.body.request.id as number;

    const globexList = await as(GLOBEX_ADMIN, 'GET', '/companies/globex/team-buildings');
    expect([...globexList.body.own, ...globexList.body.catalogue].map((card: { title: string }) => card.title)).not.toContain('Secret d’Acme');
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/team-buildings/${id}`)).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'POST', `/companies/globex/team-buildings/${id}/requests`, { desiredDate: day(10), participantsCount: 6 })).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'GET', '/companies/globex/team-building-requests')).body.requests).toEqual([]);
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/team-building-requests/${requestId}`)).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'POST', `/companies/globex/team-building-requests/${requestId}/validate`)).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/acme/team-building-requests/${requestId}`)).status).toBe(403);
    await as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/validate`);
    expect((await as(GLOBEX_EMPLOYEE, 'POST', `/companies/globex/employee-team-building/${requestId}/participation`)).status).toBe(404);
    expect((await as(GLOBEX_EMPLOYEE, 'GET', '/companies/globex/employee-team-building')).body.requests).toEqual([]);
    expect((await as(GLOBEX_ADMIN, 'GET', '/companies/globex/exports/solidarity_team_building')).status).toBe(200);
  });

  it('filters by thematic, duration, group size, and distance from a city', async () => {
    const make = async (overrides: Record<string, unknown>) => {
      const created = await as(ADMIN, 'POST', '/companies/acme/team-buildings', form(overrides));
      expect(created.status, created.text).toBe(201);
      return created.body.teamBuilding.id as number;
    };
    const lyonHalf = await make({ title: 'Filtre Lyon', thematics: ['THEMATIC_SPORT'], minParticipants: 4, maxParticipants: 8 });
    const parisFull = await make({ title: 'Filtre Paris', thematics: ['THEMATIC_SPORT'], addresses: [paris], startTime: '09:00', endTime: '17:00', minParticipants: 10, maxParticipants: 40 });
    const ids = async (query: string) => ((await as(ADMIN, 'GET', `/companies/acme/team-buildings?${query}`)).body.own as Array<{ id: number }>).map((card) => card.id);
    expect(await ids('thematics=THEMATIC_SPORT')).toEqual(expect.arrayContaining([lyonHalf, parisFull]));
    expect(await ids('thematics=THEMATIC_EDUCATION')).not.toContain(lyonHalf);
    expect(await ids('thematics=THEMATIC_SPORT&duration=full_day')).toEqual([parisFull]);
    expect(await ids('thematics=THEMATIC_SPORT&group_size=20')).toEqual([parisFull]);
    expect(await ids('thematics=THEMATIC_SPORT&group_size=6')).toEqual([lyonHalf]);
    // Versailles is about 18 km from Paris: within the default 20 km, not within 10.
    const near = await as(ADMIN, 'GET', `/companies/acme/team-buildings?thematics=THEMATIC_SPORT&city=Versailles&lat=${versailles.latitude}&lng=${versailles.longitude}`);
    expect(near.body.own).toEqual([expect.objectContaining({ id: parisFull, distanceKm: expect.closeTo(17.9, 0) })]);
    expect(await ids(`thematics=THEMATIC_SPORT&lat=${versailles.latitude}&lng=${versailles.longitude}&radius_km=10`)).toEqual([]);
  });

  it('runs a request: asked, confirmed, joined, exported, finished, testified', async () => {
    const id = (await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ title: 'Collecte solidaire', minParticipants: 2, maxParticipants: 5 }))).body.teamBuilding.id as number;
    // A draft is not offered.
    expect((await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/requests`, { desiredDate: day(5), participantsCount: 3 })).body.error.code).toBe('TEAM_BUILDING_UNAVAILABLE');
    await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/publish`);
    const past = await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/requests`, { desiredDate: day(-1), participantsCount: 3 });
    expect(past.body.error.fields).toEqual({ desiredDate: ['Choisissez une date à venir.'] });
    const big = await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/requests`, { desiredDate: day(5), participantsCount: 6 });
    expect(big.body.error).toMatchObject({ code: 'GROUP_SIZE_OUT_OF_RANGE', fields: { participantsCount: ['La valeur maximale est 5.'] } });

    const asked = await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/requests`, { desiredDate: day(5), participantsCount: 3, message: 'Pour l’équipe RH' });
    expect(asked.body.request).toMatchObject({ state: 'toConfirm', participantsCount: 3 });
    expect(asked.body.availableActions).toEqual(['validate', 'cancel']);
    const requestId = asked.body.request.id as number;
    // Not confirmed yet: employees do not see it, nor join it.
    expect((await as(EMPLOYEE, 'GET', '/companies/acme/employee-team-building')).body.requests.map((r: { requestId: number }) => r.requestId)).not.toContain(requestId);
    expect((await as(EMPLOYEE, 'POST', `/companies/acme/employee-team-building/${requestId}/participation`)).body.error.code).toBe('TEAM_BUILDING_REQUEST_CLOSED');
    // Employees never run a request.
    expect((await as(EMPLOYEE, 'POST', `/companies/acme/team-building-requests/${requestId}/validate`)).status).toBe(403);

    expect((await as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/validate`)).body.request.state).toBe('validated');
    const listed = await as(EMPLOYEE, 'GET', '/companies/acme/employee-team-building');
    expect(listed.body.requests.find((r: { requestId: number }) => r.requestId === requestId)).toMatchObject({ canJoin: true, joined: false, joinedCount: 0, maxParticipants: 5 });
    const joined = await as(EMPLOYEE, 'POST', `/companies/acme/employee-team-building/${requestId}/participation`);
    expect(joined.body.requests.find((r: { requestId: number }) => r.requestId === requestId)).toMatchObject({ joined: true, canLeave: true, canJoin: false, joinedCount: 1 });
    // Joining again changes nothing.
    await as(EMPLOYEE, 'POST', `/companies/acme/employee-team-building/${requestId}/participation`);
    const detail = await as(ADMIN, 'GET', `/companies/acme/team-building-requests/${requestId}`);
    expect(detail.body.participants).toEqual([expect.objectContaining({ email: EMPLOYEE })]);
    // A testimony waits for the end.
    expect((await as(EMPLOYEE, 'PUT', `/companies/acme/employee-team-building/${requestId}/testimony`, { testimony: 'Trop tôt' })).body.error.code).toBe('TEAM_BUILDING_NOT_FINISHED');
    // It cannot be deleted now that registrations exist (spec §5), in French.
    const blocked = await as(ADMIN, 'DELETE', `/companies/acme/team-buildings/${id}`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toMatchObject({ code: 'TEAM_BUILDING_HAS_REGISTRATIONS', message: 'Ce team building ne peut pas être supprimé : des inscriptions existent.' });

    const file = await t.app.request('/api/v1/companies/acme/exports/solidarity_team_building', { headers: { cookie: cookies[ADMIN]! } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const requests = workbook.getWorksheet('Demandes')!;
    expect(requests.getRow(1).values).toEqual(expect.arrayContaining(['Demande', 'Team building', 'Statut', 'Taille du groupe', 'Inscrits']));
    const requestRow = requests.getSheetValues().find((row) => Array.isArray(row) && row[1] === requestId) as unknown[];
    expect(requestRow).toEqual(expect.arrayContaining(['Collecte solidaire', 'Confirmée', 3, 1]));
    const participants = workbook.getWorksheet('Participants')!;
    expect(participants.getSheetValues().some((row) => Array.isArray(row) && row[1] === requestId && row.includes(EMPLOYEE))).toBe(true);

    expect((await as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/finish`)).body.request.state).toBe('finished');
    expect((await as(EMPLOYEE, 'DELETE', `/companies/acme/employee-team-building/${requestId}/participation`)).body.error.code).toBe('TEAM_BUILDING_REQUEST_CLOSED');
    const testified = await as(EMPLOYEE, 'PUT', `/companies/acme/employee-team-building/${requestId}/testimony`, { testimony: 'Une belle journée.' });
    expect(testified.body.requests.find((r: { requestId: number }) => r.requestId === requestId)).toMatchObject({ testimony: 'Une belle journée.', canTestify: true });
    const tabs = await as(ADMIN, 'GET', `/companies/acme/team-building-requests/${requestId}`);
    expect(tabs.body.testimonies).toEqual([expect.objectContaining({ testimony: 'Une belle journée.' })]);
    expect(tabs.body.availableActions).toEqual([]);
  });

  it('cancels with one of the four reasons, once', async () => {
    const id = (await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ title: 'Annulable' }))).body.teamBuilding.id as number;
    await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/publish`);
    const requestId = (await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/requests`, { desiredDate: day(7), participantsCount: 4 })).body.request.id as number;
    expect((await as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/cancel`, { reason: 'other' })).body.error.fields).toEqual({
      reason: ['Choisissez une valeur de la liste.'],
    });
    const [first, second] = await Promise.all([
      as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/cancel`, { reason: 'wrong_dates' }),
      as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/cancel`, { reason: 'no_longer_relevant' }),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const detail = await as(ADMIN, 'GET', `/companies/acme/team-building-requests/${requestId}`);
    expect(detail.body.request).toMatchObject({ state: 'canceled' });
    expect(['wrong_dates', 'no_longer_relevant']).toContain(detail.body.request.cancelReason);
    expect((await as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/validate`)).body.error.code).toBe('INVALID_TRANSITION');
    const [history] = await db().sql<{ canceledAt: Date | null }[]>`select canceled_at as "canceledAt" from team_building_requests where id = ${requestId}`;
    expect(history!.canceledAt).not.toBeNull();
  });

  it('holds the maximum when many employees join at once', async () => {
    const sql = db().sql;
    const id = (await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ title: 'Trois places', minParticipants: 1, maxParticipants: 3 }))).body.teamBuilding.id as number;
    await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/publish`);
    const requestId = (await as(ADMIN, 'POST', `/companies/acme/team-buildings/${id}/requests`, { desiredDate: day(3), participantsCount: 3 })).body.request.id as number;
    await as(ADMIN, 'POST', `/companies/acme/team-building-requests/${requestId}/validate`);
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => createEmployee(sql, { email: `ruee-${i}@acme.example`, company: 'acme' })));
    // Eight connections open and idle first, so the eight joins run side by side rather than one waiting for a connection.
    await Promise.all(people.map(() => sql`select pg_sleep(0.05)`));
    const results = await Promise.allSettled(people.map((userId) => joinRequest(sql, acme, requestId, userId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => (result.reason as { code: string }).code);
    expect(refusals).toEqual(Array(5).fill('TEAM_BUILDING_FULL'));
    const [count] = await sql<{ count: number }[]>`select count(*)::int as count from team_building_participants where request_id = ${requestId}`;
    expect(count!.count).toBe(3);
  });

  it('deletes a team building without registrations, and gates the feature', async () => {
    const id = (await as(ADMIN, 'POST', '/companies/acme/team-buildings', form({ title: 'Éphémère' }))).body.teamBuilding.id as number;
    expect((await as(EMPLOYEE, 'DELETE', `/companies/acme/team-buildings/${id}`)).status).toBe(403);
    expect((await as(ADMIN, 'DELETE', `/companies/acme/team-buildings/${id}`)).status).toBe(204);
    expect((await as(ADMIN, 'GET', `/companies/acme/team-buildings/${id}`)).status).toBe(404);

    await db().sql`update companies set enabled_features = array_remove(enabled_features, 'team_building') where slug = 'globex'`;
    const off = await as(GLOBEX_ADMIN, 'GET', '/companies/globex/team-buildings');
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('FEATURE_DISABLED');
    expect((await as(GLOBEX_EMPLOYEE, 'GET', '/companies/globex/employee-team-building')).body.error.code).toBe('FEATURE_DISABLED');
    expect((await as(GLOBEX_ADMIN, 'GET', '/companies/globex/exports/solidarity_team_building')).status).toBe(403);
  });
});
