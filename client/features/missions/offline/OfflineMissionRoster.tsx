import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import type { MissionPage } from '../../../../shared/missions/mission-search.schema';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { usePageTitle } from '../../../ui/PageState';
import { useSyncStatus } from '../../../lib/sync/hooks';
import { ApplicationsTab, DetailsList, type TimeslotLine, TimeslotsTable } from '../components/MissionDashboard';
import { MissionStateBadge } from '../components/MissionStateBadge';
import { MissionDescription } from '../components/search/MissionPageView';
import { formatDate } from '../components/format';
import type { MissionScope } from '../api/mission-scope';
import type { OfflineMission } from './use-offline-missions';

/**
 * The association's mission page with no network and nothing in memory: the
 * mission's essentials as the replica holds them (state, place, upcoming
 * timeslots with their places, description) above the roster (Candidatures).
 * The dashboard's other tabs need the server. The referent's confirm and
 * finish wait in the outbox (the screen gives them).
 */
export function OfflineMissionRoster(props: { scope: MissionScope; mission: OfflineMission; applicationActions?: (application: MissionApplication) => ReactNode }) {
  const { t } = useTranslation('missions');
  const { lastPulledAt } = useSyncStatus();
  const { page } = props.mission;
  usePageTitle(props.mission.title);
  return (
    <div className="stack">
      <div className="page-header">
        <h1>
          {props.mission.title}
          {page && (
            <>
              {' '}
              <MissionStateBadge state={page.mission.displayState} />
            </>
          )}
        </h1>
      </div>
      <OfflineDataNote syncedAt={lastPulledAt} />
      <p className="muted">{t(page ? 'dashboard.offline_mission' : 'dashboard.offline_roster')}</p>
      {page ? <MissionEssentials page={page} /> : <p className="muted">{t('dashboard.offline_no_details')}</p>}
      <section className="stack" aria-labelledby="offline-roster-title">
        <h2 id="offline-roster-title">{t('dashboard.tab_applications')}</h2>
        <ApplicationsTab scope={props.scope} id={props.mission.id} actions={props.applicationActions} offlineNote={false} />
      </section>
    </div>
  );
}

/** The replica's timeslot as a line of the dashboard's Créneaux table (places taken from places left; no deadline kept). */
function timeslotLine(slot: MissionPage['timeslots'][number]): TimeslotLine {
  return { id: slot.id, kind: slot.kind, startsAt: slot.startsAt, endsAt: slot.endsAt, durationHours: slot.durationHours, places: slot.places, taken: slot.places - slot.placesLeft };
}

function MissionEssentials({ page }: { page: MissionPage }) {
  const { t } = useTranslation('missions');
  const { mission } = page;
  const none = t('dashboard.none');
  const timeslots = mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
  const rows: Array<readonly [string, ReactNode]> = [
    [t('form.fields.missionType'), t(`mission_types.${mission.missionType}`)],
    [t('form.fields.location'), mission.isRemote ? (mission.place ? `${t('list.remote')} · ${mission.place.label}` : t('list.remote')) : (mission.place?.label ?? none)],
    [t('form.fields.availabilityType'), timeslots ? t('availability_types.MISSION_AVAILABILITY_TYPE_TIMESLOTS') : (mission.requiredAvailability ?? none)],
    [t('form.fields.timeType'), t(`time_types.${mission.timeType}`)],
    [t('form.fields.expiresOn'), mission.expiresOn ? formatDate(mission.expiresOn) : none],
    [t('dashboard.published_at'), mission.publishedAt ? formatDate(mission.publishedAt) : none],
  ];
  return (
    <>
      <section className="card" aria-labelledby="offline-summary-title">
        <h2 id="offline-summary-title">{t('dashboard.tab_summary')}</h2>
        <DetailsList rows={rows} />
      </section>
      {timeslots && (
        <section className="stack" aria-labelledby="offline-timeslots-title">
          <h2 id="offline-timeslots-title">{t('dashboard.offline_timeslots')}</h2>
          {page.timeslots.length === 0 ? <p className="muted">{t('dashboard.offline_no_timeslots')}</p> : <TimeslotsTable timeslots={page.timeslots.map(timeslotLine)} />}
        </section>
      )}
      <section className="card" aria-labelledby="offline-description-title">
        <h2 id="offline-description-title">{t('form.fields.description')}</h2>
        <MissionDescription html={mission.description} />
      </section>
    </>
  );
}
