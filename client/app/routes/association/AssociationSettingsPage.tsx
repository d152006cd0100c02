import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAssociationSettings } from '../../../features/associations/api/association-settings';
import { AssociationSettingsForm } from '../../../features/associations/components/AssociationSettingsForm';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { useOnline } from '../../../lib/online';
import { missionErrorPage } from './mission-pages';

/** `/association/{slug}/parametres`. */
export function AssociationSettingsPage() {
  const { t } = useTranslation('associations');
  usePageTitle(t('settings.title'));
  const slug = useParams().associationSlug!;
  const settings = useAssociationSettings(slug);
  const online = useOnline();
  return (
    <div className="stack">
      <RouteLink to="space.home">{t('onboarding.back')}</RouteLink>
      <h1>{t('settings.title')}</h1>
      <QueryStatus query={settings} errorFor={missionErrorPage}>
        {(data) => <AssociationSettingsForm key={data.id} slug={slug} settings={data} online={online} />}
      </QueryStatus>
    </div>
  );
}
