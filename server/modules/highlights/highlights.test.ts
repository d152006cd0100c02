import { beforeAll, expect, it } from 'vitest';
import { instantToParis } from '../../../shared/time/paris';
import { SYNC_REPLICA_VERSION } from '../../../shared/sync/sync.schema';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { type PulledChange, type PulledPage, pullLogUntil } from '../../../tests/factories/sync';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { createEmployee, createMission, idOf } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const PLATFORM_ADMIN = 'admin@example.org';
const GLOBEX_ADMIN = 'admin@globex.example';
const GLOBEX_EMPLOYEE = 'salarie@globex.example';
const MESSAGES = {
  required: 'Ce champ est obligatoire.',
  startRequired: 'Indiquez la date de début.',
  dateOrder: 'La date de fin doit suivre la date de début.',
  chooseFromList: 'Choisissez une valeur de la liste.',
  forbidden: "Vous n'avez pas l'autorisation d'accéder à cette page",
  featureDisabled: "Cette fonctionnalité n'est pas activée pour votre entreprise.",
};

const DAY = 86_400_000;
/** The Paris day `inDays` days from now. */
const day = (inDays: number) => instantToParis(new Date(Date.now() + inDays * DAY)).date;
/** A moment running today. */
const THIS_WEEK = { startsOn: day(-1), endsOn: day(5) };

