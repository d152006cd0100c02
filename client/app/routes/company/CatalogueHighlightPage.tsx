import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CatalogueHighlightOffer } from '../../../../shared/highlights/highlight-api';
import { useCatalogueOffer, useSelection } from '../../../features/highlights/api/catalogue-offers';
import { HighlightIntro } from '../../../features/highlights/components/HighlightIntro';
import { useSession } from '../../../features/users/api/get-session';
import { ApiError } from '../../../lib/api';
import { canManageSpace } from '../../../lib/can';
import { useErrorText } from '../../../lib/error-text';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { showFlash } from '../../../ui/notifications';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';

/**
 * `/entreprise/{slug}/temps-forts/catalogue/{id}` (catalogHighlights.show): a highlight of the platform's catalogue
 * offered to the company, its missions as its employees would see them, and « Sélectionner » (its employees see it
 * once the platform publishes it) or withdrawing the pick, as the server offers.
 */
export function CatalogueHighlightPage() {
  const params = useParams();
  const context = useSpaceContext();
  const me = useSession().data!;
  const id = Number(params.catalogHighlightId);
  if (!canManageSpace(me, context) || !hasCompanyFeature(me, context, 'highlights')) return <ForbiddenPage />;
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <OfferScreen companySlug={params.companySlug!} id={id} />;
}

function OfferScreen({ companySlug, id }: { companySlug: string; id: number }) {
  const { t } = useTranslation('highlights');
  const query = useCatalogueOffer(companySlug, id);
  return (
    <div className="highlight-page">
      <RouteLink to="highlights.list" className="back-link">
        {t('company.back')}
      </RouteLink>
      <QueryStatus
        query={query}
        errorFor={(error) => (error instanceof ApiError && error.status === 404 ? <PageMessage title={t('company.offer_not_found_title')} body={t('company.offer_not_found_body')} /> : undefined)}
      >
        {(offer) => <Offer companySlug={companySlug} offer={offer} />}
      </QueryStatus>
    </div>
  );
}

function Offer({ companySlug, offer }: { companySlug: string; offer: CatalogueHighlightOffer }) {
  const { t } = useTranslation('highlights');
  const errorText = useErrorText();
  const selection = useSelection(companySlug);
  const { highlight } = offer;
  usePageTitle(highlight.title);
  const prePublished = highlight.state === 'pre_published';
  const notice = offer.selected ? (prePublished ? t('company.selected_pre_notice') : t('company.selected_notice')) : prePublished ? t('company.pre_published_notice') : null;
  const run = (action: 'select' | 'unselect') =>
    selection.mutate({ id: highlight.id, action }, { onSuccess: () => showFlash('success', t(`actions.done.${action}`)), onError: (error) => showFlash('error', errorText(error) ?? '') });
  return (
    <>
      <HighlightIntro
        highlight={highlight}
        badge={
          <span className={`badge badge--highlight-${offer.selected ? 'selected' : highlight.state}`}>
            {offer.selected ? t('list.selected') : t(`states.${highlight.state}`)}
          </span>
        }
        notice={notice}
      />
      <div className="actions">
        {offer.availableActions.map((action) => (
          <button key={action} type="button" className={`button${action === 'select' ? ' button--primary' : ''}`} disabled={selection.isPending} onClick={() => run(action)}>
            {t(`actions.${action}`)}
          </button>
        ))}
      </div>
      <section className="highlight-section" aria-labelledby="offer-missions">
        <h2 id="offer-missions">{t('company.missions_title')}</h2>
        {offer.missions.length === 0 ? (
          <p className="muted">{t('company.missions_none')}</p>
        ) : (
          <ul className="highlight-picker__list">
            {offer.missions.map((mission) => (
              <li key={mission.id} className="highlight-picker__item">
                <span className="highlight-picker__text">
                  <RouteLink to="missions.show" context={{ type: 'public' }} params={{ missionId: mission.id, missionSlug: mission.slug }} className="highlight-picker__title">
                    <bdi>{mission.title}</bdi>
                  </RouteLink>
                  <span className="muted">{[mission.association?.name, mission.place?.city].filter(Boolean).join(' · ')}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
