import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { DEMO_MISSIONS, DEMO_USERS } from './demo-data';
import { DEMO_ENGAGEMENTS, DEMO_ENGAGEMENT_EMPLOYEE, seedDemoEngagements } from './demo-engagements';
import { seedDemoQuests } from './demo-quests';
import { directoryStorage } from '../modules/uploads/storage';
import { demoDay, demoInstant, seedDemo } from './seed';

describeWithDb('demo seed', () => {
  const db = useTestDatabase();
  const counts = async () => {
    const [row] = await db().sql`
      select (select count(*) from users)::int as users, (select count(*) from companies)::int as companies,
             (select count(*) from associations)::int as associations, (select count(*) from branches)::int as branches,
             (select count(*) from company_members)::int as company_members, (select count(*) from association_members)::int as association_members,
             (select count(*) from accounts)::int as accounts, (select count(*) from missions)::int as missions,
             (select count(*) from timeslots)::int as timeslots, (select count(*) from mission_company_validations)::int as validations,
             (select count(*) from mission_restricted_companies)::int as restrictions,
             (select count(*) from company_partner_associations)::int as partners`;
    return row;
  };

  beforeAll(async () => {
    const { auth } = createTestApp(db().sql);
    expect(await seedDemo(db().sql, auth)).toEqual({ usersCreated: DEMO_USERS.length, missionsCreated: DEMO_MISSIONS.length });
  });

  it('writes the organisations and accounts listed in the README', async () => {
    expect(await counts()).toEqual({
      // Issue 15 added Acme Services (groupe-demo), its employee and the holding admin groupe@acme.example.
      users: 9,
      companies: 3,
      associations: 2,
      branches: 2,
      company_members: 6,
      association_members: 2,
      accounts: 9,
      missions: 10,
      timeslots: 11,
      validations: 17,
      restrictions: 1,
      partners: 3,
    });
    const [acme] = await db().sql`select c.plans, c.is_active, h.slug as holding from companies c join holdings h on h.id = c.holding_id where c.slug = 'acme'`;
    expect(acme).toEqual({ plans: ['solidarite', 'mobilisation'], is_active: true, holding: 'groupe-demo' });
    const [manager] = await db().sql`select m.manager_email from company_members m join users u on u.id = m.user_id where u.email = 'salarie@acme.example'`;
    expect(manager!.manager_email).toBe('manager@acme.example');
    const [admin] = await db().sql`select role from users where email = 'admin@example.org'`;
    expect(admin!.role).toBe('admin');
  });

  it('makes acme and globex partners of amis-du-quartier, and acme of planete-verte (booking restrictions)', async () => {
    const rows = await db().sql`
      select a.slug as association, c.slug as company from company_partner_associations p
      join associations a on a.id = p.association_id join companies c on c.id = p.company_id
      order by a.slug, c.slug`;
    expect(rows.map((row) => `${row.association}/${row.company}`)).toEqual(['amis-du-quartier/acme', 'amis-du-quartier/globex', 'planete-verte/acme']);
  });

  it('is idempotent', async () => {
    const before = await counts();
    const { auth } = createTestApp(db().sql);
    expect(await seedDemo(db().sql, auth)).toEqual({ usersCreated: 0, missionsCreated: 0 });
    expect(await counts()).toEqual(before);
  });

  it('lets every demo account sign in with Demo2026!', async () => {
    const testApp = createTestApp(db().sql);
    for (const user of DEMO_USERS) await expect(signIn(testApp, user.email)).resolves.toContain('session_token');
  });

  it('writes the demo missions: every type and date mode, in both associations', async () => {
    const missions = await db().sql`
      select m.title, a.slug as association, m.state, m.mission_type, m.availability_type, m.time_type, m.is_remote, m.is_tax_exempt,
             m.location_label, m.thematics, m.skills, m.booking_restriction, m.required_availability, u.email as supervisor,
             array(select c.slug from mission_company_validations v join companies c on c.id = v.company_id where v.mission_id = m.id order by c.slug) as validated_by,
             array(select c.slug from mission_restricted_companies r join companies c on c.id = r.company_id where r.mission_id = m.id) as restricted_to
      from missions m join associations a on a.id = m.association_id left join users u on u.id = m.supervisor_id
      order by m.id`;
    expect(missions.map((m) => m.title)).toEqual(DEMO_MISSIONS.map((m) => m.title));
    expect(new Set(missions.map((m) => m.mission_type))).toEqual(new Set(['MISSION_TYPE_HELP', 'MISSION_TYPE_SKILL', 'MISSION_TYPE_MENTOR']));
    for (const association of ['amis-du-quartier', 'planete-verte']) {
      const own = missions.filter((m) => m.association === association);
      expect(new Set(own.map((m) => m.availability_type))).toEqual(new Set(['MISSION_AVAILABILITY_TYPE_TEXT', 'MISSION_AVAILABILITY_TYPE_TIMESLOTS']));
    }
    const byTitle = new Map(missions.map((m) => [m.title as string, m]));
    expect(byTitle.get('Distribution alimentaire du samedi')).toMatchObject({
      state: 'published',
      time_type: 'both',
      location_label: 'Paris',
      thematics: ['THEMATIC_FOOD', 'THEMATIC_POVERTY_EXCLUSION'],
      supervisor: 'asso@amis-du-quartier.example',
      validated_by: ['acme', 'globex'],
    });
    expect(byTitle.get('Accompagnement scolaire')).toMatchObject({ mission_type: 'MISSION_TYPE_MENTOR', required_availability: 'Le mercredi après-midi, 2 heures par semaine', time_type: 'personal' });
    expect(byTitle.get("Refonte du site internet de l'association")).toMatchObject({
      is_remote: true,
      is_tax_exempt: true,
      time_type: 'work',
      skills: ['SKILL_DIGITAL_IT', 'SKILL_DESIGN_CREATION'],
    });
    expect(byTitle.get('Atelier numérique réservé à Acme')).toMatchObject({ booking_restriction: 'companies', restricted_to: ['acme'], validated_by: ['acme'] });
    expect(byTitle.get('Maraude du soir')).toMatchObject({ state: 'draft', thematics: [], location_label: null, validated_by: [] });
    expect(byTitle.get('Nettoyage des berges de la Seine')).toMatchObject({ association: 'planete-verte', supervisor: null });
    expect(byTitle.get("Plantation d'arbres en Bretagne")).toMatchObject({ location_label: 'Bretagne' });
    expect(byTitle.get("Bilan carbone d'une petite association")).toMatchObject({ is_remote: true, skills: ['SKILL_CONSULTING_STRATEGY'] });
  });

  it('dates the demo missions from the day it runs: past and future slots, one place left, one expiring soon', async () => {
    const [expiring] = await db().sql`select to_char(expires_on, 'YYYY-MM-DD') as expires_on from missions where slug = 'collecte-de-vetements-d-hiver'`;
    const today = new Date();
    expect(expiring!.expires_on).toBe(demoDay(today, 7));
    const slots = await db().sql<{ starts_at: Date; ends_at: Date; places: number; taken: number }[]>`
      select t.starts_at, t.ends_at, t.places, t.taken from timeslots t join missions m on m.id = t.mission_id
      where m.slug = 'distribution-alimentaire-du-samedi' order by t.starts_at`;
    expect(slots.map((slot) => [slot.starts_at.toISOString(), slot.ends_at.toISOString(), slot.places, slot.taken])).toEqual(
      [
        [-10, 6],
        [5, 1],
        [12, 6],
      ].map(([days, places]) => [demoInstant(demoDay(today, days!), '09:00').toISOString(), demoInstant(demoDay(today, days!), '12:00').toISOString(), places, 0]),
    );
    expect(slots[0]!.starts_at.getTime()).toBeLessThan(Date.now());
  });
});

