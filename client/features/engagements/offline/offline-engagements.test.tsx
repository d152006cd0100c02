import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import sync from '../../../../shared/locales/fr/sync.json' with { type: 'json' };
import type { SyncChange } from '../../../../shared/sync/sync.schema';
import { ApiError } from '../../../lib/api';
import { type ReplicaDatabase, openReplica } from '../../../lib/sync/db';
import { SyncEngine } from '../../../lib/sync/engine';
import { ReplicaLoadingContext, SyncContext } from '../../../lib/sync/hooks';
import { localLocks } from '../../../lib/sync/locks';
import { applyChanges } from '../../../lib/sync/pull';
import { push } from '../../../lib/sync/push';
import { FakeSyncServer } from '../../../lib/sync/sync-server.fixture';
import { replicaMissionFixture } from '../../../../shared/sync/mission-page.fixture';
import { CancelDialog } from '../components/CancelDialog';
import { ReferentActions } from '../components/follow-up/ReferentActions';
import { PendingApplications } from './PendingApplications';
import { isNetworkFailure, sortByActivity, useMyEngagementsOffline, useOfflineQueue, usePendingApplications } from './use-offline-engagements';

const opened: ReplicaDatabase[] = [];
beforeEach(() => onlineManager.setOnline(false));
afterEach(async () => {
  // Unmount first: going back online must not refetch through the real network.
  cleanup();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete().catch(() => undefined);
});

/** An engine that never reaches the server by itself: the test pushes when it wants. */
function offlineEngine() {
  const db = openReplica(`test-${crypto.randomUUID()}`);
  opened.push(db);
  const server = new FakeSyncServer();
  const engine = new SyncEngine({ db, transport: server, locks: localLocks(), isOnline: () => false, isVisible: () => true });
  return { db, server, engine };
}

function wrapper(engine: SyncEngine | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } });
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/collaborateur/acme/mes-experiences']}>
      <QueryClientProvider client={client}>
        <SyncContext.Provider value={engine}>{children}</SyncContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

