import type { SyncEngine } from './engine';

/**
 * The sync engines running in this tab, by replica name. The account menu sits
 * outside the space's SyncProvider, so sign-out reaches the engines here: to
 * sync before leaving, or to close a replica before deleting it.
 */
const engines = new Map<string, SyncEngine>();

/** Records a running engine; call the returned function when it stops. */
export function registerEngine(engine: SyncEngine): () => void {
  const name = engine.db.name;
  engines.set(name, engine);
  return () => {
    if (engines.get(name) === engine) engines.delete(name);
  };
}

export function runningEngine(name: string): SyncEngine | undefined {
  return engines.get(name);
}