describeWithDb('highlights (« Temps forts »): companies, the platform catalogue, employees', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acme: number;
  let globex: number;
  /** Missions: open to everyone, archived, restricted to Globex, published by Acme itself. */
  const missions = {} as Record<'open' | 'archived' | 'globexOnly' | 'acmePublished', number>;
  const quests = {} as Record<'published' | 'draft' | 'globex', number>;
  const events = {} as Record<'upcoming' | 'hidden' | 'globex', number>;

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of [ADMIN, EMPLOYEE, PLATFORM_ADMIN, GLOBEX_ADMIN, GLOBEX_EMPLOYEE]) cookies[email] = await signIn(t, email);
    acme = await idOf(sql, 'companies', 'acme');
    globex = await idOf(sql, 'companies', 'globex');
    missions.open = await createMission(sql, { availability: 'text' });
    missions.archived = await createMission(sql, { availability: 'text' });
    missions.globexOnly = await createMission(sql, { availability: 'text', bookingRestriction: 'companies', restrictedTo: ['globex'], validatedBy: ['globex'] });
    missions.acmePublished = await createMission(sql, { availability: 'text', publishedByCompany: 'acme', supervisorEmail: null, validatedBy: [] });
    const quest = async (companyId: number, title: string, state: string) => {
      const [row] = await sql<{ id: number }[]>`
        insert into quests (company_id, slug, title, state, published_at) values (${companyId}, 'quete', ${title}, ${state}, ${state === 'published' ? new Date() : null}) returning id`;
      return row!.id;
    };
    quests.published = await quest(acme, 'Quête publiée', 'published');
    quests.draft = await quest(acme, 'Quête en brouillon', 'draft');
    quests.globex = await quest(globex, 'Quête de Globex', 'published');
    const event = async (companyId: number, name: string, isActive: boolean) => {
      const [row] = await sql<{ id: number }[]>`
        insert into challenges (company_id, name, event_date, start_time, end_time, is_active) values (${companyId}, ${name}, ${day(3)}, '10:00', '11:00', ${isActive}) returning id`;
      return row!.id;
    };
    events.upcoming = await event(acme, 'Webinaire solidaire', true);
    events.hidden = await event(acme, 'Atelier masqué', false);
    events.globex = await event(globex, 'Webinaire de Globex', true);
  });

  const as = (email: string, method: string, path: string, body?: unknown) => call(t, cookies[email], method, path, body);
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Semaine de la solidarité',
    description: 'Une semaine pour agir ensemble.',
    ...THIS_WEEK,
    missionIds: [missions.open, missions.acmePublished],
    questIds: [quests.published, quests.draft],
    challengeIds: [events.upcoming, events.hidden],
    quote: { author: 'Marie Curie', content: 'Rien dans la vie n’est à craindre, tout est à comprendre.' },
    ...overrides,
  });
  const create = async (email: string, body: unknown, slug = 'acme') => {
    const created = await as(email, 'POST', `/companies/${slug}/highlights`, body);
    expect(created.status, created.text).toBe(201);
    return created.body as { highlight: { id: number }; availableActions: string[] };
  };

  it('walks a company highlight through the machine: draft, published, back to draft, archived by a platform admin, restored, deleted', async () => {
    const created = await create(ADMIN, form({ title: 'Semaine Été 2026 !' }));
    const id = created.highlight.id;
    expect(created.highlight).toMatchObject({
      companyId: acme,
      catalogueHighlightId: null,
      slug: 'semaine-ete-2026',
      state: 'draft',
      startsOn: THIS_WEEK.startsOn,
      endsOn: THIS_WEEK.endsOn,
      missionIds: [missions.open, missions.acmePublished],
      quote: { author: 'Marie Curie', content: 'Rien dans la vie n’est à craindre, tout est à comprendre.', media: null },
    });
    // A company admin publishes and withdraws; archiving is a platform admin's (spec §6).
    expect(created.availableActions).toEqual(['publish']);
    const detail = await as(ADMIN, 'GET', `/companies/acme/highlights/${id}`);
    expect(detail.body.missions).toEqual([
      { id: missions.open, title: expect.any(String), detail: 'Les Amis du Quartier', shown: true },
      { id: missions.acmePublished, title: expect.any(String), detail: null, shown: true },
    ]);
    expect(detail.body.quests).toEqual([
      { id: quests.published, title: 'Quête publiée', detail: null, shown: true },
      { id: quests.draft, title: 'Quête en brouillon', detail: null, shown: false },
    ]);
    expect(detail.body.challenges).toEqual([
      { id: events.upcoming, title: 'Webinaire solidaire', detail: day(3), shown: true },
      { id: events.hidden, title: 'Atelier masqué', detail: day(3), shown: false },
    ]);

    const published = await as(ADMIN, 'POST', `/companies/acme/highlights/${id}/publish`);
    expect(published.status, published.text).toBe(200);
    expect(published.body.highlight).toMatchObject({ state: 'published', publishedAt: expect.any(String) });
    expect(published.body.availableActions).toEqual(['unpublish']);
    // Where the machine refuses, nothing changes.
    const twice = await as(ADMIN, 'POST', `/companies/acme/highlights/${id}/publish`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('INVALID_TRANSITION');
    const archivedByCompany = await as(ADMIN, 'POST', `/companies/acme/highlights/${id}/archive`);
    expect(archivedByCompany.status).toBe(403);
    expect(archivedByCompany.body.error).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    expect((await as(ADMIN, 'GET', `/companies/acme/highlights/${id}`)).body.highlight.state).toBe('published');

    const unpublished = await as(ADMIN, 'POST', `/companies/acme/highlights/${id}/unpublish`);
    expect(unpublished.body.highlight.state).toBe('draft');
    const archived = await as(PLATFORM_ADMIN, 'POST', `/companies/acme/highlights/${id}/archive`);
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body.highlight.state).toBe('archived');
    expect(archived.body.availableActions).toEqual(['restore']);
    expect((await as(ADMIN, 'POST', `/companies/acme/highlights/${id}/publish`)).status).toBe(409);
    expect((await as(ADMIN, 'POST', `/companies/acme/highlights/${id}/restore`)).status).toBe(403);
    expect((await as(PLATFORM_ADMIN, 'POST', `/companies/acme/highlights/${id}/restore`)).body.highlight.state).toBe('draft');

    const list = await as(ADMIN, 'GET', '/companies/acme/highlights');
    expect(list.body.highlights.find((item: { id: number }) => item.id === id)).toMatchObject({
      title: 'Semaine Été 2026 !',
      state: 'draft',
      counts: { missions: 2, quests: 2, challenges: 2 },
      availableActions: ['publish'],
    });
    // Deleting is a platform admin's too.
    expect((await as(ADMIN, 'DELETE', `/companies/acme/highlights/${id}`)).status).toBe(403);
    expect((await as(PLATFORM_ADMIN, 'DELETE', `/companies/acme/highlights/${id}`)).status).toBe(204);
    expect((await as(ADMIN, 'GET', `/companies/acme/highlights/${id}`)).status).toBe(404);
  });

  it('edits a highlight: its values and content replaced, its slug kept', async () => {
    const { highlight } = await create(ADMIN, form({ title: 'Journée des familles' }));
    const edited = await as(ADMIN, 'PUT', `/companies/acme/highlights/${highlight.id}`, form({ title: 'Journée des familles 2026', missionIds: [missions.open], questIds: [], challengeIds: [], quote: null }));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.highlight).toMatchObject({ title: 'Journée des familles 2026', slug: 'journee-des-familles', missionIds: [missions.open], questIds: [], challengeIds: [], quote: null });
  });

  it('answers refusals in French, field by field', async () => {
    const empty = await as(ADMIN, 'POST', '/companies/acme/highlights', { title: '', startsOn: '', endsOn: day(1), missionIds: [1, 1] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(empty.body.error.fields).toEqual({
      title: [MESSAGES.required],
      startsOn: [MESSAGES.startRequired],
      missionIds: ['Un même élément ne peut pas être choisi deux fois.'],
    });
    const reversed = await as(ADMIN, 'POST', '/companies/acme/highlights', form({ startsOn: day(5), endsOn: day(1) }));
    expect(reversed.body.error.fields).toEqual({ endsOn: [MESSAGES.dateOrder] });
    const halfQuote = await as(ADMIN, 'POST', '/companies/acme/highlights', form({ quote: { author: 'Marie Curie', content: '' } }));
    expect(halfQuote.body.error.fields).toEqual({ 'quote.content': [MESSAGES.required] });
  });

  it("refuses content the company may not show: another company's quest or event, a mission its employees do not see", async () => {
    const sql = db().sql;
    const refused = await as(ADMIN, 'POST', '/companies/acme/highlights', form({ missionIds: [missions.globexOnly], questIds: [quests.globex], challengeIds: [events.globex] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ missionIds: [MESSAGES.chooseFromList], questIds: [MESSAGES.chooseFromList], challengeIds: [MESSAGES.chooseFromList] });
    const globexPublished = await createMission(sql, { availability: 'text', publishedByCompany: 'globex', supervisorEmail: null, validatedBy: [] });
    expect((await as(ADMIN, 'POST', '/companies/acme/highlights', form({ missionIds: [globexPublished] }))).body.error.fields).toEqual({ missionIds: [MESSAGES.chooseFromList] });
    expect(await sql`select 1 from highlights where company_id = ${acme} and title = 'Semaine de la solidarité' and ${globexPublished} = any(select mission_id from highlight_missions)`).toEqual([]);
  });

  it("keeps Acme's highlights from Globex: not read, not changed, not published", async () => {
    const { highlight } = await create(ADMIN, form({ title: 'Secret Acme' }));
    // On Globex's routes, Acme's id is unknown.
    for (const [method, path] of [
      ['GET', `/companies/globex/highlights/${highlight.id}`],
      ['PUT', `/companies/globex/highlights/${highlight.id}`],
      ['POST', `/companies/globex/highlights/${highlight.id}/publish`],
      ['GET', `/companies/globex/employee-highlights/${highlight.id}`],
    ] as const) {
      const email = path.includes('employee') ? GLOBEX_EMPLOYEE : GLOBEX_ADMIN;
      const reply = await as(email, method, path, method === 'PUT' ? form() : undefined);
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    // On Acme's routes, Globex's people hold no role.
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/acme/highlights/${highlight.id}`)).status).toBe(403);
    expect((await as(GLOBEX_ADMIN, 'POST', `/companies/acme/highlights/${highlight.id}/publish`)).status).toBe(403);
    expect((await as(GLOBEX_ADMIN, 'GET', '/companies/globex/highlights')).body.highlights.map((item: { title: string }) => item.title)).not.toContain('Secret Acme');
    // Employees neither manage nor read drafts.
    expect((await as(EMPLOYEE, 'GET', '/companies/acme/highlights')).status).toBe(403);
    expect((await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${highlight.id}`)).status).toBe(404);
    const [row] = await db().sql`select state, title from highlights where id = ${highlight.id}`;
    expect(row).toEqual({ state: 'draft', title: 'Secret Acme' });
  });

  it('shows employees what they see of a published highlight, and lists only the current ones', async () => {
    const sql = db().sql;
    const { highlight } = await create(ADMIN, form({ title: 'Semaine de la solidarité', missionIds: [missions.archived, missions.open, missions.acmePublished] }));
    await as(ADMIN, 'POST', `/companies/acme/highlights/${highlight.id}/publish`);
    // A mission archived since it was picked is left out, not an error.
    await sql`update missions set state = 'archived' where id = ${missions.archived}`;
    const upcoming = await create(ADMIN, form({ title: 'Semaine à venir', startsOn: day(10), endsOn: day(15) }));
    await as(ADMIN, 'POST', `/companies/acme/highlights/${upcoming.highlight.id}/publish`);
    const over = await create(ADMIN, form({ title: 'Semaine passée', startsOn: day(-15), endsOn: day(-10) }));
    await as(ADMIN, 'POST', `/companies/acme/highlights/${over.highlight.id}/publish`);
    const draft = await create(ADMIN, form({ title: 'Semaine en brouillon' }));

    const page = await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${highlight.id}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.highlight).toMatchObject({ id: highlight.id, slug: 'semaine-de-la-solidarite', title: 'Semaine de la solidarité', ...THIS_WEEK, quote: { author: 'Marie Curie' } });
    expect(page.body.timing).toBe('current');
    expect(page.body.missions.map((mission: { id: number }) => mission.id)).toEqual([missions.open, missions.acmePublished]);
    expect(page.body.quests.map((card: { quest: { id: number } }) => card.quest.id)).toEqual([quests.published]);
    expect(page.body.quests[0].progress).toEqual({ levelsCount: 0, levelsDone: 0, pointsEarned: 0 });
    expect(page.body.challenges.map((event: { id: number }) => event.id)).toEqual([events.upcoming]);
    expect(page.body.challenges[0].availableActions).toEqual(['participate']);
    // Upcoming and past highlights have their page, with where their moment stands; a draft has none.
    expect((await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${over.highlight.id}`)).body.timing).toBe('over');
    expect((await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${draft.highlight.id}`)).status).toBe(404);

    const list = await as(EMPLOYEE, 'GET', '/companies/acme/employee-highlights');
    expect(list.status).toBe(200);
    const current = list.body.highlights.find((item: { id: number }) => item.id === highlight.id);
    expect(current).toEqual({
      id: highlight.id,
      slug: 'semaine-de-la-solidarite',
      title: 'Semaine de la solidarité',
      coverImage: null,
      ...THIS_WEEK,
      counts: { missions: 2, quests: 1, challenges: 1 },
    });
    const ids = list.body.highlights.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(upcoming.highlight.id);
    expect(ids).not.toContain(over.highlight.id);
    expect(ids).not.toContain(draft.highlight.id);
    // Globex's employees see none of Acme's.
    expect((await as(GLOBEX_EMPLOYEE, 'GET', '/companies/globex/employee-highlights')).body.highlights.map((item: { id: number }) => item.id)).not.toContain(highlight.id);
  });

  it('keeps the catalogue to platform admins, with missions open to everyone and no quest nor event', async () => {
    for (const email of [ADMIN, EMPLOYEE, GLOBEX_ADMIN]) {
      expect((await as(email, 'GET', '/admin/highlights')).status, email).toBe(403);
      expect((await as(email, 'POST', '/admin/highlights', form({ questIds: [], challengeIds: [] }))).status, email).toBe(403);
    }
    expect((await call(t, undefined, 'GET', '/admin/highlights')).status).toBe(401);
    const refused = await as(PLATFORM_ADMIN, 'POST', '/admin/highlights', form({ missionIds: [missions.open, missions.acmePublished] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ missionIds: [MESSAGES.chooseFromList], questIds: [MESSAGES.chooseFromList], challengeIds: [MESSAGES.chooseFromList] });
    const created = await as(PLATFORM_ADMIN, 'POST', '/admin/highlights', form({ title: 'Mois de l’engagement', missionIds: [missions.open], questIds: [], challengeIds: [] }));
    expect(created.status, created.text).toBe(201);
    expect(created.body.highlight).toMatchObject({ companyId: null, state: 'draft' });
    expect(created.body.availableActions).toEqual(['prepublish', 'publish', 'archive']);
  });

  it('offers companies the pre-published and published catalogue, lets them select it, and shows it to employees once published', async () => {
    const sql = db().sql;
    const created = await as(PLATFORM_ADMIN, 'POST', '/admin/highlights', form({ title: 'Mois du climat', missionIds: [missions.open], questIds: [], challengeIds: [] }));
    const id = created.body.highlight.id as number;
    const offered = async (email: string, slug: string) =>
      ((await as(email, 'GET', `/companies/${slug}/highlights`)).body.catalogue as Array<{ id: number; selected: boolean; state: string }>).find((offer) => offer.id === id);

    // A draft is not offered.
    expect(await offered(ADMIN, 'acme')).toBeUndefined();
    expect((await as(ADMIN, 'GET', `/companies/acme/catalogue-highlights/${id}`)).status).toBe(404);
    expect((await as(ADMIN, 'POST', `/companies/acme/catalogue-highlights/${id}/select`)).status).toBe(404);

    expect((await as(PLATFORM_ADMIN, 'POST', `/admin/highlights/${id}/prepublish`)).body.highlight.state).toBe('pre_published');
    expect(await offered(ADMIN, 'acme')).toMatchObject({ state: 'pre_published', selected: false, missionsCount: 1 });
    const offer = await as(ADMIN, 'GET', `/companies/acme/catalogue-highlights/${id}`);
    expect(offer.status, offer.text).toBe(200);
    expect(offer.body).toMatchObject({ selected: false, availableActions: ['select'] });
    expect(offer.body.missions.map((mission: { id: number }) => mission.id)).toEqual([missions.open]);
    // Employees cannot pick it.
    expect((await as(EMPLOYEE, 'POST', `/companies/acme/catalogue-highlights/${id}/select`)).status).toBe(403);

    const selected = await as(ADMIN, 'POST', `/companies/acme/catalogue-highlights/${id}/select`);
    expect(selected.status, selected.text).toBe(200);
    expect(selected.body).toMatchObject({ selected: true, availableActions: ['unselect'] });
    expect((await as(ADMIN, 'POST', `/companies/acme/catalogue-highlights/${id}/select`)).status).toBe(409);
    const [copy] = await sql<{ id: number; state: string }[]>`select id, state from highlights where company_id = ${acme} and catalogue_highlight_id = ${id}`;
    expect(copy!.state).toBe('selected');
    // Pre-published: the company picked it, its employees wait for the launch.
    expect((await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${copy!.id}`)).status).toBe(404);

    await as(PLATFORM_ADMIN, 'POST', `/admin/highlights/${id}/publish`);
    const seen = await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${copy!.id}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.highlight).toMatchObject({ id: copy!.id, title: 'Mois du climat', ...THIS_WEEK });
    expect(seen.body.missions.map((mission: { id: number }) => mission.id)).toEqual([missions.open]);
    expect((await as(EMPLOYEE, 'GET', '/companies/acme/employee-highlights')).body.highlights.map((item: { id: number }) => item.id)).toContain(copy!.id);
    // Globex did not pick it: its employees do not see it, and its admins see it offered, not selected.
    expect((await as(GLOBEX_EMPLOYEE, 'GET', '/companies/globex/employee-highlights')).body.highlights.map((item: { title: string }) => item.title)).not.toContain('Mois du climat');
    expect(await offered(GLOBEX_ADMIN, 'globex')).toMatchObject({ state: 'published', selected: false });
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/catalogue-highlights/${id}`)).body.selected).toBe(false);

    // The platform's edit shows at once in the company's pick.
    const renamed = await as(PLATFORM_ADMIN, 'PUT', `/admin/highlights/${id}`, form({ title: 'Mois du climat 2026', missionIds: [missions.open], questIds: [], challengeIds: [] }));
    expect(renamed.status, renamed.text).toBe(200);
    expect((await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${copy!.id}`)).body.highlight.title).toBe('Mois du climat 2026');

    const unselected = await as(ADMIN, 'POST', `/companies/acme/catalogue-highlights/${id}/unselect`);
    expect(unselected.body).toMatchObject({ selected: false, availableActions: ['select'] });
    expect((await as(EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${copy!.id}`)).status).toBe(404);
    await as(ADMIN, 'POST', `/companies/acme/catalogue-highlights/${id}/select`);

    // The admin's list counts the picks; deleting takes them along.
    const adminList = await as(PLATFORM_ADMIN, 'GET', '/admin/highlights');
    expect(adminList.body.highlights.find((item: { id: number }) => item.id === id)).toMatchObject({ state: 'published', selectionsCount: 1 });
    expect((await as(PLATFORM_ADMIN, 'DELETE', `/admin/highlights/${id}`)).status).toBe(204);
    expect(await sql`select id from highlights where id = ${id} or catalogue_highlight_id = ${id}`).toEqual([]);
  });

  it('never shows a company a catalogue highlight as its own, nor the reverse', async () => {
    const { highlight } = await create(ADMIN, form({ title: 'À nous' }));
    expect((await as(PLATFORM_ADMIN, 'GET', `/admin/highlights/${highlight.id}`)).status).toBe(404);
    expect((await as(ADMIN, 'GET', `/companies/acme/catalogue-highlights/${highlight.id}`)).status).toBe(404);
    const catalogue = await as(PLATFORM_ADMIN, 'POST', '/admin/highlights', form({ title: 'Au catalogue', missionIds: [], questIds: [], challengeIds: [] }));
    await as(PLATFORM_ADMIN, 'POST', `/admin/highlights/${catalogue.body.highlight.id}/publish`);
    expect((await as(ADMIN, 'GET', `/companies/acme/highlights/${catalogue.body.highlight.id}`)).status).toBe(404);
    expect((await as(ADMIN, 'PUT', `/companies/acme/highlights/${catalogue.body.highlight.id}`, form())).status).toBe(404);
  });

  it('searches the missions a highlight may show: the company’s employees’, or the public’s for the catalogue', async () => {
    const forAcme = await as(ADMIN, 'GET', '/companies/acme/highlight-options/missions');
    expect(forAcme.status, forAcme.text).toBe(200);
    const acmeIds = forAcme.body.missions.map((mission: { id: number }) => mission.id);
    expect(acmeIds).toContain(missions.acmePublished);
    expect(acmeIds).not.toContain(missions.globexOnly);
    const forCatalogue = await as(PLATFORM_ADMIN, 'GET', '/admin/highlight-options/missions');
    const publicIds = forCatalogue.body.missions.map((mission: { id: number }) => mission.id);
    expect(publicIds).toContain(missions.open);
    expect(publicIds).not.toContain(missions.acmePublished);
    const options = await as(ADMIN, 'GET', '/companies/acme/highlight-options');
    expect(options.body.quests.map((quest: { id: number }) => quest.id)).toEqual(expect.arrayContaining([quests.published, quests.draft]));
    expect(options.body.quests.map((quest: { id: number }) => quest.id)).not.toContain(quests.globex);
    expect(options.body.challenges.map((event: { id: number }) => event.id)).toEqual(expect.arrayContaining([events.upcoming, events.hidden]));
    expect(options.body.challenges.map((event: { id: number }) => event.id)).not.toContain(events.globex);
  });

  it("keeps the highlights its employees see in their replica: its own and its picks, each tenant's only", async () => {
    const page = async (email: string, companyId: number, cursor?: string) => {
      const query = `replicaVersion=${SYNC_REPLICA_VERSION}&limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await t.app.request(`/api/v1/sync/pull?${query}`, { headers: { ...SAME_ORIGIN, cookie: cookies[email]!, 'x-company-id': String(companyId) } });
      expect(response.status).toBe(200);
      return (await readJson(response)) as PulledPage;
    };
    const highlightsOf = (changes: readonly PulledChange[]) => changes.filter((change) => change.entity === 'highlight');
    const pull = async (email: string, companyId: number) => {
      const body = await page(email, companyId);
      return { cursor: body.cursor, highlights: highlightsOf(body.changes) };
    };
    /** The log from `cursor` until `done` holds for its highlight changes (a pull's window may be held back a moment). */
    const pullLog = async (cursor: string, done: (highlights: PulledChange[]) => boolean) => {
      const log = await pullLogUntil((from) => page(EMPLOYEE, acme, from), cursor, (changes) => done(highlightsOf(changes)));
      return { cursor: log.cursor, highlights: highlightsOf(log.changes) };
    };
    const own = (await create(ADMIN, form({ title: 'Hors ligne aussi' }))).highlight.id;
    const draft = (await create(ADMIN, form({ title: 'Brouillon hors ligne' }))).highlight.id;
    await as(ADMIN, 'POST', `/companies/acme/highlights/${own}/publish`);
    const catalogue = (await as(PLATFORM_ADMIN, 'POST', '/admin/highlights', form({ title: 'Catalogue hors ligne', missionIds: [missions.open], questIds: [], challengeIds: [] }))).body.highlight.id as number;
    await as(PLATFORM_ADMIN, 'POST', `/admin/highlights/${catalogue}/publish`);
    await as(ADMIN, 'POST', `/companies/acme/catalogue-highlights/${catalogue}/select`);
    const [copy] = await db().sql<{ id: number }[]>`select id from highlights where company_id = ${acme} and catalogue_highlight_id = ${catalogue}`;

    const snapshot = await pull(EMPLOYEE, acme);
    const byId = new Map(snapshot.highlights.map((change) => [Number(change.id), change]));
    // The row names its content by id; the replica shows what it holds of it (the missions and quests open to the employee).
    expect(byId.get(own)?.data).toMatchObject({ title: 'Hors ligne aussi', missionIds: [missions.open, missions.acmePublished], questIds: [quests.published, quests.draft] });
    expect(byId.get(copy!.id)?.data).toMatchObject({ title: 'Catalogue hors ligne', missionIds: [missions.open] });
    expect(byId.has(draft)).toBe(false);
    expect(byId.has(catalogue)).toBe(false);
    // Globex's employees receive none of Acme's, nor the catalogue highlight Globex did not pick.
    const globexIds = (await pull(GLOBEX_EMPLOYEE, globex)).highlights.map((change) => Number(change.id));
    expect(globexIds).not.toContain(own);
    expect(globexIds).not.toContain(copy!.id);

    // The platform's edit of the catalogue reaches the company's pick; unpublishing takes a highlight out of the replica.
    await as(PLATFORM_ADMIN, 'PUT', `/admin/highlights/${catalogue}`, form({ title: 'Catalogue renommé', missionIds: [missions.open], questIds: [], challengeIds: [] }));
    await as(ADMIN, 'POST', `/companies/acme/highlights/${own}/unpublish`);
    const log = await pullLog(snapshot.cursor, (highlights) => highlights.some((change) => change.id === String(own) && change.op === 'delete') && highlights.some((change) => change.data?.title === 'Catalogue renommé'));
    expect(log.highlights).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: String(copy!.id), op: 'upsert', data: expect.objectContaining({ title: 'Catalogue renommé' }) }),
        expect.objectContaining({ id: String(own), op: 'delete' }),
      ]),
    );
    // Deleting the catalogue highlight deletes the pick: a tombstone.
    await as(PLATFORM_ADMIN, 'DELETE', `/admin/highlights/${catalogue}`);
    const after = await pullLog(log.cursor, (highlights) => highlights.length > 0);
    expect(after.highlights).toEqual([expect.objectContaining({ id: String(copy!.id), op: 'delete' })]);
    expect((await pull(GLOBEX_EMPLOYEE, globex)).highlights.map((change) => Number(change.id))).not.toContain(copy!.id);
  });

  it('refuses every highlight route with 403 FEATURE_DISABLED when the company does not have highlights', async () => {
    const { highlight } = await create(ADMIN, form({ title: 'Avant la coupure' }));
    await db().sql`update companies set enabled_features = array_remove(enabled_features, 'highlights') where id = ${acme}`;
    try {
      for (const [email, method, path] of [
        [ADMIN, 'GET', '/companies/acme/highlights'],
        [ADMIN, 'POST', '/companies/acme/highlights'],
        [ADMIN, 'GET', `/companies/acme/highlights/${highlight.id}`],
        [ADMIN, 'POST', `/companies/acme/highlights/${highlight.id}/publish`],
        [ADMIN, 'GET', '/companies/acme/highlight-options'],
        [ADMIN, 'GET', '/companies/acme/highlight-options/missions'],
        [ADMIN, 'GET', '/companies/acme/catalogue-highlights/1'],
        [EMPLOYEE, 'GET', '/companies/acme/employee-highlights'],
        [EMPLOYEE, 'GET', `/companies/acme/employee-highlights/${highlight.id}`],
      ] as const) {
        const reply = await as(email, method, path, method === 'POST' ? form() : undefined);
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(reply.body.error).toMatchObject({ code: 'FEATURE_DISABLED', message: MESSAGES.featureDisabled });
      }
      // Globex still has them.
      expect((await as(GLOBEX_ADMIN, 'GET', '/companies/globex/highlights')).status).toBe(200);
    } finally {
      await db().sql`update companies set enabled_features = array_append(enabled_features, 'highlights') where id = ${acme}`;
    }
  });
});
