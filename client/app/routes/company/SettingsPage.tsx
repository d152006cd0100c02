import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRegistrationSettings } from '../../../features/companies/api/registration-settings';
import { RegistrationSettingsForm } from '../../../features/companies/components/RegistrationSettingsForm';
import { useErrorText } from '../../../lib/error-text';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';

/** `/entreprise/{slug}/parametres`. */
export function SettingsPage() {
  const { t } = useTranslation('companies');
  usePageTitle(t('settings.title'));
  const errorText = useErrorText();
  const slug = useParams().companySlug!;
  const settings = useRegistrationSettings(slug);
  if (settings.isPending) return <PageLoading />;
  if (settings.isError) return <PageMessage title={t('settings.title')} body={errorText(settings.error) ?? undefined} />;
  return (
    <div className="stack">
      <h1>{t('settings.title')}</h1>
      <section className="card">
        <RegistrationSettingsForm slug={slug} initial={settings.data} />
      </section>
    </div>
  );
}
