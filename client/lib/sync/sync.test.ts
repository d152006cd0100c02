import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGAGEMENT_STEPS } from '../../../shared/engagements/engagement.steps';
import { SYNC_REPLICA_VERSION, type SyncChange, type SyncPullResponse, type SyncTimeslot } from '../../../shared/sync/sync.schema';
import { ENTITY_INDEXES, REPLICA_DB_VERSION, type ReplicaDatabase, openReplica, readMeta } from './db';
import { SyncEngine } from './engine';
import { localLocks } from './locks';
import { enqueue, pendingEntries } from './outbox';
import { pull } from './pull';
import { push } from './push';
import { FakeSyncServer, emptyPage } from './sync-server.fixture';
import { type SyncTransport, httpTransport, spaceHeaders } from './transport';

const opened: ReplicaDatabase[] = [];
function freshDb(name = `test-${crypto.randomUUID()}`): ReplicaDatabase {
  const db = openReplica(name);
  opened.push(db);
  return db;
}
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete().catch(() => undefined);
});

const apply = (missionId: number, timeslotIds: number[] = [1]) => ({
  engagementId: crypto.randomUUID(),
  missionId,
  timeslotIds,
  timeType: 'work' as const,
  onFull: 'reject' as const,
});

function missionChange(id: string, version: number, title = `Mission ${id}`, timeslots: SyncTimeslot[] = []): SyncChange {
  return { entity: 'mission', op: 'upsert', id, version, data: { id: Number(id), slug: `m-${id}`, title, timeslots } } as unknown as SyncChange;
}
function associationChange(id: string, version: number): SyncChange {
  return { entity: 'association', op: 'upsert', id, version, data: { id: Number(id), slug: `a-${id}`, name: `Association ${id}`, logo: null, description: null } };
}
const slot = (id: number, startsAt: string, placesLeft = 3): SyncTimeslot => ({ id, kind: 'slot', startsAt, endsAt: startsAt.replace('T08', 'T11'), places: 5, placesLeft, signupsOpen: true });
function timeslotChange(version: number, missionId: number, timeslot: SyncTimeslot): SyncChange {
  return { entity: 'timeslot', op: 'upsert', id: String(timeslot.id), version, data: { ...timeslot, missionId } };
}
function tombstone(entity: SyncChange['entity'], id: string, version: number): SyncChange {
  return { entity, op: 'delete', id, version, data: null } as SyncChange;
}
function page(cursor: string, changes: SyncChange[], extra: Partial<SyncPullResponse> = {}): SyncPullResponse {
  return { cursor, hasMore: false, lastMutationId: 0, changes, reset: false, ...extra };
}

