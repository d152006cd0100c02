import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { lacksNetwork, preferOnline } from './replica-fallback';

function query<T>(patch: Partial<UseQueryResult<T>>): UseQueryResult<T> {
  return { data: undefined, fetchStatus: 'idle', isError: false, error: null, status: 'pending', ...patch } as UseQueryResult<T>;
}

describe('lacksNetwork', () => {
  it.each([
    ['data in memory, offline', query({ data: 1 }), false, false],
    ['nothing, browser offline', query({}), false, true],
    ['nothing, fetch paused for the network', query({ fetchStatus: 'paused' }), true, true],
    ['a request that never reached the server', query({ isError: true, error: new ApiError(0, 'NETWORK', 'x'), status: 'error' }), true, true],
    ['a refusal from the server', query({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'x'), status: 'error' }), true, false],
    ['loading online', query({ fetchStatus: 'fetching' }), true, false],
  ] as const)('%s', (_name, q, online, expected) => {
    expect(lacksNetwork(q, online)).toBe(expected);
  });
});

describe('preferOnline', () => {
  it('keeps the online query whenever it holds data or the network is there', () => {
    const fresh = query({ data: 'server', status: 'success' });
    expect(preferOnline(fresh, 'replica', false)).toEqual({ query: fresh, fromReplica: false });
    const loading = query<string>({ fetchStatus: 'fetching' });
    expect(preferOnline(loading, 'replica', true).fromReplica).toBe(false);
  });

  it('answers from the replica, as a successful query, when the network is missing', () => {
    const failed = query<string>({ isError: true, error: new ApiError(0, 'NETWORK', 'x'), status: 'error' });
    const { query: answered, fromReplica } = preferOnline(failed, 'replica', true);
    expect(fromReplica).toBe(true);
    expect(answered).toMatchObject({ data: 'replica', isError: false, error: null, status: 'success', isSuccess: true });
  });

  it('keeps the offline state when the replica has nothing to show', () => {
    const paused = query<string>({ fetchStatus: 'paused' });
    expect(preferOnline(paused, undefined, false)).toEqual({ query: paused, fromReplica: false });
  });
});
