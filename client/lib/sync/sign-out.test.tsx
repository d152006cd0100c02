import { act } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReplicaScope, parseReplicaName, replicaName, replicaPrefix } from './db';
import { countUnsent, deleteReplicas, listUserReplicas } from './sign-out';
import { MINE_ASSOCIATION, MINE_EMPLOYEE, OTHERS, OTHERS_NAMES, deleteAllDatabases, names, runEngine, seedReplica, stopEngines } from './sign-out.fixture';

beforeEach(async () => {
  // No server in these tests: a replica without an engine that tries to sync meets a network failure.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  for (const scope of OTHERS) await seedReplica(scope, 1);
});

afterEach(async () => {
  stopEngines();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await deleteAllDatabases();
});

describe('replica names', () => {
  it.each([
    ['solidaire-replica:u1:employee:1', { userId: 'u1', space: 'employee', organisationId: 1 }],
    ['solidaire-replica:a:b:association:42', { userId: 'a:b', space: 'association', organisationId: 42 }],
    ['solidaire-replica:u1:company:1', null],
    ['solidaire-replica:u1:employee:x', null],
    ['solidaire-replica:employee:1', null],
    ['other-db', null],
  ])('%s reads as %j', (name, scope) => {
    expect(parseReplicaName(name)).toEqual(scope);
    if (scope) expect(replicaName(scope as ReplicaScope)).toBe(name);
  });

  it("a user's prefix never matches another user whose id starts the same", () => {
    expect(replicaName(OTHERS[1]!).startsWith(replicaPrefix('u1'))).toBe(false);
    expect(replicaName(MINE_EMPLOYEE).startsWith(replicaPrefix('u1'))).toBe(true);
  });
});

describe('sign-out helpers', () => {
  it("lists and counts only this user's replicas, and deletes them with a running engine's connection", async () => {
    await seedReplica(MINE_EMPLOYEE, 2);
    await seedReplica(MINE_ASSOCIATION, 0);
    const { engine } = runEngine(MINE_EMPLOYEE);
    const mine = await listUserReplicas('u1');
    expect(mine).toEqual([replicaName(MINE_ASSOCIATION), replicaName(MINE_EMPLOYEE)]);
    const unsent = await countUnsent(mine);
    expect(unsent.total).toBe(2);
    expect([...unsent.byReplica]).toEqual([[replicaName(MINE_EMPLOYEE), 2]]);
    await deleteReplicas(mine);
    expect(engine.db.isOpen()).toBe(false);
    expect(await names()).toEqual(OTHERS_NAMES);
  });

  it('an IndexedDB failure is logged and never thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Dexie, 'getDatabaseNames').mockRejectedValue(new Error('IndexedDB is broken'));
    expect(await listUserReplicas('u1')).toEqual([]);
    vi.spyOn(Dexie, 'delete').mockRejectedValue(new Error('IndexedDB is broken'));
    await expect(deleteReplicas([replicaName(MINE_EMPLOYEE)])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('SyncEngine and a deleted replica', () => {
  it('an engine whose replica is deleted elsewhere (sign-out in another tab) closes it and says so', async () => {
    await seedReplica(MINE_EMPLOYEE, 0);
    const { engine } = runEngine(MINE_EMPLOYEE);
    await engine.db.outbox.count();
    await act(() => Dexie.delete(replicaName(MINE_EMPLOYEE)));
    expect(engine.getState()).toMatchObject({ versionChanged: true, replicaDeleted: true });
    expect(engine.db.isOpen()).toBe(false);
    expect(await names()).toEqual(OTHERS_NAMES);
  });
});
