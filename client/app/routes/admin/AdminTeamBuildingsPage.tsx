import { useTranslation } from 'react-i18next';
import { useAdminTeamBuildings } from '../../../features/team-building/api/team-buildings';
import { TeamBuildingCards } from '../../../features/team-building/components/TeamBuildingCards';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';

/** `/admin/team-building`: the platform's catalogue, every state (published, draft, archived), with its requests counted. */
export function AdminTeamBuildingsPage() {
  const { t } = useTranslation('team-building');
  usePageTitle(t('admin.title'));
  const query = useAdminTeamBuildings();
  return (
    <div className="stack">
      <AdminNav />
      <header className="page-header">
        <div>
          <h1>{t('admin.title')}</h1>
          <p className="muted">{t('admin.intro')}</p>
        </div>
        <RouteLink to="team-building.create" className="button button--primary">
          {t('admin.create')}
        </RouteLink>
      </header>
      <QueryStatus query={query}>
        {({ teamBuildings }) => (teamBuildings.length === 0 ? <p className="card">{t('admin.empty')}</p> : <TeamBuildingCards items={teamBuildings} showState headingLevel={2} />)}
      </QueryStatus>
    </div>
  );
}
