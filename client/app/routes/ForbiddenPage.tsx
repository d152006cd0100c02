import { useTranslation } from 'react-i18next';
import { PageMessage } from '../../ui/PageState';
import { RouteLink } from '../../ui/RouteLink';

/** Spec §6: 'Vous n'avez pas l'autorisation d'accéder à cette page'. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <PageMessage title={t('forbidden.title')}>
      <RouteLink to="home" context={{ type: 'public' }} className="button button--primary">
        {t('forbidden.back_home')}
      </RouteLink>
    </PageMessage>
  );
}
