import { beforeAll, describe, expect, it } from 'vitest';
import { type MissionVisibilityFacts, isVisibleToCompany, isVisibleToEmployee, isVisibleToPublic } from '../../../shared/missions/mission-visibility';
import type { MissionState } from '../../../shared/missions/mission.machine';
import type { BookingRestriction, PublisherType } from '../../../shared/missions/taxonomy';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { insertAssociation, insertMission, insertTimeslot } from '../../../tests/factories/rows';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { type Audience, visibleTo } from './search.sql';
import { prefixTsquery } from './search.service';

const DAY = 86_400_000;
const inDays = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour - 1, 0, 0, 0); // 09:00 Paris in winter is 08:00 UTC; close enough for the tests that do not look at the hour
  return date;
};
const isoDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** A 3-hour timeslot starting `days` from now at 08:00 UTC (09:00 Paris in winter). */
const slot = (days: number, values: Record<string, unknown> = {}) => ({ starts_at: inDays(days), ends_at: inDays(days, 12), ...values });

describe('prefixTsquery', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['a', null],
    ['Nettoyage', 'nettoyage:*'],
    ["l'association  Planète!", 'association:* & planète:*'],
    ["berges & !(drop) | x:* 'quote'", 'berges:* & drop:* & quote:*'],
  ])('%j -> %j', (text, expected) => {
    expect(prefixTsquery(text)).toBe(expected);
  });
});

