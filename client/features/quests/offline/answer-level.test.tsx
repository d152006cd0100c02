import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ReplicaDatabase, openReplica } from '../../../lib/sync/db';
import { SyncEngine } from '../../../lib/sync/engine';
import { SyncContext } from '../../../lib/sync/hooks';
import { localLocks } from '../../../lib/sync/locks';
import { push } from '../../../lib/sync/push';
import { FakeSyncServer } from '../../../lib/sync/sync-server.fixture';
import { useAnswerLevel } from './answer-level';

const opened: ReplicaDatabase[] = [];
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete().catch(() => undefined);
});

function setup() {
  const db = openReplica(`test-${crypto.randomUUID()}`);
  opened.push(db);
  const server = new FakeSyncServer();
  const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => false, isVisible: () => true });
  const wrapper = ({ children }: { children: ReactNode }) => <SyncContext.Provider value={engine}>{children}</SyncContext.Provider>;
  const { result } = renderHook(() => useAnswerLevel(), { wrapper });
  return { db, server, answer: result.current };
}

describe('useAnswerLevel', () => {
  it('stores level.answer in the outbox with an id made once, and the server receives it exactly once', async () => {
    const { db, server, answer } = setup();
    const entry = await answer({ levelId: 42, answers: ['Réponse B'] });
    expect(entry).toMatchObject({ id: 1, name: 'level.answer', args: { levelId: 42, answers: ['Réponse B'] } });
    expect(entry.args.answerId).toMatch(/^[0-9a-f-]{36}$/);
    server.loseResponses = 1;
    await push(db, server).catch(() => undefined);
    await push(db, server);
    expect(server.applied).toEqual([{ clientId: expect.any(String), id: 1, name: 'level.answer', args: entry.args }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses, before queueing, an answer the server could not read (French message)', async () => {
    const { db, answer } = setup();
    await expect(answer({ levelId: 42, answers: ['  '] })).rejects.toThrow('Ce champ est obligatoire.');
    expect(await db.outbox.count()).toBe(0);
  });

  it('needs the outbox of a space', () => {
    const { result } = renderHook(() => useAnswerLevel());
    return expect(result.current({ levelId: 1, answers: ['A'] })).rejects.toThrow('SyncProvider');
  });
});
