import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SpaceContext, contextFromPath } from '../../../shared/contexts';
import { ConflictCards } from './components/ConflictCards';
import { SessionExpiredBanner } from './components/SessionExpiredBanner';
import { StorageNotice, VersionChangeNotice } from './components/StorageNotice';
import { PendingChangesReporter, ReplicaProgressReporter, SyncStatusNotice } from './components/SyncStatusNotice';
import { DeliveredToasts } from './components/DeliveredToasts';
import type { ReplicaScope } from './db';
import type { SyncEngine } from './engine';
import { ReplicaLoadingContext, SyncContext } from './hooks';
import { requestPersistenceOnceInstalled } from './storage';
import { whenPageSettled } from '../page-settled';
import { hasStoredReplica } from './stored-replica';
import './sync.css';

/** Dexie, the engine and the sync schemas: asked for once, by the first space that keeps a replica. */
let runtime: Promise<typeof import('./replica-runtime')> | undefined;
const loadReplicaRuntime = () =>
  (runtime ??= import('./replica-runtime').catch((error: unknown) => {
    // Asked for again by the next space that opens (the network may be back).
    runtime = undefined;
    throw error;
  }));
const keepsReplica = (context: SpaceContext) => context.type === 'employee' || context.type === 'association';
/**
 * Whether the replica's code costs the page nothing now: the service worker serves it from the device (the installed
 * app), or the network is missing anyway (the replica is then all there is to show).
 */
const replicaCodeIsLocal = () => Boolean(navigator.serviceWorker?.controller) || !navigator.onLine;
/**
 * When the replica's code is asked for, in a space that keeps a replica:
 * - 'now': this browser holds a replica and its code is on the device. It is asked for as soon as this module runs,
 *   while the page's own chunks load, so the replica is open by the time the page reads it (a failure is handled at
 *   the mount).
 * - 'after-first-paint': a replica is held but its code would come over the network, where it would hold back the
 *   page's first paint on a slow phone network (75 kB, issue 13). It comes right after, so what the user does offline
 *   a moment later still goes into the outbox.
 * - 'once-settled': a first visit; there is nothing to read yet, and the server answers the page.
 * Read from the address, not assumed: the module may load with the shell on a public page, which must not load Dexie.
 */
type ReplicaStart = 'now' | 'after-first-paint' | 'once-settled';
const replicaStart: Promise<ReplicaStart> = keepsReplica(contextFromPath(window.location.pathname))
  ? hasStoredReplica().then((stored) => (!stored ? 'once-settled' : replicaCodeIsLocal() ? 'now' : 'after-first-paint'))
  : Promise.resolve('once-settled');
void replicaStart.then((start) => {
  if (start === 'now') loadReplicaRuntime().catch(() => undefined);
});

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Resolves in a task of its own: the replica's code is evaluated in one task and the replica opened in the next, two shorter tasks a phone can answer a tap between. */
const inNextTask = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

/**
 * The offline replica and its sync engine for the employee and association
 * spaces: one replica per user and space, started when the space opens and
 * stopped when it closes. Shows the sync notices (session expired, storage
 * full, newer version in another tab, conflict cards) above the page, tells
 * the one offline indicator what waits in the outbox, and toasts what the
 * server carried out once the network is back.
 * Other spaces (or a user not in the space's organisation) get the page alone.
 *
 * The page renders at once: the replica's code (Dexie) loads beside it (on a
 * first visit, once the page has settled), and the screens' replica reads say
 * "loading" until it is there.
 */
export function SyncProvider(props: { userId: string; context: SpaceContext; organisationId: number | undefined; children: ReactNode }) {
  const space = props.context.type === 'employee' || props.context.type === 'association' ? props.context.type : null;
  const scope: ReplicaScope | null = space && props.organisationId !== undefined ? { userId: props.userId, space, organisationId: props.organisationId } : null;
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  // False once the replica's code could not be loaded (a build the service worker does not hold): the screens then
  // answer from the network alone instead of waiting.
  const [available, setAvailable] = useState(true);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!scope) return;
    let closed = false;
    let stop: (() => void) | undefined;
    replicaStart
      .then((start) => (start === 'now' ? undefined : start === 'after-first-paint' ? afterNextPaint() : whenPageSettled(queryClient)))
      .then(loadReplicaRuntime)
      .then(inNextTask)
      .then(
        ({ startReplica }) => {
          if (closed) return;
          const running = startReplica(scope);
          stop = running.stop;
          // The screens that read the replica re-render in a transition (interruptible), not in one long task.
          startTransition(() => setEngine(running.engine));
        },
        (error: unknown) => {
          console.error('The offline replica could not be loaded.', error);
          if (!closed) setAvailable(false);
        },
      );
    return () => {
      closed = true;
      stop?.();
      setEngine(null);
    };
    // The scope is fully described by these three.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope?.userId, scope?.space, scope?.organisationId]);

  useEffect(() => (scope ? requestPersistenceOnceInstalled() : undefined), [scope !== null]);

  if (!scope) return <>{props.children}</>;
  return (
    <SyncContext.Provider value={engine}>
      <ReplicaLoadingContext.Provider value={engine === null && available}>
        <SyncNotices />
        {props.children}
      </ReplicaLoadingContext.Provider>
    </SyncContext.Provider>
  );
}

/**
 * The notices, once their namespace is there. They never suspend: a fallback shown this late would hold back the
 * page's own reveal (React shows the next suspended content at least 300 ms after the last fallback).
 */
function SyncNotices() {
  const { ready } = useTranslation(['sync', 'errors'], { useSuspense: false });
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <div className="sync-notices">
        <VersionChangeNotice />
        <StorageNotice />
        <SessionExpiredBanner />
        <SyncStatusNotice />
        <PendingChangesReporter />
        <ReplicaProgressReporter />
        <DeliveredToasts />
        <ConflictCards />
      </div>
    </Suspense>
  );
}
