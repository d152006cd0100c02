import { useTranslation } from 'react-i18next';
import { useSyncEngine, useSyncStatus } from '../hooks';

/**
 * What is queued while offline, and a sync that keeps failing for a reason
 * other than the network (a server fault, a refused request): said, not hidden,
 * with the automatic retry mentioned and a way to try at once.
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
  if (!status.online && status.pending > 0) {
    return (
      <div className="notice" role="status">
        <span>{t('sync:status.pending_offline', { count: status.pending })}</span>
      </div>
    );
  }
  return null;
}
