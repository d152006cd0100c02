import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { waitUntilChangesVisible } from '../../../tests/setup/sync-changes';
import { clientOptions } from '../../db/connect';
import { actorFor, createMission, createTimeslot, idOf, userId } from '../engagements/engagements.fixtures';
import { SYNC_REPLICA_VERSION, syncPullResponseSchema, syncPushResponseSchema } from '../../../shared/sync/sync.schema';
import { pruneSyncChanges } from './pull.service';
import { type MutationCall, push } from './push.service';
import * as q from './sync.sql';

const at = '2026-11-22T10:00:00.000Z';
/** A pull as this build's client asks for it (the rows it reads: SYNC_REPLICA_VERSION); add `&limit=`, `&cursor=`. */
const PULL = `/api/v1/sync/pull?replicaVersion=${SYNC_REPLICA_VERSION}`;

describeWithDb('sync: POST /api/v1/sync/push and GET /api/v1/sync/pull (sync.md)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acme: number;
  let globex: number;
  let amis: number;
  let verte: number;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of ['salarie@acme.example', 'salarie@globex.example', 'asso@amis-du-quartier.example', 'benevole-asso@amis-du-quartier.example']) {
      cookies[email] = await signIn(t, email);
    }
    acme = await idOf(db().sql, 'companies', 'acme');
    globex = await idOf(db().sql, 'companies', 'globex');
    amis = await idOf(db().sql, 'associations', 'amis-du-quartier');
    verte = await idOf(db().sql, 'associations', 'planete-verte');
  });

  function call(path: string, options: { who?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {}) {
    return t.app.request(path, {
      method: options.body === undefined && options.raw === undefined ? 'GET' : 'POST',
      headers: { ...SAME_ORIGIN, ...(options.who ? { cookie: cookies[options.who]! } : {}), ...options.headers },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  }
  const employeeOf = (company: number) => ({ 'x-company-id': String(company) });
  const pushBody = (clientId: string, mutations: Array<{ id: number; name: string; args: unknown }>) => ({
    clientId,
    schemaVersion: 1,
    mutations: mutations.map((mutation) => ({ ...mutation, clientCreatedAt: at })),
  });

  /** Pulls pages until `hasMore` is false; returns every change and the last cursor. */
  async function pullAll(who: string, headers: Record<string, string>, cursor?: string, limit = 50) {
    await waitUntilChangesVisible(db().sql);
    const changes: Array<{ entity: string; id: string; op: string; data: any }> = [];
    let next = cursor;
    let reset = false;
    for (let page = 0; page < 200; page++) {
      const response = await call(`${PULL}&limit=${limit}${next ? `&cursor=${next}` : ''}`, { who, headers });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      // Every page keeps to the wire contract the client parses.
      const parsed = syncPullResponseSchema.safeParse(body);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
      changes.push(...body.changes);
      reset ||= body.reset;
      next = body.cursor;
      if (!body.hasMore) break;
    }
    return { changes, cursor: next!, reset };
  }
  const find = (changes: Array<{ entity: string; id: string; op: string; data: any }>, entity: string, id: string | number) =>
    changes.filter((change) => change.entity === entity && change.id === String(id));
  /** The timeslots a snapshot sent, each in its mission's row. */
  const snapshotSlots = (changes: Array<{ entity: string; op: string; data: any }>): number[] =>
    changes.flatMap((change) => (change.entity === 'mission' && change.op === 'upsert' ? change.data.timeslots.map((slot: { id: number }) => slot.id) : []));

  it('answers 401 without a session and 400 to a malformed body, consuming nothing', async () => {
    const clientId = randomUUID();
    expect((await call('/api/v1/sync/push', { body: pushBody(clientId, [{ id: 1, name: 'timeslot.subscribe', args: {} }]) })).status).toBe(401);
    expect((await call('/api/v1/sync/pull', { headers: employeeOf(acme) })).status).toBe(401);

    for (const body of [
      { clientId: 'not-a-uuid', schemaVersion: 1, mutations: [{ id: 1, name: 'timeslot.subscribe', args: {}, clientCreatedAt: at }] },
      { clientId, schemaVersion: 2, mutations: [{ id: 1, name: 'timeslot.subscribe', args: {}, clientCreatedAt: at }] },
      { clientId, schemaVersion: 1, mutations: [] },
      { clientId, schemaVersion: 1, mutations: [{ id: 1.5, name: 'timeslot.subscribe', args: {}, clientCreatedAt: at }] },
    ]) {
      const response = await call('/api/v1/sync/push', { who: 'salarie@acme.example', headers: employeeOf(acme), body });
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await call('/api/v1/sync/push', { who: 'salarie@acme.example', raw: '{not json' })).status).toBe(400);
    const [row] = await db().sql<{ count: number }[]>`select count(*)::int as count from sync_clients where client_id = ${clientId}`;
    expect(row!.count).toBe(0);
  });

  it('applies in order, replays the stored result, stops at a gap, rejects bad args without blocking, and 403s another user’s client', async () => {
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const full = await createTimeslot(db().sql, missionId, { places: 1 });
    const other = await createTimeslot(db().sql, missionId, { places: 3, inDays: 12 });
    await db().sql`update timeslots set taken = places where id = ${full}`;
    const clientId = randomUUID();
    const apply = { engagementId: randomUUID(), missionId, timeslotIds: [full], timeType: 'personal', onFull: 'waitlist' };

    const first = await call('/api/v1/sync/push', {
      who: 'salarie@acme.example',
      headers: employeeOf(acme),
      body: pushBody(clientId, [
        { id: 1, name: 'engagement.apply', args: apply },
        { id: 2, name: 'engagement.apply', args: { ...apply, engagementId: randomUUID(), timeslotIds: [other] } },
        { id: 3, name: 'level.answer', args: { answerId: 'nope' } },
      ]),
    });
    expect(first.status).toBe(200);
    const body = await readJson(first);
    expect(syncPushResponseSchema.safeParse(body).success).toBe(true);
    expect(body.lastMutationId).toBe(3);
    expect(body.results[0]).toMatchObject({ id: 1, status: 'conflict', code: 'TIMESLOT_FULL', details: { waitingListOffered: true, otherOpenTimeslotIds: [other] } });
    expect(body.results[0].details.waitingListPosition).toBe(1);
    expect(body.results[1]).toMatchObject({ id: 2, status: 'ok', engagement: { missionId, state: 'created' } });
    expect(body.results[2]).toMatchObject({ id: 3, status: 'rejected', code: 'VALIDATION_FAILED' });

    // The whole batch again (a lost response): the stored results, identical, nothing applied twice.
    const again = await readJson(
      await call('/api/v1/sync/push', {
        who: 'salarie@acme.example',
        headers: employeeOf(acme),
        body: pushBody(clientId, [
          { id: 1, name: 'engagement.apply', args: apply },
          { id: 2, name: 'engagement.apply', args: { ...apply, engagementId: randomUUID(), timeslotIds: [other] } },
          { id: 3, name: 'level.answer', args: { answerId: 'nope' } },
        ]),
      }),
    );
    expect(again).toEqual(body);
    const [taken] = await db().sql<{ taken: number }[]>`select taken from timeslots where id = ${other}`;
    expect(taken!.taken).toBe(1);

    // A gap: nothing applied, the server says which id it waits for.
    const gap = await readJson(
      await call('/api/v1/sync/push', {
        who: 'salarie@acme.example',
        headers: employeeOf(acme),
        body: pushBody(clientId, [{ id: 6, name: 'timeslot.subscribe', args: { subscriptionId: randomUUID(), timeslotId: full } }]),
      }),
    );
    expect(gap).toEqual({ lastMutationId: 3, results: [], expectedMutationId: 4 });

    // Someone else's client id.
    const stolen = await call('/api/v1/sync/push', {
      who: 'salarie@globex.example',
      headers: employeeOf(globex),
      body: pushBody(clientId, [{ id: 4, name: 'timeslot.subscribe', args: { subscriptionId: randomUUID(), timeslotId: full } }]),
    });
    expect(stolen.status).toBe(403);
    const [client] = await db().sql<{ last: number }[]>`select last_mutation_id as last from sync_clients where client_id = ${clientId}`;
    expect(client!.last).toBe(3);

    // The pull reports the client's last id.
    const pulled = await readJson(await call(`${PULL}&limit=1`, { who: 'salarie@acme.example', headers: { ...employeeOf(acme), 'x-sync-client-id': clientId } }));
    expect(pulled.lastMutationId).toBe(3);
  });

  it('never lets one intent block the queue: an unknown name, a NUL byte, a wrong type and a failing use case are rejected results, the next intent applies', async () => {
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const slot = await createTimeslot(db().sql, missionId, { places: 3 });
    const clientId = randomUUID();
    const apply = { engagementId: randomUUID(), missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject' };
    const response = await call('/api/v1/sync/push', {
      who: 'salarie@acme.example',
      headers: employeeOf(acme),
      body: pushBody(clientId, [
        { id: 1, name: 'mission.delete', args: {} },
        { id: 2, name: 'engagement.apply', args: { ...apply, engagementId: randomUUID(), message: 'Bonjour\u0000' } },
        { id: 3, name: 'engagement.cancel', args: { engagementId: randomUUID(), reason: 'other', otherReason: 'x\u0000y' } },
        { id: 4, name: 'engagement.apply', args: { ...apply, missionId: 'trois' } },
        { id: 5, name: 'engagement.apply', args: { ...apply, missionId: 2 ** 40 } },
        { id: 6, name: 'engagement.apply', args: apply },
      ]),
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.lastMutationId).toBe(6);
    expect(body.results.map((result: { status: string; code?: string }) => `${result.status} ${result.code ?? ''}`.trim())).toEqual([
      'rejected VALIDATION_FAILED',
      'rejected VALIDATION_FAILED',
      'rejected VALIDATION_FAILED',
      'rejected VALIDATION_FAILED',
      expect.stringMatching(/^rejected /),
      'ok',
    ]);
    expect(body.results[0].details.fields).toEqual({ name: ['Choisissez une valeur de la liste.'] });
    expect(body.results[1].details.fields).toEqual({ message: ['Ce texte contient un caractère invisible non autorisé ; retapez-le ou collez-le à nouveau.'] });
    expect(body.results[2].details.fields).toHaveProperty('otherReason');
    expect(body.results[3].details.fields).toEqual({ missionId: ['Saisissez un nombre.'] });
  });

  it('a use case that fails is rejected INTERNAL and the queue moves on; a transient failure consumes nothing', async () => {
    const actor = await actorFor(db().sql, await userId(db().sql, 'salarie@acme.example'));
    const context = { companyId: acme, associationId: null };
    const errors: unknown[] = [];
    const clientId = randomUUID();
    const subscribe = (id: number) => ({ id, name: 'timeslot.subscribe', args: { subscriptionId: randomUUID(), timeslotId: 1 }, clientCreatedAt: at });
    let transient = true;
    const deps = {
      sql: db().sql,
      env: t.env,
      logger: { error: (entry: unknown) => errors.push(entry) },
      handlers: {
        'timeslot.subscribe': async (call: MutationCall) => {
          // Writes, then fails the way a bug does: the write must be undone with it.
          await call.tx`update companies set name = 'Changé' where id = ${acme}`;
          if (transient) throw Object.assign(new Error('connection lost'), { code: 'CONNECTION_CLOSED' });
          throw new TypeError('Cannot read properties of undefined');
        },
      },
    };
    await expect(push(deps, actor, context, { clientId, schemaVersion: 1, mutations: [subscribe(1)] })).rejects.toThrow('connection lost');
    const [before] = await db().sql<{ last: number }[]>`select coalesce((select last_mutation_id from sync_clients where client_id = ${clientId}), 0) as last`;
    expect(before!.last).toBe(0);

    transient = false;
    const { response } = await push(deps, actor, context, { clientId, schemaVersion: 1, mutations: [subscribe(1), { ...subscribe(2), name: 'engagement.cancel', args: { engagementId: randomUUID(), reason: 'not_available' } }] });
    expect(response.lastMutationId).toBe(2);
    expect(response.results).toEqual([
      { id: 1, status: 'rejected', code: 'INTERNAL' },
      { id: 2, status: 'rejected', code: 'NOT_FOUND' },
    ]);
    expect(errors).toHaveLength(1);
    const [company] = await db().sql<{ name: string }[]>`select name from companies where id = ${acme}`;
    expect(company!.name).not.toBe('Changé');
  });

  it('two pushes of one client at once (two tabs, a retry racing its answer) apply each intent once and answer the same', async () => {
    const actor = await actorFor(db().sql, await userId(db().sql, 'salarie@acme.example'));
    const pool = postgres(db().url, clientOptions(8));
    try {
      const slots: Array<{ missionId: number; slot: number }> = [];
      for (let index = 0; index < 4; index++) {
        const missionId = await createMission(db().sql, { timeType: 'personal' });
        slots.push({ missionId, slot: await createTimeslot(db().sql, missionId, { places: 3 }) });
      }
      const engagementIds = slots.map(() => randomUUID());
      const clientId = randomUUID();
      const request = {
        clientId,
        schemaVersion: 1 as const,
        mutations: [
          ...slots.map(({ missionId, slot }, index) => ({
            id: index + 1,
            name: 'engagement.apply',
            args: { engagementId: engagementIds[index], missionId, timeslotIds: [slot], timeType: 'personal' },
            clientCreatedAt: at,
          })),
          ...engagementIds.slice(0, 2).map((engagementId, index) => ({ id: 5 + index, name: 'engagement.cancel', args: { engagementId, reason: 'not_available' }, clientCreatedAt: at })),
        ],
      };
      const responses = await Promise.all([0, 1, 2].map(() => push({ sql: pool, env: t.env }, actor, { companyId: acme, associationId: null }, request)));
      expect(responses[0]!.response.results.map((result) => result.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
      for (const { response } of responses) expect(response).toEqual(responses[0]!.response);
      const [counts] = await db().sql<{ results: number; last: number; applications: number; history: number; taken: number }[]>`
        select (select count(*)::int from sync_mutations where client_id = ${clientId}) as results,
               (select last_mutation_id from sync_clients where client_id = ${clientId}) as last,
               (select count(*)::int from engagements where id = any(${engagementIds}::uuid[])) as applications,
               (select count(*)::int from engagement_history where engagement_id = any(${engagementIds}::uuid[])) as history,
               (select sum(taken)::int from timeslots where id = any(${slots.map(({ slot }) => slot)}::int[])) as taken`;
      expect(counts).toEqual({ results: 6, last: 6, applications: 4, history: 6, taken: 2 });
    } finally {
      await pool.end({ timeout: 5 });
    }
  });

  it('scopes by tenant: an employee never receives another company’s missions nor missions restricted to another company', async () => {
    const globexOwn = await createMission(db().sql, { publishedByCompany: 'globex', validatedBy: ['globex'] });
    const globexSlot = await createTimeslot(db().sql, globexOwn);
    const acmeOnly = await createMission(db().sql, { bookingRestriction: 'companies', restrictedTo: ['acme'] });
    const acmeSlot = await createTimeslot(db().sql, acmeOnly);

    const acmeSnap = await pullAll('salarie@acme.example', employeeOf(acme));
    const globexSnap = await pullAll('salarie@globex.example', employeeOf(globex));
    expect(find(acmeSnap.changes, 'mission', acmeOnly)).toHaveLength(1);
    expect(snapshotSlots(acmeSnap.changes)).toContain(acmeSlot);
    expect(find(acmeSnap.changes, 'mission', globexOwn)).toHaveLength(0);
    expect(snapshotSlots(acmeSnap.changes)).not.toContain(globexSlot);
    expect(find(globexSnap.changes, 'mission', globexOwn)).toHaveLength(1);
    expect(find(globexSnap.changes, 'mission', acmeOnly)).toHaveLength(0);
    expect(snapshotSlots(globexSnap.changes)).not.toContain(acmeSlot);
    // Nothing of the association space in the employee space.
    expect(acmeSnap.changes.some((change) => change.entity === 'roster_engagement')).toBe(false);
    // The mission page offline: the association's name and the viewer's answer to 'may I apply?'.
    const page = find(acmeSnap.changes, 'mission', acmeOnly)[0]!.data;
    expect(find(acmeSnap.changes, 'association', page.associationId)[0]!.data.name).toBe('Les Amis du Quartier');
    expect(page.apply).toEqual({ allowed: true });

    // Changes: both missions edited, then the acme one deleted outright.
    await db().sql`update missions set title = 'Titre changé' where id in (${globexOwn}, ${acmeOnly})`;
    await db().sql`update timeslots set places = places + 1 where id in (${globexSlot}, ${acmeSlot})`;
    const acmeLog = await pullAll('salarie@acme.example', employeeOf(acme), acmeSnap.cursor);
    const globexLog = await pullAll('salarie@globex.example', employeeOf(globex), globexSnap.cursor);
    expect(find(acmeLog.changes, 'mission', acmeOnly)).toMatchObject([{ op: 'upsert', data: { title: 'Titre changé' } }]);
    expect(find(acmeLog.changes, 'timeslot', acmeSlot)).toMatchObject([{ op: 'upsert', data: { places: 6, placesLeft: 6 } }]);
    // Not even a tombstone names the other company's rows.
    expect(find(acmeLog.changes, 'mission', globexOwn)).toHaveLength(0);
    expect(find(acmeLog.changes, 'timeslot', globexSlot)).toHaveLength(0);
    expect(find(globexLog.changes, 'mission', globexOwn)).toMatchObject([{ op: 'upsert' }]);
    expect(find(globexLog.changes, 'mission', acmeOnly).filter((change) => change.op === 'upsert')).toHaveLength(0);
    expect(find(globexLog.changes, 'timeslot', acmeSlot).filter((change) => change.op === 'upsert')).toHaveLength(0);

    // Unpublished: a tombstone for the mission and its timeslots.
    await db().sql`update missions set state = 'unpublished' where id = ${acmeOnly}`;
    const gone = await pullAll('salarie@acme.example', employeeOf(acme), acmeLog.cursor);
    expect(find(gone.changes, 'mission', acmeOnly)).toMatchObject([{ op: 'delete', data: null }]);
    expect(find(gone.changes, 'timeslot', acmeSlot)).toMatchObject([{ op: 'delete', data: null }]);
  });

  it('gives association members their missions and roster with volunteers’ contact details, only for their own association', async () => {
    const own = await createMission(db().sql, { timeType: 'personal' });
    const ownSlot = await createTimeslot(db().sql, own);
    const elsewhere = await createMission(db().sql, { association: 'planete-verte', timeType: 'personal', supervisorEmail: null });
    const elsewhereSlot = await createTimeslot(db().sql, elsewhere);
    // A mission Acme published naming the association as beneficiary stays Acme's: not in the association's replica.
    const acmeOwn = await createMission(db().sql, { publishedByCompany: 'acme', validatedBy: ['acme'] });
    await db().sql`update missions set association_id = ${amis} where id = ${acmeOwn}`;
    const acmeOwnSlot = await createTimeslot(db().sql, acmeOwn);
    const volunteer = await userId(db().sql, 'salarie@acme.example');
    const [ownEngagement, otherEngagement] = [randomUUID(), randomUUID()];
    for (const [id, mission, slot] of [
      [ownEngagement, own, ownSlot],
      [otherEngagement, elsewhere, elsewhereSlot],
    ] as const) {
      const result = await readJson(
        await call('/api/v1/sync/push', {
          who: 'salarie@acme.example',
          headers: employeeOf(acme),
          body: pushBody(randomUUID(), [{ id: 1, name: 'engagement.apply', args: { engagementId: id, missionId: mission, timeslotIds: [slot], timeType: 'personal' } }]),
        }),
      );
      expect(result.results[0].status).toBe('ok');
    }

    for (const who of ['asso@amis-du-quartier.example', 'benevole-asso@amis-du-quartier.example']) {
      const snap = await pullAll(who, { 'x-association-id': String(amis) });
      const roster = find(snap.changes, 'roster_engagement', ownEngagement);
      expect(roster).toHaveLength(1);
      expect(roster[0]!.data.volunteer.email).toBe('salarie@acme.example');
      expect(roster[0]!.data.employeeId).toBe(volunteer);
      expect(find(snap.changes, 'roster_engagement', otherEngagement)).toHaveLength(0);
      expect(find(snap.changes, 'mission', own)).toHaveLength(1);
      expect(find(snap.changes, 'mission', elsewhere)).toHaveLength(0);
      expect(snapshotSlots(snap.changes)).not.toContain(elsewhereSlot);
      expect(find(snap.changes, 'mission', acmeOwn)).toHaveLength(0);
      expect(snapshotSlots(snap.changes)).not.toContain(acmeOwnSlot);
      expect(snap.changes.filter((change) => change.entity === 'association').map((change) => change.id)).toEqual([String(amis)]);
      // Nothing of another association's roster in the log either.
      await db().sql`update engagements set message = ${`vu par ${who}`} where id in (${ownEngagement}, ${otherEngagement})`;
      const log = await pullAll(who, { 'x-association-id': String(amis) }, snap.cursor);
      expect(find(log.changes, 'roster_engagement', ownEngagement)).toMatchObject([{ op: 'upsert', data: { message: `vu par ${who}` } }]);
      expect(find(log.changes, 'roster_engagement', otherEngagement)).toHaveLength(0);
    }
    // The referent (mission supervisor) may confirm from the roster; the action is listed for them only.
    const referentSnap = await pullAll('asso@amis-du-quartier.example', { 'x-association-id': String(amis) });
    expect(find(referentSnap.changes, 'roster_engagement', ownEngagement)[0]!.data.availableActions).toContain('confirm');
    const confirmed = await readJson(
      await call('/api/v1/sync/push', {
        who: 'asso@amis-du-quartier.example',
        headers: { 'x-association-id': String(amis) },
        body: pushBody(randomUUID(), [
          { id: 1, name: 'engagement.confirm', args: { engagementId: ownEngagement } },
          { id: 2, name: 'engagement.confirm', args: { engagementId: otherEngagement } },
        ]),
      }),
    );
    expect(confirmed.results[0]).toMatchObject({ status: 'ok', engagement: { state: 'validated' } });
    expect(confirmed.results[1]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    // Nor can an employee of another company cancel or finish someone else's application.
    const meddling = await readJson(
      await call('/api/v1/sync/push', {
        who: 'salarie@globex.example',
        headers: employeeOf(globex),
        body: pushBody(randomUUID(), [
          { id: 1, name: 'engagement.cancel', args: { engagementId: ownEngagement, reason: 'not_available' } },
          { id: 2, name: 'engagement.finish', args: { engagementId: ownEngagement } },
        ]),
      }),
    );
    expect(meddling.results).toMatchObject([
      { status: 'rejected', code: 'NOT_FOUND' },
      { status: 'rejected', code: 'NOT_FOUND' },
    ]);
    expect((await db().sql<{ state: string }[]>`select state from engagements where id = ${ownEngagement}`)[0]!.state).toBe('validated');

    // Another association's space, or an employee asking for a roster: 403.
    expect((await call('/api/v1/sync/pull', { who: 'asso@amis-du-quartier.example', headers: { 'x-association-id': String(verte) } })).status).toBe(403);
    expect((await call('/api/v1/sync/pull', { who: 'salarie@acme.example', headers: { 'x-association-id': String(amis) } })).status).toBe(403);
    expect((await call('/api/v1/sync/pull', { who: 'salarie@acme.example', headers: employeeOf(globex) })).status).toBe(403);
    expect((await call('/api/v1/sync/pull', { who: 'salarie@acme.example' })).status).toBe(400);
  });

  it('replicates quests and levels without the right answer, scores level.answer on the server, online and through push alike', async () => {
    const [quest] = await db().sql<{ id: number }[]>`
      insert into quests (company_id, slug, title, state, published_at) values (${acme}, 'quete-sync', 'Quête hors ligne', 'published', now()) returning id`;
    const [level] = await db().sql<{ id: number }[]>`
      insert into levels (quest_id, title, question, answer_type, options, right_answer, reward_points)
      values (${quest!.id}, 'Niveau 1', 'Quelle couleur ?', 'select', ${['Vert', 'Rouge']}, ${['Vert']}, 50) returning id`;
    const [second] = await db().sql<{ id: number }[]>`
      insert into levels (quest_id, position, title, question, answer_type, options, right_answer, reward_points)
      values (${quest!.id}, 1, 'Niveau 2', 'Un mot ?', 'text', '{}', ${['Solidarité']}, 10) returning id`;
    const [globexQuest] = await db().sql<{ id: number }[]>`
      insert into quests (company_id, slug, title, state, published_at) values (${globex}, 'quete-globex', 'Quête globex', 'published', now()) returning id`;

    const snap = await pullAll('salarie@acme.example', employeeOf(acme));
    expect(find(snap.changes, 'quest', quest!.id)[0]!.data).toMatchObject({ levelIds: [level!.id, second!.id], points: 60 });
    const levelData = find(snap.changes, 'level', level!.id)[0]!.data;
    expect(levelData).toMatchObject({ question: 'Quelle couleur ?', answerType: 'select', options: ['Vert', 'Rouge'] });
    expect(levelData).not.toHaveProperty('rightAnswer');
    expect(find(snap.changes, 'quest', globexQuest!.id)).toHaveLength(0);
    expect(find(snap.changes, 'credit', 'me')[0]!.data.companyId).toBe(acme);

    // Online route.
    const answerId = randomUUID();
    const online = await call(`/api/v1/companies/acme/levels/${level!.id}/answers`, { who: 'salarie@acme.example', body: { answerId, answers: ['Vert'] } });
    expect(online.status).toBe(200);
    expect(await readJson(online)).toMatchObject({ status: 'ok', answer: { id: answerId, isCorrect: true, pointsEarned: 50 } });
    // Same answer id again: the same answer; another id on the same level: a conflict naming the first.
    expect(await readJson(await call(`/api/v1/companies/acme/levels/${level!.id}/answers`, { who: 'salarie@acme.example', body: { answerId, answers: ['Rouge'] } }))).toMatchObject({
      answer: { id: answerId, answers: ['Vert'] },
    });
    const twice = await call(`/api/v1/companies/acme/levels/${level!.id}/answers`, { who: 'salarie@acme.example', body: { answerId: randomUUID(), answers: ['Rouge'] } });
    expect(twice.status).toBe(409);
    expect(await readJson(twice)).toMatchObject({ status: 'conflict', code: 'CONFLICT', details: { answerId } });
    // Without a session 401; an employee of another company through this company's slug 403.
    expect((await call(`/api/v1/companies/acme/levels/${level!.id}/answers`, { body: { answerId: randomUUID(), answers: ['Vert'] } })).status).toBe(401);
    expect((await call(`/api/v1/companies/acme/levels/${level!.id}/answers`, { who: 'salarie@globex.example', body: { answerId: randomUUID(), answers: ['Vert'] } })).status).toBe(403);
    // Another company's level is not found; a bad shape is a validation error.
    expect((await call(`/api/v1/companies/globex/levels/${level!.id}/answers`, { who: 'salarie@globex.example', body: { answerId: randomUUID(), answers: ['Vert'] } })).status).toBe(404);
    expect((await call(`/api/v1/companies/acme/levels/${level!.id}/answers`, { who: 'salarie@acme.example', body: { answers: 'Vert' } })).status).toBe(400);

    // Through push: a wrong text answer (no points), then ANSWER_TYPE_CHANGED and LEVEL_CLOSED.
    const [third] = await db().sql<{ id: number }[]>`
      insert into levels (quest_id, position, title, question, answer_type, options, right_answer, reward_points)
      values (${quest!.id}, 2, 'Niveau 3', 'Cochez', 'checkbox', ${['A', 'B', 'C']}, ${['A', 'B']}, 5) returning id`;
    const pushed = await readJson(
      await call('/api/v1/sync/push', {
        who: 'salarie@acme.example',
        headers: employeeOf(acme),
        body: pushBody(randomUUID(), [
          { id: 1, name: 'level.answer', args: { answerId: randomUUID(), levelId: second!.id, answers: ['  solidarite '] } },
          { id: 2, name: 'level.answer', args: { answerId: randomUUID(), levelId: third!.id, answers: ['free text'] } },
        ]),
      }),
    );
    expect(pushed.results[0]).toMatchObject({ status: 'ok', answer: { isCorrect: true, pointsEarned: 10 } });
    expect(pushed.results[1]).toMatchObject({ code: 'ANSWER_TYPE_CHANGED' });
    expect(pushed.results[1].status).not.toBe('ok');
    await db().sql`update quests set state = 'deactivated' where id = ${quest!.id}`;
    const closed = await readJson(
      await call('/api/v1/sync/push', {
        who: 'salarie@acme.example',
        headers: employeeOf(acme),
        body: pushBody(randomUUID(), [{ id: 1, name: 'level.answer', args: { answerId: randomUUID(), levelId: third!.id, answers: ['A', 'B'] } }]),
      }),
    );
    expect(closed.results[0]).toMatchObject({ status: 'rejected', code: 'LEVEL_CLOSED' });

    // The log: my answers as rows, the closed quest and its levels as tombstones.
    const log = await pullAll('salarie@acme.example', employeeOf(acme), snap.cursor);
    expect(log.changes.filter((change) => change.entity === 'level_answer' && change.op === 'upsert')).toHaveLength(2);
    expect(find(log.changes, 'quest', quest!.id)).toMatchObject([{ op: 'delete' }]);
    expect(find(log.changes, 'level', level!.id)).toMatchObject([{ op: 'delete' }]);
    // Another company's employee hears nothing of these.
    const globexLog = await pullAll('salarie@globex.example', employeeOf(globex));
    expect(globexLog.changes.some((change) => ['quest', 'level', 'level_answer'].includes(change.entity) && change.id !== String(globexQuest!.id))).toBe(false);
  });

  it('sends the use case’s mail once committed, not again on a replay, and the credit follows in the log', async () => {
    const missionId = await createMission(db().sql, { timeType: 'work' });
    const slot = await createTimeslot(db().sql, missionId, { places: 3 });
    const before = await pullAll('salarie@acme.example', employeeOf(acme));
    const mailsTo = async () => (await db().sql`select 1 from outgoing_emails where to_address = 'manager@acme.example'`).length;
    const sent = await mailsTo();
    const request = {
      who: 'salarie@acme.example',
      headers: employeeOf(acme),
      body: pushBody(randomUUID(), [{ id: 1, name: 'engagement.apply', args: { engagementId: randomUUID(), missionId, timeslotIds: [slot], timeType: 'work' } }]),
    };
    const first = await readJson(await call('/api/v1/sync/push', request));
    expect(first.results[0]).toMatchObject({ status: 'ok', engagement: { timeslots: [{ state: 'toValidate' }] } });
    expect(await mailsTo()).toBe(sent + 1);
    expect(await readJson(await call('/api/v1/sync/push', request))).toEqual(first);
    expect(await mailsTo()).toBe(sent + 1);

    const log = await pullAll('salarie@acme.example', employeeOf(acme), before.cursor);
    expect(find(log.changes, 'engagement', first.results[0].engagement.id)).toMatchObject([{ op: 'upsert', data: { missionId } }]);
    expect(find(log.changes, 'credit', 'me')).toMatchObject([{ op: 'upsert', data: { companyId: acme } }]);
    expect(find(log.changes, 'timeslot', slot)).toMatchObject([{ op: 'upsert', data: { placesLeft: 2 } }]);
  });

  it('never moves a cursor’s watermark backwards, even when the current xmin is below it', async () => {
    // A snapshot's xmin leaves out a VACUUM's xid, so a later xmin can be lower than an earlier one:
    // the cursor must keep its watermark, or it reads a window twice.
    const { cursor } = await pullAll('salarie@acme.example', employeeOf(acme), undefined, 1000);
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const ahead = String(BigInt(decoded.f) + 1000n);
    const body = await readJson(
      await call(`${PULL}&cursor=${Buffer.from(JSON.stringify({ ...decoded, f: ahead })).toString('base64url')}`, { who: 'salarie@acme.example', headers: employeeOf(acme) }),
    );
    expect(body.reset).toBe(false);
    expect(body.changes).toEqual([]);
    expect(JSON.parse(Buffer.from(body.cursor, 'base64url').toString('utf8')).f).toBe(ahead);
  });

  it('pages one window in change-id order when ids cross a power of ten (999 then 1000): each change read once', async () => {
    // Ids in text order put '1000' before '999': a page ending at '999' made the next one read 1000 and beyond again.
    const [last] = await db().sql<{ max: number }[]>`select coalesce(max(id), 0)::int as max from sync_changes`;
    const power = 10 ** String(last!.max + 10).length;
    await db().sql.unsafe(`alter table sync_changes alter column id restart with ${power - 6}`);
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const from = await q.currentWatermark(db().sql);
    const slots: number[] = [];
    for (let index = 0; index < 6; index++) slots.push(await createTimeslot(db().sql, missionId, { inDays: 20 + index }));
    await waitUntilChangesVisible(db().sql);
    const to = await q.currentWatermark(db().sql);
    const space = { kind: 'employee' as const, companyId: acme, userId: await userId(db().sql, 'salarie@acme.example') };
    const read: string[] = [];
    let afterId = '0';
    for (let page = 0; page < 50; page++) {
      const rows = await q.listChanges(db().sql, space, { from, to, afterId }, 4);
      read.push(...rows.map((row) => row.id));
      if (rows.length < 4) break;
      afterId = rows[rows.length - 1]!.id;
    }
    expect(read.some((id) => id.length > String(power - 1).length)).toBe(true);
    expect(read).toEqual([...new Set(read)]);
    expect(read.map(Number)).toEqual([...read.map(Number)].sort((a, b) => a - b));
    const timeslotRows = await db().sql<{ id: string }[]>`select id::text from sync_changes where entity = 'timeslot' and entity_id in ${db().sql(slots.map(String))}`;
    expect(read).toEqual(expect.arrayContaining(timeslotRows.map((row) => row.id)));
  });

  it('answers reset:true to an unreadable cursor, another user’s cursor and a cursor older than the kept log', async () => {
    const snap = await pullAll('salarie@acme.example', employeeOf(acme), undefined, 1000);
    expect(snap.reset).toBe(false);
    const garbage = await readJson(await call(`${PULL}&cursor=xyz`, { who: 'salarie@acme.example', headers: employeeOf(acme) }));
    expect(garbage.reset).toBe(true);
    expect(garbage.changes.length).toBeGreaterThan(0);
    const stolen = await readJson(await call(`${PULL}&cursor=${snap.cursor}`, { who: 'salarie@globex.example', headers: employeeOf(globex) }));
    expect(stolen.reset).toBe(true);
    const otherSpace = await readJson(await call(`${PULL}&cursor=${snap.cursor}`, { who: 'asso@amis-du-quartier.example', headers: { 'x-association-id': String(amis) } }));
    expect(otherSpace.reset).toBe(true);

    // Still fresh: no reset.
    const fresh = await readJson(await call(`${PULL}&cursor=${snap.cursor}`, { who: 'salarie@acme.example', headers: employeeOf(acme) }));
    expect(fresh.reset).toBe(false);
    // The retention job prunes every change older than 30 days (here: all of them, seen from 31 days ahead).
    await db().sql`update missions set title = title || ' !' where id = (select min(id) from missions)`;
    const { pruned } = await pruneSyncChanges({ sql: db().sql }, new Date(Date.now() + 31 * 86_400_000));
    expect(pruned).toBeGreaterThan(0);
    const old = await readJson(await call(`${PULL}&cursor=${snap.cursor}`, { who: 'salarie@acme.example', headers: employeeOf(acme) }));
    expect(old.reset).toBe(true);
    expect(old.changes.length).toBeGreaterThan(0);
  });
  it('serves only the rows this build reads: no replica version or another is a 400 that reads nothing; a cursor of the previous rows answers a reset', async () => {
    for (const query of ['', '?replicaVersion=1', `?replicaVersion=${SYNC_REPLICA_VERSION + 1}`, '?replicaVersion=deux']) {
      const refused = await call(`/api/v1/sync/pull${query}`, { who: 'salarie@acme.example', headers: employeeOf(acme) });
      expect(refused.status, query).toBe(400);
      expect((await readJson(refused)).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { replicaVersion: [expect.any(String)] } });
    }
    const snap = await pullAll('salarie@acme.example', employeeOf(acme), undefined, 1000);
    const previous = { ...JSON.parse(Buffer.from(snap.cursor, 'base64url').toString('utf8')), v: 1 };
    const again = await readJson(await call(`${PULL}&cursor=${Buffer.from(JSON.stringify(previous)).toString('base64url')}`, { who: 'salarie@acme.example', headers: employeeOf(acme) }));
    expect(again.reset).toBe(true);
    expect(again.changes.length).toBeGreaterThan(0);
  });

  it('sends a first sync’s few rows of the user’s own first and the many missions last with their timeslots, each mission naming its association sent before it', async () => {
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const slot = await createTimeslot(db().sql, missionId, { places: 3 });
    const clientId = randomUUID();
    const applied = await readJson(
      await call('/api/v1/sync/push', {
        who: 'salarie@acme.example',
        headers: employeeOf(acme),
        body: pushBody(clientId, [{ id: 1, name: 'engagement.apply', args: { engagementId: randomUUID(), missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject' } }]),
      }),
    );
    expect(applied.results[0].status).toBe('ok');
    const snap = await pullAll('salarie@acme.example', employeeOf(acme), undefined, 5);
    const entities = snap.changes.map((change) => change.entity);
    const firstMission = entities.indexOf('mission');
    expect(firstMission).toBeGreaterThan(0);
    for (const own of ['engagement', 'credit']) expect(entities.lastIndexOf(own), own).toBeLessThan(firstMission);
    expect(entities.lastIndexOf('association')).toBeLessThan(firstMission);
    // No timeslot of its own: each mission's row holds its timeslots (one row written instead of three).
    expect(entities).not.toContain('timeslot');
    expect(find(snap.changes, 'mission', missionId)[0]!.data.timeslots).toMatchObject([{ id: slot, places: 3, placesLeft: 2 }]);
    const associations = new Set(snap.changes.filter((change) => change.entity === 'association').map((change) => Number(change.id)));
    const missions = snap.changes.filter((change) => change.entity === 'mission');
    expect(missions.every((change) => change.data.associationId === null || associations.has(change.data.associationId))).toBe(true);
    // Cut to what the screens read: no copy of the association, no cover, distance nor external link, no duration.
    for (const key of ['association', 'coverImage', 'distanceKm', 'externalUrl', 'state']) expect(find(snap.changes, 'mission', missionId)[0]!.data).not.toHaveProperty(key);
    expect(find(snap.changes, 'mission', missionId)[0]!.data.timeslots[0]).not.toHaveProperty('durationHours');
  });

  it('compresses the pull on the wire through @hono/node-server, and fetch reads it back as the same JSON', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PULL}&limit=1000`;
      const headers = { ...SAME_ORIGIN, cookie: cookies['salarie@acme.example']!, ...employeeOf(acme) };
      const wire = await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        http.get(url, { headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      expect(wire.encoding).toBe('gzip');
      expect(wire.vary).toMatch(/accept-encoding/i);
      const text = gunzipSync(wire.body).toString('utf8');
      expect(wire.body.length).toBeLessThan(text.length / 3);
      // fetch (undici here, the browser in the app) decodes it without being asked.
      const fetched = await fetch(url, { headers });
      expect(fetched.headers.get('content-encoding')).toBe('gzip');
      const body = await fetched.json();
      expect(syncPullResponseSchema.safeParse(body).success).toBe(true);
      // The same rows (each read carries its own watermark as the version).
      const rows = (page: unknown) => (page as { changes: Array<{ version: number }> }).changes.map(({ version: _version, ...change }) => change);
      expect(rows(body)).toEqual(rows(JSON.parse(text)));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('prunes the stored results a client acknowledged (its next push starts past them), once older than the kept log', async () => {
    const clientId = randomUUID();
    const send = async (ids: number[]) =>
      readJson(
        await call('/api/v1/sync/push', {
          who: 'salarie@acme.example',
          headers: employeeOf(acme),
          body: pushBody(clientId, ids.map((id) => ({ id, name: 'level.answer', args: { answerId: 'nope' } }))),
        }),
      );
    const stored = async () => (await db().sql<{ id: number }[]>`select mutation_id as id from sync_mutations where client_id = ${clientId} order by 1`).map((row) => row.id);
    const later = new Date(Date.now() + 31 * 86_400_000);

    expect((await send([1, 2])).lastMutationId).toBe(2);
    // Not acknowledged yet (the answer may have been lost): kept, however old.
    await pruneSyncChanges({ sql: db().sql }, later);
    expect(await stored()).toEqual([1, 2]);

    // The next push starts at 3: 1 and 2 were received. Kept while younger than the retention, dropped after.
    expect((await send([3])).lastMutationId).toBe(3);
    await pruneSyncChanges({ sql: db().sql });
    expect(await stored()).toEqual([1, 2, 3]);
    const { prunedResults } = await pruneSyncChanges({ sql: db().sql }, later);
    expect(prunedResults).toBeGreaterThanOrEqual(2);
    expect(await stored()).toEqual([3]);

    // A stray replay of a dropped id applies nothing and answers ok; the kept one answers as stored.
    const replay = await send([1, 2, 3]);
    expect(replay.lastMutationId).toBe(3);
    expect(replay.results.map((result: { id: number; status: string }) => [result.id, result.status])).toEqual([
      [1, 'ok'],
      [2, 'ok'],
      [3, 'rejected'],
    ]);
  });
});
