import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * True when the online query has nothing to show because the network is
 * missing: the browser says offline, the fetch is paused waiting for the
 * network, or it failed without reaching the server.
 */
export function lacksNetwork(query: Pick<UseQueryResult<unknown>, 'data' | 'fetchStatus' | 'isError' | 'error'>, online: boolean): boolean {
  if (query.data !== undefined) return false;
  if (!online || query.fetchStatus === 'paused') return true;
  return query.isError && query.error instanceof ApiError && query.error.code === 'NETWORK';
}

export interface WithReplica<T> {
  /** The online query, or (offline, with nothing in memory) the same query answered from the replica. */
  query: UseQueryResult<T>;
  /** True when the data shown comes from the replica. */
  fromReplica: boolean;
}

export interface OfflineAware<T> extends WithReplica<T> {
  /** When the replica was last pulled (said by the one offline indicator, « Hors ligne · données du … », when `fromReplica`). */
  syncedAt: string | null;
}

/**
 * The "online API or replica" choice of the offline screens, in one place:
 * what the online query holds wins (fresh or kept in memory); when the network
 * is missing and the query holds nothing, the replica's answer stands in,
 * shaped as a successful query so the screens render it unchanged.
 */
export function preferOnline<T>(query: UseQueryResult<T>, replica: T | undefined, online: boolean): WithReplica<T> {
  if (replica === undefined || !lacksNetwork(query, online)) return { query, fromReplica: false };
  const answered = {
    ...query,
    data: replica,
    error: null,
    isError: false,
    isPending: false,
    isLoading: false,
    isSuccess: true,
    isLoadingError: false,
    isRefetchError: false,
    status: 'success',
  } as unknown as UseQueryResult<T>;
  return { query: answered, fromReplica: true };
}
