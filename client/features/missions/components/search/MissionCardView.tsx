import { useTranslation } from 'react-i18next';
import type { MissionCard } from '../../../../../shared/missions/mission-search.schema';
import { RouteLink } from '../../../../ui/RouteLink';
import { formatSlotStart } from '../format';

/** A result card: image, title, association, place, next date, thematics (spec §2 'mission search'). */
export function MissionCardView({ mission }: { mission: MissionCard }) {
  const { t } = useTranslation('missions');
  return (
    <article className="mission-card">
      {mission.coverImage ? <img className="mission-card__image" src={mission.coverImage} alt="" loading="lazy" /> : <div className="mission-card__image mission-card__image--empty" aria-hidden="true" />}
      <div className="mission-card__body">
        {(mission.isPinned || mission.displayState === 'expiring_soon') && (
          <div className="mission-card__badges">
            {mission.isPinned && <span className="badge badge--pinned">{t('discovery.pinned')}</span>}
            {mission.displayState === 'expiring_soon' && <span className="badge badge--expiring_soon">{t('states.expiring_soon')}</span>}
          </div>
        )}
        <RouteLink to="missions.show" params={{ missionId: mission.id, missionSlug: mission.slug }} className="mission-card__title">
          <bdi>{mission.title}</bdi>
        </RouteLink>
        {mission.association && <p className="mission-card__association">{mission.association.name}</p>}
        <ul className="mission-card__facts">
          <li>
            <span className="visually-hidden">{t('discovery.card.place')} </span>
            {mission.isRemote && !mission.place ? t('discovery.card.remote') : (mission.place?.label ?? t('discovery.card.remote'))}
            {mission.isRemote && mission.place ? ` · ${t('discovery.card.remote_possible')}` : ''}
            {mission.distanceKm !== null ? ` · ${t('discovery.card.distance', { km: mission.distanceKm.toLocaleString('fr-FR') })}` : ''}
          </li>
          <li>
            {mission.nextTimeslotAt
              ? t('discovery.card.next_date', { date: formatSlotStart(mission.nextTimeslotAt) })
              : mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT'
                ? (mission.requiredAvailability ?? t('discovery.card.flexible'))
                : t('discovery.card.no_open_date')}
          </li>
          <li className="muted">{t(`mission_types.${mission.missionType}`)}</li>
        </ul>
        {mission.thematics.length > 0 && (
          <ul className="thematic-chips" aria-label={t('discovery.filters.thematics')}>
            {mission.thematics.map((thematic) => (
              <li key={thematic}>{t(`thematics.${thematic}`)}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
