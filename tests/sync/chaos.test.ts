import { FEATURES } from '../../shared/companies/plans';
/**
 * Offline sync under a hostile network (sync.md 'What proves it' 1-3), on a
 * real PostgreSQL with a pool wide enough for the clients to really overlap:
 * - the chaos property test, and beside it a deliberately naive apply that the
 *   same assertions must catch overbooking (so the test can fail);
 * - the last-place race through push;
 * - pull completeness with writers committing out of order, and a naive
 *   "max id seen" reader that must lose changes (so that test can fail too).
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refusalResult } from '../../server/http/mutation';
import { type MutationCall, type PushDeps, push } from '../../server/modules/sync/push.service';
import { type PullSpace, pull } from '../../server/modules/sync/pull.service';
import { actorFor, createEmployee, createMission, createTimeslot, idOf } from '../../server/modules/engagements/engagements.fixtures';
import { clientOptions, type Sql } from '../../server/db/connect';
import type { Actor } from '../../shared/permissions/actor';
import type { SyncPushRequest } from '../../shared/sync/sync.schema';
import { type TestApp, createTestApp, seedTestDemo } from '../factories/app';
import { describeWithDb, useTestDatabase } from '../setup/pg';

const CLIENTS = 8;
const MUTATIONS = 40;
const HOT_MISSIONS = 4;
const PLACES = 2;
const at = new Date().toISOString();

/** A deterministic pseudo-random sequence (the failures must be reproducible). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Mutation = SyncPushRequest['mutations'][number];

/**
 * Client i's intents: rounds over the hot missions, alternately cancelling the
 * previous round's application and applying again (a fresh engagement id); the
 * last round applies, so the run ends with every client wanting every slot.
 * A refused apply makes the next cancel NOT_FOUND: a result too. Every apply
 * aims at the mission's one hot timeslot; half ask for the waiting list.
 */
function intents(client: number, missions: Array<{ id: number; slot: number }>): Mutation[] {
  const list: Mutation[] = [];
  const engagementIds = new Map<string, string>();
  const lastRound = Math.floor((MUTATIONS - 1) / missions.length);
  for (let id = 1; id <= MUTATIONS; id++) {
    const index = (id - 1) % missions.length;
    const round = Math.floor((id - 1) / missions.length);
    const mission = missions[index]!;
    if ((lastRound - round) % 2 === 0) {
      const engagementId = randomUUID();
      engagementIds.set(`${index}:${round}`, engagementId);
      list.push({
        id,
        name: 'engagement.apply',
        args: { engagementId, missionId: mission.id, timeslotIds: [mission.slot], timeType: 'personal', onFull: (client + id) % 2 ? 'waitlist' : 'reject' },
        clientCreatedAt: at,
      });
    } else {
      const engagementId = engagementIds.get(`${index}:${round - 1}`) ?? randomUUID();
      list.push({ id, name: 'engagement.cancel', args: { engagementId, reason: 'not_available' }, clientCreatedAt: at });
    }
  }
  return list;
}

interface ChaosReport {
  /** Per timeslot: taken, places and the live applications holding it. */
  slots: Array<{ id: number; taken: number; places: number; holding: number }>;
  lastIds: number[];
  mutationRows: { total: number; distinct: number };
  replayMismatches: number;
  aborted: number;
  lost: number;
  resent: number;
}

/**
 * Runs the chaos scenario: every client pushes its queue in random batches;
 * transactions are aborted before commit (the push hook), responses are lost
 * (the client only learns what it can from a later push) and whole batches are
 * sent twice. Results seen twice for one id must be identical.
 */
