import { describe, expect, it } from 'vitest';
import {
  SYNC_MUTATION_ARGS,
  SYNC_REPLICA_VERSION,
  SYNC_MUTATION_NAMES,
  syncChangeSchema,
  syncLevelDataSchema,
  SYNC_ENTITIES,
  SYNC_ENTITY_DATA,
  syncPullEnvelopeSchema,
  syncPullQuerySchema,
  syncPullResponseSchema,
  syncPushRequestSchema,
  syncPushResponseSchema,
} from './sync.schema';

const uuid = '6f1c1d7e-4a5b-4c3d-9e8f-0a1b2c3d4e5f';
const at = '2026-11-22T10:00:00.000Z';

describe('sync wire schemas (sync.md)', () => {
  it('names the six mutations of the first set', () => {
    expect(SYNC_MUTATION_NAMES).toEqual(['engagement.apply', 'engagement.cancel', 'timeslot.subscribe', 'level.answer', 'engagement.confirm', 'engagement.finish']);
  });

  it.each([
    ['a valid push', { clientId: uuid, schemaVersion: 1, mutations: [{ id: 1, name: 'engagement.confirm', args: { engagementId: uuid }, clientCreatedAt: at }] }, true],
    ['another schema version', { clientId: uuid, schemaVersion: 2, mutations: [{ id: 1, name: 'engagement.confirm', args: {}, clientCreatedAt: at }] }, false],
    // What an intent says is the server's to judge intent by intent (a rejected result), never the envelope's.
    ['an unknown mutation', { clientId: uuid, schemaVersion: 1, mutations: [{ id: 1, name: 'mission.delete', args: {}, clientCreatedAt: at }] }, true],
    ['id 0', { clientId: uuid, schemaVersion: 1, mutations: [{ id: 0, name: 'engagement.confirm', args: {}, clientCreatedAt: at }] }, false],
    ['no mutation', { clientId: uuid, schemaVersion: 1, mutations: [] }, false],
    ['a client id that is not a uuid', { clientId: 'abc', schemaVersion: 1, mutations: [{ id: 1, name: 'engagement.confirm', args: {}, clientCreatedAt: at }] }, false],
  ])('push request: %s', (_, body, ok) => {
    expect(syncPushRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    ['engagement.apply', { engagementId: uuid, missionId: 3, timeslotIds: [4], timeType: 'work' }, true],
    ['engagement.apply', { engagementId: uuid, missionId: 3, timeslotIds: [4, 4], timeType: 'work' }, false],
    ['engagement.cancel', { engagementId: uuid, reason: 'other' }, false],
    ['engagement.cancel', { engagementId: uuid, reason: 'other', otherReason: 'Déménagement' }, true],
    ['timeslot.subscribe', { subscriptionId: uuid, timeslotId: 9 }, true],
    ['level.answer', { answerId: uuid, levelId: 2, answers: ['Vert'] }, true],
    ['level.answer', { answerId: uuid, levelId: 2, answers: [''] }, false],
    ['engagement.finish', { engagementId: 'x' }, false],
  ] as const)('%s args %j -> %s', (name, args, ok) => {
    expect(SYNC_MUTATION_ARGS[name].safeParse(args).success).toBe(ok);
  });

  it('defaults the apply args like the online route (reject when full, no credit warning acknowledged)', () => {
    expect(SYNC_MUTATION_ARGS['engagement.apply'].parse({ engagementId: uuid, missionId: 3, timeslotIds: [], timeType: 'personal' })).toMatchObject({
      onFull: 'reject',
      acknowledgeInsufficientCredit: false,
    });
  });

  it('push response: results of every status, and the gap answer', () => {
    expect(
      syncPushResponseSchema.safeParse({
        lastMutationId: 3,
        results: [
          { id: 1, status: 'ok', engagement: {} },
          { id: 2, status: 'conflict', code: 'TIMESLOT_FULL', details: { waitingListOffered: true } },
          { id: 3, status: 'rejected', code: 'VALIDATION_FAILED' },
        ],
      }).success,
    ).toBe(true);
    expect(syncPushResponseSchema.safeParse({ lastMutationId: 3, results: [], expectedMutationId: 4 }).success).toBe(true);
    expect(syncPushResponseSchema.safeParse({ lastMutationId: 3, results: [{ id: 1, status: 'conflict' }] }).success).toBe(false);
  });

  it('a level is replicated without its right answer', () => {
    expect(Object.keys(syncLevelDataSchema.shape)).not.toContain('rightAnswer');
  });

  it('changes: upserts carry their entity data, tombstones carry null', () => {
    const timeslot = { id: 4, missionId: 3, kind: 'slot', startsAt: at, endsAt: at, places: 5, placesLeft: 2, signupsOpen: true };
    expect(syncChangeSchema.safeParse({ entity: 'timeslot', id: '4', op: 'upsert', version: 12, data: timeslot }).success).toBe(true);
    expect(syncChangeSchema.safeParse({ entity: 'timeslot', id: '4', op: 'upsert', version: 12, data: { id: 4 } }).success).toBe(false);
    expect(syncChangeSchema.safeParse({ entity: 'mission', id: '3', op: 'delete', version: 12, data: null }).success).toBe(true);
    expect(syncChangeSchema.safeParse({ entity: 'unknown', id: '3', op: 'delete', version: 12, data: null }).success).toBe(false);
    expect(syncPullResponseSchema.safeParse({ cursor: 'abc', hasMore: false, lastMutationId: 0, changes: [], reset: false }).success).toBe(true);
  });

  it('pull query: the replica version this build reads, limit bounded, 500 by default', () => {
    expect(syncPullQuerySchema.parse({ replicaVersion: String(SYNC_REPLICA_VERSION) })).toEqual({ replicaVersion: SYNC_REPLICA_VERSION, limit: 500 });
    expect(syncPullQuerySchema.safeParse({ replicaVersion: String(SYNC_REPLICA_VERSION), limit: '5000' }).success).toBe(false);
    expect(syncPullQuerySchema.parse({ replicaVersion: String(SYNC_REPLICA_VERSION), cursor: 'x', limit: '10' })).toEqual({ replicaVersion: SYNC_REPLICA_VERSION, cursor: 'x', limit: 10 });
    // An older build's pull (no version, or its own) is refused: it would store rows it cannot read.
    expect(syncPullQuerySchema.safeParse({}).success).toBe(false);
    expect(syncPullQuerySchema.safeParse({ replicaVersion: String(SYNC_REPLICA_VERSION - 1) }).success).toBe(false);
  });

  it('a change is checked against its own entity’s data only: a timeslot row is not a mission row', () => {
    const timeslot = { id: 4, missionId: 3, kind: 'slot', startsAt: at, endsAt: at, places: 5, placesLeft: 2, signupsOpen: true };
    expect(syncChangeSchema.safeParse({ entity: 'mission', id: '4', op: 'upsert', version: 12, data: timeslot }).success).toBe(false);
    expect(syncChangeSchema.safeParse({ entity: 'timeslot', id: '4', op: 'delete', version: 12, data: timeslot }).success).toBe(false);
  });

  it('the client checks the pull envelope: what places a row, and an object as an upsert’s data; the data’s shape is the server’s', () => {
    const page = (change: Record<string, unknown>) => ({ cursor: 'abc', hasMore: false, lastMutationId: 0, reset: false, changes: [change] });
    const wrongMission = { entity: 'mission', id: '3', op: 'upsert', version: 12, data: { id: 3 } };
    expect(syncPullEnvelopeSchema.safeParse(page(wrongMission)).success).toBe(true);
    expect(syncPullResponseSchema.safeParse(page(wrongMission)).success).toBe(false);
    expect(syncPullEnvelopeSchema.safeParse(page({ entity: 'timeslot', id: '4', op: 'delete', version: 12, data: null })).success).toBe(true);
    for (const bad of [
      { entity: 'unknown', id: '3', op: 'upsert', version: 12, data: {} },
      { entity: 'mission', id: '3', op: 'upsert', version: 12, data: null },
      { entity: 'mission', id: '3', op: 'upsert', version: 12, data: [] },
      { entity: 'mission', id: '3', op: 'delete', version: 12, data: {} },
      { entity: 'mission', id: 3, op: 'upsert', version: 12, data: {} },
      { entity: 'mission', id: '3', op: 'upsert', version: -1, data: {} },
      { entity: 'mission', id: '3', op: 'replace', version: 12, data: {} },
    ]) {
      expect(syncPullEnvelopeSchema.safeParse(page(bad)).success, JSON.stringify(bad)).toBe(false);
    }
    expect(syncPullEnvelopeSchema.safeParse({ hasMore: false, lastMutationId: 0, reset: false, changes: [] }).success).toBe(false);
  });

  it('every replicated entity has its data schema', () => {
    expect(Object.keys(SYNC_ENTITY_DATA)).toEqual([...SYNC_ENTITIES]);
  });
});
