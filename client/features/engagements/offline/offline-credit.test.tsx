import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import type { ApplyRequest } from '../../../../shared/engagements/engagement-api.schema';
import type { MissionPage } from '../../../../shared/missions/mission-search.schema';
import type { SyncChange } from '../../../../shared/sync/sync.schema';
import { hoursBetween } from '../../../../shared/time/working-time';
import { type OutboxEntry, type ReplicaDatabase, openReplica } from '../../../lib/sync/db';
import { SyncEngine } from '../../../lib/sync/engine';
import { SyncContext } from '../../../lib/sync/hooks';
import { localLocks } from '../../../lib/sync/locks';
import { applyChanges } from '../../../lib/sync/pull';
import { FakeSyncServer } from '../../../lib/sync/sync-server.fixture';
import { ApplyForm } from '../components/ApplyForm';
import { applicationCreditHours, checkApplicationCredit, checkCreditOffline, entriesFromOverview } from './offline-credit';
import { missionFixture, replicaMissionFixture } from '../../../../shared/sync/mission-page.fixture';

const opened: ReplicaDatabase[] = [];
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  onlineManager.setOnline(false);
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
});
afterEach(async () => {
  cleanup();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete().catch(() => undefined);
});

function offlineEngine() {
  const db = openReplica(`test-${crypto.randomUUID()}`);
  opened.push(db);
  const engine = new SyncEngine({ db, transport: new FakeSyncServer(), locks: localLocks(), isOnline: () => false, isVisible: () => true });
  return { db, engine };
}

/** The credit overview as the server replicates it (days), from what is left in days. */
const overview = (initialDays: number, pendingDays = 0) => ({
  initial: initialDays,
  bonus: 0,
  malus: 0,
  pending: pendingDays,
  confirmed: 0,
  finished: 0,
  total: initialDays - pendingDays,
  companyId: 1,
});

