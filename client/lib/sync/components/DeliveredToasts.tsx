import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveredMessageKeys } from '../../../../shared/sync/delivered';
import { showToast } from '../../../ui/notifications';
import { useSyncEngine } from '../hooks';

/** Once the network is back and the server carries out what was queued: « Candidature envoyée », « Confirmation envoyée »… */
export function DeliveredToasts() {
  const { t } = useTranslation('sync');
  const engine = useSyncEngine();
  useEffect(() => engine?.onDelivered((names) => deliveredMessageKeys(names).forEach((key) => showToast('success', t(key)))), [engine, t]);
  return null;
}
