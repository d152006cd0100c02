import { useTranslation } from 'react-i18next';
import { useSyncEngine, useSyncStatus } from '../hooks';

/** IndexedDB refused a write for lack of space: said plainly, with a retry once space is freed. */
export function StorageNotice() {
  const { t } = useTranslation('sync');
  const engine = useSyncEngine();
  const status = useSyncStatus();
  if (!status.storageFull) return null;
  return (
    <div className="notice notice--error" role="alert">
      <span>{t('storage.full')}</span>
      <button type="button" className="button button--small" onClick={() => void engine?.sync('manual')}>
        {t('storage.retry')}
      </button>
    </div>
  );
}

/** Another tab opened a newer version of the offline data, or deleted it on sign-out: this tab closed its copy and must reload. */
export function VersionChangeNotice() {
  const { t } = useTranslation('sync');
  const status = useSyncStatus();
  if (!status.versionChanged) return null;
  return (
    <div className="notice notice--warning" role="alert">
      <span>{t(status.replicaDeleted ? 'version_change.deleted' : 'version_change.message')}</span>
      <button type="button" className="button button--small button--primary" onClick={() => window.location.reload()}>
        {t('version_change.reload')}
      </button>
    </div>
  );
}
