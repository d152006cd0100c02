import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { parisToInstant, parisToday } from '../../../shared/time/paris';
import { SAME_ORIGIN, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

const ASSO_ADMIN = 'asso@amis-du-quartier.example';
const ASSO_MEMBER = 'benevole-asso@amis-du-quartier.example';
const COMPANY_ADMIN = 'rh@acme.example';
const PLATFORM_ADMIN = 'admin@example.org';
const EMPLOYEE = 'salarie@acme.example';
const GLOBEX = 'salarie@globex.example';

const PARIS = { kind: 'city', label: 'Paris', city: 'Paris', postalCode: '75001', region: 'Île-de-France', country: 'FR', latitude: 48.8566, longitude: 2.3522 };
const inDays = (days: number) => parisToday(new Date(Date.now() + days * 86_400_000));
const MSG = {
  incomplete: 'Tous les champs obligatoires ne sont pas correctement complétés',
  endBeforeStart: "Choisissez une heure de fin postérieure à l'heure de début.",
  slotIncomplete: "Ce créneau est incomplet : renseignez la date, l'heure de début et l'heure de fin.",
  placesTooLow: 'Un créneau compte au moins 1 place.',
  placesBelow: 'Le nombre de places ne peut pas être inférieur au nombre de bénévoles déjà inscrits.',
  slotHasVolunteers: 'Ce créneau ne peut pas être supprimé : des bénévoles y sont inscrits.',
  timeTypeLocked: 'Le type de temps (temps de travail ou temps personnel) ne peut plus être modifié : des dates existent déjà.',
};

describeWithDb('mission management: /associations/{slug}/missions and /companies/{slug}/published-missions', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const orgs: Record<string, number> = {};
  const base = '/api/v1/associations/amis-du-quartier/missions';

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const row of await db().sql<{ id: string; email: string }[]>`select id, email from users`) ids[row.email] = row.id;
    for (const row of await db().sql<{ id: number; slug: string }[]>`select id, slug from associations union all select id, slug from companies`) orgs[row.slug] = row.id;
    // Globex gets an admin, to check that one company never reaches another's missions.
    await db().sql`update company_members set role = 'COMPANY_ADMIN' where user_id = ${ids[GLOBEX]!}`;
    for (const email of [ASSO_ADMIN, ASSO_MEMBER, COMPANY_ADMIN, PLATFORM_ADMIN, EMPLOYEE, GLOBEX]) cookies[email] = await signIn(t, email);
  });

  const as = (email: string) => cookies[email]!;
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Tri des colis solidaires',
    description: '<p>Aider au <strong>tri</strong> des colis.</p>',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeType: 'both',
    isRemote: false,
    location: PARIS,
    thematics: ['THEMATIC_FOOD'],
    skills: [],
    sdgs: [],
    images: [],
    supervisorId: ids[ASSO_ADMIN],
    timeslots: [{ date: inDays(30), startTime: '09:00', endTime: '12:00', places: 3 }],
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}, path = base, who = ASSO_ADMIN) => {
    const response = await callApi(t, path, { cookie: as(who), body: form(overrides) });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return readJson(response);
  };
  const insertEngagement = async (missionId: number, state = 'created') => {
    const id = randomUUID();
    await db().sql`
      insert into engagements (id, mission_id, user_id, company_id, state, time_type, testimony, state_before_cancel, cancel_reason)
      values (${id}, ${missionId}, ${ids[EMPLOYEE]!}, ${orgs.acme!}, ${state}, 'work', ${state === 'finished' ? 'Une belle matinée' : null},
              ${state === 'canceled' ? 'created' : null}, ${state === 'canceled' ? 'not_available' : null})`;
    return id;
  };

  it('answers 401 without a session and 403 to employees on every route', async () => {
    const mission = await create({ title: 'Mission témoin' });
    const id = mission.mission.id;
    const calls = [
      ['GET', base, undefined],
      ['POST', base, form()],
      ['GET', `${base}/${id}`, undefined],
      ['PUT', `${base}/${id}`, form()],
      ['DELETE', `${base}/${id}`, undefined],
      ['POST', `${base}/${id}/publish`, undefined],
      ['POST', `${base}/${id}/unpublish`, undefined],
      ['POST', `${base}/${id}/archive`, undefined],
      ['POST', `${base}/${id}/duplicate`, undefined],
      ['POST', `${base}/${id}/date-range`, { startsOn: inDays(1), endsOn: inDays(20), places: 2 }],
      ['GET', `${base}/${id}/applications`, undefined],
      ['GET', `${base}/${id}/subscribers`, undefined],
      ['GET', `${base}/${id}/testimonies`, undefined],
      ['GET', '/api/v1/associations/amis-du-quartier/dashboard', undefined],
      ['GET', '/api/v1/companies/acme/published-missions', undefined],
      ['POST', '/api/v1/companies/acme/published-missions', form()],
    ] as const;
    for (const [method, path, body] of calls) expect((await callApi(t, path, { method, body })).status, `${method} ${path}`).toBe(401);
    for (const [method, path, body] of calls) {
      expect((await callApi(t, path, { method, body, cookie: as(EMPLOYEE) })).status, `${method} ${path}`).toBe(403);
    }
    const [row] = await db().sql`select state, title from missions where id = ${id}`;
    expect(row).toEqual({ state: 'draft', title: 'Mission témoin' });
  });

  it('creates a draft from the form: slug from the title, sanitised description, Paris timeslots', async () => {
    const date = inDays(30);
    const detail = await create({
      title: 'Épicerie « Solidaire » du quartier',
      description: '<p>Bonjour<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      timeslots: [{ date, startTime: '09:00', endTime: '12:30', places: 4, signupDeadline: inDays(28) }],
    });
    expect(detail.mission).toMatchObject({ slug: 'epicerie-solidaire-du-quartier', state: 'draft', publisher: { type: 'PUBLISHER_TYPE_ASSOCIATION', slug: 'amis-du-quartier' } });
    expect(detail.mission.description).not.toMatch(/script|onerror|javascript|<img/);
    expect(detail.mission.description).toContain('<p>Bonjour</p>');
    expect(detail.displayState).toBe('draft');
    expect(detail.timeslots).toEqual([
      expect.objectContaining({ kind: 'slot', date, startsAt: parisToInstant(date, '09:00').toISOString(), endsAt: parisToInstant(date, '12:30').toISOString(), durationHours: 3.5, places: 4, taken: 0 }),
    ]);
    expect(detail.missingFields).toEqual([]);
    expect(detail.availableActions).toEqual(['publish', 'archive']);
    expect(detail.canDelete).toBe(true);
    expect(detail.lockedFields).toEqual({ timeType: 'TIME_TYPE_LOCKED', availabilityType: 'DATE_MODE_LOCKED' });
    expect(detail.supervisors).toEqual([{ id: ids[ASSO_ADMIN], fullName: 'Amina Diallo' }]);
    expect(detail.association).toEqual({ id: orgs['amis-du-quartier'], slug: 'amis-du-quartier', name: 'Les Amis du Quartier' });
  });

  it('refuses to publish an incomplete mission, naming each missing field (spec §5, §8)', async () => {
    const draft = await create({ title: 'Maraude du soir (test)', description: '<p> </p>', location: null, thematics: [], supervisorId: null, timeslots: [] });
    expect(draft.missingFields).toEqual(['description', 'location', 'thematics', 'supervisorId', 'timeslots']);
    const response = await callApi(t, `${base}/${draft.mission.id}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.error.code).toBe('MISSION_INCOMPLETE');
    expect(body.error.message).toBe(MSG.incomplete);
    expect(Object.keys(body.error.fields)).toEqual(['description', 'location', 'thematics', 'supervisorId', 'timeslots']);
    expect(body.error.fields.location).toEqual(['Indiquez le lieu de la mission, ou cochez « Mission à distance ».']);
    const [row] = await db().sql`select state from missions where id = ${draft.mission.id}`;
    expect(row!.state).toBe('draft');
  });

  it('publishes, unpublishes, republishes and archives through the state machine', async () => {
    const draft = await create({ title: 'Cycle de vie' });
    const id = draft.mission.id;
    const published = await readJson(await callApi(t, `${base}/${id}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) }));
    expect(published.mission.state).toBe('published');
    expect(published.mission.publishedAt).not.toBeNull();
    expect(published.displayState).toBe('published');
    expect(published.availableActions).toEqual(['unpublish', 'archive']);
    const firstPublishedAt = published.mission.firstPublishedAt;
    expect((await readJson(await callApi(t, `${base}/${id}/unpublish`, { method: 'POST', cookie: as(ASSO_ADMIN) }))).mission.state).toBe('unpublished');
    const republished = await readJson(await callApi(t, `${base}/${id}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) }));
    expect(republished.mission.state).toBe('republished');
    expect(republished.mission.firstPublishedAt).toBe(firstPublishedAt);
    expect((await readJson(await callApi(t, `${base}/${id}/archive`, { method: 'POST', cookie: as(ASSO_ADMIN) }))).mission.state).toBe('archived');
    const again = await callApi(t, `${base}/${id}/unpublish`, { method: 'POST', cookie: as(ASSO_ADMIN) });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.code).toBe('INVALID_TRANSITION');
  });

  it('lists missions with display states, counts and filters', async () => {
    const soon = await create({ title: 'Bientôt finie', timeslots: [{ date: inDays(5), startTime: '14:00', endTime: '17:00', places: 2 }] });
    await callApi(t, `${base}/${soon.mission.id}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) });
    await db().sql`update timeslots set taken = 1 where mission_id = ${soon.mission.id}`;
    await insertEngagement(soon.mission.id, 'created');

    const list = await readJson(await callApi(t, base, { cookie: as(ASSO_ADMIN) }));
    const item = list.missions.find((m: { id: number }) => m.id === soon.mission.id);
    expect(item).toMatchObject({
      displayState: 'expiring_soon',
      futureTimeslots: 1,
      placesLeft: 1,
      applications: { pending: 1, confirmed: 0 },
      locationLabel: 'Paris',
      supervisor: { id: ids[ASSO_ADMIN], fullName: 'Amina Diallo' },
      missingFields: [],
    });
    expect(item.nextTimeslotAt).toBe(parisToInstant(inDays(5), '14:00').toISOString());
    expect(list.counts.expiring_soon).toBeGreaterThanOrEqual(1);
    expect(list.counts.draft).toBeGreaterThanOrEqual(1);

    const expiring = await readJson(await callApi(t, `${base}?expiring=true`, { cookie: as(ASSO_ADMIN) }));
    expect(expiring.missions.length).toBeGreaterThan(0);
    expect(expiring.missions.every((m: { displayState: string }) => m.displayState === 'expiring_soon')).toBe(true);
    const drafts = await readJson(await callApi(t, `${base}?state=draft`, { cookie: as(ASSO_ADMIN) }));
    expect(drafts.missions.every((m: { displayState: string }) => m.displayState === 'draft')).toBe(true);
    const searched = await readJson(await callApi(t, `${base}?q=${encodeURIComponent('bientôt')}`, { cookie: as(ASSO_ADMIN) }));
    expect(searched.missions.map((m: { title: string }) => m.title)).toEqual(['Bientôt finie']);
    expect((await callApi(t, `${base}?state=nope`, { cookie: as(ASSO_ADMIN) })).status).toBe(400);

    // Plain members read the list; platform admins too.
    expect((await callApi(t, base, { cookie: as(ASSO_MEMBER) })).status).toBe(200);
    expect((await callApi(t, base, { cookie: as(PLATFORM_ADMIN) })).status).toBe(200);
  });

  it('answers each timeslot rule of spec §5 on its own slot, with the French message', async () => {
    const mission = await create({ title: 'Créneaux à vérifier' });
    const id = mission.mission.id;
    const slotId = mission.timeslots[0].id;
    const put = (timeslots: unknown[]) => callApi(t, `${base}/${id}`, { method: 'PUT', cookie: as(ASSO_ADMIN), body: form({ title: 'Créneaux à vérifier', timeslots }) });

    let response = await put([{ id: slotId, date: inDays(30), startTime: '12:00', endTime: '09:00', places: 3 }]);
    expect(response.status).toBe(422);
    let body = await readJson(response);
    expect(body.error.code).toBe('TIMESLOT_END_BEFORE_START');
    expect(body.error.fields).toEqual({ 'timeslots.0.endTime': [MSG.endBeforeStart] });

    response = await put([
      { id: slotId, date: inDays(30), startTime: '09:00', endTime: '12:00', places: 3 },
      { date: null, startTime: '09:00', endTime: null, places: 2 },
      { date: inDays(31), startTime: '09:00', endTime: '10:00', places: 0 },
    ]);
    expect(response.status).toBe(422);
    body = await readJson(response);
    expect(body.error.code).toBe('TIMESLOT_INCOMPLETE');
    expect(body.error.fields).toEqual({
      'timeslots.1.date': [MSG.slotIncomplete],
      'timeslots.1.endTime': [MSG.slotIncomplete],
      'timeslots.2.places': [MSG.placesTooLow],
    });

    // Two volunteers hold places: the limit cannot drop below 2, and the slot cannot go.
    await db().sql`update timeslots set taken = 2 where id = ${slotId}`;
    response = await put([{ id: slotId, date: inDays(30), startTime: '09:00', endTime: '12:00', places: 1 }]);
    expect(response.status).toBe(409);
    body = await readJson(response);
    expect(body.error.code).toBe('PLACES_BELOW_REGISTERED');
    expect(body.error.fields).toEqual({ 'timeslots.0.places': [MSG.placesBelow] });

    response = await put([{ date: inDays(40), startTime: '09:00', endTime: '12:00', places: 5 }]);
    expect(response.status).toBe(409);
    body = await readJson(response);
    expect(body.error.code).toBe('TIMESLOT_HAS_VOLUNTEERS');
    expect(body.error.fields).toEqual({ timeslots: [MSG.slotHasVolunteers] });

    // Nothing was written by the refused saves.
    const slots = await db().sql`select id, places from timeslots where mission_id = ${id}`;
    expect(slots).toEqual([{ id: slotId, places: 3 }]);

    // A valid save updates, inserts and deletes in one go.
    await db().sql`update timeslots set taken = 0 where id = ${slotId}`;
    const extra = (await readJson(await put([
      { id: slotId, date: inDays(30), startTime: '10:00', endTime: '12:00', places: 2 },
      { date: inDays(35), startTime: '14:00', endTime: '18:00', places: 6 },
    ]))).timeslots;
    expect(extra.map((s: { places: number; durationHours: number }) => [s.places, s.durationHours])).toEqual([[2, 2], [6, 4]]);
    const saved = await readJson(await put([{ id: extra[1].id, date: inDays(35), startTime: '14:00', endTime: '18:00', places: 6 }]));
    expect(saved.timeslots.map((s: { id: number }) => s.id)).toEqual([extra[1].id]);

    // A slot id of another mission is not this mission's.
    const other = await create({ title: 'Autre mission' });
    response = await put([{ id: other.timeslots[0].id, date: inDays(35), startTime: '14:00', endTime: '18:00', places: 6 }]);
    expect(response.status).toBe(400);
    expect(Object.keys((await readJson(response)).error.fields)).toEqual(['timeslots.0']);
  });

  it('keeps locked fields locked (spec §3/§4) and says so in lockedFields', async () => {
    const mission = await create({ title: 'Champs verrouillés', timeType: 'work' });
    const id = mission.mission.id;
    const slots = mission.timeslots.map((s: { id: number }) => ({ id: s.id, date: inDays(30), startTime: '09:00', endTime: '12:00', places: 3 }));
    const put = (overrides: Record<string, unknown>) =>
      callApi(t, `${base}/${id}`, { method: 'PUT', cookie: as(ASSO_ADMIN), body: form({ title: 'Champs verrouillés', timeType: 'work', timeslots: slots, ...overrides }) });

    let response = await put({ timeType: 'personal' });
    expect(response.status).toBe(409);
    let body = await readJson(response);
    expect(body.error).toMatchObject({ code: 'TIME_TYPE_LOCKED', message: MSG.timeTypeLocked, fields: { timeType: [MSG.timeTypeLocked] } });
    response = await put({ availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT', requiredAvailability: 'Le mercredi' });
    expect((await readJson(response)).error.code).toBe('DATE_MODE_LOCKED');

    await insertEngagement(id, 'created');
    const detail = await readJson(await callApi(t, `${base}/${id}`, { cookie: as(ASSO_ADMIN) }));
    expect(detail.lockedFields).toEqual({
      timeType: 'TIME_TYPE_LOCKED',
      availabilityType: 'DATE_MODE_LOCKED',
      isTaxExempt: 'TAX_EXEMPT_LOCKED',
      deductsCredit: 'CREDIT_DEDUCTION_LOCKED',
    });
    expect(detail.facts).toEqual({ timeslots: 1, applications: 1, registeredVolunteers: 1, waitingSubscribers: 0 });
    response = await put({ isTaxExempt: true });
    expect(response.status).toBe(409);
    expect((await readJson(response)).error.code).toBe('TAX_EXEMPT_LOCKED');
    response = await put({ deductsCredit: false });
    expect((await readJson(response)).error.code).toBe('CREDIT_DEDUCTION_LOCKED');
    // Other fields still change.
    response = await put({ title: 'Champs verrouillés, titre revu' });
    expect(response.status).toBe(200);
    expect((await readJson(response)).mission.slug).toBe('champs-verrouilles-titre-revu');
  });

  it('keeps a published mission complete when it is edited', async () => {
    const mission = await create({ title: 'Publiée et complète' });
    await callApi(t, `${base}/${mission.mission.id}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) });
    const slots = mission.timeslots.map((s: { id: number }) => ({ id: s.id, date: inDays(30), startTime: '09:00', endTime: '12:00', places: 3 }));
    const response = await callApi(t, `${base}/${mission.mission.id}`, {
      method: 'PUT',
      cookie: as(ASSO_ADMIN),
      body: form({ title: 'Publiée et complète', thematics: [], timeslots: slots }),
    });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.error.code).toBe('MISSION_INCOMPLETE');
    expect(Object.keys(body.error.fields)).toEqual(['thematics']);
  });

  it('refuses a referent who is not one of the association, and unknown companies', async () => {
    const response = await callApi(t, base, {
      cookie: as(ASSO_ADMIN),
      body: form({ supervisorId: ids[EMPLOYEE], bookingRestriction: 'companies', restrictedCompanyIds: [999_999] }),
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(Object.keys(body.error.fields).sort()).toEqual(['restrictedCompanyIds', 'supervisorId']);
  });

  it('deletes a mission without registrations, refuses one with registrations', async () => {
    const kept = await create({ title: 'Avec inscriptions' });
    await insertEngagement(kept.mission.id, 'canceled');
    let response = await callApi(t, `${base}/${kept.mission.id}`, { method: 'DELETE', cookie: as(ASSO_ADMIN) });
    expect(response.status).toBe(409);
    const body = await readJson(response);
    expect(body.error).toMatchObject({ code: 'MISSION_HAS_REGISTRATIONS', message: 'Cette mission ne peut pas être supprimée : des inscriptions existent.' });
    expect((await readJson(await callApi(t, `${base}/${kept.mission.id}`, { cookie: as(ASSO_ADMIN) }))).canDelete).toBe(false);

    const gone = await create({ title: 'À supprimer' });
    response = await callApi(t, `${base}/${gone.mission.id}`, { method: 'DELETE', cookie: as(ASSO_ADMIN) });
    expect(response.status).toBe(204);
    expect((await callApi(t, `${base}/${gone.mission.id}`, { cookie: as(ASSO_ADMIN) })).status).toBe(404);
    expect(await db().sql`select 1 from timeslots where mission_id = ${gone.mission.id}`).toHaveLength(0);
  });

  it('duplicates everything but the timeslots and the state', async () => {
    const source = await create({
      title: 'Atelier numérique',
      skills: ['SKILL_DIGITAL_IT'],
      bookingRestriction: 'companies',
      restrictedCompanyIds: [orgs.acme],
      images: ['/uploads/a.jpg'],
    });
    await callApi(t, `${base}/${source.mission.id}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) });
    const response = await callApi(t, `${base}/${source.mission.id}/duplicate`, { method: 'POST', cookie: as(ASSO_ADMIN) });
    expect(response.status).toBe(201);
    const copy = await readJson(response);
    expect(copy.mission).toMatchObject({
      title: 'Atelier numérique (copie)',
      slug: 'atelier-numerique-copie',
      state: 'draft',
      publishedAt: null,
      firstPublishedAt: null,
      skills: ['SKILL_DIGITAL_IT'],
      thematics: ['THEMATIC_FOOD'],
      bookingRestriction: 'companies',
      restrictedCompanyIds: [orgs.acme],
      images: ['/uploads/a.jpg'],
      location: expect.objectContaining({ label: 'Paris', latitude: 48.8566 }),
      supervisorId: ids[ASSO_ADMIN],
    });
    expect(copy.mission.id).not.toBe(source.mission.id);
    expect(copy.timeslots).toEqual([]);
    expect(copy.missingFields).toEqual(['timeslots']);
  });

  it('adds one date range, by platform admins only, to missions longer than 10 days', async () => {
    const mission = await create({ title: 'Mission longue' });
    const path = `${base}/${mission.mission.id}/date-range`;
    let response = await callApi(t, path, { cookie: as(ASSO_ADMIN), body: { startsOn: inDays(10), endsOn: inDays(40), places: 5 } });
    expect(response.status).toBe(403);
    expect((await readJson(response)).error.code).toBe('DATE_RANGE_NOT_ALLOWED');
    response = await callApi(t, path, { cookie: as(PLATFORM_ADMIN), body: { startsOn: inDays(10), endsOn: inDays(19), places: 5 } });
    expect(response.status).toBe(422);
    expect((await readJson(response)).error.code).toBe('DATE_RANGE_MISSION_TOO_SHORT');
    response = await callApi(t, path, { cookie: as(PLATFORM_ADMIN), body: { startsOn: inDays(10), endsOn: inDays(40), places: 5 } });
    expect(response.status).toBe(200);
    const detail = await readJson(response);
    const range = detail.timeslots.find((s: { kind: string }) => s.kind === 'range');
    expect(range).toMatchObject({ places: 5, startsAt: parisToInstant(inDays(10)).toISOString(), date: inDays(10) });
    response = await callApi(t, path, { cookie: as(PLATFORM_ADMIN), body: { startsOn: inDays(50), endsOn: inDays(80), places: 5 } });
    expect(response.status).toBe(409);
    expect((await readJson(response)).error.code).toBe('DATE_RANGE_ALREADY_EXISTS');
    // The form keeps the range whatever it sends.
    const slot = detail.timeslots.find((s: { kind: string }) => s.kind === 'slot');
    const saved = await readJson(
      await callApi(t, `${base}/${mission.mission.id}`, {
        method: 'PUT',
        cookie: as(ASSO_ADMIN),
        body: form({ title: 'Mission longue', timeslots: [{ id: slot.id, date: inDays(30), startTime: '09:00', endTime: '12:00', places: 3 }] }),
      }),
    );
    expect(saved.timeslots.map((s: { kind: string }) => s.kind).sort()).toEqual(['range', 'slot']);
  });

  it('lists applications, waiting-list subscribers and testimonies of a mission', async () => {
    const mission = await create({ title: 'Onglets du tableau de bord' });
    const id = mission.mission.id;
    const pending = await insertEngagement(id, 'created');
    await db().sql`insert into engagement_timeslots (engagement_id, company_id, timeslot_id, starts_at, ends_at)
                   select ${pending}, ${orgs.acme!}, t.id, t.starts_at, t.ends_at from timeslots t where t.mission_id = ${id}`;
    await db().sql`insert into timeslot_subscribers (id, timeslot_id, user_id, company_id)
                   select ${randomUUID()}, t.id, ${ids[EMPLOYEE]!}, ${orgs.acme!} from timeslots t where t.mission_id = ${id}`;

    const applications = await readJson(await callApi(t, `${base}/${id}/applications`, { cookie: as(ASSO_MEMBER) }));
    expect(applications.applications).toEqual([
      expect.objectContaining({
        id: pending,
        state: 'created',
        volunteer: { fullName: 'Camille Martin', email: EMPLOYEE, companyName: 'Acme' },
        timeType: 'work',
        timeslots: [{ startsAt: mission.timeslots[0].startsAt, endsAt: mission.timeslots[0].endsAt }],
      }),
    ]);
    // Only the mission's referent handles its applications (spec §6): each row says what the reader may do.
    await db().sql`update missions set supervisor_id = ${ids[ASSO_MEMBER]!} where id = ${id}`;
    const actionsOf = async (email: string) => {
      const list = await readJson(await callApi(t, `${base}/${id}/applications`, { cookie: as(email) }));
      const detail = await readJson(await callApi(t, `${base}/${id}`, { cookie: as(email) }));
      return { rows: list.applications.map((row: { availableActions: string[] }) => row.availableActions), handles: detail.handlesApplications };
    };
    expect(await actionsOf(ASSO_MEMBER)).toEqual({ rows: [['confirm', 'cancel']], handles: true });
    expect(await actionsOf(ASSO_ADMIN)).toEqual({ rows: [[]], handles: false });
    const subscribers = await readJson(await callApi(t, `${base}/${id}/subscribers`, { cookie: as(ASSO_ADMIN) }));
    expect(subscribers.subscribers).toEqual([
      expect.objectContaining({ timeslotId: mission.timeslots[0].id, volunteer: { fullName: 'Camille Martin', companyName: 'Acme' }, state: 'waiting' }),
    ]);

    await db().sql`update engagements set state = 'finished', testimony = 'Une belle matinée' where id = ${pending}`;
    const testimonies = await readJson(await callApi(t, `${base}/${id}/testimonies`, { cookie: as(ASSO_ADMIN) }));
    expect(testimonies.testimonies).toEqual([expect.objectContaining({ engagementId: pending, volunteerName: 'Camille Martin', testimony: 'Une belle matinée' })]);
  });

  it('shows the association dashboard: needs attention, expiring, pending applications, onboarding', async () => {
    const draft = await create({ title: 'Brouillon à finir', thematics: [] });
    const published = await create({ title: 'Expire bientôt', timeslots: [{ date: inDays(3), startTime: '09:00', endTime: '12:00', places: 2 }] });
    await callApi(t, `${base}/${published.mission.id}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) });
    const engagementId = await insertEngagement(published.mission.id, 'created');

    const dashboard = await readJson(await callApi(t, '/api/v1/associations/amis-du-quartier/dashboard', { cookie: as(ASSO_MEMBER) }));
    expect(dashboard.needsAttention.map((m: { id: number }) => m.id)).toContain(draft.mission.id);
    expect(dashboard.needsAttention.map((m: { id: number }) => m.id)).not.toContain(published.mission.id);
    expect(dashboard.expiring.map((m: { id: number }) => m.id)).toContain(published.mission.id);
    expect(dashboard.pendingApplications[0]).toMatchObject({ engagementId, missionId: published.mission.id, missionTitle: 'Expire bientôt', volunteerName: 'Camille Martin' });
    expect(dashboard.onboarding.map((step: { key: string }) => step.key)).toEqual(['profile', 'logo', 'supervisor', 'first_mission', 'first_publication']);
    expect(dashboard.onboarding.find((step: { key: string }) => step.key === 'first_publication').done).toBe(true);
    expect(dashboard.onboarding.find((step: { key: string }) => step.key === 'logo').done).toBe(false);
  });

  it('keeps each association to its own missions (tenant isolation)', async () => {
    const planete = '/api/v1/associations/planete-verte/missions';
    const response = await callApi(t, planete, { cookie: as(PLATFORM_ADMIN), body: form({ title: 'Nettoyage des berges (test)', supervisorId: null }) });
    expect(response.status).toBe(201);
    const foreign = (await readJson(response)).mission.id;

    expect((await callApi(t, planete, { cookie: as(ASSO_ADMIN) })).status).toBe(403);
    expect((await callApi(t, `${planete}/${foreign}`, { cookie: as(ASSO_ADMIN) })).status).toBe(403);
    expect((await callApi(t, `${planete}/${foreign}/publish`, { method: 'POST', cookie: as(ASSO_ADMIN) })).status).toBe(403);
    // Through its own address, another association's mission does not exist.
    for (const [method, path, body] of [
      ['GET', `${base}/${foreign}`, undefined],
      ['PUT', `${base}/${foreign}`, form({ title: 'Piraté' })],
      ['DELETE', `${base}/${foreign}`, undefined],
      ['POST', `${base}/${foreign}/archive`, undefined],
      ['POST', `${base}/${foreign}/duplicate`, undefined],
      ['GET', `${base}/${foreign}/applications`, undefined],
    ] as const) {
      expect((await callApi(t, path, { method, body, cookie: as(ASSO_ADMIN) })).status, `${method} ${path}`).toBe(404);
    }
    const list = await readJson(await callApi(t, base, { cookie: as(ASSO_ADMIN) }));
    expect(list.missions.some((m: { id: number }) => m.id === foreign)).toBe(false);
    const [row] = await db().sql`select title, state from missions where id = ${foreign}`;
    expect(row).toEqual({ title: 'Nettoyage des berges (test)', state: 'draft' });

    // The space header must agree with the address.
    const mismatch = await t.app.request(base, { headers: { ...SAME_ORIGIN, cookie: as(ASSO_ADMIN), 'x-association-id': String(orgs['planete-verte']) } });
    expect(mismatch.status).toBe(403);
  });

  it("lets a company admin manage the company's own published missions, and no other company", async () => {
    const company = '/api/v1/companies/acme/published-missions';
    const created = await create(
      { title: 'Collecte de jouets Acme', supervisorId: ids[COMPANY_ADMIN], associationId: orgs['amis-du-quartier'] },
      company,
      COMPANY_ADMIN,
    );
    expect(created.mission).toMatchObject({ publisher: { type: 'PUBLISHER_TYPE_COMPANY', slug: 'acme' }, companyId: orgs.acme, associationId: orgs['amis-du-quartier'] });
    expect(created.supervisors.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([ids[COMPANY_ADMIN], ids['ambassadeur@acme.example']]));
    const id = created.mission.id;
    const published = await readJson(await callApi(t, `${company}/${id}/publish`, { method: 'POST', cookie: as(COMPANY_ADMIN) }));
    expect(published.mission.state).toBe('published');
    const list = await readJson(await callApi(t, company, { cookie: as(COMPANY_ADMIN) }));
    expect(list.missions.map((m: { id: number }) => m.id)).toContain(id);
    const copy = await callApi(t, `${company}/${id}/duplicate`, { method: 'POST', cookie: as(COMPANY_ADMIN) });
    expect(copy.status).toBe(201);

    // The beneficiary association does not manage a company's mission.
    expect((await callApi(t, `${base}/${id}`, { cookie: as(ASSO_ADMIN) })).status).toBe(404);
    // Globex's admin: refused on Acme's space, and Acme's mission is not found in Globex's.
    expect((await callApi(t, `${company}/${id}`, { cookie: as(GLOBEX) })).status).toBe(403);
    expect((await callApi(t, `${company}/${id}/unpublish`, { method: 'POST', cookie: as(GLOBEX) })).status).toBe(403);
    for (const [method, path, body] of [
      ['GET', `/api/v1/companies/globex/published-missions/${id}`, undefined],
      ['PUT', `/api/v1/companies/globex/published-missions/${id}`, form({ title: 'Piraté', supervisorId: null })],
      ['POST', `/api/v1/companies/globex/published-missions/${id}/unpublish`, undefined],
      ['POST', `/api/v1/companies/globex/published-missions/${id}/archive`, undefined],
    ] as const) {
      expect((await callApi(t, path, { method, body, cookie: as(GLOBEX) })).status, `${method} ${path}`).toBe(404);
    }
    const [row] = await db().sql`select title, state from missions where id = ${id}`;
    expect(row).toEqual({ title: 'Collecte de jouets Acme', state: 'published' });
    // Employees of Acme do not manage it either.
    expect((await callApi(t, `${company}/${id}`, { cookie: as(EMPLOYEE) })).status).toBe(403);
  });

  it('lets a member named referent create missions and manage those they supervise, not archive or delete', async () => {
    // Not a referent yet: reading only.
    expect((await callApi(t, base, { cookie: as(ASSO_MEMBER), body: form({ supervisorId: null }) })).status).toBe(403);
    await db().sql`update association_members set is_supervisor = true where user_id = ${ids[ASSO_MEMBER]!}`;

    const own = await create({ title: 'Mission du bénévole', supervisorId: null }, base, ASSO_MEMBER);
    expect(own.mission.supervisorId).toBe(ids[ASSO_MEMBER]);
    expect(own.availableActions).toEqual(['publish']);
    expect(own.canDelete).toBe(false);
    const edited = await callApi(t, `${base}/${own.mission.id}`, {
      method: 'PUT',
      cookie: as(ASSO_MEMBER),
      body: form({ title: 'Mission du bénévole, revue', supervisorId: ids[ASSO_MEMBER], timeslots: [] }),
    });
    expect(edited.status).toBe(200);
    // Handing it to someone else, archiving or deleting it: refused.
    const handOver = await callApi(t, `${base}/${own.mission.id}`, { method: 'PUT', cookie: as(ASSO_MEMBER), body: form({ supervisorId: ids[ASSO_ADMIN] }) });
    expect(handOver.status).toBe(403);
    expect((await callApi(t, `${base}/${own.mission.id}/archive`, { method: 'POST', cookie: as(ASSO_MEMBER) })).status).toBe(403);
    expect((await callApi(t, `${base}/${own.mission.id}`, { method: 'DELETE', cookie: as(ASSO_MEMBER) })).status).toBe(403);

    // A mission supervised by the admin is read-only for the member.
    const adminMission = await create({ title: "Mission de l'admin" });
    const detail = await readJson(await callApi(t, `${base}/${adminMission.mission.id}`, { cookie: as(ASSO_MEMBER) }));
    expect(detail.availableActions).toEqual([]);
    expect((await callApi(t, `${base}/${adminMission.mission.id}`, { method: 'PUT', cookie: as(ASSO_MEMBER), body: form() })).status).toBe(403);
    expect((await callApi(t, `${base}/${adminMission.mission.id}/publish`, { method: 'POST', cookie: as(ASSO_MEMBER) })).status).toBe(403);
    await db().sql`update association_members set is_supervisor = false where user_id = ${ids[ASSO_MEMBER]!}`;
  });
});
