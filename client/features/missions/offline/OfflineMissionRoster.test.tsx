import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import type { SyncChange, SyncEntityData } from '../../../../shared/sync/sync.schema';
import { type ReplicaDatabase, openReplica, updateMeta } from '../../../lib/sync/db';
import { SyncEngine } from '../../../lib/sync/engine';
import { SyncContext } from '../../../lib/sync/hooks';
import { localLocks } from '../../../lib/sync/locks';
import { readOfflineFacts } from '../../../lib/offline-status';
import { applyChanges } from '../../../lib/sync/pull';
import { FakeSyncServer } from '../../../lib/sync/sync-server.fixture';
import type { MissionScope } from '../api/mission-scope';
import { OfflineMissionRoster } from './OfflineMissionRoster';
import { useOfflineMission } from './use-offline-missions';
import { replicaMissionFixture } from '../../../../shared/sync/mission-page.fixture';

const opened: ReplicaDatabase[] = [];
beforeEach(() => {
  onlineManager.setOnline(false);
  // No network: the dashboard's queries fail as offline ones do.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
});
afterEach(async () => {
  cleanup();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete().catch(() => undefined);
});

const SCOPE: MissionScope = { kind: 'association', slug: 'amis-du-quartier' };
const upsert = (entity: string, id: string, data: unknown) => ({ entity, op: 'upsert', id, version: 1, data }) as unknown as SyncChange;

function missionRow(patch: Partial<SyncEntityData<'mission'>> = {}): SyncEntityData<'mission'> {
  return replicaMissionFixture({
    associationId: 1,
    place: { kind: 'address', label: '12 rue de la Paix, 75002 Paris', city: 'Paris', latitude: 48.87, longitude: 2.33 },
    description: '<p>Accueillir les familles et <strong>servir</strong> les repas.</p>',
    expiresOn: '2030-12-31',
    publishedAt: '2026-01-05T10:00:00.000Z',
    apply: null,
    ...patch,
  });
}

const slot = (id: number, startsAt: string, endsAt: string, places: number, placesLeft: number) => ({
  id,
  kind: 'slot' as const,
  startsAt,
  endsAt,
  places,
  placesLeft,
  signupsOpen: true,
});

const rosterRow = (id: string, missionId: number, fullName: string) =>
  ({
    id,
    state: 'created',
    timeType: 'personal',
    message: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    companyName: 'Globex',
    mission: { id: missionId, title: 'Distribution alimentaire du samedi', supervisorId: null },
    volunteer: { fullName, email: 'salarie@globex.example' },
    timeslots: [{ id: 1, startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z', state: 'created' }],
  }) as unknown;

function offlineEngine() {
  const db = openReplica(`test-${crypto.randomUUID()}`);
  opened.push(db);
  const engine = new SyncEngine({ db, transport: new FakeSyncServer(), locks: localLocks(), isOnline: () => false, isVisible: () => true });
  return { db, engine };
}

/** What the association's MissionPage does offline with nothing in memory. */
function OfflinePage({ missionId }: { missionId: number }) {
  const kept = useOfflineMission(SCOPE, missionId, true).data;
  return kept ? <OfflineMissionRoster scope={SCOPE} mission={kept} /> : <p>chargement</p>;
}

function renderPage(engine: SyncEngine, missionId = 7) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/association/amis-du-quartier/missions/${missionId}`]}>
        <SyncContext.Provider value={engine}>{node}</SyncContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(wrap(<OfflinePage missionId={missionId} />));
}

describe('the association mission page offline', () => {
  it('shows the mission essentials from the replica above the roster, with the date of the data', async () => {
    const { db, engine } = offlineEngine();
    await applyChanges(db, [
      upsert(
        'mission',
        '7',
        missionRow({ timeslots: [slot(1, '2030-05-04T07:00:00.000Z', '2030-05-04T10:00:00.000Z', 4, 1), slot(2, '2030-05-11T07:00:00.000Z', '2030-05-11T10:00:00.000Z', 6, 6)] }),
      ),
      upsert('mission', '8', missionRow({ id: 8, title: 'Une autre mission', timeslots: [slot(9, '2030-05-05T07:00:00.000Z', '2030-05-05T10:00:00.000Z', 9, 9)] })),
      upsert('roster_engagement', 'e1', rosterRow('00000000-0000-4000-8000-000000000001', 7, 'Gabriel Petit')),
    ]);
    await updateMeta(db, { lastPulledAt: '2026-11-20T09:30:00.000Z' });
    renderPage(engine);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Distribution alimentaire du samedi Publiée');
    // The date of the data goes to the one offline indicator (client/app/layouts/OfflineBanner.tsx), not into the page.
    await waitFor(() => expect(readOfflineFacts().dataSyncedAt).toBe('2026-11-20T09:30:00.000Z'));
    expect(screen.queryByRole('note')).toBeNull();

    const summary = screen.getByRole('region', { name: 'Résumé' });
    expect(within(summary).getByText('Adresse').nextElementSibling?.textContent).toBe('12 rue de la Paix, 75002 Paris');
    expect(within(summary).getByText("Date d'expiration").nextElementSibling?.textContent).toBe('31/12/2030');

    const timeslots = screen.getByRole('region', { name: 'Créneaux à venir' });
    const rows = within(timeslots).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['04/05/2030 09:00–12:00', '3 h', '4', '3', '1'],
      ['11/05/2030 09:00–12:00', '3 h', '6', '0', '6'],
    ]);

    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText('servir').tagName).toBe('STRONG');

    const roster = screen.getByRole('region', { name: 'Candidatures' });
    expect(await within(roster).findByText('Gabriel Petit')).toBeTruthy();
    // The page's essentials come before the roster.
    expect(timeslots.compareDocumentPosition(roster) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says remote, and the mission with no upcoming timeslot', async () => {
    const { db, engine } = offlineEngine();
    await applyChanges(db, [upsert('mission', '7', missionRow({ isRemote: true, place: null, displayState: 'draft', expiresOn: null }))]);
    renderPage(engine);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Distribution alimentaire du samedi Brouillon');
    expect(within(screen.getByRole('region', { name: 'Résumé' })).getByText('Adresse').nextElementSibling?.textContent).toBe('À distance');
    expect(within(screen.getByRole('region', { name: 'Créneaux à venir' })).getByText("Aucun créneau à venir n'est enregistré sur cet appareil.")).toBeTruthy();
    expect(await screen.findByText('Aucune candidature pour le moment.')).toBeTruthy();
  });

  it('with only roster rows naming the mission: its title and roster, and says the details are not on the device', async () => {
    const { db, engine } = offlineEngine();
    await applyChanges(db, [upsert('roster_engagement', 'e1', rosterRow('00000000-0000-4000-8000-000000000001', 7, 'Gabriel Petit'))]);
    renderPage(engine);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Distribution alimentaire du samedi');
    expect(screen.getByText("Le détail de cette mission n'est pas enregistré sur cet appareil : seules ses candidatures le sont.")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Créneaux à venir' })).toBeNull();
    expect(await screen.findByText('Gabriel Petit')).toBeTruthy();
  });
});
