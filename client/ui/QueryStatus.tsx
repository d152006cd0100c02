import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text';
import { useOnline } from '../lib/online';
import { PageLoading } from './PageState';

/**
 * The loading, offline and error states of a screen's query, the same on every
 * screen; `children` renders the data once there is some (kept while refetching).
 */
export function QueryStatus<T>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  errorFor?: (error: unknown) => ReactNode | undefined;
  /** What shows while loading, when the screen has a skeleton of its final size (else the spinner). */
  loading?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const online = useOnline();
  const { query } = props;
  if (query.data !== undefined) return <>{props.children(query.data)}</>;
  if (query.isError) {
    const custom = props.errorFor?.(query.error);
    if (custom) return <>{custom}</>;
    return (
      <div className="page-state" role="alert">
        <p>{online ? errorText(query.error) : t('status.offline_no_data')}</p>
        <button type="button" className="button button--primary" onClick={() => query.refetch()}>
          {t('error_boundary.retry')}
        </button>
      </div>
    );
  }
  // Still getting the data, even offline: the request's first try, or the device's replica being read.
  if (query.fetchStatus === 'fetching') return props.loading ?? <PageLoading />;
  if (!online || query.fetchStatus === 'paused') {
    return (
      <div className="page-state" role="status">
        <p>{t('status.offline_no_data')}</p>
      </div>
    );
  }
  return props.loading ?? <PageLoading />;
}