describe('demo dates', () => {
  it('are Paris wall-clock times, daylight saving included', () => {
    expect(demoInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(demoInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(demoDay(new Date('2026-03-28T23:30:00Z'), 0)).toBe('2026-03-29');
    expect(demoDay(new Date('2026-03-28T12:00:00Z'), 7)).toBe('2026-04-04');
  });
});

describeWithDb('demo applications of the demo employee (seedDemoEngagements)', () => {
  const db = useTestDatabase();
  let testApp: ReturnType<typeof createTestApp>;

  const engagements = () =>
    db().sql<{ id: string; mission: string; state: string; time_type: string; testimony: string | null; cancel_reason: string | null }[]>`
      select e.id, m.slug as mission, e.state, e.time_type, e.testimony, e.cancel_reason
      from engagements e join missions m on m.id = e.mission_id join users u on u.id = e.user_id
      where u.email = ${DEMO_ENGAGEMENT_EMPLOYEE} order by e.id`;

  beforeAll(async () => {
    testApp = createTestApp(db().sql);
    await seedDemo(db().sql, testApp.auth);
    expect(await seedDemoEngagements({ sql: db().sql, env: testApp.env, mailer: testApp.mailer })).toEqual({ engagementsCreated: 4 });
  });

  it('gives the demo employee an application in every state, through the use cases', async () => {
    expect((await engagements()).map((row) => [row.mission, row.state, row.time_type])).toEqual([
      ['nettoyage-des-berges-de-la-seine', 'created', 'work'],
      ['accompagnement-scolaire', 'validated', 'personal'],
      ['collecte-de-vetements-d-hiver', 'finished', 'personal'],
      ['plantation-d-arbres-en-bretagne', 'canceled', 'personal'],
    ]);
    const byMission = new Map((await engagements()).map((row) => [row.mission, row]));
    expect(byMission.get('collecte-de-vetements-d-hiver')!.testimony).toContain('manteaux');
    expect(byMission.get('plantation-d-arbres-en-bretagne')!.cancel_reason).toBe('professional_constraint');
    const history = await db().sql`select count(*)::int as n from engagement_history where engagement_id = ${DEMO_ENGAGEMENTS[2].id}`;
    expect(history[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('keeps the places consistent and leaves the one-place slot of Distribution alimentaire free', async () => {
    const slots = await db().sql<{ slug: string; places: number; taken: number; live: number }[]>`
      select m.slug, t.places, t.taken,
             (select count(*)::int from engagement_timeslots et join engagements e on e.id = et.engagement_id
              where et.timeslot_id = t.id and e.state <> 'canceled' and et.state not in ('canceled', 'rejected')) as live
      from timeslots t join missions m on m.id = t.mission_id order by t.id`;
    for (const slot of slots) expect(slot.taken, slot.slug).toBe(slot.live);
    expect(slots.filter((slot) => slot.slug === 'nettoyage-des-berges-de-la-seine').map((slot) => slot.taken)).toEqual([1, 0]);
    expect(slots.filter((slot) => slot.slug === 'distribution-alimentaire-du-samedi').map((slot) => slot.taken)).toEqual([0, 0, 0]);
  });

  it('puts the manager validation request, with a working /validation-manager/{token} link, in the outbox', async () => {
    const dates = await db().sql`select state, manager_email from engagement_timeslots where engagement_id = ${DEMO_ENGAGEMENTS[0].id}`;
    expect(dates).toEqual([{ state: 'toValidate', manager_email: 'manager@acme.example' }]);
    const mails = await db().sql<{ template: string; text_body: string; transport: string }[]>`
      select template, text_body, transport from outgoing_emails where to_address = 'manager@acme.example'`;
    expect(mails.map((mail) => [mail.template, mail.transport])).toEqual([['engagement_validation_request', 'outbox']]);
    const token = /\/validation-manager\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text_body)?.[1];
    expect(token).toBeTruthy();
    const response = await testApp.app.request(`/api/v1/manager-validations/${token}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { timeslots: unknown[] }).timeslots).toHaveLength(1);
  });

  it('is idempotent', async () => {
    const before = await engagements();
    const mails = await db().sql`select count(*)::int as n from outgoing_emails`;
    await seedDemo(db().sql, testApp.auth);
    expect(await seedDemoEngagements({ sql: db().sql, env: testApp.env, mailer: testApp.mailer })).toEqual({ engagementsCreated: 0 });
    expect(await engagements()).toEqual(before);
    expect((await db().sql`select count(*)::int as n from outgoing_emails`)[0]!.n).toBe(mails[0]!.n);
  });
});

describeWithDb('demo quests of Acme (seedDemoQuests)', () => {
  const db = useTestDatabase();
  let testApp: ReturnType<typeof createTestApp>;
  let uploads: string;

  beforeAll(async () => {
    testApp = createTestApp(db().sql);
    uploads = await mkdtemp(path.join(os.tmpdir(), 'seed-quests-'));
    await seedDemo(db().sql, testApp.auth);
    expect(await seedDemoQuests({ sql: db().sql, storage: directoryStorage(uploads) })).toEqual({ questsCreated: 2 });
  });
  afterAll(() => rm(uploads, { recursive: true, force: true }));

  it('publishes « Sobriété numérique au bureau » with its cover, partners and one level of each answer type', async () => {
    const employee = await signIn(testApp, 'salarie@acme.example');
    const list = await testApp.app.request('/api/v1/companies/acme/employee-quests', { headers: { cookie: employee } });
    expect(list.status).toBe(200);
    const { quests, pointsEarned } = (await list.json()) as { quests: Array<{ quest: Record<string, unknown> & { id: number }; progress: unknown }>; pointsEarned: number };
    // The draft stays with the company's admins.
    expect(quests).toHaveLength(1);
    const [{ quest, progress }] = quests as [(typeof quests)[number]];
    expect(quest).toMatchObject({
      slug: 'sobriete-numerique-au-bureau',
      title: 'Sobriété numérique au bureau',
      coverImage: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.jpg$/),
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_EDUCATION'],
      points: 100,
      participantsCount: 1,
      state: 'published',
    });
    expect(quest.goals).toHaveLength(3);
    expect((quest.partners as Array<{ link: string }>).map((partner) => partner.link.startsWith('https://'))).toEqual([true, true]);
    // The demo employee answered the first level, rightly.
    expect(progress).toEqual({ levelsCount: 3, levelsDone: 1, pointsEarned: 20 });
    expect(pointsEarned).toBe(20);

    const admin = await signIn(testApp, 'rh@acme.example');
    const detail = (await (await testApp.app.request(`/api/v1/companies/acme/quests/${quest.id}`, { headers: { cookie: admin } })).json()) as {
      levels: Array<{ answerType: string; rightAnswer: string[]; rewardPoints: number; steps: string[]; durationMinutes: number | null; answersCount: number }>;
    };
    expect(detail.levels.map((level) => [level.answerType, level.rewardPoints, level.answersCount])).toEqual([
      ['select', 20, 1],
      ['checkbox', 30, 0],
      ['text', 50, 0],
    ]);
    expect(detail.levels[1]!.rightAnswer.length).toBeGreaterThan(1);
    expect(detail.levels.some((level) => level.steps.length > 0 && level.durationMinutes !== null)).toBe(true);
    const all = (await (await testApp.app.request('/api/v1/companies/acme/quests', { headers: { cookie: admin } })).json()) as { quests: Array<{ state: string }> };
    expect(all.quests.map((item) => item.state).sort()).toEqual(['draft', 'published']);
  });

  it('is idempotent', async () => {
    const counts = () => db().sql`select (select count(*) from quests)::int as quests, (select count(*) from levels)::int as levels, (select count(*) from level_answers)::int as answers`;
    const before = await counts();
    expect(before).toEqual([{ quests: 2, levels: 4, answers: 1 }]);
    expect(await seedDemoQuests({ sql: db().sql, storage: directoryStorage(uploads) })).toEqual({ questsCreated: 0 });
    expect(await counts()).toEqual(before);
  });
});
