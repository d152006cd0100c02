import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LogoutForm } from '../../../features/users/components/LogoutForm';
import { usePageTitle } from '../../../ui/PageState';

/** Reached by GET (a typed URL, or a logout form whose CSRF token had expired): offers the form again. */
export function LogoutPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('logout.title'));
  const [params] = useSearchParams();
  return (
    <section className="card card--narrow">
      <h1>{t('logout.title')}</h1>
      {params.get('error') === 'csrf' && (
        <p className="form__error" role="alert">
          {t('logout.csrf_expired')}
        </p>
      )}
      <p>{t('logout.question')}</p>
      <LogoutForm redirectBack={params.get('redirect-back') ?? undefined} className="actions" />
    </section>
  );
}
