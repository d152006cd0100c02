import Dexie from 'dexie';
import { type ReplicaDatabase, type ReplicaScope, openReplica, replicaName } from './db';
import { SyncEngine } from './engine';
import { localLocks } from './locks';
import { enqueue } from './outbox';
import { registerEngine } from './registry';
import { FakeSyncServer } from './sync-server.fixture';

/** Tests only: the replicas of user u1 and of other users on the same device, for the sign-out tests. */
export const MINE_EMPLOYEE: ReplicaScope = { userId: 'u1', space: 'employee', organisationId: 1 };
export const MINE_ASSOCIATION: ReplicaScope = { userId: 'u1', space: 'association', organisationId: 2 };
// Another user on the same device, and one whose id starts like ours.
export const OTHERS: ReplicaScope[] = [
  { userId: 'u2', space: 'employee', organisationId: 1 },
  { userId: 'u10', space: 'employee', organisationId: 1 },
];
export const OTHERS_NAMES = OTHERS.map(replicaName).sort();

const apply = (missionId: number) => ({ engagementId: crypto.randomUUID(), missionId, timeslotIds: [11], timeType: 'work' as const, onFull: 'reject' as const });

const cleanups: Array<() => void> = [];

/** A replica as a session left it: rows pulled, and `unsent` intents in its outbox. */
export async function seedReplica(scope: ReplicaScope, unsent = 0) {
  const db = openReplica(scope);
  await db.entity('mission').put({ id: '5', version: 1, data: { mission: { id: 5, title: 'Jardin partagé' } } as never });
  for (let i = 0; i < unsent; i++) await enqueue(db, 'engagement.apply', apply(5 + i));
  db.close();
}

/** What SyncProvider does for the space on screen: an engine running on the replica, registered for sign-out. */
export function runEngine(scope: ReplicaScope, server = new FakeSyncServer()) {
  const db: ReplicaDatabase = openReplica(scope);
  // Offline at start, so the test decides when a push happens.
  let online = false;
  const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => online, isVisible: () => true });
  engine.start();
  const unregister = registerEngine(engine);
  cleanups.push(() => {
    unregister();
    engine.release();
  });
  return { db, engine, server, goOnline: () => (online = true) };
}

/** The IndexedDB databases of the device, sorted. */
export async function names() {
  return (await Dexie.getDatabaseNames()).sort();
}

/** Unregisters and releases the engines `runEngine` started. */
export function stopEngines() {
  for (const cleanup of cleanups.splice(0)) cleanup();
}

/** Deletes every IndexedDB database of the device. */
export async function deleteAllDatabases() {
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
}
