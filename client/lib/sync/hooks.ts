import { type QueryKey, useQueryClient } from '@tanstack/react-query';
// Types only: Dexie loads with the engine (SyncProvider's dynamic import), never with a screen.
import type { Table } from 'dexie';
import { type DependencyList, createContext, startTransition, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SyncEntity, SyncMutationArgs, SyncMutationName } from '../../../shared/sync/sync.schema';
import { useOnline } from '../online';
import type { ConflictCard, OutboxEntry, ReplicaDatabase, ReplicaRow, SyncMeta } from './db';
import type { EngineState, SyncEngine } from './engine';

export const SyncContext = createContext<SyncEngine | null>(null);

/**
 * True in a space that keeps a replica while its code (Dexie, the engine) is still loading: replica reads then say
 * "loading" rather than "nothing on the device", so a screen offline waits a moment instead of saying it has no data.
 */
export const ReplicaLoadingContext = createContext(false);

/** The sync engine of the space, or null outside a SyncProvider (public and admin spaces). */
export function useSyncEngine(): SyncEngine | null {
  return useContext(SyncContext);
}

export interface LiveResult<T> {
  data: T | undefined;
  /** True until the first answer (the replica's code still loading, or the first read running). */
  isLoading: boolean;
  error: unknown;
}

/**
 * A Dexie live query as React state: re-runs whenever a table it read changes,
 * in this tab or another. `query` receives the replica (null outside a SyncProvider).
 */
export function useLiveQuery<T>(query: (db: ReplicaDatabase) => Promise<T> | T, deps: DependencyList): LiveResult<T> {
  const engine = useSyncEngine();
  const loading = useContext(ReplicaLoadingContext);
  const [state, setState] = useState<LiveResult<T>>({ data: undefined, isLoading: engine !== null || loading, error: null });
  useEffect(() => {
    if (!engine) {
      setState({ data: undefined, isLoading: loading, error: null });
      return;
    }
    setState((previous) => (previous.data === undefined && !previous.isLoading ? { ...previous, isLoading: true } : previous));
    return engine.observe(query, {
      // A transition: the replica's answers (at start, and after each pull) re-render in slices the browser can
      // interrupt, not in one long task while the page is being used (issue 13).
      next: (data) => startTransition(() => setState({ data, isLoading: false, error: null })),
      error: (error: unknown) => setState((previous) => ({ data: previous.data, isLoading: false, error })),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, loading, ...deps]);
  return state;
}

/**
 * Reads the replica of one entity. `query` gets the entity's table, e.g.
 * `useReplica('timeslot', (t) => t.where('data.missionId').equals(id).toArray(), [id])`
 * or `useReplica('mission', (t) => t.get(String(id)), [id])`.
 */
export function useReplica<E extends SyncEntity, T>(
  entity: E,
  query: (table: Table<ReplicaRow<E>, string>) => Promise<T>,
  deps: DependencyList = [],
): LiveResult<T> {
  return useLiveQuery((db) => query(db.entity(entity)), [entity, ...deps]);
}

export interface IntentFilter<N extends SyncMutationName = SyncMutationName> {
  name?: N | readonly N[];
  /** Keeps the intents whose args match, e.g. `(args) => args.missionId === id`. */
  where?: (args: SyncMutationArgs<N>) => boolean;
}

function matches(entry: OutboxEntry, filter: IntentFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.name !== undefined) {
    const names: readonly string[] = typeof filter.name === 'string' ? [filter.name] : filter.name;
    if (!names.includes(entry.name)) return false;
  }
  return filter.where ? filter.where(entry.args as never) : true;
}

/**
 * The intents still waiting for the server's acknowledgement (oldest first).
 * Pass a stable filter or list what it depends on in `deps`.
 */
export function usePendingIntents<N extends SyncMutationName = SyncMutationName>(filter?: IntentFilter<N>, deps: DependencyList = []): OutboxEntry<N>[] {
  const result = useLiveQuery(
    async (db) => (await db.outbox.orderBy('id').toArray()).filter((entry) => matches(entry, filter as IntentFilter | undefined)) as OutboxEntry<N>[],
    deps,
  );
  return result.data ?? [];
}

/** The conflict cards, newest first; they stay until the user acts on them. */
export function useConflicts(): ConflictCard[] {
  const result = useLiveQuery(async (db) => (await db.conflicts.orderBy('key').toArray()).reverse(), []);
  return result.data ?? [];
}

/** Queues a mutation in the space's outbox; throws outside a SyncProvider. */
export function useEnqueue() {
  const engine = useSyncEngine();
  return useCallback(
    <N extends SyncMutationName>(name: N, args: SyncMutationArgs<N>): Promise<OutboxEntry<N>> => {
      if (!engine) throw new Error('useEnqueue() needs a SyncProvider');
      return engine.enqueue(name, args);
    },
    [engine],
  );
}

const IDLE_ENGINE: EngineState = { syncing: false, lastError: null, storageFull: false, versionChanged: false, nextAttemptAt: null };
const noEngine = () => () => undefined;

export interface SyncStatus extends EngineState {
  /** False outside a SyncProvider. */
  enabled: boolean;
  online: boolean;
  pending: number;
  conflicts: number;
  sessionExpired: boolean;
  lastPulledAt: string | null;
}

/** Everything the sync banners show: pending count, session, storage, online state. */
export function useSyncStatus(): SyncStatus {
  const engine = useSyncEngine();
  const engineState = useSyncExternalStore(engine?.subscribe ?? noEngine, engine?.getState ?? (() => IDLE_ENGINE));
  const online = useOnline();
  const live = useLiveQuery(
    async (db) => {
      const [pending, conflicts, meta] = await Promise.all([db.outbox.count(), db.conflicts.count(), db.meta.get('meta')]);
      return { pending, conflicts, meta: meta?.value as SyncMeta | undefined };
    },
    [],
  );
  return {
    ...engineState,
    enabled: engine !== null,
    online,
    pending: live.data?.pending ?? 0,
    conflicts: live.data?.conflicts ?? 0,
    sessionExpired: live.data?.meta?.sessionExpired ?? false,
    lastPulledAt: live.data?.meta?.lastPulledAt ?? null,
  };
}

/**
 * Refreshes the online queries of `key` each time the server acknowledges one
 * of the intents named (the outbox shrinks), so what was queued offline shows
 * as the server recorded it once the network is back.
 */
export function useRefreshOnAcknowledgement(names: readonly SyncMutationName[], key: QueryKey) {
  const client = useQueryClient();
  const pending = usePendingIntents({ name: names }, [names.join(',')]).length;
  const previous = useRef(pending);
  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (pending < previous.current) void client.invalidateQueries({ queryKey: key });
    previous.current = pending;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, keyText, client]);
}
