import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../shared/i18n/formatters';
import { formatDate } from '../../../shared/i18n/languages';
import { useOfflineFacts } from '../../lib/offline-status';
import { useOnline } from '../../lib/online';
import './offline-banner.css';

// Built at first use, not when the shell loads (shared/i18n/formatters.ts).
const parisClock = () => dateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

/**
 * The one offline indicator of the app, a slim bar under the header:
 * « Hors ligne · 1 modification en attente · données du 24/11/2026 09:40 »
 * (« données en cours de chargement… » while the first sync is not complete).
 * It also shows while a screen draws from the device's data although the
 * browser believes it is online (the server could not be reached). What is
 * pending stays listed where it belongs (Mes expériences, conflict cards).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const { pending, dataSyncedAt, dataIncomplete } = useOfflineFacts();
  if (online && dataSyncedAt === undefined) return null;
  const parts = [t('offline_indicator.offline')];
  if (pending > 0) parts.push(t('offline_indicator.pending', { count: pending }));
  if (dataSyncedAt !== undefined) {
    // A first sync cut short: what the screen shows (or does not) is the beginning only.
    if (dataIncomplete) parts.push(t('offline_indicator.data_loading'));
    else {
      parts.push(
        dataSyncedAt
          ? t('offline_indicator.data_of', { date: `${formatDate(dataSyncedAt, 'Europe/Paris')} ${parisClock().format(new Date(dataSyncedAt))}` })
          : t('offline_indicator.data_unknown'),
      );
    }
  }
  return (
    <div className="offline-banner" role="status">
      <span className="offline-banner__dot" aria-hidden="true" />
      <span>{parts.join(' · ')}</span>
    </div>
  );
}
