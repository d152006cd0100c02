import { useTranslation } from 'react-i18next';
import { MissionSearch } from '../../../features/missions/components/search/MissionSearch';
import { usePageTitle } from '../../../ui/PageState';
import { useEmployeeScope } from './discovery-scope';

/** `/collaborateur/{slug}/missions` (and `?only_pinned=true`): the missions open to the employee. */
export function MissionSearchPage() {
  const { t } = useTranslation('missions');
  const scope = useEmployeeScope();
  usePageTitle(t('discovery.employee.title'));
  return <MissionSearch scope={scope} title={t('discovery.employee.title')} intro={t('discovery.employee.intro')} showPinnedFilter />;
}
