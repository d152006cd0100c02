import { useTranslation } from 'react-i18next';
import type { PartnerAssociationCard } from '../../../../shared/companies/partner-associations.schema';
import { RouteLink } from '../../../ui/RouteLink';

/** The association's logo with the certified badge (spec §6: shown in the company's context, never to employees). */
export function PartnerLogo({ association }: { association: Pick<PartnerAssociationCard, 'name' | 'logo' | 'certifiedLabel'> }) {
  const { t } = useTranslation('companies');
  return (
    <span className="partner-card__logo">
      {association.logo ? (
        <img src={association.logo} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="partner-card__initial" aria-hidden="true">
          {association.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {association.certifiedLabel && (
        <span className="partner-card__badge" title={t('partners.certified')}>
          ✓<span className="visually-hidden">{t('partners.certified')}</span>
        </span>
      )}
    </span>
  );
}

/** One association in the partners' list or the search: logo, label, thematics, missions, and the action. */
export function PartnerCard(props: { association: PartnerAssociationCard; pending: boolean; onToggle(partner: boolean): void }) {
  const { t } = useTranslation(['companies', 'associations', 'missions']);
  const { association } = props;
  return (
    <li className="card partner-card">
      <PartnerLogo association={association} />
      <div className="partner-card__body">
        <h3>
          <RouteLink to="associations.show" params={{ associationSlug: association.slug }}>
            {association.name}
          </RouteLink>
        </h3>
        {association.certifiedLabel && <span className="badge">{t(`associations:certification_labels.${association.certifiedLabel}`)}</span>}
        <span className="muted">
          {t('companies:partners.missions', { count: association.missions })}
          {association.cities.length > 0 && ` · ${association.cities.join(', ')}`}
        </span>
        {association.thematics.length > 0 && (
          <ul className="chips" aria-label={t('companies:partners.thematics')}>
            {association.thematics.map((thematic) => (
              <li key={thematic} className="chip">
                {t(`missions:thematics.${thematic}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="partner-card__actions">
        {association.isPartner ? (
          <button type="button" className="button button--danger-outline" disabled={props.pending} onClick={() => props.onToggle(false)}>
            {t('companies:partners.remove', { name: association.name })}
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={props.pending} onClick={() => props.onToggle(true)}>
            {t('companies:partners.add', { name: association.name })}
          </button>
        )}
      </div>
    </li>
  );
}
