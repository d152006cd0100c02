import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sync from '../../../shared/locales/fr/sync.json' with { type: 'json' };
import type { SyncChange } from '../../../shared/sync/sync.schema';
import { replicaMissionFixture } from '../../../shared/sync/mission-page.fixture';
import { ConflictCards } from './components/ConflictCards';
import { PendingBadge } from './components/PendingBadge';
import { SessionExpiredBanner } from './components/SessionExpiredBanner';
import { StorageNotice, VersionChangeNotice } from './components/StorageNotice';
import { DeliveredToasts } from './components/DeliveredToasts';
import { PendingChangesReporter, ReplicaProgressReporter, SyncStatusNotice } from './components/SyncStatusNotice';
import { useOfflineFacts } from '../offline-status';
import { ToastHost } from '../../ui/Notices';
import { SyncProvider } from './SyncProvider';
import { type ReplicaDatabase, openReplica, updateMeta } from './db';
import { SyncEngine } from './engine';
import { SyncContext, useReplica, useSyncEngine } from './hooks';
import { localLocks } from './locks';
import { enqueue } from './outbox';
import { applyChanges } from './pull';
import { push } from './push';
import { FakeSyncServer } from './sync-server.fixture';

const opened: ReplicaDatabase[] = [];
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete().catch(() => undefined);
});

/** An engine that never reaches the server by itself (offline), so the tests decide when a push happens. */
function offlineEngine() {
  const db = openReplica(`test-${crypto.randomUUID()}`);
  opened.push(db);
  const server = new FakeSyncServer();
  const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => false, isVisible: () => true });
  return { db, server, engine };
}

function renderIn(engine: SyncEngine, element: ReactNode, url = '/collaborateur/acme/missions') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SyncContext.Provider value={engine}>{element}</SyncContext.Provider>
    </MemoryRouter>,
  );
}

const apply = (missionId: number) => ({ engagementId: crypto.randomUUID(), missionId, timeslotIds: [11, 12], timeType: 'work' as const, onFull: 'reject' as const });

describe('PendingBadge', () => {
  it('shows “En attente de synchronisation” while a matching intent waits, and goes once acknowledged', async () => {
    const { db, server, engine } = offlineEngine();
    renderIn(engine, <PendingBadge filter={{ name: 'engagement.apply', where: (args) => args.missionId === 5 }} />);
    await enqueue(db, 'engagement.apply', apply(4));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('En attente de synchronisation')).toBeNull();
    await enqueue(db, 'engagement.apply', apply(5));
    expect(await screen.findByText('En attente de synchronisation')).toBeTruthy();
    await push(db, server);
    await waitFor(() => expect(screen.queryByText('En attente de synchronisation')).toBeNull());
  });
});

describe('ConflictCards', () => {
  async function fullSlotCard(db: ReplicaDatabase, details: Record<string, unknown>) {
    await applyChanges(db, [
      { entity: 'mission', op: 'upsert', id: '5', version: 1, data: replicaMissionFixture({ id: 5, slug: 'jardin', title: 'Jardin partagé' }) },
    ]);
    await db.conflicts.add({ mutationId: 3, name: 'engagement.apply', args: apply(5), kind: 'conflict', code: 'TIMESLOT_FULL', details, createdAt: new Date().toISOString() });
  }

  it('offers the waiting list, another slot of the mission, or dismissing; joining queues timeslot.subscribe', async () => {
    const { db, engine } = offlineEngine();
    await fullSlotCard(db, { fullTimeslotIds: [12], otherOpenTimeslotIds: [13], waitingListOffered: true });
    renderIn(engine, <ConflictCards />);
    expect(await screen.findByText('Votre candidature n\'a pas abouti')).toBeTruthy();
    expect(await screen.findByText('Mission : Jardin partagé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choisir un autre créneau' }).getAttribute('href')).toBe('/collaborateur/acme/missions/5-jardin');
    fireEvent.click(screen.getByRole('button', { name: "Rejoindre la liste d'attente" }));
    await waitFor(() => expect(screen.queryByText('Votre candidature n\'a pas abouti')).toBeNull());
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ id: 1, name: 'timeslot.subscribe', args: { timeslotId: 12 } });
    expect(await db.conflicts.count()).toBe(0);
  });

  it('says the waiting-list position when the server already put the user on it, and dismisses', async () => {
    const { db, engine } = offlineEngine();
    await fullSlotCard(db, { fullTimeslotIds: [12], waitingListPosition: 2 });
    renderIn(engine, <ConflictCards />);
    expect(await screen.findByText("Vous êtes en position 2 sur la liste d'attente.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Rejoindre la liste d'attente" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ignorer' }));
    await waitFor(() => expect(screen.queryByText("Vous êtes en position 2 sur la liste d'attente.")).toBeNull());
    expect(await db.conflicts.count()).toBe(0);
  });

  it('stays until acted on (a new render of the page shows it again)', async () => {
    const { db, engine } = offlineEngine();
    await db.conflicts.add({ mutationId: 1, name: 'engagement.cancel', args: {}, kind: 'rejected', code: 'INVALID_TRANSITION', details: {}, createdAt: new Date().toISOString() });
    const first = renderIn(engine, <ConflictCards />);
    expect(await screen.findByText("Votre annulation n'a pas abouti")).toBeTruthy();
    first.unmount();
    renderIn(engine, <ConflictCards />);
    expect(await screen.findByText("Votre annulation n'a pas abouti")).toBeTruthy();
    expect(screen.getByText(i18next.t('errors:INVALID_TRANSITION'))).toBeTruthy();
  });
});

