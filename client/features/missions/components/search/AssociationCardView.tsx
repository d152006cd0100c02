import { useTranslation } from 'react-i18next';
import type { AssociationCard } from '../../../../../shared/missions/mission-search.schema';
import { RouteLink } from '../../../../ui/RouteLink';
import { AssociationLogo } from './AssociationLogo';

/** An association of the directory (and of a shared view): logo, name linking to its page, description, open missions, thematics. */
export function AssociationCardView({ association }: { association: AssociationCard }) {
  const { t } = useTranslation('missions');
  return (
    <div className="association-card">
      <AssociationLogo association={association} size="md" lazy />
      <div>
        <RouteLink to="associations.show" params={{ associationSlug: association.slug }} className="association-card__name">
          {association.name}
        </RouteLink>
        {association.description && <p className="clamp-3 muted">{association.description}</p>}
        <p className="form__hint">{t('discovery.directory.missions', { count: association.missions })}</p>
        {association.thematics.length > 0 && (
          <ul className="thematic-chips">
            {association.thematics.slice(0, 3).map((value) => (
              <li key={value}>{t(`thematics.${value}`)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The directory's grid of association cards. */
export function AssociationCardList({ associations }: { associations: readonly AssociationCard[] }) {
  return (
    <ul className="card-grid">
      {associations.map((association) => (
        <li key={association.id} className="card association-card__wrap">
          <AssociationCardView association={association} />
        </li>
      ))}
    </ul>
  );
}
