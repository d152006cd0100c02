import Dexie from 'dexie';
import { openReplica, parseReplicaName, replicaPrefix, type ReplicaScope } from './db';
import { SyncEngine } from './engine';
import { runningEngine } from './registry';
import { type SyncTransport, httpTransport, spaceHeaders } from './transport';

/**
 * Sign-out clears the user's offline replicas (missions, applications, rosters
 * with volunteers' contact details) so the next person on a shared device finds
 * nothing of theirs. IndexedDB never holds sign-out back: every step logs its
 * failure and gives up after a few seconds (a delete blocked by an old tab that
 * does not close its connection).
 */

const STEP_TIMEOUT_MS = 3_000;

function logFailure(step: string, error: unknown) {
  console.warn(`Sign-out: ${step} of the offline data failed; signing out anyway.`, error);
}

function withTimeout<T>(promise: Promise<T>, fallback: T, step: string): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => {
      logFailure(step, new Error(`no answer within ${STEP_TIMEOUT_MS} ms`));
      resolve(fallback);
    }, STEP_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        logFailure(step, error);
        resolve(fallback);
      },
    );
  });
}

/** The names of this user's replicas on this device (every space), never another user's. */
export function listUserReplicas(userId: string): Promise<string[]> {
  const prefix = replicaPrefix(userId);
  return withTimeout(
    Dexie.getDatabaseNames().then((names) => names.filter((name) => name.startsWith(prefix)).sort()),
    [],
    'listing',
  );
}

async function countOutbox(name: string): Promise<number> {
  const engine = runningEngine(name);
  if (engine?.db.isOpen()) return engine.db.outbox.count();
  // Opened without a schema: reads whatever version is there and creates nothing.
  const db = new Dexie(name);
  try {
    await db.open();
    return db.tables.some((table) => table.name === 'outbox') ? await db.table('outbox').count() : 0;
  } finally {
    db.close();
  }
}

/** The replicas that still hold intents for the server, with how many (a replica that cannot be read counts 0). */
export async function countUnsent(names: readonly string[]): Promise<{ total: number; byReplica: Map<string, number> }> {
  const counts = await Promise.all(names.map((name) => withTimeout(countOutbox(name), 0, `counting ${name}`)));
  const byReplica = new Map(names.map((name, i) => [name, counts[i] ?? 0] as const).filter(([, count]) => count > 0));
  return { total: counts.reduce((sum, count) => sum + count, 0), byReplica };
}

/** Closes this tab's connections (the running engines release theirs) and deletes the replicas. */
export async function deleteReplicas(names: readonly string[]): Promise<void> {
  for (const name of names) {
    try {
      runningEngine(name)?.release();
    } catch (error) {
      logFailure(`closing ${name}`, error);
    }
  }
  await Promise.all(names.map((name) => withTimeout(Dexie.delete(name), undefined, `deleting ${name}`)));
}

export interface SyncBeforeSignOutOptions {
  isOnline?: () => boolean;
  /** The transport of a replica no engine runs for in this tab (another space). */
  transportFor?: (scope: ReplicaScope) => SyncTransport;
}

/**
 * Pushes (then pulls) every replica once: through this tab's engine when one runs,
 * otherwise through a short-lived engine with the headers of the replica's space.
 * 'offline' when there is no network to try.
 */
export async function syncBeforeSignOut(names: readonly string[], options: SyncBeforeSignOutOptions = {}): Promise<'offline' | 'synced'> {
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  if (!isOnline()) return 'offline';
  const transportFor = options.transportFor ?? ((scope: ReplicaScope) => httpTransport(spaceHeaders(scope.space, scope.organisationId)));
  await Promise.all(
    names.map(async (name) => {
      try {
        const engine = runningEngine(name);
        if (engine) return await engine.sync('manual');
        const scope = parseReplicaName(name);
        if (!scope) return;
        const db = openReplica(name);
        try {
          // Not started: one push and pull, no timers or listeners left behind.
          await new SyncEngine({ db, transport: transportFor(scope), isOnline }).sync('manual');
        } finally {
          db.close();
        }
      } catch (error) {
        console.warn(`Sign-out: syncing ${name} failed.`, error);
      }
    }),
  );
  return 'synced';
}
