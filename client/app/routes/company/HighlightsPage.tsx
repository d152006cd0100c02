import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CompanyHighlightList } from '../../../../shared/highlights/highlight-api';
import { useCompanyHighlights } from '../../../features/highlights/api/manage-highlights';
import { HighlightRows } from '../../../features/highlights/components/HighlightRows';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/entreprise/{slug}/temps-forts`: the company's highlights, and the platform's catalogue it may pick from. */
export function HighlightsPage() {
  const { t } = useTranslation('highlights');
  usePageTitle(t('list.title'));
  const slug = useParams().companySlug!;
  const context = useSpaceContext();
  const me = useSession().data!;
  const allowed = canManageSpace(me, context) && hasCompanyFeature(me, context, 'highlights');
  const query = useCompanyHighlights(slug);
  if (!allowed) return <ForbiddenPage />;
  return (
    <div className="highlights-page">
      <header className="page-header">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="muted highlights-page__intro">{t('list.intro')}</p>
        </div>
        <RouteLink to="highlights.create" className="button button--primary">
          {t('list.create')}
        </RouteLink>
      </header>
      <QueryStatus query={query}>{(data) => <Lists data={data} />}</QueryStatus>
    </div>
  );
}

function Lists({ data }: { data: CompanyHighlightList }) {
  const { t } = useTranslation('highlights');
  return (
    <>
      <section className="highlights-page" aria-labelledby="own-highlights">
        <h2 id="own-highlights">{t('list.own_title')}</h2>
        {data.highlights.length === 0 ? (
          <div className="card highlights-empty">
            <img src="/illustrations/events.svg" alt="" width={160} height={120} />
            <h3>{t('list.empty_title')}</h3>
            <p className="muted">{t('list.empty_body')}</p>
            <RouteLink to="highlights.create" className="button button--primary">
              {t('list.create')}
            </RouteLink>
          </div>
        ) : (
          <HighlightRows
            items={data.highlights.map((highlight) => ({ ...highlight, link: { to: 'highlights.show', params: { highlightId: highlight.id } } }))}
          />
        )}
      </section>
      <section className="highlights-page" aria-labelledby="catalogue-highlights">
        <div>
          <h2 id="catalogue-highlights">{t('list.catalogue_title')}</h2>
          <p className="muted highlights-page__intro">{t('list.catalogue_intro')}</p>
        </div>
        {data.catalogue.length === 0 ? (
          <p className="card">{t('list.catalogue_empty')}</p>
        ) : (
          <HighlightRows
            items={data.catalogue.map((offer) => ({
              ...offer,
              counts: { missions: offer.missionsCount },
              link: { to: 'catalogHighlights.show', params: { catalogHighlightId: offer.id } },
              extra: offer.selected ? <span className="badge badge--highlight-selected">{t('list.selected')}</span> : undefined,
            }))}
          />
        )}
      </section>
    </>
  );
}
