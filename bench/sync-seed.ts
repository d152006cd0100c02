import { FEATURES } from '../shared/companies/plans';
/**
 * A throwaway database for the sync benchmarks: created on the real
 * PostgreSQL, migrated, seeded with set-based SQL, dropped afterwards.
 * BENCH_DATABASE_URL points at another server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { clientOptions, type Sql } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import type { PullSpace } from '../server/modules/sync/pull.service';
import type { Actor } from '../shared/permissions/actor';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createBenchDatabase(pool: number) {
  const name = `solidaire_bench_sync_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), clientOptions(pool));
  await migrate(sql);
  return {
    sql,
    url: url.toString(),
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** One company, `employees` validated employees in it; returns their actors and the company id. */
export async function seedEmployees(sql: Sql, employees: number): Promise<{ companyId: number; actors: Actor[] }> {
  const [company] = await sql<{ id: number }[]>`insert into companies (slug, name) values ('bench-co', 'Bench Company') returning id`;
  const users = await sql<{ id: string }[]>`
    insert into users (name, email, email_verified, state, first_name, last_name)
    select 'Bench ' || i, 'bench-' || i || '@bench.example', true, 'registered', 'Bench', 'Employee ' || i from generate_series(1, ${employees}) i
    returning id`;
  await sql`insert into company_members (company_id, user_id, role) select ${company!.id}, id, 'COMPANY_COLLABORATOR' from users`;
  const actors = users.map((user) => ({
    userId: user.id,
    isPlatformAdmin: false,
    state: 'registered' as const,
    companies: [{ companyId: company!.id, holdingId: null, role: 'COMPANY_COLLABORATOR' as const, entityId: null }],
    associations: [],
  }));
  return { companyId: company!.id, actors };
}

/**
 * `missions` published association missions (personal or work time, open to
 * everyone, validated by the company), each with `slotsPerMission` timeslots
 * of `places` places 10+ days ahead. Returns the mission and timeslot ids.
 */
export async function seedMissions(sql: Sql, companyId: number, input: { missions: number; slotsPerMission: number; places: number; associations?: number }) {
  const associations = input.associations ?? 50;
  await sql`
    insert into associations (slug, name, description)
    select 'bench-association-' || i, 'Association ' || i, 'Une association du benchmark' from generate_series(1, ${associations}) i`;
  await sql`insert into publishers (type, association_id) select 'PUBLISHER_TYPE_ASSOCIATION', id from associations`;
  return addMissions(sql, companyId, { ...input, associations, tag: 'bench' });
}

/**
 * More missions with their timeslots, on the associations `seedMissions` made
 * (`tag` keeps their slugs apart from the earlier ones). Returns the new
 * mission and timeslot ids.
 */
async function addMissions(sql: Sql, companyId: number, input: { missions: number; slotsPerMission: number; places: number; associations: number; tag: string }) {
  const missions = await sql<{ id: number }[]>`
    insert into missions (slug, title, description, state, published_at, first_published_at, publisher_id, publisher_type, association_id,
                          mission_type, availability_type, time_type, is_remote, thematics)
    select ${input.tag} || '-mission-' || i, 'Mission ' || i, '<p>Une mission du benchmark, assez longue pour ressembler à une vraie description.</p>',
           'published', now(), now(), p.id, 'PUBLISHER_TYPE_ASSOCIATION', p.association_id,
           'MISSION_TYPE_HELP', 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', 'both', true, array['THEMATIC_FOOD']
    from generate_series(1, ${input.missions}) i
    join publishers p on p.association_id = (select id from associations where slug = 'bench-association-' || (1 + i % ${input.associations}))
    returning id`;
  const missionIds = missions.map((mission) => mission.id);
  await sql`insert into mission_company_validations (mission_id, company_id) select id, ${companyId} from missions where id = any(${missionIds}::int[])`;
  const slots = await sql<{ id: number; missionId: number }[]>`
    insert into timeslots (mission_id, starts_at, ends_at, places)
    select m.id, date_trunc('day', now()) + make_interval(days => 10 + n) + interval '8 hours',
           date_trunc('day', now()) + make_interval(days => 10 + n) + interval '11 hours', ${input.places}
    from missions m cross join generate_series(1, ${input.slotsPerMission}) n
    where m.id = any(${missionIds}::int[])
    returning id, mission_id as "missionId"`;
  await sql`vacuum analyze`;
  return { missionIds, slots };
}

let hotTag = 0;

/**
 * `slots` fresh missions of one timeslot of `places` places each (one
 * association), for contended runs: the first call makes the association,
 * later ones add missions beside it. Returns the slots in mission order.
 */
export async function seedHotTimeslots(sql: Sql, companyId: number, input: { slots: number; places: number }) {
  if (hotTag === 0) {
    await sql`insert into associations (slug, name, description) values ('bench-association-1', 'Association 1', 'Une association du benchmark')`;
    await sql`insert into publishers (type, association_id) select 'PUBLISHER_TYPE_ASSOCIATION', id from associations`;
  }
  hotTag += 1;
  const { slots } = await addMissions(sql, companyId, { missions: input.slots, slotsPerMission: 1, places: input.places, associations: 1, tag: `hot-${hotTag}` });
  return slots;
}

/**
 * The first-sync benches' employee: one company, one employee, `missions` missions (2 timeslots each) they may all
 * see; returns the space their pull reads.
 */
export async function seedFirstSyncEmployee(sql: Sql, missions: number): Promise<PullSpace> {
  const { companyId, actors } = await seedEmployees(sql, 1);
  await seedMissions(sql, companyId, { missions, slotsPerMission: 2, places: 10 });
  return {
    kind: 'employee',
    actor: actors[0]!,
    companyId,
    companyActive: true,
    audience: { kind: 'employee', companyId, entityId: null, inIntermission: false },
    features: new Set(FEATURES),
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
