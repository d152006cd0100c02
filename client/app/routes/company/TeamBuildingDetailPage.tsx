import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useTeamBuilding } from '../../../features/team-building/api/team-buildings';
import { TeamBuildingView } from '../../../features/team-building/components/TeamBuildingView';
import { useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';
import { idOf, useTeamBuildingAllowed } from './team-building-access';

/** `/entreprise/{slug}/team-building/{id}` (team-building.show): an activity of the catalogue or of the company. */
export function TeamBuildingDetailPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const context = useSpaceContext();
  const navigate = useNavigate();
  const allowed = useTeamBuildingAllowed();
  const id = idOf(params.teamBuilding);
  const owner = { kind: 'company', companySlug: params.companySlug! } as const;
  const query = useTeamBuilding(owner, id);
  usePageTitle(query.data?.teamBuilding.title);
  if (!allowed) return <ForbiddenPage />;
  if (id === null) return <NotFoundPage />;
  return (
    <div className="stack">
      <RouteLink to="team-building.list" className="back-link">
        {t('detail.back')}
      </RouteLink>
      <QueryStatus query={query}>
        {(detail) => (
          <TeamBuildingView
            owner={owner}
            detail={detail}
            onDeleted={() => navigate(buildPath('team-building.list', context, {}, { bar_tab: 'own' }))}
            onRequested={(request) => navigate(buildPath('team-building.request', context, { requestId: request.request.id }))}
          />
        )}
      </QueryStatus>
    </div>
  );
}