describe('outbox', () => {
  it('numbers intents 1, 2, 3... with neither gap nor duplicate under concurrent enqueues from two tabs', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const tabA = freshDb(name);
    const tabB = freshDb(name);
    const entries = await Promise.all(Array.from({ length: 60 }, (_, i) => enqueue(i % 2 ? tabA : tabB, 'engagement.apply', apply(i + 1))));
    expect(entries.map((e) => e.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect((await pendingEntries(tabA)).map((e) => e.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect((await readMeta(tabB)).lastMutationId).toBe(60);
  });

  it('keeps one client id per replica and different ones per replica', async () => {
    const db = freshDb();
    const first = await readMeta(db);
    expect(first.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await readMeta(db)).clientId).toBe(first.clientId);
    expect((await readMeta(freshDb())).clientId).not.toBe(first.clientId);
  });
});

describe('push', () => {
  it('resends the same ids after a lost response; acknowledged intents leave; stored results become cards', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.decide = (m) =>
      (m.args as { missionId: number }).missionId === 2 ? { status: 'conflict', code: 'TIMESLOT_FULL', details: { fullTimeslotIds: [1] } } : { status: 'ok' };
    for (const missionId of [1, 2, 3]) await enqueue(db, 'engagement.apply', apply(missionId));

    server.loseResponses = 1;
    expect(await push(db, server)).toMatchObject({ kind: 'retry', status: 0 });
    expect((await pendingEntries(db)).map((e) => e.id)).toEqual([1, 2, 3]);

    // The conflict (mission 2) is no delivery: only the two the server carried out are toasted.
    expect(await push(db, server)).toEqual({ kind: 'done', acknowledged: 3, delivered: ['engagement.apply', 'engagement.apply'] });
    expect(server.pushes).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    // Applied once each, whatever the network did.
    expect(server.applied.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(await db.outbox.count()).toBe(0);
    const cards = await db.conflicts.toArray();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ mutationId: 2, name: 'engagement.apply', kind: 'conflict', code: 'TIMESLOT_FULL', details: { fullTimeslotIds: [1] } });
    expect((await readMeta(db)).serverLastMutationId).toBe(3);
  });

  it('shows an acknowledged application at once from its result, without overwriting a pulled row', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const view = (id: string, missionId: number) => ({
      id,
      state: 'created',
      step: ENGAGEMENT_STEPS[0],
      missionId,
      employeeId: crypto.randomUUID(),
      timeType: 'work',
      activityType: 'ACTIVITY_TYPE_ENGAGEMENT',
      message: null,
      cancelReason: null,
      otherReason: null,
      cancelMessage: null,
      survey: null,
      testimony: null,
      approximateDurationHours: null,
      revisedDurationHours: null,
      timeslots: [],
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      companyId: 1,
      companyName: 'Acme',
      mission: { id: missionId, slug: 'jardin', title: 'Jardin', availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', externalUrl: null, association: null, supervisorId: null },
      volunteer: { fullName: 'Sam Salarié', email: 'salarie@acme.example' },
      stateBeforeCancel: null,
      externalRegistrationDone: false,
      surveyCompletedAt: null,
      lastActivityAt: '2026-11-22T10:00:00.000Z',
      managerRequestedAt: null,
      availableActions: [],
    });
    const fresh = apply(1);
    const known = apply(2);
    await db.entity('engagement').put({ id: known.engagementId, version: 7, data: { ...view(known.engagementId, 2), state: 'validated' } } as never);
    server.decide = (m) => {
      const args = m.args as { engagementId: string; missionId: number };
      return { status: 'ok', engagement: view(args.engagementId, args.missionId) } as never;
    };
    await enqueue(db, 'engagement.apply', fresh);
    await enqueue(db, 'engagement.apply', known);
    await push(db, server);
    expect(await db.entity('engagement').get(fresh.engagementId)).toMatchObject({ version: 0, data: { id: fresh.engagementId, missionId: 1, state: 'created' } });
    expect(await db.entity('engagement').get(known.engagementId)).toMatchObject({ version: 7, data: { state: 'validated' } });
  });

  it('acknowledges a partly applied batch and sends only the rest', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    for (const missionId of [1, 2]) await enqueue(db, 'engagement.apply', apply(missionId));
    server.loseResponses = 1;
    await push(db, server);
    await enqueue(db, 'engagement.apply', apply(3));
    expect(await push(db, server)).toMatchObject({ kind: 'done', acknowledged: 3 });
    expect(server.pushes).toEqual([
      [1, 2],
      [1, 2, 3],
    ]);
    expect(server.applied.map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('renumbers the queue from expectedMutationId when the server waits for another id', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    for (const missionId of [1, 2, 3, 4]) await enqueue(db, 'engagement.apply', apply(missionId));
    // The server forgot mutations 3 and 4 were ever promised (e.g. the client's first two were acknowledged, then renumbered away).
    await db.outbox.bulkDelete([1, 2]);
    const clientId = (await readMeta(db)).clientId;
    server.lastMutationId.set(clientId, 0);
    expect(await push(db, server)).toEqual({ kind: 'done', acknowledged: 2, delivered: ['engagement.apply', 'engagement.apply'] });
    expect(server.pushes).toEqual([[3, 4], [1, 2]]);
    expect(server.applied.map((a) => [a.id, (a.args as { missionId: number }).missionId])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect((await readMeta(db)).lastMutationId).toBe(2);
    // The next intent follows without a gap.
    expect((await enqueue(db, 'engagement.apply', apply(5))).id).toBe(3);
  });

  it('takes an intent the server cannot read (400 naming it) out of the queue as a card, closes the gap, never loops', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    await enqueue(db, 'engagement.apply', apply(1));
    await enqueue(db, 'engagement.apply', { ...apply(2), malformed: true } as never);
    await enqueue(db, 'engagement.apply', apply(3));
    expect(await push(db, server)).toEqual({ kind: 'done', acknowledged: 2, delivered: ['engagement.apply', 'engagement.apply'] });
    expect(server.pushes).toEqual([
      [1, 2, 3],
      [1, 2],
    ]);
    expect(server.applied.map((a) => [a.id, (a.args as { missionId: number }).missionId])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(await db.conflicts.toArray()).toMatchObject([{ mutationId: 2, kind: 'failed', code: 'VALIDATION_FAILED' }]);
    expect(await db.outbox.count()).toBe(0);
    expect((await enqueue(db, 'engagement.apply', apply(4))).id).toBe(3);
  });

  it('finds an unreadable intent one by one when the 400 does not name it', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.nameFieldsOn400 = false;
    await enqueue(db, 'engagement.apply', apply(1));
    await enqueue(db, 'engagement.apply', { ...apply(2), malformed: true } as never);
    await enqueue(db, 'engagement.apply', apply(3));
    expect(await push(db, server)).toEqual({ kind: 'done', acknowledged: 2, delivered: ['engagement.apply', 'engagement.apply'] });
    expect(server.pushes).toEqual([[1, 2, 3], [1], [2], [2]]);
    expect(server.applied.map((a) => (a.args as { missionId: number }).missionId)).toEqual([1, 3]);
    expect(await db.conflicts.count()).toBe(1);
  });

  it('keeps every intent when the server refuses the envelope itself (outdated schema version)', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.refuseEnvelope = true;
    await enqueue(db, 'engagement.apply', apply(1));
    await enqueue(db, 'engagement.apply', apply(2));
    expect(await push(db, server)).toMatchObject({ kind: 'retry', status: 400 });
    expect(await db.outbox.count()).toBe(2);
    expect(await db.conflicts.count()).toBe(0);
  });

  it('keeps the whole queue on 401 and on server faults', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    for (const missionId of [1, 2]) await enqueue(db, 'engagement.apply', apply(missionId));
    server.failWith = 401;
    expect(await push(db, server)).toEqual({ kind: 'unauthorized' });
    server.failWith = 503;
    expect(await push(db, server)).toMatchObject({ kind: 'retry', status: 503 });
    expect((await pendingEntries(db)).map((e) => e.id)).toEqual([1, 2]);
    expect(server.applied).toEqual([]);
  });
});

