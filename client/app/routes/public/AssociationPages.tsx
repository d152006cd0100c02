import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AssociationDirectoryView, AssociationProfileView } from '../../../features/missions/components/search/AssociationViews';
import { PUBLIC_DISCOVERY } from '../../../features/missions/api/search-missions';

/** `/toutes-nos-associations`. */
export function AssociationsDirectoryPage() {
  const { t } = useTranslation('missions');
  return <AssociationDirectoryView scope={PUBLIC_DISCOVERY} title={t('discovery.directory.title')} />;
}

/** `/associations/{associationSlug}`. */
export function AssociationPage() {
  return <AssociationProfileView scope={PUBLIC_DISCOVERY} slug={useParams().associationSlug!} />;
}
