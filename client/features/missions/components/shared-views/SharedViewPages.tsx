import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedViewKind } from '../../../../../shared/missions/shared-views.rules';
import type { PublicSharedView } from '../../../../../shared/missions/shared-views.schema';
import { ApiError } from '../../../../lib/api';
import { useUrlList } from '../../../../lib/use-url-list';
import { PageMessage, usePageTitle } from '../../../../ui/PageState';
import { Pager } from '../../../../ui/Pager';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { RouteLink } from '../../../../ui/RouteLink';
import { useSharedAssociations, useSharedMissions } from '../../api/shared-views';
import { AssociationCardList } from '../search/AssociationCardView';
import { MissionCardView } from '../search/MissionCardView';
import { describeViewFilters } from './view-filters';
import '../search/search.css';
import './shared-views.css';

/** An unknown (or deleted) link: said in French, with the way to everything public. */
function ViewNotFound({ kind }: { kind: SharedViewKind }) {
  const { t } = useTranslation('missions');
  return (
    <PageMessage title={t('shared_views.public.not_found_title')} body={t('shared_views.public.not_found_body')}>
      <RouteLink to={kind === 'missionViews' ? 'missions.search' : 'associations.directory'} context={{ type: 'public' }} className="button button--primary">
        {t(`shared_views.public.not_found_link.${kind}`)}
      </RouteLink>
    </PageMessage>
  );
}

const notFound = (kind: SharedViewKind) => (error: unknown) => (error instanceof ApiError && error.status === 404 ? <ViewNotFound kind={kind} /> : undefined);

/** The view's name and filters, above its results. */
function ViewHeader({ view, count }: { view: PublicSharedView; count: ReactNode }) {
  const { t } = useTranslation('missions');
  usePageTitle(view.name);
  const words = describeViewFilters(view.kind, view.filters, t);
  return (
    <header className="shared-view__header">
      <p className="muted">{t(`shared_views.public.kicker.${view.kind}`)}</p>
      <h1>{view.name}</h1>
      {words.length > 0 && (
        <ul className="thematic-chips" aria-label={t('shared_views.public.filters')}>
          {words.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      )}
      <p className="discovery__count" role="status">
        {count}
      </p>
    </header>
  );
}

/** `/decouvrir-nos-missions/{hash}`: the published missions of a shared view, read-only, for anyone with the link. */
export function SharedMissionsView({ hash }: { hash: string }) {
  const { t } = useTranslation('missions');
  const list = useUrlList([]);
  const shared = useSharedMissions(hash, list.page);
  return (
    <QueryStatus query={shared} errorFor={notFound('missionViews')}>
      {({ view, result }) => (
        <div className="stack" aria-busy={shared.isFetching}>
          <ViewHeader view={view} count={result.totalCapped ? t('discovery.results.count_capped', { count: result.total }) : t('discovery.results.count', { count: result.total })} />
          {result.missions.length === 0 ? (
            <div className="page-state card" role="status">
              <p>{t('shared_views.public.no_missions')}</p>
            </div>
          ) : (
            <ul className="card-grid">
              {result.missions.map((mission, index) => (
                <li key={mission.id}>
                  <MissionCardView mission={mission} eager={index < 3} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={result.page} pageSize={result.pageSize} total={result.total} label={t('discovery.pager.label')} disabled={shared.isFetching} onPage={(page) => list.update({ page })} />
        </div>
      )}
    </QueryStatus>
  );
}

/** `/decouvrir-nos-associations/{hash}`: the associations of a shared view, with their public profile. */
export function SharedAssociationsView({ hash }: { hash: string }) {
  const { t } = useTranslation('missions');
  const list = useUrlList([]);
  const shared = useSharedAssociations(hash, list.page);
  return (
    <QueryStatus query={shared} errorFor={notFound('associationViews')}>
      {({ view, result }) => (
        <div className="stack" aria-busy={shared.isFetching}>
          <ViewHeader view={view} count={t('discovery.directory.count', { count: result.total })} />
          {result.associations.length === 0 ? (
            <div className="page-state card" role="status">
              <p>{t('shared_views.public.no_associations')}</p>
            </div>
          ) : (
            <AssociationCardList associations={result.associations} />
          )}
          <Pager page={result.page} pageSize={result.pageSize} total={result.total} label={t('discovery.pager.label')} disabled={shared.isFetching} onPage={(page) => list.update({ page })} />
        </div>
      )}
    </QueryStatus>
  );
}
