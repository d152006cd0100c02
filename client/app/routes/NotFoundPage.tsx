import { useTranslation } from 'react-i18next';
import { PageMessage } from '../../ui/PageState';
import { RouteLink } from '../../ui/RouteLink';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageMessage title={t('not_found.title')} body={t('not_found.body')}>
      <RouteLink to="home" context={{ type: 'public' }} className="button button--primary">
        {t('not_found.back_home')}
      </RouteLink>
    </PageMessage>
  );
}
