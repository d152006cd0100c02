import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMission } from '../../../features/missions/api/get-mission';
import { missionScopeFor } from '../../../features/missions/api/mission-scope';
import { MissionDashboard } from '../../../features/missions/components/MissionDashboard';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { useSpaceContext } from '../../space';
import { missionErrorPage } from './mission-pages';

/** `/association/{slug}/missions/{id}` and `/entreprise/{slug}/missions/{id}`: the mission dashboard. */
export function MissionPage() {
  const { t } = useTranslation('missions');
  const scope = missionScopeFor(useSpaceContext());
  const id = Number(useParams().missionId);
  const mission = useMission(scope ?? { kind: 'association', slug: '' }, id);
  usePageTitle(mission.data?.mission.title ?? t('dashboard.title'));
  if (!scope || !Number.isInteger(id)) return <PageMessage title={t('dashboard.title')} />;
  return (
    <div className="stack">
      {scope.kind === 'association' && <RouteLink to="missions.list">{t('list.back')}</RouteLink>}
      <QueryStatus query={mission} errorFor={missionErrorPage}>
        {(detail) => <MissionDashboard scope={scope} detail={detail} />}
      </QueryStatus>
    </div>
  );
}
