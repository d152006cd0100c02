import type { DependencyList } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncMutationName } from '../../../../shared/sync/sync.schema';
import { type IntentFilter, usePendingIntents } from '../hooks';

/**
 * 'En attente de synchronisation' beside what an intent not yet acknowledged
 * changes (a mission applied to, an answer given); gone once the server has it.
 * With `pending` the caller decides; otherwise the badge shows when an intent matches `filter`.
 */
export function PendingBadge<N extends SyncMutationName>(props: { pending?: boolean; filter?: IntentFilter<N>; deps?: DependencyList }) {
  const { t } = useTranslation('sync');
  const intents = usePendingIntents(props.filter, props.deps);
  const pending = props.pending ?? intents.length > 0;
  if (!pending) return null;
  return (
    <span className="badge badge--warning" role="status">
      {t('pending.badge')}
    </span>
  );
}