async function runChaos(sql: Sql, pool: Sql, t: TestApp, actors: Actor[], missions: Array<{ id: number; slot: number }>, handlers?: PushDeps['handlers']): Promise<ChaosReport> {
  const abortOnce = new Set<string>();
  let aborted = 0;
  let lost = 0;
  let resent = 0;
  const deps: PushDeps = {
    sql: pool,
    env: t.env,
    handlers,
    beforeCommit: ({ clientId, id }) => {
      if (abortOnce.delete(`${clientId}:${id}`)) {
        aborted += 1;
        throw new Error('injected failure before commit');
      }
    },
  };
  const context = { companyId: actors[0]!.companies[0]!.companyId, associationId: null };
  const seen = new Map<string, unknown>();
  let replayMismatches = 0;
  const remember = (clientId: string, results: Array<{ id: number }>) => {
    for (const result of results) {
      const key = `${clientId}:${result.id}`;
      if (seen.has(key) && JSON.stringify(seen.get(key)) !== JSON.stringify(result)) replayMismatches += 1;
      if (!seen.has(key)) seen.set(key, result);
    }
  };

  const clientIds = actors.map(() => randomUUID());
  await Promise.all(
    actors.map(async (actor, client) => {
      const rand = random(1000 + client);
      const queue = intents(client, missions);
      const clientId = clientIds[client]!;
      let acked = 0;
      for (let attempt = 0; acked < MUTATIONS && attempt < 2000; attempt++) {
        const size = 1 + Math.floor(rand() * 8);
        const batch = queue.slice(acked, acked + size);
        if (rand() < 0.2) abortOnce.add(`${clientId}:${batch[Math.floor(rand() * batch.length)]!.id}`);
        const request: SyncPushRequest = { clientId, schemaVersion: 1, mutations: batch };
        let response;
        try {
          response = (await push(deps, actor, context, request)).response;
        } catch (error) {
          if (!(error instanceof Error) || error.message !== 'injected failure before commit') throw error;
          continue; // a 5xx: the client keeps its queue and tries again later
        }
        if (rand() < 0.25) {
          lost += 1; // the response never arrives: the whole batch goes again
          continue;
        }
        remember(clientId, response.results);
        acked = response.lastMutationId;
        if (rand() < 0.15) {
          resent += 1; // the same batch sent twice (two tabs, a retry racing the answer)
          remember(clientId, (await push(deps, actor, context, request)).response.results);
        }
      }
    }),
  );

  // A final replay of every queue: identical stored results, nothing applied.
  for (const [client, actor] of actors.entries()) {
    const clientId = clientIds[client]!;
    const queue = intents(client, missions);
    for (let start = 0; start < MUTATIONS; start += 20) {
      const { response } = await push({ sql: pool, env: t.env }, actor, context, { clientId, schemaVersion: 1, mutations: queue.slice(start, start + 20) });
      remember(clientId, response.results);
    }
  }

  const slots = await sql<ChaosReport['slots']>`
    select t.id, t.taken, t.places,
           (select count(*)::int from engagement_timeslots et join engagements e on e.id = et.engagement_id
             where et.timeslot_id = t.id and e.state <> 'canceled' and et.state not in ('canceled', 'rejected')) as holding
    from timeslots t where t.id in ${sql(missions.map((mission) => mission.slot))}`;
  const lastIds = (await sql<{ last: number }[]>`select last_mutation_id as last from sync_clients where client_id in ${sql(clientIds)}`).map((row) => row.last);
  const [mutationRows] = await sql<Array<ChaosReport['mutationRows']>>`
    select count(*)::int as total, count(distinct (client_id, mutation_id))::int as distinct from sync_mutations where client_id in ${sql(clientIds)}`;
  return { slots, lastIds, mutationRows: mutationRows!, replayMismatches, aborted, lost, resent };
}

async function setUp(sql: Sql, t: TestApp, count: number, prefix: string) {
  await seedTestDemo(t, sql);
  const actors: Actor[] = [];
  for (let index = 0; index < count; index++) {
    actors.push(await actorFor(sql, await createEmployee(sql, { email: `${prefix}-${index}@acme.example`, company: 'acme' })));
  }
  return actors;
}

async function hotMissions(sql: Sql) {
  const missions: Array<{ id: number; slot: number }> = [];
  for (let index = 0; index < HOT_MISSIONS; index++) {
    const id = await createMission(sql, { timeType: 'personal' });
    missions.push({ id, slot: await createTimeslot(sql, id, { places: PLACES }) });
  }
  return missions;
}

describeWithDb('sync chaos: lost responses, aborted transactions and resent batches', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let pool: Sql;
  let actors: Actor[];

  beforeAll(async () => {
    t = createTestApp(db().sql);
    actors = await setUp(db().sql, t, CLIENTS, 'chaos');
    pool = postgres(db().url, clientOptions(CLIENTS * 2));
  });
  afterAll(async () => {
    await pool?.end({ timeout: 5 });
  });

  it(`${CLIENTS} clients x ${MUTATIONS} mutations on ${HOT_MISSIONS} hot timeslots: taken == holders <= places, exactly once, identical replays`, async () => {
    const missions = await hotMissions(db().sql);
    const report = await runChaos(db().sql, pool, t, actors, missions);
    // The chaos really happened.
    expect(report.aborted).toBeGreaterThan(0);
    expect(report.lost).toBeGreaterThan(0);
    expect(report.resent).toBeGreaterThan(0);
    for (const slot of report.slots) {
      expect(slot.holding, `timeslot ${slot.id}`).toBe(slot.taken);
      expect(slot.taken, `timeslot ${slot.id}`).toBeLessThanOrEqual(slot.places);
    }
    expect(report.lastIds).toEqual(Array(CLIENTS).fill(MUTATIONS));
    expect(report.mutationRows).toEqual({ total: CLIENTS * MUTATIONS, distinct: CLIENTS * MUTATIONS });
    expect(report.replayMismatches).toBe(0);
  }, 120_000);
});