function engagement(id: string, title: string, lastActivityAt: string): EngagementView {
  return {
    id,
    state: 'created',
    step: 'message_to_send',
    timeType: 'personal',
    message: null,
    createdAt: lastActivityAt,
    lastActivityAt,
    mission: { id: 5, slug: 'jardin', title, availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', externalUrl: null, association: null, supervisorId: null },
    timeslots: [],
  } as unknown as EngagementView;
}

const upsert = (entity: string, id: string, data: unknown) => ({ entity, op: 'upsert', id, version: 1, data }) as unknown as SyncChange;

describe('isNetworkFailure and sortByActivity', () => {
  it('tells a request that never reached the server from a refusal', () => {
    expect(isNetworkFailure(new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(isNetworkFailure(new ApiError(409, 'TIMESLOT_FULL', 'x'))).toBe(false);
    expect(isNetworkFailure(new Error('x'))).toBe(false);
  });
  it('lists the newest activity first', () => {
    const sorted = sortByActivity([engagement('a', 'A', '2026-01-01T00:00:00Z'), engagement('b', 'B', '2026-02-01T00:00:00Z')]);
    expect(sorted.map((e) => e.id)).toEqual(['b', 'a']);
  });
});

describe('useMyEngagementsOffline', () => {
  it('offline, answers Mes expériences from the replica and says from when', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { db, engine } = offlineEngine();
    await applyChanges(db, [upsert('engagement', 'a', engagement('a', 'Jardin partagé', '2026-01-01T00:00:00Z')), upsert('engagement', 'b', engagement('b', 'Collecte', '2026-02-01T00:00:00Z'))]);
    const { result } = renderHook(() => useMyEngagementsOffline('acme'), { wrapper: wrapper(engine) });
    await waitFor(() => expect(result.current.fromReplica).toBe(true));
    expect(result.current.offline).toBe(true);
    expect(result.current.query.data?.engagements.map((e) => e.id)).toEqual(['b', 'a']);
    expect(result.current.query.isError).toBe(false);
    fetch.mockRestore();
  });

  it('offline, answers from the replica while the request has not even failed yet', async () => {
    // A request that never settles: the screen must not wait for it.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    const { db, engine } = offlineEngine();
    await applyChanges(db, [upsert('engagement', 'a', engagement('a', 'Jardin partagé', '2026-01-01T00:00:00Z'))]);
    const { result } = renderHook(() => useMyEngagementsOffline('acme'), { wrapper: wrapper(engine) });
    await waitFor(() => expect(result.current.query.data?.engagements.map((e) => e.id)).toEqual(['a']));
    expect({ fromReplica: result.current.fromReplica, offline: result.current.offline }).toEqual({ fromReplica: true, offline: true });
  });

  it('online, the replica stands in, unannounced, until the server answers; then the server answer shows', async () => {
    onlineManager.setOnline(true);
    let answer!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { db, engine } = offlineEngine();
    await applyChanges(db, [upsert('engagement', 'a', engagement('a', 'Jardin partagé', '2026-01-01T00:00:00Z'))]);
    const { result } = renderHook(() => useMyEngagementsOffline('acme'), { wrapper: wrapper(engine) });
    await waitFor(() => expect(result.current.query.data?.engagements.map((e) => e.id)).toEqual(['a']));
    expect({ fromReplica: result.current.fromReplica, offline: result.current.offline }).toEqual({ fromReplica: true, offline: false });

    answer(new Response(JSON.stringify({ engagements: [engagement('c', 'En ligne', '2026-03-01T00:00:00Z')] }), { status: 200 }));
    await waitFor(() => expect(result.current.query.data?.engagements.map((e) => e.id)).toEqual(['c']));
    expect({ fromReplica: result.current.fromReplica, offline: result.current.offline }).toEqual({ fromReplica: false, offline: false });
  });

  it("offline, while the replica's code still loads, the screen is loading, never 'no data'; then the replica answers", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { db, engine } = offlineEngine();
    await applyChanges(db, [upsert('engagement', 'a', engagement('a', 'Jardin partagé', '2026-01-01T00:00:00Z'))]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } });
    // What SyncProvider provides: no engine while its code loads, then the engine.
    const provided: { engine: SyncEngine | null } = { engine: null };
    const Space = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <SyncContext.Provider value={provided.engine}>
            <ReplicaLoadingContext.Provider value={provided.engine === null}>{children}</ReplicaLoadingContext.Provider>
          </SyncContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>
    );
    const { result, rerender } = renderHook(() => useMyEngagementsOffline('acme'), { wrapper: Space });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(result.current.query).toMatchObject({ data: undefined, status: 'pending', fetchStatus: 'fetching', isError: false });

    provided.engine = engine;
    rerender();
    await waitFor(() => expect(result.current.query.data?.engagements.map((e) => e.id)).toEqual(['a']));
    expect(result.current.offline).toBe(true);
  });
});