describe('SessionExpiredBanner', () => {
  it('asks to sign in again to sync the queued changes, coming back to the page', async () => {
    const { db, engine } = offlineEngine();
    await enqueue(db, 'engagement.apply', apply(1));
    await enqueue(db, 'engagement.apply', apply(2));
    await updateMeta(db, { sessionExpired: true });
    renderIn(engine, <SessionExpiredBanner />);
    expect(await screen.findByText('Reconnectez-vous pour synchroniser 2 modifications')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se reconnecter' }).getAttribute('href')).toBe(
      '/collaborateur/acme/connexion?redirect-back=%2Fcollaborateur%2Facme%2Fmissions',
    );
  });
});

describe('StorageNotice and VersionChangeNotice', () => {
  it('reports a full disk instead of swallowing it', async () => {
    const { db, engine } = offlineEngine();
    renderIn(engine, <StorageNotice />);
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    db.outbox.add = () => Promise.reject(quota) as never;
    await expect(engine.enqueue('engagement.apply', apply(1))).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(await screen.findByText(/L'espace de stockage de cet appareil est plein/)).toBeTruthy();
  });

  it('asks to reload when another tab opened a newer version of the replica', async () => {
    const { db, engine } = offlineEngine();
    engine.start();
    await db.open();
    renderIn(engine, <VersionChangeNotice />);
    const newer = new Dexie(db.name);
    newer.version(9).stores({ mission: 'id' });
    await act(() => newer.open().then(() => undefined));
    expect(await screen.findByText("L'application a été mise à jour dans un autre onglet. Rechargez la page pour continuer.")).toBeTruthy();
    newer.close();
    engine.stop();
  });
});

describe('useReplica', () => {
  function Applications({ missionId }: { missionId: number }) {
    const rows = useReplica('roster_engagement', (table) => table.where('data.mission.id').equals(missionId).toArray(), [missionId]);
    if (rows.isLoading) return <p>chargement</p>;
    return <p>{`${rows.data?.length ?? 0} candidatures`}</p>;
  }

  it('reads the replica live', async () => {
    const { db, engine } = offlineEngine();
    renderIn(engine, <Applications missionId={5} />);
    expect(await screen.findByText('0 candidatures')).toBeTruthy();
    await applyChanges(db, [{ entity: 'roster_engagement', op: 'upsert', id: 'e1', version: 1, data: { id: 'e1', mission: { id: 5 } } } as unknown as SyncChange]);
    expect(await screen.findByText('1 candidatures')).toBeTruthy();
  });
});

describe('SyncStatusNotice', () => {
  it('tells the one offline indicator how many changes wait, and says nothing of its own while offline', async () => {
    const { db, engine } = offlineEngine();
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    function Pending() {
      return <p>pending: {useOfflineFacts().pending}</p>;
    }
    try {
      await enqueue(db, 'engagement.apply', apply(1));
      const view = renderIn(
        engine,
        <>
          <SyncStatusNotice />
          <PendingChangesReporter />
          <Pending />
        </>,
      );
      expect(await screen.findByText('pending: 1')).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
      view.unmount();
      render(<Pending />);
      expect(screen.getByText('pending: 0')).toBeTruthy();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('tells the one offline indicator while the replica still receives its first sync, and no more once it is complete', async () => {
    const { db, engine } = offlineEngine();
    function Incomplete() {
      return <p>incomplete: {String(useOfflineFacts().dataIncomplete)}</p>;
    }
    await updateMeta(db, { cursor: 'c1', complete: false });
    const view = renderIn(
      engine,
      <>
        <ReplicaProgressReporter />
        <Incomplete />
      </>,
    );
    expect(await screen.findByText('incomplete: true')).toBeTruthy();
    await updateMeta(db, { cursor: 'c2', complete: true });
    expect(await screen.findByText('incomplete: false')).toBeTruthy();
    await updateMeta(db, { complete: false });
    expect(await screen.findByText('incomplete: true')).toBeTruthy();
    view.unmount();
    render(<Incomplete />);
    expect(screen.getByText('incomplete: false')).toBeTruthy();
  });

  it('reports a sync that fails for another reason than the network, with a retry', async () => {
    const db = openReplica(`test-${crypto.randomUUID()}`);
    opened.push(db);
    const server = new FakeSyncServer();
    server.failWith = 500;
    const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => true, isVisible: () => true });
    renderIn(engine, <SyncStatusNotice />);
    await act(() => engine.sync());
    expect(await screen.findByText(/La synchronisation a échoué/)).toBeTruthy();
    server.failWith = null;
    server.pages.set('', { cursor: 'c1', hasMore: false, lastMutationId: 0, changes: [], reset: false });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer maintenant' }));
    await waitFor(() => expect(screen.queryByText(/La synchronisation a échoué/)).toBeNull());
  });
});

describe('DeliveredToasts', () => {
  it('says « Candidature envoyée » when the network is back and the server carries out the queued application', async () => {
    const db = openReplica(`test-${crypto.randomUUID()}`);
    opened.push(db);
    const server = new FakeSyncServer();
    server.pages.set('', { cursor: 'c1', hasMore: false, lastMutationId: 0, changes: [], reset: false });
    server.pages.set('c1', { cursor: 'c1', hasMore: false, lastMutationId: 1, changes: [], reset: false });
    let online = false;
    const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => online, isVisible: () => true });
    renderIn(
      engine,
      <>
        <DeliveredToasts />
        <ToastHost />
      </>,
    );
    await enqueue(db, 'engagement.apply', apply(1));
    await act(() => engine.sync());
    expect(screen.queryByText('Candidature envoyée')).toBeNull();
    online = true;
    await act(() => engine.sync());
    expect(await screen.findByText('Candidature envoyée')).toBeTruthy();
    engine.stop();
  });
});

describe('SyncProvider', () => {
  function EngineName() {
    const engine = useSyncEngine();
    return <p>{engine ? engine.db.name : 'sans réplique'}</p>;
  }

  function inProviders(children: ReactNode, url: string, queryClient = new QueryClient()) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  }

  const emptyPull = async () => new Response(JSON.stringify({ cursor: 'c1', hasMore: false, lastMutationId: 0, changes: [], reset: false }), { status: 200 });

  it('opens one replica per user and space and pulls with the space headers', async () => {
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ cursor: 'c1', hasMore: false, lastMutationId: 0, changes: [], reset: false }), { status: 200 });
    });
    try {
      const view = render(
        inProviders(
          <SyncProvider userId="user-1" context={{ type: 'employee', companySlug: 'acme' }} organisationId={7}>
            <EngineName />
          </SyncProvider>,
          '/collaborateur/acme/missions',
        ),
      );
      expect(await screen.findByText('solidaire-replica:user-1:employee:7', undefined, { timeout: 3_000 })).toBeTruthy();
      await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/v1/sync/pull'))).toBe(true));
      expect(calls[0]!.headers).toMatchObject({ 'X-Company-Id': '7', 'X-Context-Type': 'employee' });
      view.unmount();
      await Dexie.delete('solidaire-replica:user-1:employee:7');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a first visit, starts the replica only once the requests of the page are over', async () => {
    vi.stubGlobal('fetch', emptyPull);
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    const pageData = queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    try {
      const view = render(
        inProviders(
          <SyncProvider userId="user-2" context={{ type: 'employee', companySlug: 'acme' }} organisationId={7}>
            <EngineName />
          </SyncProvider>,
          '/collaborateur/acme/missions',
          queryClient,
        ),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
      expect(screen.getByText('sans réplique')).toBeTruthy();
      answer('la page');
      await pageData;
      expect(await screen.findByText('solidaire-replica:user-2:employee:7', undefined, { timeout: 3_000 })).toBeTruthy();
      view.unmount();
      await Dexie.delete('solidaire-replica:user-2:employee:7');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives the company space no replica', () => {
    render(
      inProviders(
        <SyncProvider userId="user-1" context={{ type: 'company', companySlug: 'acme' }} organisationId={7}>
          <EngineName />
        </SyncProvider>,
        '/entreprise/acme',
      ),
    );
    expect(screen.getByText('sans réplique')).toBeTruthy();
  });
});