describe('pull', () => {
  it('writes each page in its own transaction with its cursor, and resumes from the last page written', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.pages.set('', page('c1', [missionChange('1', 1), missionChange('2', 1)], { hasMore: true }));
    server.pages.set('c1', page('c2', [associationChange('10', 1)], { hasMore: true }));
    // Page 3 is not served: the network drops mid-snapshot.
    expect(await pull(db, server, { limit: 2 })).toMatchObject({ kind: 'retry' });
    expect(await db.entity('mission').count()).toBe(2);
    expect(await db.entity('association').count()).toBe(1);
    expect((await readMeta(db)).cursor).toBe('c2');

    server.pages.set('c2', page('c3', [missionChange('3', 1)]));
    expect(await pull(db, server, { limit: 2 })).toEqual({ kind: 'done', pages: 1, changes: 1, reset: false });
    expect(server.pulls).toEqual([undefined, 'c1', 'c2', 'c2']);
    expect((await db.entity('mission').toArray()).map((row) => row.id)).toEqual(['1', '2', '3']);
    expect(await db.entity('association').count()).toBe(1);
  });

  it('applies tombstones and ignores changes older than the row held', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.pages.set('', page('c1', [missionChange('1', 5, 'Nouveau titre'), missionChange('2', 1), associationChange('10', 1)]));
    await pull(db, server);
    server.pages.set('c1', page('c2', [missionChange('1', 4, 'Ancien titre'), tombstone('mission', '2', 2), tombstone('association', '10', 2), tombstone('quest', '99', 1)]));
    await pull(db, server);
    expect(await db.entity('mission').toArray()).toMatchObject([{ id: '1', version: 5, data: { title: 'Nouveau titre' } }]);
    expect(await db.entity('association').count()).toBe(0);
  });

  it('drops the replica on reset and keeps only the fresh snapshot', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.pages.set('', page('old', [missionChange('1', 1), missionChange('2', 1), associationChange('10', 1)]));
    await pull(db, server);
    server.pages.set('old', page('new1', [missionChange('3', 1)], { reset: true, hasMore: true }));
    server.pages.set('new1', page('new2', [associationChange('30', 1)]));
    expect(await pull(db, server)).toEqual({ kind: 'done', pages: 2, changes: 2, reset: true });
    expect((await db.entity('mission').toArray()).map((row) => row.id)).toEqual(['3']);
    expect((await db.entity('association').toArray()).map((row) => row.id)).toEqual(['30']);
    expect((await readMeta(db)).cursor).toBe('new2');
  });

  it('merges a timeslot of the log into its mission’s row, unless the row was read after it or is not held; a timeslot tombstone changes nothing', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const first = slot(1, '2026-12-05T08:00:00.000Z');
    const second = slot(2, '2026-12-12T08:00:00.000Z');
    server.pages.set('', page('c1', [missionChange('7', 10, 'Distribution', [first, second]), missionChange('8', 30, 'Jardin', [slot(5, '2026-12-01T08:00:00.000Z')])]));
    await pull(db, server);
    server.pages.set(
      'c1',
      page('c2', [
        timeslotChange(20, 7, { ...second, placesLeft: 0 }),
        timeslotChange(20, 7, slot(3, '2026-12-08T08:00:00.000Z')),
        // Mission 8 was read after this change (version 30): its row already says better.
        timeslotChange(20, 8, slot(5, '2026-12-01T08:00:00.000Z', 0)),
        // Mission 9 is not held: its own upsert will bring its timeslots.
        timeslotChange(20, 9, slot(6, '2026-12-01T08:00:00.000Z')),
        tombstone('timeslot', '1', 20),
      ]),
    );
    await pull(db, server);
    const mission = (id: string) => db.entity('mission').get(id);
    expect((await mission('7'))!.data.timeslots.map((held) => [held.id, held.placesLeft])).toEqual([
      [1, 3],
      [3, 3],
      [2, 0],
    ]);
    expect((await mission('7'))!.version).toBe(10);
    expect((await mission('8'))!.data.timeslots[0]!.placesLeft).toBe(3);
    expect(await mission('9')).toBeUndefined();
  });

  it('records whether the snapshot is complete: not from its first page (or a reset) until its last, whatever the log pages say', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const complete = async () => (await readMeta(db)).complete;
    server.pages.set('', page('c1', [missionChange('1', 1)], { hasMore: true }));
    expect(await pull(db, server)).toMatchObject({ kind: 'retry' });
    expect(await complete()).toBe(false);
    server.pages.set('c1', page('c2', [missionChange('2', 1)]));
    await pull(db, server);
    expect(await complete()).toBe(true);
    // A window of the log that takes several pages: the replica stays complete (stale at worst, never partial).
    server.pages.set('c2', page('c3', [missionChange('1', 2, 'Titre changé')], { hasMore: true }));
    expect(await pull(db, server)).toMatchObject({ kind: 'retry' });
    expect(await complete()).toBe(true);
    server.pages.set('c3', page('r1', [missionChange('3', 3)], { reset: true, hasMore: true }));
    expect(await pull(db, server)).toMatchObject({ kind: 'retry' });
    expect(await complete()).toBe(false);
    expect((await db.entity('mission').toArray()).map((row) => row.id)).toEqual(['3']);
  });

  it('commits each page as it comes: the screens read the first pages while a later one is still on its way', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.pages.set('', page('c1', [missionChange('1', 1), missionChange('2', 1)], { hasMore: true }));
    server.pages.set('c1', page('c2', [associationChange('10', 1)]));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowLastPage: SyncTransport = {
      push: (body) => server.push(body),
      pull: async (query, clientId) => {
        if (query.cursor === 'c1') await held;
        return server.pull(query, clientId);
      },
    };
    const running = pull(db, slowLastPage);
    await vi.waitFor(async () => expect(await db.entity('mission').count()).toBe(2));
    expect(await db.entity('association').count()).toBe(0);
    expect((await readMeta(db)).complete).toBe(false);
    release();
    expect(await running).toEqual({ kind: 'done', pages: 2, changes: 3, reset: false });
    expect(await db.entity('association').count()).toBe(1);
    expect((await readMeta(db)).complete).toBe(true);
  });

  it('asks for the next page before writing this one, so the server and the device work at the same time', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.pages.set('', page('c1', [missionChange('1', 1)], { hasMore: true }));
    server.pages.set('c1', page('c2', [missionChange('2', 1)], { hasMore: true }));
    server.pages.set('c2', page('c3', [missionChange('3', 1)]));
    const events: string[] = [];
    const watched: SyncTransport = {
      push: (body) => server.push(body),
      pull: (query, clientId) => {
        events.push(`ask ${query.cursor ?? 'first'}`);
        return server.pull(query, clientId);
      },
    };
    db.entity('mission').hook('creating', (_key, row) => {
      events.push(`write ${row.id}`);
    });
    await pull(db, watched);
    expect(events).toEqual(['ask first', 'ask c1', 'write 1', 'ask c2', 'write 2', 'write 3']);
  });

  it('leaves the queue alone: pending intents stay until a push acknowledges them', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    await enqueue(db, 'engagement.apply', apply(1));
    server.pages.set('', { ...emptyPage('c1'), lastMutationId: 1 });
    server.lastMutationId.set((await readMeta(db)).clientId, 1);
    await pull(db, server);
    expect(await db.outbox.count()).toBe(1);
    expect((await readMeta(db)).serverLastMutationId).toBe(1);
  });
});

