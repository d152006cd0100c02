import { beforeAll, describe, expect, it } from 'vitest';
import { SYNC_REPLICA_VERSION } from '../../../shared/sync/sync.schema';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { type PulledPage, pullLogUntil } from '../../../tests/factories/sync';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { createEmployee, createMission, createTimeslot, idOf } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const GLOBEX_EMPLOYEE = 'salarie@globex.example';
const GLOBEX_ADMIN = 'admin@globex.example';
const PLATFORM_ADMIN = 'admin@example.org';
const FEATURE_DISABLED = "Cette fonctionnalité n'est pas activée pour votre entreprise.";

/** A selection form that passes validation. */
const FORM = { name: 'Agir pour le climat', missionSelectionMode: 'automatic', thematics: ['THEMATIC_SPORT'] };

describeWithDb('selections (issue 17): the company builds them, its employees read the published ones', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acme: number;
  let sport: number[];
  let globexOwn: number;

  const as = (email: string, method: string, path: string, body?: unknown) => call(t, cookies[email], method, path, body);
  const titles = async (email: string, query: string) => {
    const reply = await as(email, 'GET', `/companies/acme/missions/search?${query}`);
    expect(reply.status, reply.text).toBe(200);
    return (reply.body.missions as Array<{ id: number }>).map((mission) => mission.id).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of [ADMIN, EMPLOYEE, GLOBEX_EMPLOYEE, GLOBEX_ADMIN, PLATFORM_ADMIN]) cookies[email] = await signIn(t, email);
    acme = await idOf(sql, 'companies', 'acme');
    // Sport missions: none in the demo, so a selection on the sport thematic holds exactly these.
    sport = [];
    for (let n = 0; n < 3; n++) {
      const id = await createMission(sql, { availability: 'text' });
      await sql`update missions set thematics = '{THEMATIC_SPORT}', is_group = ${n === 0} where id = ${id}`;
      sport.push(id);
    }
    globexOwn = await createMission(sql, { publishedByCompany: 'globex', availability: 'text' });
    await sql`update missions set thematics = '{THEMATIC_SPORT}' where id = ${globexOwn}`;
  });

  describe('the company space', () => {
    it('creates a selection, published at once or kept deactivated, and lists it with its state, actions and missions', async () => {
      const created = await as(ADMIN, 'POST', '/companies/acme/programs', { ...FORM, colour: '#1B5E20', description: 'Nos missions sportives' });
      expect(created.status, created.text).toBe(201);
      expect(created.body.program).toMatchObject({ name: 'Agir pour le climat', slug: 'agir-pour-le-climat', state: 'published', colour: '#1B5E20', companyId: acme });
      expect(created.body.availableActions).toEqual(['deactivate', 'archive']);
      expect(created.body.missions.total).toBe(3);
      const held = created.body.missions.missions.map((card: { id: number }) => card.id);
      expect(held).toHaveLength(3);
      expect(held).toContain(sport[0]);
      expect(held).not.toContain(globexOwn);

      const hidden = await as(ADMIN, 'POST', '/companies/acme/programs', { ...FORM, name: 'En préparation', publish: false });
      expect(hidden.status).toBe(201);
      expect(hidden.body.program.state).toBe('deactivated');
      expect(hidden.body.availableActions).toEqual(['publish', 'archive']);

      const list = await as(ADMIN, 'GET', '/companies/acme/programs');
      expect(list.status).toBe(200);
      const names = list.body.programs.map((program: { name: string; state: string; missionsCount: number }) => [program.name, program.state, program.missionsCount]);
      expect(names).toEqual([
        ['En préparation', 'deactivated', 3],
        ['Agir pour le climat', 'published', 3],
      ]);
    });

    it('refuses a name over 80 characters, a fourth thematic and what the company may not name, field by field in French', async () => {
      const tooLong = await as(ADMIN, 'POST', '/companies/acme/programs', { ...FORM, name: 'x'.repeat(81) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error.code).toBe('VALIDATION_FAILED');
      expect(tooLong.body.error.fields).toEqual({ name: ['80 caractères maximum.'] });

      const fourth = await as(ADMIN, 'POST', '/companies/acme/programs', { ...FORM, thematics: ['THEMATIC_SPORT', 'THEMATIC_FOOD', 'THEMATIC_HEALTH', 'THEMATIC_CULTURE'] });
      expect(fourth.status).toBe(400);
      expect(fourth.body.error.fields.thematics).toEqual(['Choisissez au plus 3 thématiques.']);

      // Globex's own mission is no mission Acme's employees can see; an unknown association and another company's quest neither.
      const [globexQuest] = await db().sql<{ id: number }[]>`
        insert into quests (company_id, slug, title) select id, 'quete-globex', 'Quête de Globex' from companies where slug = 'globex' returning id`;
      const foreign = await as(ADMIN, 'POST', '/companies/acme/programs', {
        ...FORM,
        missionSelectionMode: 'manual',
        missionIds: [sport[0], globexOwn],
        associationIds: [999_999],
        questIds: [globexQuest!.id],
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.fields).toEqual({
        missionIds: ['Choisissez une valeur de la liste.'],
        associationIds: ['Choisissez une valeur de la liste.'],
        questIds: ['Choisissez une valeur de la liste.'],
      });
    });

    it('moves a selection through its states with the shared machine, and refuses a step it does not allow', async () => {
      const { body } = await as(ADMIN, 'POST', '/companies/acme/programs', { ...FORM, name: 'Cycle de vie' });
      const path = `/companies/acme/programs/${body.program.id}`;
      const step = async (action: string) => as(ADMIN, 'POST', `${path}/${action}`);
      expect((await step('publish')).status).toBe(409);
      expect((await step('publish')).body.error.code).toBe('INVALID_TRANSITION');
      expect((await step('deactivate')).body.program.state).toBe('deactivated');
      expect((await step('publish')).body.program.state).toBe('published');
      const archived = await step('archive');
      expect(archived.body.program.state).toBe('archived');
      expect(archived.body.availableActions).toEqual(['restore']);
      const restored = await step('restore');
      expect(restored.body.program.state).toBe('deactivated');
      expect((await as(ADMIN, 'POST', '/companies/acme/programs/999999/publish')).status).toBe(404);
    });

    it('edits a selection: its parts are replaced as lists, hand-picked missions kept in order', async () => {
      const { body } = await as(ADMIN, 'POST', '/companies/acme/programs', { ...FORM, name: 'Choisies à la main', missionSelectionMode: 'manual', missionIds: [sport[1], sport[0]] });
      expect(body.missionRefs.map((ref: { id: number }) => ref.id)).toEqual([sport[1], sport[0]]);
      expect(body.missions.total).toBe(2);
      const amis = await idOf(db().sql, 'associations', 'amis-du-quartier');
      const quote = { author: 'Jeanne', content: 'Agir ensemble', media: null };
      const edited = await as(ADMIN, 'PUT', `/companies/acme/programs/${body.program.id}`, {
        ...FORM,
        name: 'Choisies à la main (bis)',
        missionSelectionMode: 'manual',
        missionIds: [sport[2]],
        associationIds: [amis],
        quote,
      });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.program).toMatchObject({ name: 'Choisies à la main (bis)', missionIds: [sport[2]], associationIds: [amis], quote });
      expect(edited.body.associations.map((association: { slug: string }) => association.slug)).toEqual(['amis-du-quartier']);
      expect(edited.body.missions.total).toBe(1);
    });

    it('previews what a form would hold; contradictory filters hold nothing, which is no error', async () => {
      const preview = await as(ADMIN, 'POST', '/companies/acme/programs/preview', { ...FORM, filters: { attendabilities: ['group'] } });
      expect(preview.status).toBe(200);
      expect(preview.body.missions.map((card: { id: number }) => card.id)).toEqual([sport[0]]);
      const none = await as(ADMIN, 'POST', '/companies/acme/programs/preview', { ...FORM, filters: { remoteOnly: true, taxExemptOnly: true, durations: ['day'] } });
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ total: 0, missions: [] });
    });

    it('offers the missions and associations the company’s employees can see, never another company’s own', async () => {
      const missions = await as(ADMIN, 'GET', '/companies/acme/programs/mission-candidates?thematics=THEMATIC_SPORT');
      expect(missions.status).toBe(200);
      expect(missions.body.missions.map((card: { id: number }) => card.id).sort()).toEqual([...sport].sort());
      const associations = await as(ADMIN, 'GET', '/companies/acme/programs/association-candidates?q=amis');
      expect(associations.body.associations.map((association: { slug: string }) => association.slug)).toEqual(['amis-du-quartier']);
    });
  });

  describe('employees and tenants', () => {
    it('lists the company’s published selections only, with the missions each holds for the employee', async () => {
      const list = await as(EMPLOYEE, 'GET', '/companies/acme/employee-programs');
      expect(list.status).toBe(200);
      const names = list.body.programs.map((program: { name: string }) => program.name);
      expect(names).toContain('Agir pour le climat');
      expect(names).not.toContain('En préparation');
      expect(names).not.toContain('Cycle de vie');
      expect(list.body.programs.find((program: { name: string }) => program.name === 'Agir pour le climat').missionsCount).toBe(3);
      expect((await as(GLOBEX_EMPLOYEE, 'GET', '/companies/globex/employee-programs')).body.programs).toEqual([]);
    });

    it('opens a published selection, lists its missions through the search, and follows them as they come and go', async () => {
      const program = (await as(EMPLOYEE, 'GET', '/companies/acme/employee-programs')).body.programs.find((item: { name: string }) => item.name === 'Agir pour le climat');
      const page = await as(EMPLOYEE, 'GET', `/companies/acme/employee-programs/${program.id}`);
      expect(page.status).toBe(200);
      expect(page.body.program).toMatchObject({ name: 'Agir pour le climat', filters: { remoteOnly: false } });
      expect(await titles(EMPLOYEE, `program=${program.id}`)).toEqual([...sport].sort((a, b) => a - b));
      // The search's own filters still apply within a selection.
      expect(await titles(EMPLOYEE, `program=${program.id}&types=MISSION_TYPE_SKILL`)).toEqual([]);

      // An archived mission is left out (not an error); a new one that fits comes in.
      await db().sql`update missions set state = 'archived' where id = ${sport[2]!}`;
      const newcomer = await createMission(db().sql, {});
      await createTimeslot(db().sql, newcomer, { inDays: 9 });
      await db().sql`update missions set thematics = '{THEMATIC_SPORT}' where id = ${newcomer}`;
      expect(await titles(EMPLOYEE, `program=${program.id}`)).toEqual([sport[0]!, sport[1]!, newcomer].sort((a, b) => a - b));
    });

    it('keeps selections to their company: 404 for a deactivated one or another company’s, 403 to strangers, none for visitors', async () => {
      const acmePrograms = (await as(ADMIN, 'GET', '/companies/acme/programs')).body.programs as Array<{ id: number; name: string }>;
      const hidden = acmePrograms.find((program) => program.name === 'En préparation')!;
      const published = acmePrograms.find((program) => program.name === 'Agir pour le climat')!;
      expect((await as(EMPLOYEE, 'GET', `/companies/acme/employee-programs/${hidden.id}`)).status).toBe(404);
      expect((await as(EMPLOYEE, 'GET', `/companies/acme/missions/search?program=${hidden.id}`)).status).toBe(404);
      // An employee is no admin of their company's selections.
      expect((await as(EMPLOYEE, 'GET', '/companies/acme/programs')).status).toBe(403);
      expect((await as(EMPLOYEE, 'POST', `/companies/acme/programs/${published.id}/archive`)).status).toBe(403);
      // Globex's people: refused at Acme's door, and Acme's ids are unknown at Globex.
      for (const email of [GLOBEX_EMPLOYEE, GLOBEX_ADMIN]) {
        expect((await as(email, 'GET', '/companies/acme/programs')).status).toBe(403);
        expect((await as(email, 'GET', `/companies/acme/employee-programs/${published.id}`)).status).toBe(403);
        expect((await as(email, 'PUT', `/companies/acme/programs/${published.id}`, FORM)).status).toBe(403);
      }
      expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/programs/${published.id}`)).status).toBe(404);
      expect((await as(GLOBEX_ADMIN, 'PUT', `/companies/globex/programs/${published.id}`, FORM)).status).toBe(404);
      expect((await as(GLOBEX_ADMIN, 'POST', `/companies/globex/programs/${published.id}/archive`)).status).toBe(404);
      expect((await as(GLOBEX_EMPLOYEE, 'GET', `/companies/globex/employee-programs/${published.id}`)).status).toBe(404);
      expect((await as(GLOBEX_EMPLOYEE, 'GET', `/companies/globex/missions/search?program=${published.id}`)).status).toBe(404);
      expect((await call(t, undefined, 'GET', `/missions/search?program=${published.id}`)).status).toBe(404);
      expect((await call(t, undefined, 'GET', '/companies/acme/programs')).status).toBe(401);
      // Globex's admin still changed nothing.
      expect((await as(ADMIN, 'GET', `/companies/acme/programs/${published.id}`)).body.program.state).toBe('published');
    });

    it('keeps the published selections in the employee’s replica, and takes a deactivated one out', async () => {
      const pull = async (cursor?: string) => {
        const query = `replicaVersion=${SYNC_REPLICA_VERSION}&limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await t.app.request(`/api/v1/sync/pull?${query}`, { headers: { ...SAME_ORIGIN, cookie: cookies[EMPLOYEE]!, 'x-company-id': String(acme) } });
        expect(response.status).toBe(200);
        return (await readJson(response)) as PulledPage;
      };
      const snapshot = await pull();
      const programs = snapshot.changes.filter((change) => change.entity === 'program');
      expect(programs.map((change) => change.data?.name)).toContain('Agir pour le climat');
      expect(programs.map((change) => change.data?.name)).not.toContain('En préparation');
      // Missions carry what the rule reads offline.
      const mission = snapshot.changes.find((change) => change.entity === 'mission' && change.id === String(sport[0]));
      expect(mission?.data).toMatchObject({ country: null, publisherCompanyId: null });

      const published = programs.find((change) => change.data?.name === 'Agir pour le climat')!;
      await as(ADMIN, 'POST', `/companies/acme/programs/${published.id}/deactivate`);
      // (A pull's window may be held back a moment by another test database's transaction: pull until it comes.)
      const log = await pullLogUntil(pull, snapshot.cursor, (changes) => changes.some((change) => change.entity === 'program'));
      expect(log.changes.filter((change) => change.entity === 'program')).toEqual([expect.objectContaining({ id: published.id, op: 'delete' })]);
      await as(ADMIN, 'POST', `/companies/acme/programs/${published.id}/publish`);
    });
  });

  describe('the platform catalogue (spec §6)', () => {
    it('lets platform admins build catalogue selections for everyone: missions open to all, no company’s own, no quest', async () => {
      const acmeOwn = await createMission(db().sql, { publishedByCompany: 'acme', availability: 'text' });
      const refused = await as(PLATFORM_ADMIN, 'POST', '/admin/programs', { ...FORM, missionSelectionMode: 'manual', missionIds: [sport[0], acmeOwn], questIds: [1] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ missionIds: ['Choisissez une valeur de la liste.'], questIds: ['Choisissez une valeur de la liste.'] });

      const created = await as(PLATFORM_ADMIN, 'POST', '/admin/programs', { ...FORM, name: 'Le sport solidaire', publish: false });
      expect(created.status, created.text).toBe(201);
      expect(created.body.program).toMatchObject({ companyId: null, state: 'deactivated' });
      // Read for the public: the sport missions open to everyone, not Globex's own.
      const held = created.body.missions.missions.map((card: { id: number }) => card.id);
      expect(held).toHaveLength(3);
      expect(held).toContain(sport[0]);
      expect(held).not.toContain(globexOwn);
      const list = await as(PLATFORM_ADMIN, 'GET', '/admin/programs');
      expect(list.body.catalogue).toEqual([]);
      expect(list.body.programs.find((item: { id: number }) => item.id === created.body.program.id)).toMatchObject({ state: 'deactivated', missionsCount: 3 });
      // The catalogue is nobody's company selection, and a company's is not the catalogue's.
      expect((await as(ADMIN, 'GET', `/companies/acme/programs/${created.body.program.id}`)).status).toBe(404);
      const acmeProgram = (await as(ADMIN, 'GET', '/companies/acme/programs')).body.programs[0].id as number;
      expect((await as(PLATFORM_ADMIN, 'GET', `/admin/programs/${acmeProgram}`)).status).toBe(404);
      expect((await as(ADMIN, 'GET', '/admin/programs')).status).toBe(403);
    });

    it('offers the published catalogue to companies, each adding it once as its own copy to publish and edit', async () => {
      const { body } = await as(PLATFORM_ADMIN, 'POST', '/admin/programs', { ...FORM, name: 'Bouger pour les autres', description: 'Du sport utile.', colour: '#0D47A1', publish: false });
      const catalogueId = body.program.id as number;
      const offered = async (email: string, slug: string) =>
        ((await as(email, 'GET', `/companies/${slug}/programs`)).body.catalogue as Array<{ id: number; copyId: number | null; missionsCount: number }>).find((offer) => offer.id === catalogueId);
      // Deactivated: not offered, not added.
      expect(await offered(ADMIN, 'acme')).toBeUndefined();
      expect((await as(ADMIN, 'POST', `/companies/acme/catalogue-programs/${catalogueId}/copy`)).status).toBe(404);

      await as(PLATFORM_ADMIN, 'POST', `/admin/programs/${catalogueId}/publish`);
      expect(await offered(ADMIN, 'acme')).toMatchObject({ copyId: null, missionsCount: 3 });
      expect((await as(EMPLOYEE, 'POST', `/companies/acme/catalogue-programs/${catalogueId}/copy`)).status).toBe(403);
      // Two adds at once make one copy.
      const [first, second] = await Promise.all([1, 2].map(() => as(ADMIN, 'POST', `/companies/acme/catalogue-programs/${catalogueId}/copy`)));
      expect([first!.status, second!.status].sort()).toEqual([200, 201]);
      expect(first!.body.program.id).toBe(second!.body.program.id);
      const copy = first!.body.program;
      expect(copy).toMatchObject({ companyId: acme, name: 'Bouger pour les autres', description: 'Du sport utile.', colour: '#0D47A1', state: 'deactivated', thematics: ['THEMATIC_SPORT'] });
      expect(await offered(ADMIN, 'acme')).toMatchObject({ copyId: copy.id });
      // Its employees see it once the company publishes it; Globex has not added it.
      expect((await as(EMPLOYEE, 'GET', '/companies/acme/employee-programs')).body.programs.map((item: { id: number }) => item.id)).not.toContain(copy.id);
      await as(ADMIN, 'POST', `/companies/acme/programs/${copy.id}/publish`);
      expect((await as(EMPLOYEE, 'GET', '/companies/acme/employee-programs')).body.programs.map((item: { id: number }) => item.id)).toContain(copy.id);
      expect(await offered(GLOBEX_ADMIN, 'globex')).toMatchObject({ copyId: null });
      expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/programs/${copy.id}`)).status).toBe(404);
      // The company's copy is its own: the platform's edits do not change it.
      await as(PLATFORM_ADMIN, 'PUT', `/admin/programs/${catalogueId}`, { ...FORM, name: 'Bouger encore' });
      expect((await as(ADMIN, 'GET', `/companies/acme/programs/${copy.id}`)).body.program.name).toBe('Bouger pour les autres');
    });
  });

  describe('pinned missions (spec §3)', () => {
    it('pins a mission the company publishes from its form, with an end date, and lists it with only_pinned', async () => {
      const session = await as(ADMIN, 'GET', '/session');
      const form = {
        title: 'Collecte de jouets épinglée',
        description: 'Trier les jouets donnés.',
        missionType: 'MISSION_TYPE_HELP',
        availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
        requiredAvailability: 'Un samedi par mois',
        timeType: 'personal',
        isRemote: true,
        thematics: ['THEMATIC_CHILDHOOD_YOUTH'],
        skills: [],
        sdgs: [],
        images: [],
        timeslots: [],
        supervisorId: session.body.me.user.id,
        isPinned: true,
        pinnedUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      };
      const created = await as(ADMIN, 'POST', '/companies/acme/published-missions', form);
      expect(created.status, created.text).toBe(201);
      expect(created.body.mission.isPinned).toBe(true);
      expect(new Date(created.body.mission.pinnedUntil).getTime()).toBeGreaterThan(Date.now() + 19 * 86_400_000);
      const id = created.body.mission.id as number;
      expect((await as(ADMIN, 'POST', `/companies/acme/published-missions/${id}/publish`)).status).toBe(200);

      const pinned = await as(EMPLOYEE, 'GET', '/companies/acme/missions/search?only_pinned=true');
      expect(pinned.body.missions.map((card: { id: number; isPinned: boolean }) => [card.id, card.isPinned])).toEqual([[id, true]]);

      // Unpinned from the same form: no longer listed.
      const unpinned = await as(ADMIN, 'PUT', `/companies/acme/published-missions/${id}`, { ...form, isPinned: false, pinnedUntil: null });
      expect(unpinned.status, unpinned.text).toBe(200);
      expect(unpinned.body.mission).toMatchObject({ isPinned: false, pinnedUntil: null });
      expect((await as(EMPLOYEE, 'GET', '/companies/acme/missions/search?only_pinned=true')).body.missions).toEqual([]);
    });

    it('keeps pinning an association’s missions to platform admins', async () => {
      const cookie = await signIn(t, 'asso@amis-du-quartier.example');
      const mission = sport[0]!;
      const current = await call(t, cookie, 'GET', `/associations/amis-du-quartier/missions/${mission}`);
      expect(current.status).toBe(200);
      const { mission: m } = current.body;
      const form = {
        title: m.title,
        description: 'Une mission de test',
        missionType: m.missionType,
        availabilityType: m.availabilityType,
        requiredAvailability: m.requiredAvailability,
        timeType: m.timeType,
        isRemote: m.isRemote,
        thematics: m.thematics,
        skills: [],
        sdgs: [],
        images: [],
        timeslots: [],
        supervisorId: m.supervisorId,
        isPinned: true,
      };
      const refused = await call(t, cookie, 'PUT', `/associations/amis-du-quartier/missions/${mission}`, form);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.error.fields)).toEqual(['isPinned']);
      // Without the flag the form leaves the pin as it is.
      const { isPinned: _flag, ...withoutPin } = form;
      expect((await call(t, cookie, 'PUT', `/associations/amis-du-quartier/missions/${mission}`, withoutPin)).status).toBe(200);
    });
  });

  describe('feature gating (spec §6)', () => {
    it('answers 403 FEATURE_DISABLED on every selection route, and the sync serves none, once the company switched them off', async () => {
      const sql = db().sql;
      const program = (await as(ADMIN, 'GET', '/companies/acme/programs')).body.programs[0] as { id: number };
      await sql`update companies set enabled_features = array_remove(enabled_features, 'programs') where id = ${acme}`;
      try {
        for (const [who, method, path, body] of [
          [ADMIN, 'GET', '/companies/acme/programs', undefined],
          [ADMIN, 'POST', '/companies/acme/programs', FORM],
          [ADMIN, 'GET', `/companies/acme/programs/${program.id}`, undefined],
          [ADMIN, 'POST', '/companies/acme/programs/preview', FORM],
          [ADMIN, 'POST', `/companies/acme/programs/${program.id}/archive`, undefined],
          [EMPLOYEE, 'GET', '/companies/acme/employee-programs', undefined],
          [EMPLOYEE, 'GET', `/companies/acme/employee-programs/${program.id}`, undefined],
          [EMPLOYEE, 'GET', `/companies/acme/missions/search?program=${program.id}`, undefined],
        ] as const) {
          const reply = await as(who, method, path, body);
          expect(reply.status, `${method} ${path}`).toBe(403);
          expect(reply.body.error).toMatchObject({ code: 'FEATURE_DISABLED', message: FEATURE_DISABLED });
        }
        // The search itself stays.
        expect((await as(EMPLOYEE, 'GET', '/companies/acme/missions/search')).status).toBe(200);
        const response = await t.app.request(`/api/v1/sync/pull?replicaVersion=${SYNC_REPLICA_VERSION}&limit=1000`, {
          headers: { ...SAME_ORIGIN, cookie: cookies[EMPLOYEE]!, 'x-company-id': String(acme) },
        });
        const body = (await readJson(response)) as { changes: Array<{ entity: string }> };
        expect(body.changes.some((change) => change.entity === 'mission')).toBe(true);
        expect(body.changes.filter((change) => change.entity === 'program')).toEqual([]);
      } finally {
        await sql`update companies set enabled_features = array_append(enabled_features, 'programs') where id = ${acme}`;
      }
    });
  });
});
