/**
 * Browser side of `npm run bench:dexie-snapshot` (bench/dexie-snapshot.ts bundles
 * this file and runs it in headless Chromium): writes a snapshot of mission rows
 * through the pull writer, one transaction per page, as a first sync would.
 * Not part of the app bundle.
 */
import type { SyncChange, SyncPullResponse } from '../../../shared/sync/sync.schema';
import { openReplica } from './db';
import { writePage } from './pull';

function missionChange(index: number): SyncChange {
  const data = {
    mission: {
      id: index,
      slug: `mission-${index}`,
      title: `Collecte alimentaire du quartier ${index}`,
      image: null,
      city: 'Lyon',
      isRemote: false,
      nextTimeslotAt: '2026-12-01T09:00:00.000Z',
      thematics: ['THEMATIC_FOOD'],
      description: 'Aidez les bénévoles à trier et distribuer les denrées aux familles du quartier. Rendez-vous au local.',
    },
    association: { id: 1 + (index % 50), slug: `association-${index % 50}`, name: `Les Amis du quartier ${index % 50}`, logo: null },
    apply: { allowed: true },
    state: 'published',
    deductsCredit: true,
  };
  return { entity: 'mission', op: 'upsert', id: String(index), version: 1, data } as unknown as SyncChange;
}

async function run(rows: number, pageSize: number) {
  const db = openReplica(`bench-${crypto.randomUUID()}`);
  await db.open();
  const pages: SyncPullResponse[] = [];
  for (let start = 0; start < rows; start += pageSize) {
    const changes = Array.from({ length: Math.min(pageSize, rows - start) }, (_, i) => missionChange(start + i + 1));
    pages.push({ cursor: `c${start}`, hasMore: start + pageSize < rows, lastMutationId: 0, changes, reset: false });
  }
  const bytesPerRow = JSON.stringify(pages[0]!.changes[0]).length;
  const started = performance.now();
  for (const page of pages) await writePage(db, page);
  const elapsedMs = performance.now() - started;
  const stored = await db.entity('mission').count();
  db.close();
  await db.delete();
  return { rows, pageSize, pages: pages.length, bytesPerRow, elapsedMs, stored };
}

(globalThis as unknown as { runSnapshotBench: typeof run }).runSnapshotBench = run;
