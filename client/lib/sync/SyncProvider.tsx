import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { SpaceContext } from '../../../shared/contexts';
import { ConflictCards } from './components/ConflictCards';
import { SessionExpiredBanner } from './components/SessionExpiredBanner';
import { StorageNotice, VersionChangeNotice } from './components/StorageNotice';
import { PendingChangesReporter, ReplicaProgressReporter, SyncStatusNotice } from './components/SyncStatusNotice';
import { DeliveredToasts } from './components/DeliveredToasts';
import { type ReplicaScope, openReplica, replicaName } from './db';
import { SyncEngine } from './engine';
import { SyncContext } from './hooks';
import { registerEngine } from './registry';
import { requestPersistenceOnceInstalled } from './storage';
import { httpTransport, spaceHeaders } from './transport';
import './sync.css';

/**
 * The offline replica and its sync engine for the employee and association
 * spaces: one replica per user and space, started when the space opens and
 * stopped when it closes. Shows the sync notices (session expired, storage
 * full, newer version in another tab, conflict cards) above the page, tells
 * the one offline indicator what waits in the outbox, and toasts what the
 * server carried out once the network is back.
 * Other spaces (or a user not in the space's organisation) get the page alone.
 */
export function SyncProvider(props: { userId: string; context: SpaceContext; organisationId: number | undefined; children: ReactNode }) {
  const space = props.context.type === 'employee' || props.context.type === 'association' ? props.context.type : null;
  const scope: ReplicaScope | null = space && props.organisationId !== undefined ? { userId: props.userId, space, organisationId: props.organisationId } : null;
  const name = scope ? replicaName(scope) : null;
  const [engine, setEngine] = useState<SyncEngine | null>(null);

  useEffect(() => {
    if (!scope) return;
    const db = openReplica(scope);
    const created = new SyncEngine({ db, transport: httpTransport(spaceHeaders(scope.space, scope.organisationId)) });
    created.start();
    // Sign-out finds this tab's engine here, to sync first or to release the replica before deleting it.
    const unregister = registerEngine(created);
    setEngine(created);
    return () => {
      unregister();
      created.release();
      setEngine(null);
    };
    // The scope is fully described by its name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  useEffect(() => (scope ? requestPersistenceOnceInstalled() : undefined), [scope !== null]);

  if (!scope) return <>{props.children}</>;
  return (
    <SyncContext.Provider value={engine}>
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
      {props.children}
    </SyncContext.Provider>
  );
}
