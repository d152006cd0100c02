import { beforeAll, expect, it } from 'vitest';
import { type MissionVisibilityFacts, isVisibleToEmployee, missionDurations, parisDateTime } from '../../../shared/missions/mission-visibility';
import type { Attendability, MissionDuration, MissionType, Skill, Thematic } from '../../../shared/missions/taxonomy';
import { type ProgramMissionFacts, missionAttendabilities, missionMatchesProgram } from '../../../shared/programs/program.rules';
import { EMPTY_PROGRAM_FILTERS, type ProgramFilters } from '../../../shared/programs/program.schema';
import { seedTestDemo, createTestApp } from '../../../tests/factories/app';
import { insertAssociation, insertMission, insertTimeslot } from '../../../tests/factories/rows';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import type { Sql } from '../../db/connect';
import { idOf } from '../engagements/engagements.fixtures';
import { missionHasDurationIn, missionsVisibleTo } from '../missions/search.service';
import * as q from './programs.sql';

/**
 * The selection rule has two forms: `missionMatchesProgram` (shared, the offline replica applies it) and the SQL the
 * server lists a selection's missions with (`includesMission`). Like the discovery rule's matrix (missions/search.test.ts),
 * this generates missions and a table of selections and checks that both forms give the same answer for every pair,
 * for a stored selection and for a form's selection not saved yet (the live preview).
 */

const DAY = 86_400_000;
type Rules = Parameters<typeof missionMatchesProgram>[0];

const THEMATIC_CYCLE: Thematic[][] = [['THEMATIC_ENVIRONMENT'], ['THEMATIC_FOOD', 'THEMATIC_POVERTY_EXCLUSION'], ['THEMATIC_SPORT'], ['THEMATIC_EDUCATION', 'THEMATIC_ENVIRONMENT']];
const SKILL_CYCLE: Skill[][] = [[], ['SKILL_DIGITAL_IT'], ['SKILL_LEGAL', 'SKILL_MANAGEMENT']];
const TYPE_CYCLE: MissionType[] = ['MISSION_TYPE_HELP', 'MISSION_TYPE_SKILL', 'MISSION_TYPE_MENTOR'];
const COUNTRY_CYCLE = ['FR', 'BE', null] as const;
/** The dates of a mission: a text availability ('long'), or timeslots as [days from now, start hour UTC, hours]. */
const DATES_CYCLE: Array<'text' | Array<[number, number, number]>> = [
  'text',
  [[5, 8, 3]], // half day
  [[6, 8, 8]], // day
  [[7, 8, 50]], // a few days
  [[-5, 8, 3]], // over: no duration left
  [
    [4, 8, 3],
    [9, 8, 8],
  ], // half day and day
  [[10, 8, 24 * 6]], // long
];

