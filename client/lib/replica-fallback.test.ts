import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { type ReplicaAnswer, lacksNetwork, preferReplicaUntilOnline, wantsReplica } from './replica-fallback';

function query<T>(patch: Partial<UseQueryResult<T>>): UseQueryResult<T> {
  return { data: undefined, fetchStatus: 'idle', isError: false, error: null, status: 'pending', isPending: true, isPlaceholderData: false, ...patch } as UseQueryResult<T>;
}

const fetching = query<string>({ fetchStatus: 'fetching', isFetching: true });
const paused = query<string>({ fetchStatus: 'paused', isPaused: true });
const fresh = query<string>({ data: 'server', status: 'success', isPending: false, isSuccess: true });
const previousFilters = query<string>({ data: 'previous', status: 'success', isPending: false, isPlaceholderData: true, fetchStatus: 'fetching' });
const neverReached = query<string>({ isError: true, error: new ApiError(0, 'NETWORK', 'x'), status: 'error', isPending: false });
const refused = query<string>({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'x'), status: 'error', isPending: false });

const kept: ReplicaAnswer<string> = { data: 'replica', isLoading: false };
const reading: ReplicaAnswer<string> = { data: undefined, isLoading: true };
const nothingKept: ReplicaAnswer<string> = { data: undefined, isLoading: false };

describe('lacksNetwork', () => {
  it.each([
    ['data in memory, offline', fresh, false, false],
    ['nothing, browser offline', query({}), false, true],
    ['nothing, fetch paused for the network', paused, true, true],
    ['a request that never reached the server', neverReached, true, true],
    ['a refusal from the server', refused, true, false],
    ['loading online', fetching, true, false],
    ["offline, only the previous filters' answer", previousFilters, false, true],
    ["online, the previous filters' answer while the new one loads", previousFilters, true, false],
  ] as const)('%s', (_name, q, online, expected) => {
    expect(lacksNetwork(q, online)).toBe(expected);
  });
});

describe('wantsReplica', () => {
  it.each([
    ['the request under way, online', fetching, true, true],
    ['offline, nothing in memory', paused, false, true],
    ['the server answered', fresh, true, false],
    ['the answer kept in memory, offline', fresh, false, false],
    ["online, the previous filters' answer stays until the network answers", previousFilters, true, false],
    ["offline, the previous filters' answer is not an answer to the new ones", previousFilters, false, true],
  ] as const)('%s', (_name, q, online, expected) => {
    expect(wantsReplica(q, online)).toBe(expected);
  });
});

describe('preferReplicaUntilOnline', () => {
  it.each([
    // name, query, online, replica, shows, fromReplica, offline
    ['online, the request under way: the replica at once, unannounced', fetching, true, kept, 'replica', true, false],
    ['offline: the replica at once, said offline', paused, false, kept, 'replica', true, true],
    ['offline, the first try still going out: the replica, said offline', fetching, false, kept, 'replica', true, true],
    ['a request that never reached the server: the replica, said offline', neverReached, true, kept, 'replica', true, true],
    ['the server answered: its data replace the replica', fresh, true, kept, 'server', false, false],
    ['the answer kept in memory wins offline too', fresh, false, kept, 'server', false, false],
    ['the server refused: its refusal shows', refused, true, kept, undefined, false, false],
    ["online, the previous filters' answer stays while the new one loads", previousFilters, true, kept, 'previous', false, false],
    ["offline, the replica answers the new filters", previousFilters, false, kept, 'replica', true, true],
    ['the device keeps nothing: the online query alone', paused, false, nothingKept, undefined, false, false],
  ] as const)('%s', (_name, q, online, replica, shows, fromReplica, offline) => {
    const result = preferReplicaUntilOnline(q, replica, online);
    expect(result.query.data).toBe(shows);
    expect({ fromReplica: result.fromReplica, offline: result.offline }).toEqual({ fromReplica, offline });
  });

  it('shapes the replica as a successful query, so the screens render it unchanged', () => {
    const { query: answered } = preferReplicaUntilOnline(neverReached, kept, true);
    expect(answered).toMatchObject({ data: 'replica', isError: false, error: null, status: 'success', isSuccess: true, isPending: false, isPlaceholderData: false });
  });

  it('offline while the replica is being read: loading, never "offline, no data" before the data', () => {
    const { query: waiting, fromReplica } = preferReplicaUntilOnline(paused, reading, false);
    expect(fromReplica).toBe(false);
    expect(waiting).toMatchObject({ data: undefined, status: 'pending', fetchStatus: 'fetching', isFetching: true, isPaused: false, isError: false });
  });

  it('online while the replica is being read: the request under way, as it is', () => {
    expect(preferReplicaUntilOnline(fetching, reading, true).query).toBe(fetching);
  });
});
