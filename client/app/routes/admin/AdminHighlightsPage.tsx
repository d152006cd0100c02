import { useTranslation } from 'react-i18next';
import { useAdminHighlights } from '../../../features/highlights/api/manage-highlights';
import { HighlightRows } from '../../../features/highlights/components/HighlightRows';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';

/** `/admin/temps-forts`: the platform's catalogue of highlights, every state, with how many companies picked each. */
export function AdminHighlightsPage() {
  const { t } = useTranslation('highlights');
  usePageTitle(t('admin.title'));
  const query = useAdminHighlights();
  return (
    <div className="stack">
      <AdminNav />
      <header className="page-header">
        <div>
          <h1>{t('admin.title')}</h1>
          <p className="muted highlights-page__intro">{t('admin.intro')}</p>
        </div>
        <RouteLink to="highlights.create" className="button button--primary">
          {t('list.create')}
        </RouteLink>
      </header>
      <QueryStatus query={query}>
        {({ highlights }) =>
          highlights.length === 0 ? (
            <p className="card">{t('admin.empty')}</p>
          ) : (
            <HighlightRows
              headingLevel={2}
              items={highlights.map((highlight) => ({
                ...highlight,
                counts: { missions: highlight.counts.missions },
                link: { to: 'catalogHighlights.show', params: { catalogHighlightId: highlight.id } },
                extra: <p className="muted">{t('admin.selections', { count: highlight.selectionsCount })}</p>,
              }))}
            />
          )
        }
      </QueryStatus>
    </div>
  );
}