describeWithDb('the selection rule: the SQL answers as the shared rule does, for every mission and selection', () => {
  const db = useTestDatabase();
  const now = new Date();
  let acme: number;
  let globex: number;
  let first: number;
  let second: number;
  let missionIds: number[] = [];
  let creator: string;

  /** Missions of two associations and of two companies, each combination of the facts the rule reads, some not live. */
  async function generateMissions(sql: Sql) {
    first = (await insertAssociation(sql, { name: 'Règle Un' })).id;
    second = (await insertAssociation(sql, { name: 'Règle Deux' })).id;
    const publisherOf = async (companyId: number) => {
      await sql`insert into publishers (type, company_id) values ('PUBLISHER_TYPE_COMPANY', ${companyId}) on conflict (company_id) do nothing`;
      return (await sql<{ id: number }[]>`select id from publishers where company_id = ${companyId}`)[0]!.id;
    };
    const acmePublisher = await publisherOf(acme);
    const globexPublisher = await publisherOf(globex);
    for (let n = 0; n < 84; n++) {
      const dates = DATES_CYCLE[n % DATES_CYCLE.length]!;
      const publisher = n % 6 === 4 ? 'acme' : n % 6 === 5 ? 'globex' : 'association';
      const remote = n % 4 === 1;
      const values: Record<string, unknown> = {
        title: `Règle ${n}`,
        state: n % 13 === 7 ? 'archived' : 'published',
        thematics: THEMATIC_CYCLE[n % THEMATIC_CYCLE.length],
        skills: SKILL_CYCLE[n % SKILL_CYCLE.length],
        mission_type: TYPE_CYCLE[n % TYPE_CYCLE.length],
        country: COUNTRY_CYCLE[n % COUNTRY_CYCLE.length],
        is_group: n % 5 < 2,
        is_remote: remote,
        is_tax_exempt: n % 7 < 2,
        availability_type: dates === 'text' ? 'MISSION_AVAILABILITY_TYPE_TEXT' : 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
        required_availability: dates === 'text' ? 'Le mercredi' : null,
        ...(remote ? { location_kind: null, location_label: null, latitude: null, longitude: null } : {}),
        ...(publisher === 'association' ? {} : { publisher_id: publisher === 'acme' ? acmePublisher : globexPublisher, publisher_type: 'PUBLISHER_TYPE_COMPANY', company_id: publisher === 'acme' ? acme : globex }),
        // A company's mission may name the association it is run with, or none.
        association_id: publisher !== 'association' && n % 12 < 6 ? null : n % 2 ? first : second,
      };
      const { id } = await insertMission(sql, n % 2 ? first : second, values);
      if (dates !== 'text') {
        for (const [inDays, hour, hours] of dates) {
          const startsAt = new Date(Date.now() + inDays * DAY);
          startsAt.setUTCHours(hour, 0, 0, 0);
          await insertTimeslot(sql, id, { starts_at: startsAt, ends_at: new Date(startsAt.getTime() + hours * 3_600_000) });
        }
      }
      missionIds.push(id);
    }
  }

  type Row = ProgramMissionFacts & MissionVisibilityFacts & { availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' | 'MISSION_AVAILABILITY_TYPE_TIMESLOTS'; isGroup: boolean; slots: Array<{ startsAt: string; endsAt: string }> };

  /** What the shared rule reads of each mission, from the rows as stored. */
  async function factsOf(sql: Sql): Promise<Row[]> {
    const rows = await sql<Row[]>`
      select m.id, m.association_id as "associationId",
             case when m.publisher_type = 'PUBLISHER_TYPE_COMPANY' then m.company_id end as "publisherCompanyId",
             m.country::text as country, m.thematics, m.skills, m.mission_type as "missionType", m.availability_type as "availabilityType",
             m.is_group as "isGroup", m.is_remote as "isRemote", m.is_tax_exempt as "isTaxExempt",
             m.state, to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn", m.last_timeslot_ends_at as "lastTimeslotEndsAt",
             m.publisher_type as "publisherType", m.company_id as "companyId", m.booking_restriction as "bookingRestriction",
             '{}'::int[] as "restrictedCompanyIds", '{}'::int[] as "targetedForEntityIds",
             coalesce((select json_agg(json_build_object('startsAt', t.starts_at, 'endsAt', t.ends_at)) from timeslots t
                       where t.mission_id = m.id and t.ends_at > ${now}), '[]') as slots
      from missions m where m.id = any(${missionIds}::int[])`;
    return rows.map((row) => ({
      ...row,
      durations: missionDurations(
        row,
        row.slots.map((slot) => ({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) })),
      ),
      attendabilities: missionAttendabilities(row),
    }));
  }

  beforeAll(async () => {
    const sql = db().sql;
    await seedTestDemo(createTestApp(sql), sql);
    acme = await idOf(sql, 'companies', 'acme');
    globex = await idOf(sql, 'companies', 'globex');
    creator = (await sql<{ id: string }[]>`select id from users where email = 'rh@acme.example'`)[0]!.id;
    missionIds = [];
    await generateMissions(sql);
  });

  const filters = (partial: Partial<ProgramFilters>): ProgramFilters => ({ ...EMPTY_PROGRAM_FILTERS, ...partial });
  const automatic = (partial: Partial<Rules> = {}): Rules => ({
    companyId: acme,
    missionSelectionMode: 'automatic',
    missionIds: [],
    associationIds: [],
    thematics: [],
    countries: [],
    filters: EMPTY_PROGRAM_FILTERS,
    includeCompanyMissions: false,
    acceptsTaxExemption: false,
    ...partial,
  });
  /** The selections of the table, built once the missions exist (some name them). */
  const cases = (): Array<[string, Rules]> => [
    ['automatic, no filter', automatic()],
    ['manual, three picked missions (one of Globex, one archived)', automatic({ missionSelectionMode: 'manual', missionIds: [missionIds[0]!, missionIds[5]!, missionIds[7]!], thematics: ['THEMATIC_SPORT'] })],
    ['manual, none picked', automatic({ missionSelectionMode: 'manual' })],
    ['the association filter', automatic({ associationIds: [first] })],
    ['two countries', automatic({ countries: ['BE', 'DE'] })],
    ['two thematics', automatic({ thematics: ['THEMATIC_FOOD', 'THEMATIC_SPORT'] })],
    ['skills', automatic({ filters: filters({ skills: ['SKILL_DIGITAL_IT', 'SKILL_LEGAL'] }) })],
    ['mission types', automatic({ filters: filters({ missionTypes: ['MISSION_TYPE_SKILL'] }) })],
    ['a day', automatic({ filters: filters({ durations: ['day'] }) })],
    ['long ones', automatic({ filters: filters({ durations: ['long'] }) })],
    ['half days or a few days', automatic({ filters: filters({ durations: ['half_day', 'few_days'] }) })],
    ['groups', automatic({ filters: filters({ attendabilities: ['group'] }) })],
    ['individuals and families', automatic({ filters: filters({ attendabilities: ['individual', 'family'] }) })],
    ['families only', automatic({ filters: filters({ attendabilities: ['family'] }) })],
    ['remote only', automatic({ filters: filters({ remoteOnly: true }) })],
    ['tax-exempt only', automatic({ filters: filters({ taxExemptOnly: true }) })],
    ['tax exemption accepted', automatic({ acceptsTaxExemption: true })],
    ['Acme’s own missions included', automatic({ includeCompanyMissions: true })],
    ['Globex’s own missions, asked by Acme’s selection', automatic({ companyId: globex, includeCompanyMissions: true })],
    ['two filters: environment, help missions', automatic({ thematics: ['THEMATIC_ENVIRONMENT'], filters: filters({ missionTypes: ['MISSION_TYPE_HELP'] }) })],
    ['contradictory: remote only, a day, tax-exempt only, in Belgium', automatic({ countries: ['BE'], filters: filters({ remoteOnly: true, durations: ['day'], taxExemptOnly: true }) })],
    [
      'everything at once',
      automatic({
        associationIds: [first, second],
        countries: ['FR'],
        thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD'],
        includeCompanyMissions: true,
        acceptsTaxExemption: true,
        filters: filters({ missionTypes: ['MISSION_TYPE_HELP', 'MISSION_TYPE_MENTOR'], durations: ['long', 'half_day'], attendabilities: ['individual'] }),
      }),
    ],
  ];

  /** A selection stored as the company's use cases store it (columns and parts), without the form's reference checks. */
  async function store(sql: Sql, name: string, rules: Rules): Promise<number> {
    const values: q.ProgramValues = {
      slug: 'regle',
      name: name.slice(0, 80),
      description: null,
      heroImage: null,
      colour: null,
      thematics: [...rules.thematics],
      countries: [...rules.countries],
      missionSelectionMode: rules.missionSelectionMode,
      durations: [...rules.filters.durations] as MissionDuration[],
      skills: [...rules.filters.skills],
      missionTypes: [...rules.filters.missionTypes],
      remoteOnly: rules.filters.remoteOnly,
      taxExemptOnly: rules.filters.taxExemptOnly,
      attendabilities: [...rules.filters.attendabilities] as Attendability[],
      quoteAuthor: null,
      quoteContent: null,
      quoteMedia: null,
      topMedia: null,
      bottomMedia: null,
      includeCompanyMissions: rules.includeCompanyMissions,
      acceptsTaxExemption: rules.acceptsTaxExemption,
    };
    const id = await q.insertProgram(sql, rules.companyId!, creator, 'published', values);
    await q.replaceProgramParts(sql, id, { associationIds: rules.associationIds, missionIds: rules.missionIds, questIds: [] });
    return id;
  }

  async function heldIds(sql: Sql, source: ReturnType<typeof q.storedProgramRules>, visible?: ReturnType<typeof missionsVisibleTo>) {
    const rule = q.includesMission(sql, (durations) => missionHasDurationIn(sql, durations, now));
    const rows = await sql<{ id: number }[]>`
      select m.id from missions m
      where m.id = any(${missionIds}::int[]) and ${visible ?? sql`true`} and ${q.heldBy(sql, source, rule)}
      order by m.id`;
    return rows.map((row) => row.id);
  }

  it('agrees on every pair, stored or not saved yet, and with the discovery rule of an employee', async () => {
    const sql = db().sql;
    const facts = await factsOf(sql);
    const expected = (keep: (row: Row) => boolean) => facts.filter(keep).map((row) => row.id).sort((a, b) => a - b);
    const employee = { companyId: acme, entityId: null, inIntermission: false };
    const visible = missionsVisibleTo(sql, { kind: 'employee', ...employee }, now, parisDateTime(now).date);
    const sizes = new Set<number>();
    for (const [name, rules] of cases()) {
      const id = await store(sql, name, rules);
      const shared = expected((row) => missionMatchesProgram(rules, row));
      expect(await heldIds(sql, q.storedProgramRules(sql, sql`sp.id = ${id}`)), `stored: ${name}`).toEqual(shared);
      expect(await heldIds(sql, q.programRulesOf(sql, rules)), `not saved: ${name}`).toEqual(shared);
      const listed = expected((row) => isVisibleToEmployee(row, employee, now) && missionMatchesProgram(rules, row));
      expect(await heldIds(sql, q.storedProgramRules(sql, sql`sp.id = ${id}`), visible), `listed for an employee: ${name}`).toEqual(listed);
      sizes.add(shared.length);
    }
    // The table is not trivial: selections hold none, some and most of the missions.
    expect(sizes.has(0)).toBe(true);
    expect(Math.max(...sizes)).toBeGreaterThan(missionIds.length / 2);
    expect(sizes.size).toBeGreaterThan(10);
  });

  it('reads the facts it generated: every duration class, country, publisher and state is there', async () => {
    const facts = await factsOf(db().sql);
    expect(new Set(facts.flatMap((row) => row.durations))).toEqual(new Set(['half_day', 'day', 'few_days', 'long']));
    expect(facts.some((row) => row.durations.length === 0)).toBe(true);
    expect(new Set(facts.map((row) => row.country))).toEqual(new Set(['FR', 'BE', null]));
    expect(new Set(facts.map((row) => row.publisherCompanyId))).toEqual(new Set([null, acme, globex]));
    expect(new Set(facts.map((row) => row.state))).toEqual(new Set(['published', 'archived']));
  });
});
