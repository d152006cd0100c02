import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('status.offline')}
    </div>
  );
}
