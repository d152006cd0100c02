import * as z from 'zod/mini';

/**
 * The envelope of the offline sync's wire contract (`docs/sync.md`): the
 * versions and bounds, the push request and answer, the pull query and the
 * pull answer as the client checks it. What a pulled row's `data` holds and
 * each mutation's args are in `sync.schema.ts`, which re-exports this module.
 *
 * Apart from the replica's code so that it builds none of the entity schemas
 * (missions, engagements, highlights, quests...): building them at the
 * replica's start cost a phone's main thread 300 ms (4x CPU), on every page
 * of the employee space.
 */

/** The push's version: bumped when the push envelope or a mutation's args change incompatibly; a mismatch is a 400. */
export const SYNC_SCHEMA_VERSION = 1 as const;

/**
 * The pull's version: bumped when the pull answer or what a replica row holds
 * (`SYNC_ENTITY_DATA`) changes incompatibly. A pull names the version it reads
 * and another one is a 400, so a tab of an older build never stores rows it
 * cannot read; the client's replica drops the rows of an older version
 * (client/lib/sync/db.ts) and the server answers a reset to their cursors
 * (server/modules/sync/cursor.ts). 2: rows cut to what the screens read. 3: the
 * company's selections (`program`), and the mission facts their rule reads
 * (`country`, `publisherCompanyId`). 4: the company's highlights (`highlight`).
 */
export const SYNC_REPLICA_VERSION = 4 as const;

/** The most mutations one push may carry, and the pull page bounds. */
export const SYNC_MAX_PUSH_MUTATIONS = 100;
export const SYNC_DEFAULT_PULL_LIMIT = 500;
export const SYNC_MAX_PULL_LIMIT = 1000;

// ---------------------------------------------------------------------------
// Push
// ---------------------------------------------------------------------------

/**
 * One queued intent. `id` numbers the client's mutations 1, 2, 3... with no
 * gap. The envelope is all a 400 ever refuses (and a 400 consumes nothing):
 * what an intent says — its name and its args — is checked by the server one
 * intent at a time, and a name it does not know or args that do not fit the
 * name's schema (the text rule of shared/validation/text.ts included) are
 * recorded as `rejected` / `VALIDATION_FAILED` (details.fields) and consumed,
 * so one bad intent never blocks the queue behind it (docs/sync.md).
 */
export const syncMutationSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.maxLength(100)),
  args: z.unknown(),
  clientCreatedAt: z.string().check(z.maxLength(64)),
});
export type SyncMutation = z.infer<typeof syncMutationSchema>;

/** `POST /api/v1/sync/push` body. Mutations are sent in id order. */
export const syncPushRequestSchema = z.object({
  /** One per browser profile and signed-in user; made by the client (crypto.randomUUID()). */
  clientId: z.uuid(),
  schemaVersion: z.literal(SYNC_SCHEMA_VERSION),
  mutations: z.array(syncMutationSchema).check(z.minLength(1), z.maxLength(SYNC_MAX_PUSH_MUTATIONS)),
});
export type SyncPushRequest = z.infer<typeof syncPushRequestSchema>;

/**
 * The result of one mutation, stored by the server and returned identically
 * on every replay. `ok` may carry extra fields from the use case (e.g.
 * `engagement`, `waitlisted`); `conflict` (the server's state moved: a full
 * slot, a state already changed) and `rejected` (a rule or permission refuses
 * it) carry a stable error code (`t('errors:<code>')`) and optional details
 * (TIMESLOT_FULL: `waitingListPosition`, `otherTimeslots`...).
 */
