import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the one offline indicator says besides « Hors ligne »: how many changes
 * wait in the outbox and whether the replica is still receiving its first
 * sync (both reported by the sync provider of the space) and, on a screen
 * drawn from the device's replica, when that data was synced (reported by the
 * screen). Kept here so the indicator, mounted once at the root, reads what
 * the space and the screen below it know.
 */
interface OfflineFacts {
  pending: number;
  /** Present while a screen shows replica data; `null` when the sync date is unknown. */
  dataSyncedAt: string | null | undefined;
  /** The replica holds the first pages of a snapshot only (the rest comes with the network): an empty list may not be empty. */
  dataIncomplete: boolean;
}

let facts: OfflineFacts = { pending: 0, dataSyncedAt: undefined, dataIncomplete: false };
const listeners = new Set<() => void>();
/** Screens that show replica data now, with their sync date (the latest registered wins). */
const screens = new Map<symbol, string | null>();

function update(patch: Partial<OfflineFacts>) {
  const next = { ...facts, ...patch };
  if (next.pending === facts.pending && next.dataSyncedAt === facts.dataSyncedAt && next.dataIncomplete === facts.dataIncomplete) return;
  facts = next;
  for (const listener of listeners) listener();
}

function syncScreens() {
  const dates = [...screens.values()];
  update({ dataSyncedAt: dates.length === 0 ? undefined : dates[dates.length - 1]! });
}

export function reportPendingChanges(count: number): void {
  update({ pending: count });
}

/** Whether the space's replica is still receiving a snapshot (its first sync, or the one after a reset). */
export function reportReplicaIncomplete(incomplete: boolean): void {
  update({ dataIncomplete: incomplete });
}

/** Registers, while mounted, that the screen shows replica data synced at `syncedAt`. */
export function useReportReplicaData(syncedAt: string | null): void {
  useEffect(() => {
    const key = Symbol('replica-screen');
    screens.set(key, syncedAt);
    syncScreens();
    return () => {
      screens.delete(key);
      syncScreens();
    };
  }, [syncedAt]);
}

export function useOfflineFacts(): OfflineFacts {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => facts,
  );
}

/** The facts now, outside React (tests). */
export function readOfflineFacts(): OfflineFacts {
  return facts;
}
