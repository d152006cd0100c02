import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPendingChanges, reportReplicaIncomplete } from '../../offline-status';
import { useLiveQuery, useSyncEngine, useSyncStatus } from '../hooks';

/**
 * A sync that keeps failing for a reason
 * other than the network (a server fault, a refused request): said, not hidden,
 * with the automatic retry mentioned and a way to try at once. What waits in
 * the outbox is said by the one offline indicator (PendingChangesReporter).
 */
export function SyncStatusNotice() {
  const { t } = useTranslation(['sync', 'errors']);
  const engine = useSyncEngine();
  const status = useSyncStatus();
  if (!status.enabled || status.sessionExpired || status.versionChanged) return null;
  if (status.lastError && status.lastError.status !== 401) {
    const reason = t(`errors:${status.lastError.code}`, { defaultValue: t('errors:UNEXPECTED') });
    return (
      <div className="notice notice--warning" role="status">
        <span>{t('sync:status.error', { reason })}</span>
        <button type="button" className="button button--small" disabled={status.syncing} onClick={() => void engine?.sync('manual')}>
          {t('sync:status.retry_now')}
        </button>
      </div>
    );
  }
  return null;
}

/** Tells the one offline indicator how many changes wait in this space's outbox (none once the space closes). */
export function PendingChangesReporter() {
  const status = useSyncStatus();
  const pending = status.enabled ? status.pending : 0;
  useEffect(() => reportPendingChanges(pending), [pending]);
  useEffect(() => () => reportPendingChanges(0), []);
  return null;
}

/**
 * Tells the one offline indicator whether this space's replica is still
 * receiving a snapshot (its first sync, or the one after a reset: pull.ts
 * records it with each page), so a screen drawn from it offline is said to be
 * still loading rather than empty or complete.
 */
export function ReplicaProgressReporter() {
  const incomplete = useLiveQuery(async (db) => (await db.meta.get('meta'))?.value.complete === false, []).data ?? false;
  useEffect(() => reportReplicaIncomplete(incomplete), [incomplete]);
  useEffect(() => () => reportReplicaIncomplete(false), []);
  return null;
}