describeWithDb('mission discovery: search, mission pages, visibility', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acmeId: number;
  let globexId: number;
  let associationId: number;
  let otherAssociationId: number;
  const ids: Record<string, number> = {};

  /** A published mission of the test association ("Zorglub" is in its name, so `q=zorglub` finds only these). */
  async function mission(name: string, values: Record<string, unknown> = {}, slots: Array<Record<string, unknown>> = []) {
    const { id } = await insertMission(db().sql, associationId, { title: name, description: `Description de ${name}`, ...values });
    for (const slot of slots) await insertTimeslot(db().sql, id, slot);
    ids[name] = id;
    return id;
  }

  const search = async (query: string, who?: string) => {
    const path = who ? `/api/v1/companies/${who === 'salarie@globex.example' ? 'globex' : 'acme'}/missions/search` : '/api/v1/missions/search';
    const response = await callApi(t, `${path}?${query}`, { cookie: who ? cookies[who] : undefined });
    expect(response.status, `${path}?${query}`).toBe(200);
    return readJson(response);
  };
  const titles = async (query: string, who?: string) => (await search(query, who)).missions.map((m: { title: string }) => m.title).sort();

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of ['salarie@acme.example', 'salarie@globex.example', 'asso@amis-du-quartier.example', 'rh@acme.example']) {
      cookies[email] = await signIn(t, email);
    }
    const companies = await db().sql<{ id: number; slug: string }[]>`select id, slug from companies`;
    acmeId = companies.find((c) => c.slug === 'acme')!.id;
    globexId = companies.find((c) => c.slug === 'globex')!.id;
    associationId = (await insertAssociation(db().sql, { name: 'Zorglub Solidarité', description: 'Une association de test' })).id;
    otherAssociationId = (await insertAssociation(db().sql, { name: 'Quartier Zorglub Vert' })).id;
    const sql = db().sql;

    await mission('Nettoyage des berges', { thematics: ['THEMATIC_ENVIRONMENT'], published_at: new Date(Date.now() - 3 * DAY) }, [slot(6, { places: 4 })]);
    await mission('Atelier réservé à Acme', { thematics: ['THEMATIC_EDUCATION'], booking_restriction: 'companies', mission_type: 'MISSION_TYPE_SKILL' }, [slot(20)]);
    await sql`insert into mission_restricted_companies (mission_id, company_id) values (${ids['Atelier réservé à Acme']!}, ${acmeId})`;
    await mission('Brouillon caché', { state: 'draft', published_at: null });
    await mission('Mission dépubliée', { state: 'unpublished' });
    await mission('Mission archivée', { state: 'archived' });
    await mission('Mission expirée hier', { availability_type: 'MISSION_AVAILABILITY_TYPE_TEXT', required_availability: 'Le soir', expires_on: isoDay(-1) });
    await mission('Créneaux tous passés', {}, [slot(-5)]);
    await mission('Soutien scolaire des élèves', {
      availability_type: 'MISSION_AVAILABILITY_TYPE_TEXT',
      required_availability: 'Le mercredi',
      mission_type: 'MISSION_TYPE_MENTOR',
      thematics: ['THEMATIC_EDUCATION', 'THEMATIC_CHILDHOOD_YOUTH'],
      location_label: 'Lyon',
      latitude: 45.764,
      longitude: 4.8357,
      published_at: new Date(Date.now() - 10 * DAY),
    });
    await mission('Bilan carbone à distance', {
      is_remote: true,
      is_tax_exempt: true,
      location_kind: null,
      location_label: null,
      latitude: null,
      longitude: null,
      skills: ['SKILL_CONSULTING_STRATEGY'],
      mission_type: 'MISSION_TYPE_SKILL',
      availability_type: 'MISSION_AVAILABILITY_TYPE_TEXT',
      required_availability: 'Quand vous voulez',
      published_at: new Date(Date.now() - 20 * DAY),
    });
    await mission('Journée au jardin de Montreuil', { location_label: 'Montreuil', latitude: 48.8638, longitude: 2.4485, skills: ['SKILL_MANUAL_WORK'], published_at: new Date(Date.now() - 5 * DAY) }, [
      // A full day, 09:00-17:00 Paris (08:00-16:00 UTC in winter, 07:00-15:00 in summer: full day either way).
      { starts_at: inDays(10, 9), ends_at: inDays(10, 16) },
    ]);
    await mission('Festival sur trois jours', { location_label: 'Marseille', latitude: 43.2965, longitude: 5.3698, published_at: new Date(Date.now() - 6 * DAY) }, [
      { starts_at: inDays(40, 9), ends_at: new Date(inDays(40, 9).getTime() + 2 * DAY + 6 * 3_600_000) },
    ]);
    await mission('Mission épinglée', { is_pinned: true, published_at: new Date(Date.now() - 30 * DAY) }, [slot(3)]);
    await mission('Épingle expirée', { is_pinned: true, pinned_until: new Date(Date.now() - DAY), published_at: new Date(Date.now() - 40 * DAY) }, [slot(3)]);
    ids.other = (await insertMission(sql, otherAssociationId, { title: 'Compostage partagé', thematics: ['THEMATIC_ENVIRONMENT'], published_at: new Date(Date.now() - 50 * DAY) })).id;
    await insertTimeslot(sql, ids.other, slot(8));
  });

  it('answers 401 to visitors and 403 to anyone who is not an employee of the company, on the employee routes', async () => {
    for (const path of ['/api/v1/companies/acme/missions/search', `/api/v1/companies/acme/missions/${ids['Nettoyage des berges']}`]) {
      expect((await callApi(t, path)).status, path).toBe(401);
      for (const who of ['salarie@globex.example', 'asso@amis-du-quartier.example']) {
        const response = await callApi(t, path, { cookie: cookies[who] });
        expect(response.status, `${who} ${path}`).toBe(403);
        expect((await readJson(response)).error.code).toBe('FORBIDDEN');
      }
    }
    // The X-Company-Id header must name the company of the URL.
    const response = await t.app.request('/api/v1/companies/acme/missions/search', { headers: { cookie: cookies['salarie@acme.example']!, 'x-company-id': String(globexId) } });
    expect(response.status).toBe(403);
  });

  it('finds a mission restricted to Acme for an Acme employee, never for a Globex employee nor a visitor', async () => {
    expect(await titles('q=zorglub', 'salarie@acme.example')).toContain('Atelier réservé à Acme');
    expect(await titles('q=zorglub', 'salarie@globex.example')).not.toContain('Atelier réservé à Acme');
    expect(await titles('q=zorglub')).not.toContain('Atelier réservé à Acme');
    const id = ids['Atelier réservé à Acme'];
    expect((await callApi(t, `/api/v1/companies/acme/missions/${id}`, { cookie: cookies['salarie@acme.example'] })).status).toBe(200);
    expect((await callApi(t, `/api/v1/companies/globex/missions/${id}`, { cookie: cookies['salarie@globex.example'] })).status).toBe(404);
    expect((await callApi(t, `/api/v1/missions/${id}`)).status).toBe(404);
  });

  it('never finds drafts, unpublished, archived or expired missions, nor opens their pages', async () => {
    const hidden = ['Brouillon caché', 'Mission dépubliée', 'Mission archivée', 'Mission expirée hier', 'Créneaux tous passés'];
    for (const who of [undefined, 'salarie@acme.example']) {
      const found = await titles('q=zorglub', who);
      for (const title of hidden) expect(found, `${who} ${title}`).not.toContain(title);
      expect(found).toContain('Nettoyage des berges');
    }
    for (const title of hidden) {
      expect((await callApi(t, `/api/v1/missions/${ids[title]}`)).status).toBe(404);
      expect((await callApi(t, `/api/v1/companies/acme/missions/${ids[title]}`, { cookie: cookies['salarie@acme.example'] })).status).toBe(404);
    }
  });

  it('searches French text without accents, by prefix, in the title, the description and the association name', async () => {
    expect(await titles('q=nettoy%20berge%20zorglub')).toEqual(['Nettoyage des berges']);
    expect(await titles('q=eleves%20zorglub')).toEqual(['Soutien scolaire des élèves']);
    expect(await titles('q=%C3%89L%C3%88VES%20zorglub')).toEqual(['Soutien scolaire des élèves']); // ÉLÈVES
    expect(await titles('q=solidarite%20berges')).toEqual(['Nettoyage des berges']);
    expect(await titles('q=compostage%20zorglub')).toEqual(['Compostage partagé']);
    expect((await search('q=zzqqxx')).missions).toEqual([]);
    expect((await search('q=zzqqxx')).total).toBe(0);
  });

  it('filters by thematics (3 at most), skills, type, remote and tax exemption', async () => {
    expect(await titles('q=zorglub&thematics=THEMATIC_CHILDHOOD_YOUTH')).toEqual(['Soutien scolaire des élèves']);
    expect(await titles('q=zorglub&thematics=THEMATIC_CHILDHOOD_YOUTH,THEMATIC_EDUCATION', 'salarie@acme.example')).toEqual(['Atelier réservé à Acme', 'Soutien scolaire des élèves']);
    const tooMany = await callApi(t, '/api/v1/missions/search?thematics=THEMATIC_FOOD,THEMATIC_SPORT,THEMATIC_HEALTH,THEMATIC_CULTURE');
    expect(tooMany.status).toBe(400);
    expect((await readJson(tooMany)).error.fields.thematics).toEqual(['Choisissez au plus 3 thématiques.']);
    expect((await callApi(t, '/api/v1/missions/search?thematics=THEMATIC_NOPE')).status).toBe(400);
    expect(await titles('q=zorglub&skills=SKILL_MANUAL_WORK,SKILL_CONSULTING_STRATEGY')).toEqual(['Bilan carbone à distance', 'Journée au jardin de Montreuil']);
    expect(await titles('q=zorglub&types=MISSION_TYPE_MENTOR')).toEqual(['Soutien scolaire des élèves']);
    expect(await titles('q=zorglub&types=MISSION_TYPE_SKILL', 'salarie@acme.example')).toEqual(['Atelier réservé à Acme', 'Bilan carbone à distance']);
    expect(await titles('q=zorglub&remote=true')).toEqual(['Bilan carbone à distance']);
    expect(await titles('q=zorglub&tax_exempt=true')).toEqual(['Bilan carbone à distance']);
  });

  it('filters by duration: half day, day, a few days, long (text availability)', async () => {
    expect(await titles('q=zorglub&durations=day')).toEqual(['Journée au jardin de Montreuil']);
    expect(await titles('q=zorglub&durations=few_days')).toEqual(['Festival sur trois jours']);
    expect(await titles('q=zorglub&durations=long')).toEqual(['Bilan carbone à distance', 'Soutien scolaire des élèves']);
    const halfDays = await titles('q=zorglub&durations=half_day');
    expect(halfDays).toContain('Nettoyage des berges');
    expect(halfDays).not.toContain('Journée au jardin de Montreuil');
  });

  it('filters by dates: a timeslot in the range, or availability described by a text', async () => {
    const found = await titles(`q=zorglub&from=${isoDay(5)}&to=${isoDay(7)}`);
    expect(found).toEqual(['Bilan carbone à distance', 'Nettoyage des berges', 'Soutien scolaire des élèves']);
    expect(await titles(`q=zorglub&from=${isoDay(35)}`)).toEqual(['Bilan carbone à distance', 'Festival sur trois jours', 'Soutien scolaire des élèves']);
    expect((await callApi(t, `/api/v1/missions/search?from=${isoDay(5)}&to=${isoDay(1)}`)).status).toBe(400);
  });

  it('filters by distance around a place, nearest first, with the distance on each card', async () => {
    const body = await search('q=zorglub&lat=48.8566&lng=2.3522&radius_km=20&sort=distance');
    expect(body.sort).toBe('distance');
    expect(body.missions.map((m: { title: string }) => m.title)).toEqual(['Journée au jardin de Montreuil']);
    expect(body.missions[0].distanceKm).toBeGreaterThan(6);
    expect(body.missions[0].distanceKm).toBeLessThan(8);
    // Around Lyon (where the factory puts missions): the pinned one first, then the nearest.
    const lyon = await search('q=zorglub&lat=45.764&lng=4.8357&radius_km=5&sort=distance');
    expect(lyon.missions.map((m: { title: string }) => m.title)).toEqual(['Mission épinglée', 'Soutien scolaire des élèves', 'Compostage partagé', 'Épingle expirée', 'Nettoyage des berges']);
    expect(await titles('q=zorglub&lat=43.3&lng=5.37&radius_km=50&sort=recent')).toEqual(['Festival sur trois jours']);
    expect((await callApi(t, '/api/v1/missions/search?lat=45')).status).toBe(400);
  });

  it('puts pinned missions first while their pin lasts, lists only them on demand, sorts and pages', async () => {
    expect((await search('q=zorglub')).sort).toBe('relevance');
    expect((await search('')).sort).toBe('recent');
    expect((await search('lat=45.7&lng=4.8')).sort).toBe('distance');
    const recent = await search('q=zorglub&sort=recent');
    const order = recent.missions.map((m: { title: string }) => m.title);
    expect(order[0]).toBe('Mission épinglée');
    expect(recent.missions[0].isPinned).toBe(true);
    expect(order.slice(1)).toEqual([
      'Nettoyage des berges',
      'Journée au jardin de Montreuil',
      'Festival sur trois jours',
      'Soutien scolaire des élèves',
      'Bilan carbone à distance',
      'Épingle expirée',
      'Compostage partagé',
    ]);
    expect(recent.missions.at(-2).isPinned).toBe(false);
    expect(await titles('q=zorglub&only_pinned=true')).toEqual(['Mission épinglée']);
    expect(recent.total).toBe(8);
    expect(recent.totalCapped).toBe(false);

    const byDate = (await search('q=zorglub&sort=date')).missions.map((m: { title: string }) => m.title);
    expect(byDate.slice(0, 5)).toEqual(['Mission épinglée', 'Épingle expirée', 'Nettoyage des berges', 'Compostage partagé', 'Journée au jardin de Montreuil']);

    const next = await search('q=zorglub&sort=recent&page=2');
    expect(next.missions).toEqual([]);
    expect(next.total).toBe(8);
    expect((await callApi(t, '/api/v1/missions/search?page=0')).status).toBe(400);
  });

  it('shows a card with image, association, place, next date and thematics', async () => {
    const [card] = (await search('q=nettoyage%20berges')).missions;
    expect(card).toMatchObject({
      title: 'Nettoyage des berges',
      association: { name: 'Zorglub Solidarité' },
      place: { kind: 'city', label: 'Lyon' },
      thematics: ['THEMATIC_ENVIRONMENT'],
      isPinned: false,
      displayState: 'expiring_soon',
    });
    expect(new Date(card.nextTimeslotAt).getTime()).toBe(inDays(6).getTime());
    // The date chips: the open dates' starts, soonest first (three at most), and how many are open.
    expect(card.upcomingDates[0]).toBe(inDays(6).toISOString());
    expect(card.upcomingDates.length).toBe(Math.min(3, card.openTimeslots));
    expect([...card.upcomingDates].sort()).toEqual(card.upcomingDates);
  });

  it('opens the public mission page with its future timeslots, places left and sign-ups', async () => {
    const id = ids['Nettoyage des berges']!;
    await db().sql`update timeslots set taken = 3 where mission_id = ${id}`;
    await insertTimeslot(db().sql, id, slot(-3));
    await insertTimeslot(db().sql, id, slot(9, { signup_deadline: new Date(Date.now() - DAY) }));
    const response = await callApi(t, `/api/v1/missions/${id}`);
    expect(response.status).toBe(200);
    const page = await readJson(response);
    expect(page.mission).toMatchObject({ title: 'Nettoyage des berges', description: 'Description de Nettoyage des berges' });
    expect(page.association).toMatchObject({ name: 'Zorglub Solidarité', description: 'Une association de test' });
    expect(page.apply).toBeNull();
    // The description is rich text: what could run is removed before it reaches the page.
    await db().sql`update missions set description = ${'<p>Au bord de l\'eau</p><script>alert(1)</script><img src=x onerror=alert(1)>'} where id = ${id}`;
    expect((await readJson(await callApi(t, `/api/v1/missions/${id}`))).mission.description).toBe("<p>Au bord de l'eau</p>");
    await db().sql`update missions set description = ${'Description de Nettoyage des berges'} where id = ${id}`;
    expect(page.timeslots.map((slot: { places: number; placesLeft: number; signupsOpen: boolean }) => [slot.places, slot.placesLeft, slot.signupsOpen])).toEqual([
      [4, 1, true],
      [3, 3, false],
    ]);
    expect((await callApi(t, '/api/v1/missions/999999')).status).toBe(404);
    expect((await callApi(t, '/api/v1/missions/abc')).status).toBe(404);
  });

  it('tells an employee whether they could apply, with the refusal code otherwise', async () => {
    const id = ids['Nettoyage des berges']!;
    const page = async () => readJson(await callApi(t, `/api/v1/companies/acme/missions/${id}`, { cookie: cookies['salarie@acme.example'] }));
    expect((await page()).apply).toEqual({ allowed: false, code: 'MISSION_NOT_VALIDATED_BY_COMPANY' });
    await db().sql`insert into mission_company_validations (mission_id, company_id) values (${id}, ${acmeId})`;
    expect((await page()).apply).toEqual({ allowed: true });
    // The validation of another company does not count.
    expect((await readJson(await callApi(t, `/api/v1/companies/globex/missions/${id}`, { cookie: cookies['salarie@globex.example'] }))).apply).toEqual({
      allowed: false,
      code: 'MISSION_NOT_VALIDATED_BY_COMPANY',
    });
    await db().sql`update users set state = 'toValidate' where email = 'salarie@acme.example'`;
    try {
      expect((await page()).apply).toEqual({ allowed: false, code: 'ACCOUNT_NOT_VALIDATED' });
    } finally {
      await db().sql`update users set state = 'registered' where email = 'salarie@acme.example'`;
    }
  });

  it('mirrors the shared visibility rules in SQL, for visitors and every kind of employee', async () => {
    const sql = db().sql;
    const [entity] = await sql<{ id: number }[]>`select id from entities where company_id = ${acmeId} order by id limit 1`;
    const globexPublisher = (await sql<{ id: number }[]>`select id from publishers where company_id = ${globexId}`)[0]!.id;
    const matrixAssociation = (await insertAssociation(sql, { name: 'Matrice' })).id;
    const states: MissionState[] = ['draft', 'published', 'republished', 'unpublished', 'archived'];
    const restrictions: BookingRestriction[] = ['none', 'companies', 'entities', 'intermission'];
    let n = 0;
    for (const state of states) {
      for (const restriction of restrictions) {
        for (const timing of ['open', 'expired_date', 'past_slots', 'future_slots'] as const) {
          for (const publisher of ['association', 'company'] as const) {
            n++;
            const { id } = await insertMission(sql, matrixAssociation, {
              title: `Matrice ${n}`,
              state,
              published_at: state === 'draft' ? null : new Date(),
              booking_restriction: restriction,
              expires_on: timing === 'expired_date' ? isoDay(-2) : timing === 'open' ? isoDay(30) : null,
              thematics: ['THEMATIC_SPORT'],
              ...(publisher === 'company' ? { publisher_id: globexPublisher, publisher_type: 'PUBLISHER_TYPE_COMPANY', company_id: globexId } : {}),
            });
            if (timing === 'past_slots') await insertTimeslot(sql, id, slot(-4));
            if (timing === 'future_slots') await insertTimeslot(sql, id, slot(4));
            if (restriction === 'companies') await sql`insert into mission_restricted_companies values (${id}, ${n % 2 ? acmeId : globexId})`;
            if (restriction === 'entities' && n % 3 !== 0) await sql`insert into mission_targeted_entities values (${id}, ${entity!.id}, ${acmeId})`;
          }
        }
      }
    }
    const facts = await sql<(MissionVisibilityFacts & { id: number })[]>`
      select m.id, m.state, to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn", m.last_timeslot_ends_at as "lastTimeslotEndsAt",
             m.publisher_type as "publisherType", m.company_id as "companyId", m.booking_restriction as "bookingRestriction",
             array(select company_id from mission_restricted_companies r where r.mission_id = m.id) as "restrictedCompanyIds",
             array(select entity_id from mission_targeted_entities e where e.mission_id = m.id) as "targetedForEntityIds"
      from missions m where m.association_id = ${matrixAssociation}`;
    const now = new Date();
    const today = isoDay(0);
    const visibleIds = async (audience: Audience) =>
      (await sql<{ id: number }[]>`select m.id from missions m where m.association_id = ${matrixAssociation} and ${visibleTo(sql, audience, now, today)} order by m.id`).map(
        (row) => row.id,
      );
    const expected = (keep: (mission: MissionVisibilityFacts) => boolean) => facts.filter(keep).map((row) => row.id).sort((a, b) => a - b);

    const publicIds = await visibleIds({ kind: 'public' });
    expect(publicIds).toEqual(expected((m) => isVisibleToPublic(m, now)));
    expect(publicIds.length).toBeGreaterThan(0);
    const employees = [
      { companyId: acmeId, entityId: null, inIntermission: false },
      { companyId: acmeId, entityId: entity!.id, inIntermission: false },
      { companyId: acmeId, entityId: null, inIntermission: true },
      { companyId: globexId, entityId: null, inIntermission: false },
      { companyId: globexId, entityId: null, inIntermission: true },
    ];
    for (const employee of employees) {
      const found = await visibleIds({ kind: 'employee', ...employee });
      expect(found, JSON.stringify(employee)).toEqual(expected((m) => isVisibleToEmployee(m, employee, now)));
    }
    // A company (its admins building a selection) sees what one of its employees at least may see.
    for (const companyId of [acmeId, globexId]) {
      const entityIds = (await sql<{ id: number }[]>`select id from entities where company_id = ${companyId}`).map((row) => row.id);
      const found = await visibleIds({ kind: 'company', companyId });
      expect(found, `company ${companyId}`).toEqual(expected((m) => isVisibleToCompany(m, { companyId, entityIds }, now)));
    }
    const publisherTypes = new Set(facts.map((row) => row.publisherType as PublisherType));
    expect(publisherTypes.size).toBe(2);
  });
});
