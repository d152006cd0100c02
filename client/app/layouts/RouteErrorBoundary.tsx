import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForMissingChunk, reportClientError } from '../../lib/error-reporting';
import { RouteLink } from '../../ui/RouteLink';
import { PageLoading, PageMessage } from '../../ui/PageState';
import { NotFoundPage } from '../routes/NotFoundPage';

/**
 * Each space has its own boundary, so a failing screen never takes the whole
 * app down. The error goes to the server log; a screen whose code a new
 * release replaced reloads the page once instead (then, if it is still
 * missing, the error page shows).
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const missingChunk = !notFound && isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  useEffect(() => {
    if (notFound) return;
    if (missingChunk) {
      if (!reloadOnceForMissingChunk()) setReloadRefused(true);
      return;
    }
    console.error(error);
    reportClientError('boundary', error, { pathname });
    // Reported once per error, wherever the user goes next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, notFound, missingChunk]);
  if (notFound) return <NotFoundPage />;
  if (missingChunk && !reloadRefused) return <PageLoading />;
  return (
    <PageMessage title={t('error_boundary.title')} body={t('error_boundary.body')}>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('error_boundary.retry')}
        </button>
        <RouteLink to="home" context={{ type: 'public' }} className="button">
          {t('not_found.back_home')}
        </RouteLink>
      </div>
    </PageMessage>
  );
}
