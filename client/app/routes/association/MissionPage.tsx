import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMission } from '../../../features/missions/api/get-mission';
import { missionScopeFor } from '../../../features/missions/api/mission-scope';
import { MissionDashboard } from '../../../features/missions/components/MissionDashboard';
import { useOfflineMission } from '../../../features/missions/offline/use-offline-missions';
import { lacksNetwork } from '../../../lib/replica-fallback';
import { useOnline } from '../../../lib/online';
import { useSession } from '../../../features/users/api/get-session';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { useSpaceContext } from '../../../lib/space';
import { ApiError } from '../../../lib/api';
import { useApplicationQuickActions } from './application-actions';
import { missionErrorPage } from './mission-pages';

// Loaded when needed: the roster kept on the device (offline), and the company's view of another publisher's mission.
const OfflineMissionRoster = lazy(() => import('../../../features/missions/offline/OfflineMissionRoster').then((module) => ({ default: module.OfflineMissionRoster })));
const CompanyAssociationMissionPage = lazy(() => import('../company/EngagementFollowUpPages').then((module) => ({ default: module.CompanyAssociationMissionPage })));

/** `/association/{slug}/missions/{id}` and `/entreprise/{slug}/missions/{id}`: the mission dashboard. */
export function MissionPage() {
  const { t } = useTranslation('missions');
  const scope = missionScopeFor(useSpaceContext());
  // Hooks run before the early return: outside a mission space they get a scope that matches nothing.
  const hookScope = scope ?? { kind: 'association', slug: '' };
  const id = Number(useParams().missionId);
  const mission = useMission(hookScope, id);
  const me = useSession().data;
  const quickActions = useApplicationQuickActions(hookScope, id);
  // Offline with nothing in memory, the roster the device kept stands in for the dashboard.
  const offline = lacksNetwork(mission, useOnline());
  const replica = useOfflineMission(hookScope, id, offline && Number.isInteger(id));
  const kept = replica.data;
  usePageTitle(mission.data?.mission.title ?? t('dashboard.title'));
  if (!scope || !Number.isInteger(id)) return <PageMessage title={t('dashboard.title')} />;
  // Offline, the replica is read at once; until it answers, the page is loading (not "nothing on this device").
  if (offline && replica.isLoading) return <PageLoading />;
  if (offline && kept) {
    return (
      <div className="stack">
        {scope.kind === 'association' && <RouteLink to="missions.list">{t('list.back')}</RouteLink>}
        <Suspense fallback={<PageLoading />}>
          <OfflineMissionRoster scope={scope} mission={kept} applicationActions={quickActions} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="stack">
      {scope.kind === 'association' && <RouteLink to="missions.list">{t('list.back')}</RouteLink>}
      <QueryStatus
        query={mission}
        errorFor={(error) =>
          // In the company space, a mission the company did not publish (404), or a user who does not manage the company (403):
          // the company's volunteers and subscribers for ambassadors and admins, the employee-side page for the others (spec §6).
          scope.kind === 'company' && error instanceof ApiError && (error.status === 404 || error.status === 403) ? (
            <Suspense fallback={<PageLoading />}>
              <CompanyAssociationMissionPage missionId={id} />
            </Suspense>
          ) : (
            missionErrorPage(error)
          )
        }
      >
        {(detail) => (
          <MissionDashboard
            scope={scope}
            detail={detail}
            canAddDateRange={Boolean(me?.user.isPlatformAdmin)}
            applicationActions={detail.handlesApplications ? quickActions : undefined}
          />
        )}
      </QueryStatus>
    </div>
  );
}
