import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmployeeTeamBuildings } from '../../../features/team-building/components/EmployeeTeamBuildings';
import { useSession } from '../../../features/users/api/get-session';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { ForbiddenPage } from '../ForbiddenPage';

/**
 * `/collaborateur/{slug}/team-building`: the team buildings the company confirmed, to come, where its employees sign up
 * (« Participer »), and the finished ones they took part in, where they leave their testimony.
 */
export function TeamBuildingPage() {
  const { t } = useTranslation('team-building');
  usePageTitle(t('employee.title'));
  const slug = useParams().companySlug!;
  const context = useSpaceContext();
  const me = useSession().data!;
  if (!hasCompanyFeature(me, context, 'team_building')) return <ForbiddenPage />;
  return (
    <div className="stack">
      <header>
        <h1>{t('employee.title')}</h1>
        <p className="muted">{t('employee.intro')}</p>
      </header>
      <EmployeeTeamBuildings companySlug={slug} />
    </div>
  );
}
