import { beforeAll, expect, it } from 'vitest';
import { parisToday } from '../../../shared/time/paris';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

const ASSO_ADMIN = 'asso@amis-du-quartier.example';
const ASSO_MEMBER = 'benevole-asso@amis-du-quartier.example';
const VERTE_ADMIN = 'ambassadeur@acme.example';
const COMPANY_ADMIN = 'rh@acme.example';
const PLATFORM_ADMIN = 'admin@example.org';
const EMPLOYEE = 'salarie@acme.example';
const GLOBEX_ADMIN = 'salarie@globex.example';

const PARIS = { kind: 'city', label: 'Paris', city: 'Paris', postalCode: '75001', region: 'Île-de-France', country: 'FR', latitude: 48.8566, longitude: 2.3522 };
const NOT_OFFERED_COMPANY = 'Choisissez une entreprise parmi celles proposées.';
const NOT_OFFERED_ENTITY = 'Choisissez une entité parmi celles proposées.';

describeWithDb('booking targets: /associations/{slug}/booking-targets and /companies/{slug}/booking-targets', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const orgs: Record<string, number> = {};
  const entities: Record<string, number> = {};
  const amis = '/api/v1/associations/amis-du-quartier';
  const verte = '/api/v1/associations/planete-verte';
  const acme = '/api/v1/companies/acme';

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    // Initech: active, nobody's partner; Umbrella: inactive, never offered.
    await db().sql`insert into companies (slug, name) values ('initech', 'Initech')`;
    await db().sql`insert into companies (slug, name, is_active) values ('umbrella', 'Umbrella', false)`;
    for (const row of await db().sql<{ id: number; slug: string }[]>`select id, slug from associations union all select id, slug from companies`) orgs[row.slug] = row.id;
    await db().sql`insert into entities (company_id, name) values (${orgs.initech!}, 'Initech Nord')`;
    for (const row of await db().sql<{ id: number; name: string }[]>`select id, name from entities`) entities[row.name] = row.id;
    const ids: Record<string, string> = {};
    for (const row of await db().sql<{ id: string; email: string }[]>`select id, email from users`) ids[row.email] = row.id;
    await db().sql`update company_members set role = 'COMPANY_ADMIN' where user_id = ${ids[GLOBEX_ADMIN]!}`;
    await db().sql`insert into association_members (association_id, user_id, role) values (${orgs['planete-verte']!}, ${ids[VERTE_ADMIN]!}, 'ASSOCIATION_ADMIN')`;
    for (const email of [ASSO_ADMIN, ASSO_MEMBER, VERTE_ADMIN, COMPANY_ADMIN, PLATFORM_ADMIN, EMPLOYEE, GLOBEX_ADMIN]) cookies[email] = await signIn(t, email);
  });

  const as = (email: string) => cookies[email]!;
  const targets = async (path: string, who: string) => {
    const response = await callApi(t, `${path}/booking-targets`, { cookie: as(who) });
    expect(response.status).toBe(200);
    return readJson(response);
  };
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Collecte réservée',
    description: '<p>Une collecte.</p>',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeType: 'both',
    isRemote: false,
    location: PARIS,
    thematics: ['THEMATIC_FOOD'],
    skills: [],
    sdgs: [],
    images: [],
    timeslots: [{ date: parisToday(new Date(Date.now() + 30 * 86_400_000)), startTime: '09:00', endTime: '12:00', places: 3 }],
    ...overrides,
  });
  const save = (path: string, who: string, overrides: Record<string, unknown>) => callApi(t, path, { cookie: as(who), body: form(overrides) });

  it('answers 401 without a session and 403 to whoever may not manage the space’s missions', async () => {
    for (const path of [amis, verte, acme]) expect((await callApi(t, `${path}/booking-targets`)).status, path).toBe(401);
    expect((await callApi(t, `${amis}/booking-targets`, { cookie: as(EMPLOYEE) })).status).toBe(403);
    expect((await callApi(t, `${amis}/booking-targets`, { cookie: as(COMPANY_ADMIN) })).status).toBe(403);
    expect((await callApi(t, `${verte}/booking-targets`, { cookie: as(ASSO_ADMIN) })).status).toBe(403);
    expect((await callApi(t, `${acme}/booking-targets`, { cookie: as(EMPLOYEE) })).status).toBe(403);
    expect((await callApi(t, `${acme}/booking-targets`, { cookie: as(GLOBEX_ADMIN) })).status).toBe(403);
    expect((await callApi(t, `${acme}/booking-targets`, { cookie: as(ASSO_ADMIN) })).status).toBe(403);
    expect((await callApi(t, '/api/v1/associations/inconnue/booking-targets', { cookie: as(ASSO_ADMIN) })).status).toBe(404);
  });

  it("lists an association's partner companies with their entities, and nothing else", async () => {
    const expected = {
      companies: [
        { id: orgs.acme, name: 'Acme', entities: [{ id: entities['Agence Lyon'], name: 'Agence Lyon' }, { id: entities['Siège'], name: 'Siège' }] },
        { id: orgs.globex, name: 'Globex', entities: [] },
      ],
    };
    expect(await targets(amis, ASSO_ADMIN)).toEqual(expected);
    // A member (not admin) reads the same list: they fill the same form.
    expect(await targets(amis, ASSO_MEMBER)).toEqual(expected);
    // Another association sees only its own partner: not Globex, not Initech.
    const other = await targets(verte, VERTE_ADMIN);
    expect(other.companies.map((company: { name: string }) => company.name)).toEqual(['Acme']);
  });

  it('offers every active company to platform admins, and a company only itself', async () => {
    const all = await targets(amis, PLATFORM_ADMIN);
    expect(all.companies.map((company: { name: string }) => company.name)).toEqual(['Acme', 'Acme Services', 'Globex', 'Initech']);
    expect(await targets(acme, COMPANY_ADMIN)).toEqual({
      companies: [{ id: orgs.acme, name: 'Acme', entities: [{ id: entities['Agence Lyon'], name: 'Agence Lyon' }, { id: entities['Siège'], name: 'Siège' }] }],
    });
  });

  it('refuses, on save, companies and entities outside that list, with a French message on the field', async () => {
    let response = await save(`${amis}/missions`, ASSO_ADMIN, { bookingRestriction: 'companies', restrictedCompanyIds: [orgs.initech] });
    expect(response.status).toBe(400);
    let body = await readJson(response);
    expect(body.error.fields).toEqual({ restrictedCompanyIds: [NOT_OFFERED_COMPANY] });

    response = await save(`${amis}/missions`, ASSO_ADMIN, { bookingRestriction: 'entities', targetedForEntityIds: [entities['Initech Nord']] });
    expect(response.status).toBe(400);
    body = await readJson(response);
    expect(body.error.fields).toEqual({ targetedForEntityIds: [NOT_OFFERED_ENTITY] });

    response = await save(`${verte}/missions`, VERTE_ADMIN, { bookingRestriction: 'companies', restrictedCompanyIds: [orgs.globex] });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields).toEqual({ restrictedCompanyIds: [NOT_OFFERED_COMPANY] });

    // A company publishes for itself only.
    response = await save(`${acme}/published-missions`, COMPANY_ADMIN, { bookingRestriction: 'companies', restrictedCompanyIds: [orgs.globex] });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields).toEqual({ restrictedCompanyIds: [NOT_OFFERED_COMPANY] });
    expect(await db().sql`select 1 from missions where title = 'Collecte réservée'`).toHaveLength(0);
  });

  it('saves companies and entities from the list, and keeps them on later edits', async () => {
    let response = await save(`${amis}/missions`, ASSO_ADMIN, { bookingRestriction: 'companies', restrictedCompanyIds: [orgs.globex, orgs.acme] });
    expect(response.status).toBe(201);
    const mission = (await readJson(response)).mission;
    expect(mission).toMatchObject({ bookingRestriction: 'companies', restrictedCompanyIds: [orgs.acme, orgs.globex].sort((a, b) => a! - b!) });

    // The partnership with Globex ends: the mission may still be edited with it.
    await db().sql`delete from company_partner_associations where company_id = ${orgs.globex!} and association_id = ${orgs['amis-du-quartier']!}`;
    response = await callApi(t, `${amis}/missions/${mission.id}`, {
      method: 'PUT',
      cookie: as(ASSO_ADMIN),
      body: form({ title: 'Collecte réservée (modifiée)', bookingRestriction: 'companies', restrictedCompanyIds: mission.restrictedCompanyIds }),
    });
    expect(response.status).toBe(200);
    await db().sql`insert into company_partner_associations (company_id, association_id) values (${orgs.globex!}, ${orgs['amis-du-quartier']!})`;

    response = await save(`${amis}/missions`, ASSO_ADMIN, { bookingRestriction: 'entities', targetedForEntityIds: [entities['Agence Lyon']] });
    expect(response.status).toBe(201);
    expect((await readJson(response)).mission.targetedForEntityIds).toEqual([entities['Agence Lyon']]);

    response = await save(`${acme}/published-missions`, COMPANY_ADMIN, { bookingRestriction: 'entities', targetedForEntityIds: [entities['Siège']] });
    expect(response.status).toBe(201);

    // Platform admins may restrict to any active company.
    response = await save(`${amis}/missions`, PLATFORM_ADMIN, { supervisorId: null, bookingRestriction: 'companies', restrictedCompanyIds: [orgs.initech] });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  });
});
