import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../../shared/routes';
import { PageMessage } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

/**
 * Spec §8: 'Une erreur est survenue', a retry button and the advice to contact the IT service. `?retry=` is the
 * company's sign-in through its identity provider (retrying goes back there); `?error=` the reason, shown small for
 * the IT service.
 */
export function SsoErrorPage() {
  const { t } = useTranslation('users');
  const [params] = useSearchParams();
  const retry = params.get('retry');
  const error = params.get('error');
  return (
    <PageMessage title={t('sso_error.title')} body={t('sso_error.body')}>
      {retry ? (
        <a href={safeRedirectPath(retry, '/login')} className="button button--primary">
          {t('sso_error.retry')}
        </a>
      ) : (
        <RouteLink to="loginCompleteEmail" context={{ type: 'public' }} className="button button--primary">
          {t('sso_error.retry')}
        </RouteLink>
      )}
      {error && (
        <p className="muted">
          {t('sso_error.code')} <code dir="ltr">{error.slice(0, 80)}</code>
        </p>
      )}
    </PageMessage>
  );
}
