import { useTranslation } from 'react-i18next';
import type { MissionListItem } from '../../../../shared/missions/mission-management.schema';
import { RouteLink } from '../../../ui/RouteLink';
import { formatDate, formatSlotStart } from './format';
import { MissionStateBadge } from './MissionStateBadge';
import './missions.css';

/** Rows of missions (the list screen and the association home): state, next date, places, applications, what is missing. */
export function MissionRows({ missions, compact = false }: { missions: MissionListItem[]; compact?: boolean }) {
  const { t } = useTranslation('missions');
  return (
    <ul className="mission-rows">
      {missions.map((mission) => (
        <li key={mission.id} className={compact ? 'mission-row mission-row--compact' : 'card mission-row'}>
          {mission.coverImage ? <img className="mission-row__cover" src={mission.coverImage} alt="" loading="lazy" /> : <span className="mission-row__cover" aria-hidden="true" />}
          <div>
            <RouteLink to="missions.show" params={{ missionId: mission.id }} className="mission-row__title">
              {mission.title}
            </RouteLink>
            <MissionStateBadge state={mission.displayState} />
            <ul className="mission-row__facts">
              <li>
                {mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS'
                  ? mission.nextTimeslotAt
                    ? t('list.next_date', { date: formatSlotStart(mission.nextTimeslotAt) })
                    : t('list.no_next_date')
                  : t('availability_types.MISSION_AVAILABILITY_TYPE_TEXT')}
              </li>
              {mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' && <li>{t('list.places_left', { count: mission.placesLeft })}</li>}
              <li>{t('list.applications', { pending: mission.applications.pending, confirmed: mission.applications.confirmed })}</li>
              <li>{mission.isRemote ? t('list.remote') : (mission.locationLabel ?? t('list.no_location'))}</li>
              {mission.expiresOn && <li>{t('list.expires_on', { date: formatDate(mission.expiresOn) })}</li>}
            </ul>
            {mission.missingFields.length > 0 && (
              <p className="mission-row__missing">
                {t('list.missing_fields', { fields: mission.missingFields.map((name) => t(`form.fields.${name}`, { defaultValue: name })).join(', ') })}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