describeWithDb('sync chaos, naive control: check-then-insert without the conditional update is caught overbooking', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let pool: Sql;
  let actors: Actor[];

  beforeAll(async () => {
    t = createTestApp(db().sql);
    actors = await setUp(db().sql, t, CLIENTS, 'naive');
    pool = postgres(db().url, clientOptions(CLIENTS * 2));
    // The backstop goes, as a naive schema would not have it.
    const [constraint] = await db().sql<{ name: string }[]>`
      select conname as name from pg_constraint
      where conrelid = 'timeslots'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%taken <= places%'`;
    await db().sql.unsafe(`alter table timeslots drop constraint "${constraint!.name}"`);
  });
  afterAll(async () => {
    await pool?.end({ timeout: 5 });
  });

  /** READ COMMITTED, check then write: the race the conditional update closes. */
  async function naiveApply(call: MutationCall, raw: unknown) {
    const args = raw as { engagementId: string; missionId: number; timeslotIds: number[] };
    const slotId = args.timeslotIds[0]!;
    const companyId = call.actor.companies[0]!.companyId;
    const [replay] = await call.tx`select 1 from engagements where id = ${args.engagementId}`;
    if (replay) return { result: { status: 'ok' as const }, mails: [] };
    const [live] = await call.tx`select 1 from engagements where user_id = ${call.actor.userId} and mission_id = ${args.missionId} and state <> 'canceled'`;
    if (live) return { result: refusalResult('ALREADY_APPLIED'), mails: [] };
    const [slot] = await call.tx<{ taken: number; places: number; startsAt: Date; endsAt: Date }[]>`
      select taken, places, starts_at as "startsAt", ends_at as "endsAt" from timeslots where id = ${slotId}`;
    if (slot!.taken >= slot!.places) return { result: refusalResult('TIMESLOT_FULL'), mails: [] };
    await new Promise((resolve) => setTimeout(resolve, 20)); // the rest of the application's work
    await call.tx`update timeslots set taken = taken + 1 where id = ${slotId}`;
    await call.tx`insert into engagements (id, mission_id, user_id, company_id, time_type) values (${args.engagementId}, ${args.missionId}, ${call.actor.userId}, ${companyId}, 'personal')`;
    await call.tx`
      insert into engagement_timeslots (engagement_id, company_id, timeslot_id, starts_at, ends_at, state)
      values (${args.engagementId}, ${companyId}, ${slotId}, ${slot!.startsAt}, ${slot!.endsAt}, 'created')`;
    return { result: { status: 'ok' as const }, mails: [] };
  }

  it('the same assertions find a timeslot with taken > places', async () => {
    // A race is a race: up to three runs (fresh missions) for the naive apply to be caught at the end of one.
    let overbooked: ChaosReport['slots'] = [];
    for (let run = 0; run < 3 && overbooked.length === 0; run++) {
      const missions = await hotMissions(db().sql);
      const report = await runChaos(db().sql, pool, t, actors, missions, { 'engagement.apply': naiveApply });
      // Exactly-once still holds (that part is the push's, not the apply's)...
      expect(report.lastIds).toEqual(Array(CLIENTS).fill(MUTATIONS));
      // ...but the property the real test asserts is broken: the test can fail.
      overbooked = report.slots.filter((slot) => slot.taken > slot.places || slot.holding !== slot.taken);
    }
    expect(overbooked.length).toBeGreaterThan(0);
  }, 240_000);
});