describe('replica versions', () => {
  it('drops the rows of an older replica version with their cursor, and keeps the queue, the cards and the client id', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const older = new Dexie(name);
    older.version(1).stores({ ...ENTITY_INDEXES, timeslot: 'id, data.missionId', outbox: 'id, name', conflicts: '++key, mutationId', meta: 'key' });
    await older.table('mission').put({ id: '1', version: 3, data: { mission: { id: 1, title: 'Ancienne forme' }, state: 'published' } });
    await older.table('timeslot').put({ id: '10', version: 3, data: { id: 10, missionId: 1, durationHours: 3 } });
    await older.table('outbox').put({ id: 1, name: 'engagement.apply', args: apply(1), clientCreatedAt: new Date().toISOString(), status: 'pending' });
    await older.table('conflicts').add({ mutationId: 1, name: 'engagement.apply', args: {}, kind: 'conflict', code: 'TIMESLOT_FULL', details: {}, createdAt: new Date().toISOString() });
    await older.table('meta').put({ key: 'meta', value: { clientId: 'client-1', lastMutationId: 1, serverLastMutationId: 0, cursor: 'old', lastPulledAt: '2026-11-20T09:30:00.000Z' } });
    older.close();

    const db = freshDb(name);
    expect(await db.entity('mission').count()).toBe(0);
    expect(db.tables.map((table) => table.name)).not.toContain('timeslot');
    expect(await db.outbox.count()).toBe(1);
    expect(await db.conflicts.count()).toBe(1);
    const meta = await readMeta(db);
    expect(meta).toMatchObject({ clientId: 'client-1', lastMutationId: 1 });
    expect(meta.cursor).toBeUndefined();
    expect(meta.lastPulledAt).toBeUndefined();
    expect(db.verno).toBe(REPLICA_DB_VERSION);
  });
});

