import { type ReplicaScope, openReplica } from './db';
import { SyncEngine } from './engine';
import { registerEngine } from './registry';
import { httpTransport, spaceHeaders } from './transport';

/**
 * What SyncProvider loads after the page (a dynamic import): Dexie, the replica, the sync engine and the wire schemas.
 * No route imports it statically, so a page's first load never waits for Dexie; the service worker precaches it, so the
 * installed app opens its replica offline.
 */

export interface RunningReplica {
  engine: SyncEngine;
  /** Stops the engine and closes the replica (the space closes). */
  stop(): void;
}

/** Opens the replica of one user and space and starts its engine; sign-out finds the engine in the registry. */
export function startReplica(scope: ReplicaScope): RunningReplica {
  const db = openReplica(scope);
  // Opened now, while the page renders, rather than by the page's first read. A failure to open is not lost: every
  // read and sync then rejects with it (shown by the screens and the engine); this promise only must not go unhandled.
  db.open().catch(() => undefined);
  const engine = new SyncEngine({ db, transport: httpTransport(spaceHeaders(scope.space, scope.organisationId)) });
  engine.start();
  const unregister = registerEngine(engine);
  return {
    engine,
    stop: () => {
      unregister();
      engine.release();
    },
  };
}