describeWithDb('sync: the last place race through push, and pull completeness under out-of-order commits', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let pool: Sql;
  let actors: Actor[];
  let acme: number;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    actors = await setUp(db().sql, t, 100, 'race');
    acme = await idOf(db().sql, 'companies', 'acme');
    pool = postgres(db().url, clientOptions(24));
  });
  afterAll(async () => {
    await pool?.end({ timeout: 5 });
  });

  it('100 clients push an apply for 1 place: exactly 1 ok, 99 TIMESLOT_FULL conflicts offering the waiting list', async () => {
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const slot = await createTimeslot(db().sql, missionId, { places: 1 });
    const context = { companyId: acme, associationId: null };
    const responses = await Promise.all(
      actors.map((actor) =>
        push({ sql: pool, env: t.env }, actor, context, {
          clientId: randomUUID(),
          schemaVersion: 1,
          mutations: [{ id: 1, name: 'engagement.apply', args: { engagementId: randomUUID(), missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject' }, clientCreatedAt: at }],
        }),
      ),
    );
    const results = responses.map(({ response }) => response.results[0]!);
    expect(results.filter((result) => result.status === 'ok')).toHaveLength(1);
    const conflicts = results.filter((result) => result.status === 'conflict' && 'code' in result && result.code === 'TIMESLOT_FULL');
    expect(conflicts).toHaveLength(99);
    for (const conflict of conflicts) expect((conflict as unknown as { details: { waitingListOffered: boolean } }).details.waitingListOffered).toBe(true);
    expect(responses.every(({ response }) => response.lastMutationId === 1)).toBe(true);
    const [row] = await db().sql<{ taken: number }[]>`select taken from timeslots where id = ${slot}`;
    expect(row!.taken).toBe(1);
  }, 60_000);

  it('20 writers committing out of order: the watermark cursor sees every change exactly once; a max-id cursor loses some', async () => {
    const WRITERS = 20;
    const PER_WRITER = 10;
    // One mission per writer: a timeslot insert updates its mission's row, which would queue the writers one behind the other.
    const missionIds: number[] = [];
    for (let writer = 0; writer < WRITERS; writer++) missionIds.push(await createMission(db().sql, { timeType: 'personal' }));
    const employee = actors[0]!;
    const [member] = await db().sql<{ entityId: number | null; inIntermission: boolean }[]>`
      select entity_id as "entityId", in_intermission as "inIntermission" from company_members where company_id = ${acme} and user_id = ${employee.userId}`;
    const space: PullSpace = {
      kind: 'employee',
      actor: employee,
      companyId: acme,
      companyActive: true,
      audience: { kind: 'employee', companyId: acme, entityId: member!.entityId, inIntermission: member!.inIntermission },
      features: new Set(FEATURES),
    };

    // The replica starts from a finished snapshot.
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const response = await pull({ sql: db().sql }, space, { cursor, limit: 500 });
      cursor = response.cursor;
      if (!response.hasMore) break;
    }
    const [start] = await db().sql<{ maxId: number }[]>`select coalesce(max(id), 0)::int as "maxId" from sync_changes`;
    const startId = start!.maxId;

    const written: number[] = [];
    const seen = new Map<string, number>();
    const naiveSeen = new Set<string>();
    let naiveMax = startId;
    let writing = true;

    const rand = random(42);
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let index = 0; index < PER_WRITER; index++) {
        const hold = rand() < 0.3 ? 150 + Math.floor(rand() * 200) : Math.floor(rand() * 20);
        const start = new Date(Date.now() + (20 + writer) * 86_400_000 + index * 3_600_000);
        const id = await pool.begin(async (tx) => {
          const [row] = await tx<{ id: number }[]>`
            insert into timeslots (mission_id, starts_at, ends_at, places) values (${missionIds[writer]!}, ${start}, ${new Date(start.getTime() + 3_600_000)}, 3) returning id`;
          // Held open after its change row got its id: later transactions commit first.
          await tx`select pg_sleep(${hold / 1000})`;
          return row!.id;
        });
        written.push(id);
      }
    });

    const reader = (async () => {
      while (writing) {
        for (let page = 0; page < 50; page++) {
          const response = await pull({ sql: pool }, space, { cursor, limit: 40 });
          cursor = response.cursor;
          for (const change of response.changes) {
            if (change.entity === 'timeslot' && change.op === 'upsert') seen.set(change.id, (seen.get(change.id) ?? 0) + 1);
          }
          if (!response.hasMore) break;
        }
        // The naive reader: every change row with an id above the highest it has seen.
        const rows = await pool<{ id: number; entityId: string }[]>`
          select id::int as id, entity_id as "entityId" from sync_changes where id > ${naiveMax} and entity = 'timeslot' order by id`;
        for (const row of rows) {
          naiveSeen.add(row.entityId);
          naiveMax = Math.max(naiveMax, row.id);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    await Promise.all(writers);
    // Then the readers catch up, until the watermark passes every writer (transactions of other databases
    // of the cluster hold pg_snapshot_xmin back too: a pull waits for them, it never skips past them).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && written.some((id) => !seen.has(String(id)))) await new Promise((resolve) => setTimeout(resolve, 50));
    writing = false;
    await reader;

    expect(written).toHaveLength(WRITERS * PER_WRITER);
    const missing = written.filter((id) => !seen.has(String(id)));
    expect(missing).toEqual([]);
    const duplicated = written.filter((id) => (seen.get(String(id)) ?? 0) > 1);
    expect(duplicated).toEqual([]);
    const naiveLost = written.filter((id) => !naiveSeen.has(String(id)));
    expect(naiveLost.length).toBeGreaterThan(0);
  }, 120_000);
});