describe('engine', () => {
  function engineFor(db: ReplicaDatabase, server: FakeSyncServer, locks = localLocks()) {
    server.pages.set('', emptyPage('c1'));
    server.pages.set('c1', emptyPage('c1'));
    return new SyncEngine({ db, transport: server, locks, random: () => 0.5, isOnline: () => true, isVisible: () => true, backoff: { baseMs: 1000, maxMs: 8000 } });
  }

  it('on 401 keeps the queue, marks the session expired and schedules no retry; the next trigger after sign-in sends it', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const engine = engineFor(db, server);
    engine.start();
    await engine.sync();
    server.failWith = 401;
    await engine.enqueue('engagement.apply', apply(1));
    await engine.enqueue('engagement.apply', apply(2));
    await engine.sync();
    expect(await db.outbox.count()).toBe(2);
    expect((await readMeta(db)).sessionExpired).toBe(true);
    expect(engine.getState()).toMatchObject({ nextAttemptAt: null, lastError: { status: 401 } });

    server.failWith = null;
    window.dispatchEvent(new Event('online'));
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    expect((await readMeta(db)).sessionExpired).toBe(false);
    expect(server.applied.map((a) => a.id)).toEqual([1, 2]);
    engine.stop();
  });

  it('tells its listeners which queued intents the server carried out, once, and nothing for a refused one', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.decide = (m) => (m.name === 'engagement.cancel' ? { status: 'rejected', code: 'INVALID_TRANSITION' } : { status: 'ok' });
    const engine = engineFor(db, server);
    const delivered: string[][] = [];
    const stop = engine.onDelivered((names) => delivered.push([...names]));
    server.failWith = 0;
    await engine.enqueue('engagement.apply', apply(1));
    await engine.enqueue('engagement.cancel', { engagementId: crypto.randomUUID(), reason: 'not_available' });
    await engine.sync();
    expect(delivered).toEqual([]);
    server.failWith = null;
    await engine.sync();
    await engine.sync();
    expect(delivered).toEqual([['engagement.apply']]);
    stop();
    engine.stop();
  });

  it('backs off with jitter after a failure and polls slowly after a success', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const engine = engineFor(db, server);
    server.failWith = 503;
    const delay = () => engine.getState().nextAttemptAt! - Date.now();
    engine.start();
    await engine.sync(); // the start run, then this trigger: two failures (ceilings 1 s, 2 s; jitter keeps 50-100 %)
    expect(delay()).toBeGreaterThan(1400);
    expect(delay()).toBeLessThanOrEqual(1500);
    expect(engine.getState().lastError).toMatchObject({ status: 503 });
    await engine.sync();
    expect(delay()).toBeGreaterThan(2900);
    expect(delay()).toBeLessThanOrEqual(3000);
    server.failWith = null;
    await engine.sync();
    expect(engine.getState()).toMatchObject({ lastError: null, syncing: false });
    expect(delay()).toBeGreaterThan(60_000);
    engine.stop();
  });

  it('pulls again soon after intents were acknowledged (their changes may lag behind the watermark)', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const engine = engineFor(db, server);
    engine.start();
    await engine.sync();
    expect(engine.getState().nextAttemptAt! - Date.now()).toBeGreaterThan(60_000);
    await engine.enqueue('engagement.apply', apply(1));
    await engine.sync();
    const delay = engine.getState().nextAttemptAt! - Date.now();
    expect(delay).toBeGreaterThan(4_000);
    expect(delay).toBeLessThanOrEqual(5_000);
    engine.stop();
  });

  it('lets only one engine push while the lock is held; the other then finds nothing to send', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const locks = localLocks();
    const server = new FakeSyncServer();
    const tabA = engineFor(freshDb(name), server, locks);
    const tabB = engineFor(freshDb(name), server, locks);
    await enqueue(tabA.db, 'engagement.apply', apply(1));
    await enqueue(tabB.db, 'engagement.apply', apply(2));

    let release!: () => void;
    const held = locks.request(`solidaire-sync:${name}`, () => new Promise<void>((resolve) => (release = resolve)));
    const runs = [tabA.sync(), tabB.sync()];
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.pushes).toEqual([]);
    release();
    await held;
    await Promise.all(runs);
    expect(server.pushes).toEqual([[1, 2]]);
    expect(server.applied.map((a) => a.id)).toEqual([1, 2]);
  });

  it('coalesces triggers during a run into one more run', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const engine = engineFor(db, server);
    await enqueue(db, 'engagement.apply', apply(1));
    let open!: () => void;
    server.gate = new Promise((resolve) => (open = resolve));
    const first = engine.sync();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await enqueue(db, 'engagement.apply', apply(2));
    const second = engine.sync();
    const third = engine.sync();
    server.gate = null;
    open();
    await Promise.all([first, second, third]);
    expect(server.pushes).toEqual([[1], [2]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('closes the replica and asks for a reload when another tab opens a newer version', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const db = freshDb(name);
    const engine = engineFor(db, new FakeSyncServer());
    engine.start();
    await engine.sync();
    const { default: Dexie } = await import('dexie');
    const newer = new Dexie(name);
    newer.version(5).stores({ mission: 'id' });
    await newer.open();
    expect(engine.getState().versionChanged).toBe(true);
    expect(db.isOpen()).toBe(false);
    newer.close();
    engine.stop();
  });

  it('does nothing offline and waits for the online event', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    let online = false;
    const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => online, isVisible: () => true });
    engine.start();
    await engine.enqueue('engagement.apply', apply(1));
    await engine.sync();
    expect(server.pushes).toEqual([]);
    online = true;
    server.pages.set('', emptyPage('c1'));
    window.dispatchEvent(new Event('online'));
    await engine.sync();
    expect(server.applied).toHaveLength(1);
    engine.stop();
  });
});

