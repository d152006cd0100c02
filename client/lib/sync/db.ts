import { REPLICA_PREFIX } from './stored-replica';
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import type { SyncCursor, SyncEntity, SyncEntityData, SyncMutationArgs, SyncMutationName } from '../../../shared/sync/sync.schema';

/**
 * The offline replica of one user in one space (sync.md): what the server sent
 * by pull, the queue of intents not yet acknowledged, and the conflict cards.
 * A replica is per user AND per space because the server scopes a pull by the
 * space's context header, and a mutation must be pushed with the headers of the
 * space it was made in; two accounts on one device never share a database.
 */

/** A replicated row: the server's `data` kept whole, keyed by the change's id. */
export interface ReplicaRow<E extends SyncEntity = SyncEntity> {
  id: string;
  version: number;
  data: SyncEntityData<E>;
}

export type OutboxStatus = 'pending';

/** One queued intent, numbered 1, 2, 3... per client with no gap. */
export interface OutboxEntry<N extends SyncMutationName = SyncMutationName> {
  id: number;
  name: N;
  args: SyncMutationArgs<N>;
  clientCreatedAt: string;
  status: OutboxStatus;
}

export type ConflictKind = 'conflict' | 'rejected' | 'failed';

/**
 * A card the user must see and dismiss: a business conflict or rejection
 * returned by the server, or an intent the server could not read at all (400).
 */
export interface ConflictCard {
  key?: number;
  mutationId: number;
  name: SyncMutationName;
  args: unknown;
  kind: ConflictKind;
  code: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Persistent per-replica state, readable from every tab. */
export interface SyncMeta {
  clientId: string;
  /** The last mutation id handed out by the outbox. */
  lastMutationId: number;
  /** The last mutation id the server said it applied. */
  serverLastMutationId: number;
  cursor?: SyncCursor;
  lastPulledAt?: string;
  /** Set by a 401: the queue is kept until the user signs in again. */
  sessionExpired?: boolean;
  /**
   * False while a snapshot (the first sync, or the one after a reset) is still
   * arriving: the replica then holds its first pages only, and an offline
   * screen says the rest is still to come. True once its last page is stored.
   */
  complete?: boolean;
}

type MetaRecord = { key: 'meta'; value: SyncMeta };

/** Secondary indexes per entity (dotted key paths into `data`) for the screens' queries. */
export const ENTITY_INDEXES = {
  mission: 'id',
  association: 'id',
  quest: 'id',
  level: 'id, data.questId',
  program: 'id',
  highlight: 'id',
  engagement: 'id, data.mission.id, data.state',
  credit: 'id',
  level_answer: 'id, data.levelId',
  roster_engagement: 'id, data.mission.id, data.state',
} as const satisfies Record<SyncEntity, string>;

export const ENTITY_NAMES = Object.keys(ENTITY_INDEXES) as SyncEntity[];

/** Bump with a new `version(n)` block when a table or index changes, or when the rows change shape (SYNC_REPLICA_VERSION). */
export const REPLICA_DB_VERSION = 4;

export type ReplicaTables = { [E in SyncEntity]: Table<ReplicaRow<E>, string> };

/** A new shape of the rows: those held go, with the cursor that read them (the next pull is a first sync). */
async function dropReplicatedRows(tx: Transaction) {
  await Promise.all(ENTITY_NAMES.map((name) => tx.table(name).clear()));
  const meta = tx.table<MetaRecord, 'meta'>('meta');
  const record = await meta.get('meta');
  if (record) await meta.put({ key: 'meta', value: { ...record.value, cursor: undefined, lastPulledAt: undefined } });
}

export class ReplicaDatabase extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'id'>;
  conflicts!: EntityTable<ConflictCard, 'key'>;
  meta!: Table<MetaRecord, 'meta'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      ...ENTITY_INDEXES,
      timeslot: 'id, data.missionId',
      outbox: 'id, name',
      conflicts: '++key, mutationId',
      meta: 'key',
    });
    // 2: the rows of SYNC_REPLICA_VERSION 2 (a mission holds its timeslots: no timeslot table). Rows of the older
    // shape go, with the cursor that read them, so the screens never read them and the next pull is a first sync;
    // the queue, the cards and the client id stay.
    this.version(2).stores({ timeslot: null }).upgrade(dropReplicatedRows);
    // 3: the rows of SYNC_REPLICA_VERSION 3 (the company's selections, `program`; missions carry the facts their rule
    // reads). The rows held go with their cursor, as in version 2; the queue, the cards and the client id stay.
    this.version(3).stores({ program: 'id' }).upgrade(dropReplicatedRows);
    // 4: the rows of SYNC_REPLICA_VERSION 4 (the company's highlights, `highlight`), read from a first sync as in 3.
    this.version(4).stores({ highlight: 'id' }).upgrade(dropReplicatedRows);
  }

  entity<E extends SyncEntity>(entity: E): Table<ReplicaRow<E>, string> {
    return this.table(entity) as Table<ReplicaRow<E>, string>;
  }

  entityTables(): Table[] {
    return ENTITY_NAMES.map((name) => this.table(name));
  }
}

/** Which replica: one per user id and space (employee space of a company, association space). */
export interface ReplicaScope {
  userId: string;
  space: 'employee' | 'association';
  organisationId: number;
}

/** What every replica name of one user starts with: sign-out finds (and deletes) that user's replicas by it. */
export function replicaPrefix(userId: string): string {
  return `${REPLICA_PREFIX}${userId}:`;
}

export function replicaName(scope: ReplicaScope): string {
  return `${replicaPrefix(scope.userId)}${scope.space}:${scope.organisationId}`;
}

/** The scope a replica name was made from, or null for any other database. */
export function parseReplicaName(name: string): ReplicaScope | null {
  if (!name.startsWith(REPLICA_PREFIX)) return null;
  // Read from the end: the space and organisation never contain ':', whatever the user id holds.
  const parts = name.slice(REPLICA_PREFIX.length).split(':');
  if (parts.length < 3) return null;
  const organisationId = Number(parts.pop());
  const space = parts.pop();
  const userId = parts.join(':');
  if (!userId || (space !== 'employee' && space !== 'association') || !Number.isInteger(organisationId)) return null;
  return { userId, space, organisationId };
}

export function openReplica(scope: ReplicaScope | string): ReplicaDatabase {
  return new ReplicaDatabase(typeof scope === 'string' ? scope : replicaName(scope));
}

/** The replica's meta, created (with a fresh client id) on first use. Call inside or outside a transaction. */
export async function readMeta(db: ReplicaDatabase): Promise<SyncMeta> {
  const record = await db.meta.get('meta');
  if (record) return record.value;
  return db.transaction('rw', db.meta, async () => {
    const again = await db.meta.get('meta');
    if (again) return again.value;
    const value: SyncMeta = { clientId: crypto.randomUUID(), lastMutationId: 0, serverLastMutationId: 0 };
    await db.meta.put({ key: 'meta', value });
    return value;
  });
}

export async function updateMeta(db: ReplicaDatabase, patch: Partial<SyncMeta>): Promise<SyncMeta> {
  return db.transaction('rw', db.meta, async () => {
    const value = { ...(await readMeta(db)), ...patch };
    await db.meta.put({ key: 'meta', value });
    return value;
  });
}
