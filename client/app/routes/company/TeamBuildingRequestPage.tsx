import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTeamBuildingRequest } from '../../../features/team-building/api/team-buildings';
import { TeamBuildingRequestView } from '../../../features/team-building/components/TeamBuildingRequestView';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';
import { idOf, useTeamBuildingAllowed } from './team-building-access';

/** `/entreprise/{slug}/team-building/demandes/{id}`: a request, its tabs and its steps. */
export function TeamBuildingRequestPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const allowed = useTeamBuildingAllowed();
  const id = idOf(params.requestId);
  const query = useTeamBuildingRequest(params.companySlug!, id);
  usePageTitle(query.data ? t('request.title', { title: query.data.teamBuilding.title }) : undefined);
  if (!allowed) return <ForbiddenPage />;
  if (id === null) return <NotFoundPage />;
  return (
    <div className="stack">
      <RouteLink to="team-building.list" query={{ bar_tab: 'requests' }} className="back-link">
        {t('request.back')}
      </RouteLink>
      <QueryStatus query={query}>{(detail) => <TeamBuildingRequestView companySlug={params.companySlug!} detail={detail} />}</QueryStatus>
    </div>
  );
}
