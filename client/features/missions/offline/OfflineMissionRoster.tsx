import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import { usePageTitle } from '../../../ui/PageState';
import { ApplicationsTab } from '../components/MissionDashboard';
import type { MissionScope } from '../api/mission-scope';
import type { OfflineMission } from './use-offline-missions';

/**
 * The association's mission page with no network and nothing in memory: the
 * dashboard's other tabs need the server, the roster (Candidatures) does not.
 * The referent's confirm and finish wait in the outbox (the screen gives them).
 */
export function OfflineMissionRoster(props: { scope: MissionScope; mission: OfflineMission; applicationActions?: (application: MissionApplication) => ReactNode }) {
  const { t } = useTranslation('missions');
  usePageTitle(props.mission.title);
  return (
    <div className="stack">
      <h1>{props.mission.title}</h1>
      <p className="muted">{t('dashboard.offline_roster')}</p>
      <section className="stack" aria-labelledby="offline-roster-title">
        <h2 id="offline-roster-title">{t('dashboard.tab_applications')}</h2>
        <ApplicationsTab scope={props.scope} id={props.mission.id} actions={props.applicationActions} />
      </section>
    </div>
  );
}
