import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sync from '../../../shared/locales/fr/sync.json' with { type: 'json' };
import type { Me } from '../../../shared/users/me';
import { LogoutForm } from '../../features/users/components/LogoutForm';
import { type ReplicaDatabase, type ReplicaScope, openReplica, parseReplicaName, replicaName, replicaPrefix } from './db';
import { SyncEngine } from './engine';
import { localLocks } from './locks';
import { enqueue } from './outbox';
import { registerEngine } from './registry';
import { countUnsent, deleteReplicas, listUserReplicas } from './sign-out';
import { FakeSyncServer } from './sync-server.fixture';

beforeAll(() => {
  i18next.addResourceBundle('fr', 'sync', sync, true, true);
});

const ME: Me = {
  user: { id: 'u1', email: 'salarie@acme.example', firstName: 'Sam', lastName: 'Salarié', fullName: 'Sam Salarié', lang: 'fr', isPlatformAdmin: false },
  companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }],
  associations: [{ id: 2, slug: 'amis', name: 'Amis du quartier', role: 'ASSOCIATION_MEMBER' }],
  impersonatedBy: null,
};

const MINE_EMPLOYEE: ReplicaScope = { userId: 'u1', space: 'employee', organisationId: 1 };
const MINE_ASSOCIATION: ReplicaScope = { userId: 'u1', space: 'association', organisationId: 2 };
// Another user on the same device, and one whose id starts like ours.
const OTHERS: ReplicaScope[] = [
  { userId: 'u2', space: 'employee', organisationId: 1 },
  { userId: 'u10', space: 'employee', organisationId: 1 },
];

const apply = (missionId: number) => ({ engagementId: crypto.randomUUID(), missionId, timeslotIds: [11], timeType: 'work' as const, onFull: 'reject' as const });

const cleanups: Array<() => void> = [];

/** A replica as a session left it: rows pulled, and `unsent` intents in its outbox. */
async function seedReplica(scope: ReplicaScope, unsent = 0) {
  const db = openReplica(scope);
  await db.entity('mission').put({ id: '5', version: 1, data: { mission: { id: 5, title: 'Jardin partagé' } } as never });
  for (let i = 0; i < unsent; i++) await enqueue(db, 'engagement.apply', apply(5 + i));
  db.close();
}

/** What SyncProvider does for the space on screen: an engine running on the replica, registered for sign-out. */
function runEngine(scope: ReplicaScope, server = new FakeSyncServer()) {
  const db: ReplicaDatabase = openReplica(scope);
  // Offline at start, so the test decides when a push happens.
  let online = false;
  const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => online, isVisible: () => true });
  engine.start();
  const unregister = registerEngine(engine);
  cleanups.push(() => {
    unregister();
    engine.release();
  });
  return { db, engine, server, goOnline: () => (online = true) };
}

async function names() {
  return (await Dexie.getDatabaseNames()).sort();
}

function renderLogout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session'], ME);
  client.setQueryData(['csrf-token'], 'token');
  return render(
    <QueryClientProvider client={client}>
      <LogoutForm />
    </QueryClientProvider>,
  );
}

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  // No server in these tests: a replica without an engine that tries to sync meets a network failure.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  for (const scope of OTHERS) await seedReplica(scope, 1);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
});

const OTHERS_NAMES = OTHERS.map(replicaName).sort();
const UNSENT_TWO = "2 modifications n'ont pas encore été synchronisées. Si vous vous déconnectez maintenant, elles seront perdues.";

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

describe('LogoutForm', () => {
  it("with nothing unsent: the user's replicas are deleted, then the form posts; other users' stay", async () => {
    await seedReplica(MINE_EMPLOYEE, 0);
    await seedReplica(MINE_ASSOCIATION, 0);
    runEngine(MINE_EMPLOYEE);
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await names()).toEqual(OTHERS_NAMES);
  });

  it('with unsent changes: asks first; “Synchroniser d’abord” syncs and keeps everything', async () => {
    await seedReplica(MINE_EMPLOYEE, 2);
    await seedReplica(MINE_ASSOCIATION, 0);
    const server = new FakeSyncServer();
    server.failWith = 503;
    runEngine(MINE_EMPLOYEE, server).goOnline();
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(UNSENT_TWO);
    expect(document.activeElement?.textContent).toBe("Synchroniser d'abord");
    fireEvent.click(screen.getByRole('button', { name: "Synchroniser d'abord" }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText("2 modifications n'ont pas pu être synchronisées pour le moment.")).toBeTruthy();
    expect(server.pushes.length).toBeGreaterThan(0);
    expect(submit).not.toHaveBeenCalled();
    expect(await names()).toEqual([...OTHERS_NAMES, replicaName(MINE_ASSOCIATION), replicaName(MINE_EMPLOYEE)].sort());
    expect((await countUnsent([replicaName(MINE_EMPLOYEE)])).total).toBe(2);
  });

  it('once the sync went through, signing out again needs no confirmation', async () => {
    await seedReplica(MINE_EMPLOYEE, 2);
    const server = new FakeSyncServer();
    runEngine(MINE_EMPLOYEE, server).goOnline();
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    fireEvent.click(await screen.findByRole('button', { name: "Synchroniser d'abord" }));
    expect(await screen.findByText('Vos modifications sont synchronisées : vous pouvez vous déconnecter.')).toBeTruthy();
    expect(server.applied).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(await names()).toEqual(OTHERS_NAMES);
  });

  it('offline, “Synchroniser d’abord” says the network is missing and keeps the dialog', async () => {
    await seedReplica(MINE_ASSOCIATION, 1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      "1 modification n'a pas encore été synchronisée. Si vous vous déconnectez maintenant, elle sera perdue.",
    );
    fireEvent.click(screen.getByRole('button', { name: "Synchroniser d'abord" }));
    expect(await screen.findByText(/Pas de connexion réseau/)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    // Escape keeps the user signed in, with everything.
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(await names()).toContain(replicaName(MINE_ASSOCIATION));
  });

  it('“Me déconnecter quand même” deletes the replicas (closing the running engine) and posts the form', async () => {
    await seedReplica(MINE_EMPLOYEE, 2);
    await seedReplica(MINE_ASSOCIATION, 0);
    const { engine } = runEngine(MINE_EMPLOYEE);
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Me déconnecter quand même' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(engine.db.isOpen()).toBe(false);
    expect(engine.getState().versionChanged).toBe(false);
    expect(await names()).toEqual(OTHERS_NAMES);
  });

  it('posts the form even when IndexedDB fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedReplica(MINE_EMPLOYEE, 0);
    vi.spyOn(Dexie, 'getDatabaseNames').mockRejectedValue(new Error('IndexedDB is broken'));
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
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
