import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MissionSearch } from '../../../features/missions/components/search/MissionSearch';
import { EmployeeProgramsSection } from '../../../features/programs/components/ProgramCards';
import { useSession } from '../../../features/users/api/get-session';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { useEmployeeScope } from './discovery-scope';

/**
 * `/collaborateur/{slug}/missions` (and `?only_pinned=true`): the missions open to the employee, then the company's
 * selections (when it has them). Below the search, not above it: arriving after the first paint, they would push
 * the whole search down (a layout shift of 0.26 measured by Lighthouse); the home leads with them.
 */
export function MissionSearchPage() {
  const { t } = useTranslation('missions');
  const scope = useEmployeeScope();
  const context = useSpaceContext();
  const me = useSession().data;
  usePageTitle(t('discovery.employee.title'));
  const programs = scope.kind === 'employee' && me && hasCompanyFeature(me, context, 'programs');
  return (
    <>
      <MissionSearch scope={scope} title={t('discovery.employee.title')} intro={t('discovery.employee.intro')} showPinnedFilter />
      {programs && (
        <Suspense fallback={null}>
          <EmployeeProgramsSection companySlug={scope.companySlug} />
        </Suspense>
      )}
    </>
  );
}
