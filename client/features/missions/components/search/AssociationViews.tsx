import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { THEMATICS, type Thematic } from '../../../../../shared/missions/taxonomy';
import { ApiError } from '../../../../lib/api';
import { PageMessage, usePageTitle } from '../../../../ui/PageState';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { RouteLink } from '../../../../ui/RouteLink';
import { useAssociationDirectory, useAssociationProfile } from '../../api/search-associations';
import type { DiscoveryScope } from '../../api/search-missions';
import { AssociationCardList } from './AssociationCardView';
import { ThematicSelect } from './ThematicSelect';
import { AssociationLogo } from './AssociationLogo';
import { MissionCardView } from './MissionCardView';
import './search.css';
import { BackArrow } from '../../../../ui/Bidi';

const isThematic = (value: string | null): value is Thematic => (THEMATICS as readonly string[]).includes(value ?? '');

/** `/toutes-nos-associations` and `/collaborateur/{slug}/associations`: the associations, by name, filtered by text and thematic (kept in the URL). */
export function AssociationDirectoryView({ scope, title }: { scope: DiscoveryScope; title: string }) {
  const { t } = useTranslation(['missions', 'errors']);
  usePageTitle(title);
  const [urlParams, setParams] = useSearchParams();
  const urlKey = urlParams.toString();
  // The router applies a new URL a moment later: until then the page shows what was just chosen.
  const [pending, setPending] = useState<URLSearchParams | null>(null);
  useEffect(() => setPending(null), [urlKey]);
  const params = pending ?? urlParams;
  const q = params.get('q') ?? '';
  const thematicParam = params.get('thematic');
  const thematic = isThematic(thematicParam) ? thematicParam : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1);
  const [text, setText] = useState(q);
  const directory = useAssociationDirectory(scope, { q: q || undefined, thematic, page });
  const textId = useId();
  useEffect(() => setText(q), [q]);

  const update = (next: { q?: string; thematic?: string; page?: number }) => {
    const merged = { q, thematic: thematic ?? '', page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.thematic) search.set('thematic', merged.thematic);
    if (merged.page > 1) search.set('page', String(merged.page));
    setPending(search);
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text });
  };
  const tooLong = text.trim().length > 200;

  return (
    <div className="stack">
      <h1>{title}</h1>
      <form className="discovery__searchbar" role="search" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {t('discovery.directory.search_label')}
          </label>
          <input id={textId} type="search" value={text} aria-invalid={tooLong || undefined} onChange={(event) => setText(event.target.value)} />
          {tooLong && (
            <span className="field__error" role="alert">
              {t('errors:validation.too_long', { max: 200 })}
            </span>
          )}
        </div>
        <ThematicSelect value={thematic ?? ''} onChange={(value) => update({ q: text, thematic: value })} />
        <button type="submit" className="button button--primary" disabled={tooLong}>
          {t('discovery.search.submit')}
        </button>
      </form>
      <QueryStatus query={directory}>
        {(result) =>
          result.total === 0 ? (
            <div className="page-state card" role="status">
              <h2>{t('discovery.directory.empty_title')}</h2>
              <p>{t('discovery.directory.empty_body')}</p>
              {(q || thematic) && (
                <button type="button" className="button button--primary" onClick={() => update({ q: '', thematic: '' })}>
                  {t('discovery.filters.clear')}
                </button>
              )}
            </div>
          ) : (
            <>
              <p className="discovery__count discovery__count--spaced" role="status">
                {t('discovery.directory.count', { count: result.total })}
              </p>
              <AssociationCardList associations={result.associations} />
              {result.total > result.pageSize && (
                <nav className="discovery__pager" aria-label={t('discovery.pager.label')}>
                  <button type="button" className="button button--small" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                    {t('discovery.pager.previous')}
                  </button>
                  <span>{t('discovery.pager.page', { page, pages: Math.ceil(result.total / result.pageSize) })}</span>
                  <button type="button" className="button button--small" disabled={page * result.pageSize >= result.total} onClick={() => update({ page: page + 1 })}>
                    {t('discovery.pager.next')}
                  </button>
                </nav>
              )}
            </>
          )
        }
      </QueryStatus>
    </div>
  );
}

/** An association's page (public, or in the employee space) with its missions open to the viewer. */
export function AssociationProfileView({ scope, slug }: { scope: DiscoveryScope; slug: string }) {
  const { t } = useTranslation('missions');
  const profile = useAssociationProfile(scope, slug);
  return (
    <QueryStatus
      query={profile}
      errorFor={(error) =>
        error instanceof ApiError && error.status === 404 ? (
          <PageMessage title={t('discovery.association.not_found_title')} body={t('discovery.association.not_found_body')}>
            <RouteLink to="associations.directory" className="button button--primary">
              {t('discovery.association.back')}
            </RouteLink>
          </PageMessage>
        ) : undefined
      }
    >
      {(data) => (
        <div className="stack">
          <ProfileTitle name={data.association.name} />
          <RouteLink to="associations.directory" className="muted">
            <BackArrow /> {t('discovery.association.back')}
          </RouteLink>
          <header className="association-card">
            <AssociationLogo association={data.association} size="lg" />
            <div>
              <h1>{data.association.name}</h1>
              {data.association.description && <p className="mission-description">{data.association.description}</p>}
            </div>
          </header>
          <section className="stack" aria-labelledby="association-missions">
            <h2 id="association-missions">{t('discovery.association.missions', { count: data.missions.length })}</h2>
            {data.missions.length === 0 ? (
              <p className="muted">{t('discovery.association.no_missions')}</p>
            ) : (
              <ul className="card-grid">
                {data.missions.map((mission) => (
                  <li key={mission.id}>
                    <MissionCardView mission={mission} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryStatus>
  );
}

function ProfileTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}
