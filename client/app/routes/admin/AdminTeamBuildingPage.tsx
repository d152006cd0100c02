import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useTeamBuilding } from '../../../features/team-building/api/team-buildings';
import { TeamBuildingView } from '../../../features/team-building/components/TeamBuildingView';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { idOf } from '../company/team-building-access';
import { NotFoundPage } from '../NotFoundPage';
import { AdminNav } from './AdminNav';

const ADMIN = { type: 'admin' } as const;
const CATALOGUE = { kind: 'catalogue' } as const;

/** `/admin/team-building/{id}` (team-building.show): a catalogue activity, its steps and its deletion. */
export function AdminTeamBuildingPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const navigate = useNavigate();
  const id = idOf(params.teamBuilding);
  const query = useTeamBuilding(CATALOGUE, id);
  usePageTitle(query.data?.teamBuilding.title);
  if (id === null) return <NotFoundPage />;
  return (
    <div className="stack">
      <AdminNav />
      <RouteLink to="team-building.list" className="back-link">
        {t('admin.back')}
      </RouteLink>
      <QueryStatus query={query}>{(detail) => <TeamBuildingView owner={CATALOGUE} detail={detail} onDeleted={() => navigate(buildPath('team-building.list', ADMIN))} />}</QueryStatus>
    </div>
  );
}
