import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { chipDate, dateChips, distanceKmBetween, roundedDistanceKm } from '../../../../../shared/missions/card-facts';
import type { SpaceContext } from '../../../../../shared/contexts';
import type { MissionCard } from '../../../../../shared/missions/mission-search.schema';
import { RouteLink } from '../../../../ui/RouteLink';
import { AssociationLogo } from './AssociationLogo';
import { MissionPicture } from './MissionPicture';
import { rememberedPosition } from './remembered-position';
import './mission-media.css';

/** The date chips of a card ('1 déc.', '3 déc.', '+2'), or what stands for dates. */
function CardDates({ mission }: { mission: MissionCard }) {
  const { t, i18n } = useTranslation('missions');
  const upcoming = mission.upcomingDates ?? (mission.nextTimeslotAt ? [mission.nextTimeslotAt] : []);
  if (upcoming.length === 0) {
    return (
      <p className="mission-card__when">
        {mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT' ? (mission.requiredAvailability ?? t('discovery.card.flexible')) : t('discovery.card.no_open_date')}
      </p>
    );
  }
  const { dates, more } = dateChips(upcoming, mission.openTimeslots ?? upcoming.length);
  return (
    <ul className="date-chips" aria-label={t('discovery.card.next_dates')}>
      {dates.map((date) => (
        <li key={date}>
          <time dateTime={date}>{chipDate(date, i18n.language)}</time>
        </li>
      ))}
      {more > 0 && (
        <li className="date-chips__more">
          <span aria-hidden="true">+{more}</span>
          <span className="visually-hidden">{t('discovery.card.more_dates', { count: more })}</span>
        </li>
      )}
    </ul>
  );
}

/** 'À la une' and 'Expire bientôt', on a card and on the mission page. */
export function MissionBadges({ mission }: { mission: Pick<MissionCard, 'isPinned' | 'displayState'> }) {
  const { t } = useTranslation('missions');
  if (!mission.isPinned && mission.displayState !== 'expiring_soon') return null;
  return (
    <div className="mission-card__badges">
      {mission.isPinned && <span className="badge badge--pinned">{t('discovery.pinned')}</span>}
      {mission.displayState === 'expiring_soon' && <span className="badge badge--expiring_soon">{t('states.expiring_soon')}</span>}
    </div>
  );
}

/**
 * A result card: picture and logo, title, association, date chips, place and distance, thematics (spec §2 'mission
 * search'). `linkContext`: the space its link opens the mission in, when not the page's own (a company's selection
 * preview opens it as its employees see it).
 */
export function MissionCardView({ mission, eager = false, linkContext }: { mission: MissionCard; eager?: boolean; linkContext?: SpaceContext }) {
  const { t } = useTranslation('missions');
  // Measured by the search around a place; else from the position the user shared earlier, if any.
  const [position] = useState(rememberedPosition);
  const distanceKm = mission.distanceKm ?? (mission.place && position ? distanceKmBetween(position, mission.place) : null);
  const place = mission.place && !mission.isRemote ? mission.place.label : mission.place ? `${mission.place.label} · ${t('discovery.card.remote_possible')}` : t('discovery.card.remote');
  return (
    <article className="mission-card">
      <div className="mission-card__media">
        <MissionPicture mission={mission} className="mission-card__image" lazy={!eager} />
        {mission.association && <AssociationLogo association={mission.association} size="sm" lazy={!eager} className="mission-card__logo" />}
      </div>
      <div className="mission-card__body">
        <MissionBadges mission={mission} />
        <RouteLink to="missions.show" params={{ missionId: mission.id, missionSlug: mission.slug }} context={linkContext} className="mission-card__title">
          <bdi>{mission.title}</bdi>
        </RouteLink>
        {mission.association && <p className="mission-card__association">{mission.association.name}</p>}
        <CardDates mission={mission} />
        <p className="mission-card__place">
          <span className="visually-hidden">{t('discovery.card.place')} </span>
          <span>{place}</span>
          {distanceKm !== null && mission.place && (
            <span className="mission-card__distance">{t('discovery.card.distance', { km: roundedDistanceKm(distanceKm).toLocaleString('fr-FR') })}</span>
          )}
        </p>
        <p className="mission-card__type muted">{t(`mission_types.${mission.missionType}`)}</p>
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
