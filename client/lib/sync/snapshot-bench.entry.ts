/**
 * Browser side of `npm run bench:dexie-snapshot` (bench/dexie-snapshot.ts bundles
 * this file and runs it in headless Chromium). The pages are a real first sync
 * the server produced; the page fetches them once (gzip on the wire, as the
 * app receives them), then writes the same pages, round after round, through
 * the pull writer (`writePage`: one Dexie transaction per page) and through
 * bare IndexedDB (the same stores and indexes, one transaction per page), each
 * into a fresh database. Not part of the app bundle.
 */
import { syncPullEnvelopeSchema } from '../../../shared/sync/sync-envelope.schema';
import type { SyncPullResponse } from '../../../shared/sync/sync.schema';
import { ENTITY_INDEXES, openReplica } from './db';
import { writePage } from './pull';

let pages: SyncPullResponse[] = [];

/** Fetches (and parses) the snapshot's pages, then validates them as the transport does; both timed. */
async function loadPages(count: number) {
  const started = performance.now();
  pages = await Promise.all(Array.from({ length: count }, async (_, index) => (await fetch(`/pages/${index}`)).json() as Promise<SyncPullResponse>));
  const fetchedMs = performance.now() - started;
  const validating = performance.now();
  for (const page of pages) syncPullEnvelopeSchema.parse(page);
  return { fetchedMs, validateMs: performance.now() - validating, rows: pages.reduce((sum, page) => sum + page.changes.length, 0) };
}

/** The whole snapshot through the pull writer; also when the first page was committed (what a screen can show by then). */
async function storeWithDexie() {
  const db = openReplica(`bench-dexie-${crypto.randomUUID()}`);
  await db.open();
  const started = performance.now();
  let firstPageMs = 0;
  for (const page of pages) {
    await writePage(db, page);
    firstPageMs ||= performance.now() - started;
  }
  const elapsedMs = performance.now() - started;
  let stored = 0;
  for (const table of db.entityTables()) stored += await table.count();
  db.close();
  await db.delete();
  return { elapsedMs, firstPageMs, stored };
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** The replica's stores and indexes, read from the Dexie schema ('id, data.missionId': key path, then indexes). */
function createStores(db: IDBDatabase) {
  for (const [entity, spec] of Object.entries(ENTITY_INDEXES)) {
    const [primaryKey, ...indexes] = spec.split(',').map((part) => part.trim());
    const store = db.createObjectStore(entity, { keyPath: primaryKey });
    for (const index of indexes) store.createIndex(index, index);
  }
  db.createObjectStore('meta', { keyPath: 'key' });
}

/** The same pages with bare IndexedDB: per page one transaction putting each upsert, deleting each tombstone, and the cursor. */
async function storeWithIndexedDB() {
  const name = `bench-raw-${crypto.randomUUID()}`;
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => createStores(open.result);
  const db = await request(open);
  const storeNames = [...Object.keys(ENTITY_INDEXES), 'meta'];
  const started = performance.now();
  let firstPageMs = 0;
  for (const page of pages) {
    const tx = db.transaction(storeNames, 'readwrite');
    for (const change of page.changes) {
      const store = tx.objectStore(change.entity);
      if (change.op === 'delete') store.delete(change.id);
      else store.put({ id: change.id, version: change.version, data: change.data });
    }
    tx.objectStore('meta').put({ key: 'meta', value: { cursor: page.cursor, lastPulledAt: new Date().toISOString() } });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    firstPageMs ||= performance.now() - started;
  }
  const elapsedMs = performance.now() - started;
  let stored = 0;
  const read = db.transaction(Object.keys(ENTITY_INDEXES), 'readonly');
  for (const entity of Object.keys(ENTITY_INDEXES)) stored += await request(read.objectStore(entity).count());
  db.close();
  await request(indexedDB.deleteDatabase(name));
  return { elapsedMs, firstPageMs, stored };
}

const store = (side: 'dexie' | 'raw') => (side === 'dexie' ? storeWithDexie() : storeWithIndexedDB());

Object.assign(globalThis, { snapshotBench: { loadPages, store } });
