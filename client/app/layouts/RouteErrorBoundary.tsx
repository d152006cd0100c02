import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteLink } from '../../ui/RouteLink';
import { PageMessage } from '../../ui/PageState';
import { NotFoundPage } from '../routes/NotFoundPage';

/** Each space has its own boundary, so a failing screen never takes the whole app down. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
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
