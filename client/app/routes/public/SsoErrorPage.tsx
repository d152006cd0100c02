import { useTranslation } from 'react-i18next';
import { PageMessage } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

/** Spec §8: 'Une erreur est survenue', a retry button and the advice to contact the IT service. */
export function SsoErrorPage() {
  const { t } = useTranslation('users');
  return (
    <PageMessage title={t('sso_error.title')} body={t('sso_error.body')}>
      <RouteLink to="loginCompleteEmail" context={{ type: 'public' }} className="button button--primary">
        {t('sso_error.retry')}
      </RouteLink>
    </PageMessage>
  );
}
