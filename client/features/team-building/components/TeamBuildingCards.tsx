import { useTranslation } from 'react-i18next';
import type { TeamBuildingCard } from '../../../../shared/team-building/team-building-api';
import { RouteLink } from '../../../ui/RouteLink';
import { euros } from './format';
import './team-building.css';

/**
 * Team buildings as cards: a photo, the title (a link to its page, team-building.show), the duration and hours, the
 * group size, the price when the reader may see it, the cities, and the distance from the filter's city.
 */
export function TeamBuildingCards(props: { items: TeamBuildingCard[]; showState?: boolean; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation(['team-building', 'missions']);
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="team-building-cards">
      {props.items.map((item) => (
        <li key={item.id} className="card team-building-card">
          {item.image ? (
            <img className="team-building-card__image" src={item.image} alt="" width={1200} height={800} loading="lazy" />
          ) : (
            <div className="team-building-card__image team-building-card__image--empty" aria-hidden="true" />
          )}
          <div className="team-building-card__body">
            <Heading className="team-building-card__title">
              <RouteLink to="team-building.show" params={{ teamBuilding: item.id }}>
                {item.title}
              </RouteLink>
            </Heading>
            <p className="team-building-card__badges">
              {props.showState && <span className={`badge badge--${item.state}`}>{t(`states.${item.state}`)}</span>}
              <span className="badge">{t(`durations.${item.duration}`)}</span>
              {item.distanceKm !== null && <span className="badge">{t('list.distance', { km: item.distanceKm })}</span>}
            </p>
            <p className="muted">
              {t('list.participants_range', { min: item.minParticipants, max: item.maxParticipants })}
              {' · '}
              {item.pricePerPersonCents === null ? t('list.price_on_request') : t('list.price', { price: euros(item.pricePerPersonCents, i18n.language) })}
            </p>
            {item.cities.length > 0 && <p className="muted">{item.cities.join(', ')}</p>}
            {item.thematics.length > 0 && <p className="muted">{item.thematics.map((thematic) => t(`missions:thematics.${thematic}`)).join(' · ')}</p>}
            {item.requestsCount > 0 && <p className="muted">{t('list.requests_count', { count: item.requestsCount })}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
