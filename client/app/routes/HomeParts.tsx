import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text';
import { useOnline } from '../../lib/online';

/**
 * A home before its data: a skeleton of the same blocks (nothing jumps when they come), the error with a retry, or
 * the calm note that the device has nothing to show offline.
 */
export function HomeWaiting(props: { query: { isError: boolean; error: unknown; fetchStatus: string; refetch: () => unknown }; errorFallback: string; offlineText: string; skeleton: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const errorText = useErrorText();
  const { query } = props;
  // Offline once nothing is being fetched any more: the request's first try, or the device's replica being read, is loading.
  const offline = query.fetchStatus === 'paused' || (!online && query.fetchStatus !== 'fetching');
  if (query.isError || offline) {
    return (
      <div className="card home-message" role={offline ? 'status' : 'alert'}>
        <p>{offline ? props.offlineText : (errorText(query.error) ?? props.errorFallback)}</p>
        {!offline && (
          <button type="button" className="button button--primary" onClick={() => query.refetch()}>
            {t('error_boundary.retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={props.className ?? 'home__grid'} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('status.loading')}
      </span>
      {props.skeleton}
    </div>
  );
}

/** Key figures: the number large, its caption under it. */
export function HomeStats({ items, pairs = false, compact = false }: { items: Array<{ label: string; value: number }>; pairs?: boolean; compact?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <dl className={`home-stats${pairs ? ' home-stats--pairs' : ''}${compact ? ' home-stats--compact' : ''}`}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value.toLocaleString(i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
