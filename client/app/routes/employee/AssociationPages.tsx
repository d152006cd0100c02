import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AssociationDirectoryView, AssociationProfileView } from '../../../features/missions/components/search/AssociationViews';
import { useEmployeeScope } from './discovery-scope';

/** `/collaborateur/{slug}/associations`. */
export function AssociationsDirectoryPage() {
  const { t } = useTranslation('missions');
  return <AssociationDirectoryView scope={useEmployeeScope()} title={t('discovery.directory.title')} />;
}

/** `/collaborateur/{slug}/associations/{associationSlug}`. */
export function AssociationPage() {
  const scope = useEmployeeScope();
  return <AssociationProfileView scope={scope} slug={useParams().associationSlug!} />;
}