describe('useOfflineQueue', () => {
  it('queues apply, cancel, confirm and finish as the intents of sync.md, sent once in order', async () => {
    const { db, server, engine } = offlineEngine();
    const { result } = renderHook(() => useOfflineQueue(), { wrapper: wrapper(engine) });
    expect(result.current.available).toBe(true);
    const engagementId = crypto.randomUUID();
    await result.current.apply({ engagementId, missionId: 5, timeslotIds: [11], timeType: 'personal', onFull: 'reject', acknowledgeInsufficientCredit: false });
    await result.current.cancel({ engagementId, reason: 'other', otherReason: 'Un imprévu' });
    await result.current.confirm(engagementId);
    await result.current.finish(engagementId);
    await push(db, server);
    await push(db, server);
    expect(server.applied.map((m) => [m.id, m.name])).toEqual([
      [1, 'engagement.apply'],
      [2, 'engagement.cancel'],
      [3, 'engagement.confirm'],
      [4, 'engagement.finish'],
    ]);
    expect(server.applied[0]!.args).toMatchObject({ engagementId, missionId: 5, timeslotIds: [11], onFull: 'reject' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('is unavailable outside a space with an outbox', () => {
    const { result } = renderHook(() => useOfflineQueue(), { wrapper: wrapper(null) });
    expect(result.current.available).toBe(false);
    return expect(result.current.confirm(crypto.randomUUID())).rejects.toThrow();
  });
});

describe('PendingApplications', () => {
  it('shows each application queued offline with its mission and dates, until the server acknowledges it', async () => {
    const { db, server, engine } = offlineEngine();
    await applyChanges(db, [
      upsert('association', '3', { id: 3, slug: 'planete-verte', name: 'Planète verte', logo: null, description: null }),
      upsert(
        'mission',
        '5',
        replicaMissionFixture({
          id: 5,
          slug: 'nettoyage',
          title: 'Nettoyage des berges',
          associationId: 3,
          timeslots: [{ id: 11, kind: 'slot', startsAt: '2026-03-10T08:00:00.000Z', endsAt: '2026-03-10T11:00:00.000Z', places: 5, placesLeft: 2, signupsOpen: true }],
        }),
      ),
    ]);
    const Wrapper = wrapper(engine);
    const Pending = () => <PendingApplications pending={usePendingApplications()} />;
    render(
      <Wrapper>
        <Pending />
      </Wrapper>,
    );
    await engine.enqueue('engagement.apply', { engagementId: crypto.randomUUID(), missionId: 5, timeslotIds: [11], timeType: 'personal', onFull: 'reject' });
    const region = await screen.findByRole('region', { name: "En attente d'envoi (1)" });
    expect(region.textContent).toContain('Nettoyage des berges');
    expect(region.textContent).toContain('Planète verte');
    expect(region.textContent).toContain('10/03/2026 09:00–12:00');
    expect(region.textContent).toContain('En attente de synchronisation');
    await push(db, server);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});

describe('ReferentActions offline', () => {
  it('queues « Confirmer » instead of failing, then shows the application as pending', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { db, engine } = offlineEngine();
    const engagementId = crypto.randomUUID();
    const Wrapper = wrapper(engine);
    render(
      <Wrapper>
        <ReferentActions associationSlug="amis" engagement={{ id: engagementId, volunteerName: 'Camille Martin', availableActions: ['confirm', 'cancel'] }} />
      </Wrapper>,
    );
    // Offline, cancelling needs the server; confirming can wait in the outbox.
    expect((screen.getByRole('button', { name: 'Annuler la candidature' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(dialog.querySelector('button.button--primary')!);
    expect(await screen.findByText('En attente de synchronisation')).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ id: 1, name: 'engagement.confirm', args: { engagementId } });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('CancelDialog offline', () => {
  it('queues engagement.cancel when the request cannot reach the server, with the reason given', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { db, engine } = offlineEngine();
    const engagementId = crypto.randomUUID();
    const onQueued = vi.fn();
    const onDone = vi.fn();
    const Wrapper = wrapper(engine);
    render(
      <Wrapper>
        <CancelDialog companySlug="acme" engagementId={engagementId} onDone={onDone} onQueued={onQueued} onClose={() => undefined} />
      </Wrapper>,
    );
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'other' } });
    fireEvent.change(await screen.findByLabelText('Précisez le motif'), { target: { value: 'Un imprévu' } });
    fireEvent.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() => expect(onQueued).toHaveBeenCalledOnce());
    expect(onDone).not.toHaveBeenCalled();
    expect(await db.outbox.toArray()).toMatchObject([{ id: 1, name: 'engagement.cancel', args: { engagementId, reason: 'other', otherReason: 'Un imprévu' } }]);
  });
});
