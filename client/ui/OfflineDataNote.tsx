import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/i18n/languages';

const TIME = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

/** "Hors ligne — données du {{date}}": the screen shows what the device kept from its last sync. */
export function OfflineDataNote({ syncedAt }: { syncedAt: string | null }) {
  const { t } = useTranslation();
  const date = syncedAt ? `${formatDate(syncedAt, 'Europe/Paris')} ${TIME.format(new Date(syncedAt))}` : null;
  return (
    <p className="notice offline-data-note" role="note">
      {date ? t('status.offline_data', { date }) : t('status.offline_data_unknown')}
    </p>
  );
}