describe('http transport', () => {
  it('sends the space headers and the client id, and reports 401 without reloading the page', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('/push')) return new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Session expirée', requestId: 'r' } }), { status: 401 });
      return new Response(JSON.stringify({ cursor: 'c1', hasMore: false, lastMutationId: 0, changes: [], reset: false }), { status: 200 });
    }) as unknown as typeof fetch;
    const transport = httpTransport(spaceHeaders('employee', 7), fetchImpl);
    const pushed = await transport.push({ clientId: crypto.randomUUID(), schemaVersion: 1, mutations: [{ id: 1, name: 'engagement.cancel', args: {}, clientCreatedAt: new Date().toISOString() }] });
    expect(pushed).toMatchObject({ ok: false, status: 401, code: 'UNAUTHENTICATED' });
    const pulled = await transport.pull({ cursor: 'c0', limit: 50 }, 'client-1');
    expect(pulled).toMatchObject({ ok: true, data: { cursor: 'c1' } });
    expect(calls[1]!.url).toBe(`/api/v1/sync/pull?replicaVersion=${SYNC_REPLICA_VERSION}&limit=50&cursor=c0`);
    expect(calls[1]!.init.headers).toMatchObject({ 'X-Company-Id': '7', 'X-Context-Type': 'employee', 'X-Sync-Client-Id': 'client-1', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('turns a network failure into a retryable result', async () => {
    const transport = httpTransport(spaceHeaders('association', 3), (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    expect(await transport.pull({ limit: 10 }, 'c')).toEqual({ ok: false, status: 0, code: 'NETWORK' });
  });
});