export const syncMutationResultSchema = z.union([
  z.looseObject({ id: z.int().check(z.positive()), status: z.literal('ok') }),
  z.object({
    id: z.int().check(z.positive()),
    status: z.enum(['conflict', 'rejected']),
    code: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
]);
export type SyncMutationResult = z.infer<typeof syncMutationResultSchema>;

/**
 * `POST /api/v1/sync/push` 200 answer. `results` holds one entry per mutation
 * processed (replays included, in order). When a mutation's id skips ahead of
 * `lastMutationId + 1`, processing stops there and `expectedMutationId` says
 * which id the server waits for (the client resends from it).
 */
export const syncPushResponseSchema = z.object({
  lastMutationId: z.int().check(z.gte(0)),
  results: z.array(syncMutationResultSchema),
  expectedMutationId: z.optional(z.int().check(z.positive())),
});
export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>;

// ---------------------------------------------------------------------------
// Pull
// ---------------------------------------------------------------------------

/**
 * The replicated entities, each a table of the replica; what a row's `data`
 * holds is `SYNC_ENTITY_DATA` (sync.schema.ts), which names exactly these.
 */
export const SYNC_ENTITIES = ['mission', 'association', 'quest', 'level', 'program', 'highlight', 'engagement', 'credit', 'level_answer', 'roster_engagement'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

/** An opaque pull cursor: send back exactly what the server gave. */
export const syncCursorSchema = z.string().check(z.minLength(1), z.maxLength(200));
export type SyncCursor = z.infer<typeof syncCursorSchema>;

/** What a change names: a replicated entity, or a timeslot (merged into its mission's row). */
export type SyncChangeEntity = SyncEntity | 'timeslot';
export const SYNC_CHANGE_ENTITIES: readonly SyncChangeEntity[] = [...SYNC_ENTITIES, 'timeslot'];

/** What every change carries besides its entity, operation and data. */
export const syncChangeBase = {
  /** The row's id as a string (numeric ids too; `me` for the credit). */
  id: z.string(),
  /**
   * Grows each time the server reads the row for a pull (a snapshot watermark):
   * a client may ignore a change whose version is lower than the one it holds.
   */
  version: z.int().check(z.gte(0)),
};

/**
 * `GET /api/v1/sync/pull` query: no cursor = a full snapshot from scratch.
 * `replicaVersion`: the rows the client reads (SYNC_REPLICA_VERSION); a client
 * that names none or another is answered 400 and stores nothing.
 */
export const syncPullQuerySchema = z.object({
  replicaVersion: z.pipe(z.coerce.number(), z.literal(SYNC_REPLICA_VERSION)),
  cursor: z.optional(syncCursorSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SYNC_MAX_PULL_LIMIT)), SYNC_DEFAULT_PULL_LIMIT),
});
export type SyncPullQuery = z.infer<typeof syncPullQuerySchema>;

/**
 * `GET /api/v1/sync/pull` 200 answer as the client checks it: everything the
 * pull writer reads to place a row (the entity, the operation, the id, the
 * version, the cursor...), and an object as an upsert's `data` (null for a
 * delete). The shape of `data` is the server's side of the contract
 * (`syncPullResponseSchema`, against which the server's tests check its
 * answers); a build that reads rows of another shape never stores them, since
 * its pull names another `replicaVersion` and is answered 400. Checking every
 * row's data against its entity's schema would cost the replica's start the
 * entity schemas (see above) and a first sync of 30,000 rows as much again.
 */
const changeEntity = z.enum(SYNC_CHANGE_ENTITIES as [SyncChangeEntity, ...SyncChangeEntity[]]);
const changeData = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
export const syncPullEnvelopeSchema = z.object({
  cursor: syncCursorSchema,
  hasMore: z.boolean(),
  lastMutationId: z.int().check(z.gte(0)),
  changes: z.array(
    z.discriminatedUnion('op', [
      z.object({ entity: changeEntity, op: z.literal('upsert'), ...syncChangeBase, data: changeData }),
      z.object({ entity: changeEntity, op: z.literal('delete'), ...syncChangeBase, data: z.null() }),
    ]),
  ),
  reset: z.boolean(),
});

/** The header naming the client on a pull (push names it in the body). */
export const SYNC_CLIENT_HEADER = 'X-Sync-Client-Id';
