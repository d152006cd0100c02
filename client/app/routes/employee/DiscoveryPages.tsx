import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DiscoveryScope } from '../../../features/missions/api/search-missions';
import { AssociationDirectoryView, AssociationProfileView } from '../../../features/missions/components/search/AssociationViews';
import { MissionPageView } from '../../../features/missions/components/search/MissionPageView';
import { MissionSearch } from '../../../features/missions/components/search/MissionSearch';
import { missionIdFromRef } from '../../../features/missions/components/search/search-params';
import { usePageTitle } from '../../../ui/PageState';
import { NotFoundPage } from '../NotFoundPage';

// The screens' namespace is asked for with their code, while the router loads it, rather than by their first render:
// asked for then, it shows the space's loading state, and React reveals a page no sooner than 300 ms after such a
// fallback (the offline launch to the first mission card, issue 13).
void i18next.loadNamespaces('missions');

function useEmployeeScope(): DiscoveryScope {
  return { kind: 'employee', companySlug: useParams().companySlug! };
}

/** `/collaborateur/{slug}/missions` (and `?only_pinned=true`): the missions open to the employee. */
export function MissionSearchPage() {
  const { t } = useTranslation('missions');
  const scope = useEmployeeScope();
  usePageTitle(t('discovery.employee.title'));
  return <MissionSearch scope={scope} title={t('discovery.employee.title')} intro={t('discovery.employee.intro')} showPinnedFilter />;
}

/** `/collaborateur/{slug}/missions/{id}-{slug}`: the mission, its dates and whether the employee can apply. */
export function MissionPage() {
  const scope = useEmployeeScope();
  const missionId = missionIdFromRef(useParams().missionRef);
  if (missionId === null) return <NotFoundPage />;
  return <MissionPageView scope={scope} missionId={missionId} />;
}

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
