import { type UseQueryResult, replaceEqualDeep } from '@tanstack/react-query';
import { type DependencyList, useDeferredValue, useRef } from 'react';
import { ApiError } from './api';
import type { ReplicaDatabase } from './sync/db';
import { useLiveQuery, useSyncStatus } from './sync/hooks';

type QueryFacts = Pick<UseQueryResult<unknown>, 'data' | 'isPlaceholderData' | 'fetchStatus' | 'isError' | 'error'>;

/**
 * True when the online query has nothing of its own to show because the
 * network is missing: the browser says offline, the fetch is paused waiting
 * for the network, or it failed without reaching the server. The previous
 * filters' answer kept on screen while new ones load (placeholder data) is not
 * an answer of its own.
 */
export function lacksNetwork(query: QueryFacts, online: boolean): boolean {
  if (query.data !== undefined && !query.isPlaceholderData) return false;
  if (!online || query.fetchStatus === 'paused') return true;
  return query.isError && query.error instanceof ApiError && query.error.code === 'NETWORK';
}

/**
 * Whether a screen reads its replica now: while the online query holds no
 * answer to show (its request is under way, or the network is missing), or
 * holds, offline, only the previous filters' answer. Online, the previous
 * answer stays on screen until the network answers the new filters.
 */
export function wantsReplica(query: QueryFacts, online: boolean): boolean {
  if (query.data === undefined) return true;
  return Boolean(query.isPlaceholderData) && lacksNetwork(query, online);
}

export interface WithReplica<T> {
  /**
   * The online query; while it has nothing to show, the same query answered
   * from the replica (or, offline, still loading while the replica is read).
   */
  query: UseQueryResult<T>;
  /** True when the data shown come from the replica: the network has not answered yet, or cannot. */
  fromReplica: boolean;
  /**
   * True when the data shown come from the replica because the network is
   * missing: the screen then says so (the one offline indicator, « Hors ligne
   * · données du … ») and leaves out what needs the network. Online, the
   * replica only stands in for the moment the request takes, unannounced.
   */
  offline: boolean;
}

export interface OfflineAware<T> extends WithReplica<T> {
  /** When the replica was last pulled (said by the one offline indicator, « Hors ligne · données du … », when `offline`). */
  syncedAt: string | null;
}

/** A screen's read of its replica: the answer (undefined: the device holds none) and whether it is still being read. */
export interface ReplicaAnswer<T> {
  data: T | undefined;
  isLoading: boolean;
}

function answeredBy<T>(query: UseQueryResult<T>, data: T): UseQueryResult<T> {
  return {
    ...query,
    data,
    error: null,
    isError: false,
    isPending: false,
    isLoading: false,
    isSuccess: true,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    status: 'success',
  } as unknown as UseQueryResult<T>;
}

/** Still getting the data (from the device): the screens show their loading state, not "offline, nothing here". */
function stillLoading<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  return {
    ...query,
    data: undefined,
    error: null,
    isError: false,
    isPending: true,
    isLoading: true,
    isFetching: true,
    isPaused: false,
    isSuccess: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    status: 'pending',
    fetchStatus: 'fetching',
  } as unknown as UseQueryResult<T>;
}

/**
 * The "replica first" choice of the offline screens, in one place (issue 13,
 * offline first paint):
 * - what the online query holds wins (fresh or kept in memory);
 * - while it holds nothing, the replica's answer shows at once, shaped as a
 *   successful query so the screens render it unchanged, and the network's
 *   answer replaces it when it comes: offline, nothing waits for a request to
 *   fail;
 * - offline, while the replica is still being read, the query says it is
 *   loading (never "offline, no data" for a moment before the data);
 * - an answer of the server that is not data (a 404, a 403) shows as such.
 */
export function preferReplicaUntilOnline<T>(query: UseQueryResult<T>, replica: ReplicaAnswer<T>, online: boolean): WithReplica<T> {
  const alone = { query, fromReplica: false, offline: false };
  if (!wantsReplica(query, online)) return alone;
  const offline = lacksNetwork(query, online);
  // The server answered, with a refusal or a fault: it has the last word.
  if (!offline && query.isError) return alone;
  if (replica.data !== undefined) return { query: answeredBy(query, replica.data), fromReplica: true, offline };
  if (offline && replica.isLoading) return { ...alone, query: stillLoading(query) };
  return alone;
}

/**
 * A screen's online query with its replica first (`preferReplicaUntilOnline`): `read` answers the screen's data from
 * the replica (undefined when the device does not hold it), or is null where the screen has no replica (another
 * space, a query not sent). The replica is read only while the online query has nothing to show.
 */
export function useReplicaFirst<T>(query: UseQueryResult<T>, read: ((db: ReplicaDatabase) => Promise<T | undefined>) | null, deps: DependencyList): OfflineAware<T> {
  const status = useSyncStatus();
  const needed = read !== null && wantsReplica(query, status.online);
  const replica = useLiveQuery(async (db) => (needed ? read(db) : undefined), [needed, ...deps]);
  const answer = { data: needed ? replica.data : undefined, isLoading: needed && replica.isLoading };
  // The same object while nothing in it changed, so that the value below is deferred only when something did.
  const shown = useRef<OfflineAware<T>>(undefined);
  shown.current = replaceEqualDeep(shown.current, { ...preferReplicaUntilOnline(query, answer, status.online), syncedAt: status.lastPulledAt });
  // Deferred: the screen built from new data renders in slices the browser can interrupt (a transition's priority),
  // not in one long task as the network's answer lands (issue 13: the employee home's answer cost a phone 700 ms of
  // blocked main thread at once). Meanwhile the screen stays as it was, a moment longer.
  return useDeferredValue(shown.current);
}