const SLOTS = [
  // 09:00-12:00 Paris: a half day (4 h).
  { id: 1, missionId: 7, kind: 'slot' as const, startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z', places: 5, placesLeft: 5, signupsOpen: true },
  // 09:00-17:00 Paris: a day (7 h).
  { id: 2, missionId: 7, kind: 'slot' as const, startsAt: '2030-05-11T07:00:00.000Z', endsAt: '2030-05-11T15:00:00.000Z', places: 6, placesLeft: 6, signupsOpen: true },
  // Another mission's day (7 h).
  { id: 9, missionId: 8, kind: 'slot' as const, startsAt: '2030-06-01T07:00:00.000Z', endsAt: '2030-06-01T15:00:00.000Z', places: 6, placesLeft: 6, signupsOpen: true },
];

/** A mission's slots as its replica row holds them (without the join column). */
const slotsOf = (missionId: number) => SLOTS.filter((slot) => slot.missionId === missionId).map(({ missionId: _missionId, ...slot }) => slot);

function missionPage(): MissionPage {
  return {
    mission: missionFixture(),
    association: null,
    timeslots: slotsOf(7).map((slot) => ({ ...slot, durationHours: hoursBetween(new Date(slot.startsAt), new Date(slot.endsAt)) })),
    apply: { allowed: true },
  };
}

const upsert = (entity: string, id: string, data: unknown) => ({ entity, op: 'upsert', id, version: 1, data }) as unknown as SyncChange;

async function seed(db: ReplicaDatabase, credit: ReturnType<typeof overview> | null) {
  const page = missionPage();
  await applyChanges(db, [
    upsert('mission', '7', replicaMissionFixture({ id: page.mission.id, timeslots: slotsOf(7) })),
    upsert('mission', '8', replicaMissionFixture({ id: 8, title: 'Jardin partagé', timeslots: slotsOf(8) })),
    ...(credit ? [upsert('credit', 'me', credit)] : []),
  ]);
}

function renderOffline(engine: SyncEngine) {
  const onQueued = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/collaborateur/acme/missions/7-distribution-alimentaire-du-samedi/apply']}>
        <SyncContext.Provider value={engine}>{node}</SyncContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(wrap(<ApplyForm companySlug="acme" page={missionPage()} onApplied={vi.fn()} onQueued={onQueued} />));
  return onQueued;
}

/** Both slots (4 h + 7 h = 1 4/7 day) on the given time. */
function fillAndSend(time: 'Sur le temps de travail' | 'Sur le temps personnel') {
  fireEvent.click(screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
  fireEvent.click(screen.getByRole('radio', { name: time }));
  fireEvent.change(screen.getByLabelText("Votre message à l'association (facultatif)"), { target: { value: 'Disponible toute la journée' } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
}

describe('checkCreditOffline (the server rule on the replica)', () => {
  it('turns the replicated overview back into ledger hours', () => {
    expect(entriesFromOverview({ initial: 10 / 7, bonus: 1, malus: 4 / 7, pending: 0.5714285714285714, confirmed: 0, finished: 1 })).toEqual([
      { kind: 'initial', hours: 10 },
      { kind: 'bonus', hours: 7 },
      { kind: 'malus', hours: 4 },
      { kind: 'pending', hours: 4 },
      { kind: 'confirmed', hours: 0 },
      { kind: 'finished', hours: 7 },
    ]);
  });

  it('counts the hours of the dates as the server does (half day 4 h, day 7 h)', () => {
    expect(applicationCreditHours(SLOTS.slice(0, 2))).toBe(11);
    expect(applicationCreditHours([])).toBe(0);
  });

  it.each([
    ['enough days left', overview(2), [], 11, true, { status: 'enough' }],
    ['exactly enough', overview(11 / 7), [], 11, true, { status: 'enough' }],
    ['lacking: the dialog figures', overview(1), [], 11, true, { status: 'lacking', requestedDays: 11 / 7, availableDays: 1 }],
    ['days already reserved by the server count', overview(3, 2), [], 11, true, { status: 'lacking', requestedDays: 11 / 7, availableDays: 1 }],
    ['an application still in the outbox reserves its days first', overview(2), [7], 11, true, { status: 'lacking', requestedDays: 11 / 7, availableDays: 1 }],
    ['a mission that does not deduct days is never checked', overview(0), [], 11, false, { status: 'enough' }],
    ['no credit row on the device: unknown', undefined, [], 11, true, { status: 'unknown' }],
  ] as const)('%s', (_name, credit, queuedHours, requestedHours, deductsCredit, expected) => {
    expect(checkCreditOffline({ credit, queuedHours, requestedHours, deductsCredit })).toEqual(expected);
  });
});

describe('checkApplicationCredit (reads the replica)', () => {
  const request = (patch: Partial<ApplyRequest> = {}): ApplyRequest => ({
    engagementId: crypto.randomUUID(),
    missionId: 7,
    timeslotIds: [1, 2],
    timeType: 'work',
    onFull: 'reject',
    acknowledgeInsufficientCredit: false,
    ...patch,
  });

  it('takes the credit row and the work-time applications queued before, not personal time ones', async () => {
    const { db, engine } = offlineEngine();
    await seed(db, overview(2));
    expect(await checkApplicationCredit(db, request(), SLOTS.slice(0, 2))).toEqual({ status: 'enough' });
    await engine.enqueue('engagement.apply', { engagementId: crypto.randomUUID(), missionId: 8, timeslotIds: [9], timeType: 'personal', onFull: 'reject' });
    expect(await checkApplicationCredit(db, request(), SLOTS.slice(0, 2))).toEqual({ status: 'enough' });
    await engine.enqueue('engagement.apply', { engagementId: crypto.randomUUID(), missionId: 8, timeslotIds: [9], timeType: 'work', onFull: 'reject' });
    expect(await checkApplicationCredit(db, request(), SLOTS.slice(0, 2))).toEqual({ status: 'lacking', requestedDays: 11 / 7, availableDays: 1 });
    // Personal time, or a warning already confirmed: nothing to check.
    expect(await checkApplicationCredit(db, request({ timeType: 'personal' }), SLOTS.slice(0, 2))).toEqual({ status: 'enough' });
    expect(await checkApplicationCredit(db, request({ acknowledgeInsufficientCredit: true }), SLOTS.slice(0, 2))).toEqual({ status: 'enough' });
  });

  it('reads whether the mission deducts days from its replicated row', async () => {
    const { db } = offlineEngine();
    await seed(db, overview(0));
    expect((await checkApplicationCredit(db, request(), SLOTS.slice(0, 2))).status).toBe('lacking');
    await applyChanges(db, [upsert('mission', '7', replicaMissionFixture({ deductsCredit: false, timeslots: slotsOf(7) }))]);
    expect(await checkApplicationCredit(db, request(), SLOTS.slice(0, 2))).toEqual({ status: 'enough' });
  });

  it('says unknown when the device has no credit row', async () => {
    const { db } = offlineEngine();
    await seed(db, null);
    expect(await checkApplicationCredit(db, request(), SLOTS.slice(0, 2))).toEqual({ status: 'unknown' });
  });
});

describe('ApplyForm offline: the credit warning', () => {
  it('warns when the replica lacks days, queues nothing until confirmed, then queues with the acknowledgement', async () => {
    const { db, engine } = offlineEngine();
    await seed(db, overview(1));
    const onQueued = renderOffline(engine);
    fillAndSend('Sur le temps de travail');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('ces créneaux demandent 1 jour et demi (11 h) et il vous reste 1 jour');
    expect(await db.outbox.count()).toBe(0);
    expect(onQueued).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Postuler quand même' }));
    await waitFor(() => expect(onQueued).toHaveBeenCalledOnce());
    const entries = (await db.outbox.toArray()) as OutboxEntry<'engagement.apply'>[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'engagement.apply',
      args: { missionId: 7, timeslotIds: [1, 2], timeType: 'work', message: 'Disponible toute la journée', acknowledgeInsufficientCredit: true },
    });
    expect(onQueued).toHaveBeenCalledWith(entries[0]!.args.engagementId);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('going back from the warning queues nothing and keeps what was typed', async () => {
    const { db, engine } = offlineEngine();
    await seed(db, overview(1));
    const onQueued = renderOffline(engine);
    fillAndSend('Sur le temps de travail');
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revenir au formulaire' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect(onQueued).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Votre message à l'association (facultatif)") as HTMLTextAreaElement).value).toBe('Disponible toute la journée');
    expect((screen.getByRole('checkbox', { name: '11/05/2030 09:00–17:00' }) as HTMLInputElement).checked).toBe(true);
  });

  it('queues at once, without the acknowledgement, when the days are enough', async () => {
    const { db, engine } = offlineEngine();
    await seed(db, overview(2));
    const onQueued = renderOffline(engine);
    fillAndSend('Sur le temps de travail');
    await waitFor(() => expect(onQueued).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await db.outbox.toArray()).toMatchObject([{ name: 'engagement.apply', args: { timeType: 'work', timeslotIds: [1, 2], acknowledgeInsufficientCredit: false } }]);
  });

  it('counts the application queued just before: the second one is warned', async () => {
    const { db, engine } = offlineEngine();
    await seed(db, overview(2));
    await engine.enqueue('engagement.apply', { engagementId: crypto.randomUUID(), missionId: 8, timeslotIds: [9], timeType: 'work', onFull: 'reject' });
    const onQueued = renderOffline(engine);
    fillAndSend('Sur le temps de travail');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('il vous reste 1 jour');
    expect(await db.outbox.count()).toBe(1);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it('never warns on personal time', async () => {
    const { db, engine } = offlineEngine();
    await seed(db, overview(0));
    const onQueued = renderOffline(engine);
    fillAndSend('Sur le temps personnel');
    await waitFor(() => expect(onQueued).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await db.outbox.toArray()).toMatchObject([{ args: { timeType: 'personal', acknowledgeInsufficientCredit: false } }]);
  });
});
