import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MissionSearchResult } from '../../../../../shared/missions/mission-search.schema';
import { MISSION_SEARCH_SORTS, RESULTS_COUNT_CAP } from '../../../../../shared/missions/mission-search.rules';
import type { Thematic } from '../../../../../shared/missions/taxonomy';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { OfflineDataNote } from '../../../../ui/OfflineDataNote';
import type { DiscoveryScope } from '../../api/search-missions';
import { useMissionSearchOffline } from '../../offline/use-offline-missions';
import { FilterSheet } from './FilterSheet';
import { MissionCardView } from './MissionCardView';
import { SearchFiltersPanel } from './SearchFiltersPanel';
import { EMPTY_FILTERS, type SearchFilters, activeFilterCount, apiQuery, useFilterErrors, filtersFromParams, paramsFromFilters } from './search-params';
import './search.css';

/**
 * The mission search (spec §2 'mission search (filters, results count, empty
 * state)'): filters kept in the URL query, the results count, the cards, pages.
 * Visitors and employees share it; the scope decides what they may find.
 */
export function MissionSearch(props: {
  scope: DiscoveryScope;
  title: string;
  intro?: string;
  fixedThematic?: Thematic;
  showPinnedFilter?: boolean;
  /** 2 where the search is a section of a page with its own title (a selection's missions). */
  titleLevel?: 1 | 2;
}) {
  const { t } = useTranslation('missions');
  const [params, setParams] = useSearchParams();
  const urlKey = params.toString();
  // The router applies a new URL a moment later: until then the page shows (and searches) what was just chosen.
  const [pending, setPending] = useState<SearchFilters | null>(null);
  useEffect(() => setPending(null), [urlKey]);
  const fromUrl = pending ?? filtersFromParams(params);
  const filters: SearchFilters = props.fixedThematic ? { ...fromUrl, thematics: [props.fixedThematic] } : fromUrl;
  const errors = useFilterErrors(filters);
  // Offline, the missions kept on the device at the last sync stand in (employee space).
  const { query: search, offline, syncedAt } = useMissionSearchOffline(props.scope, apiQuery(filters), errors === null);
  const [text, setText] = useState(filters.q);
  const [sheetOpen, setSheetOpen] = useState(false);
  const textId = useId();
  const sortId = useId();

  // Back/forward and shared links change the URL: the text field follows.
  useEffect(() => setText(fromUrl.q), [fromUrl.q]);

  const update = (next: Partial<SearchFilters>) => {
    const merged: SearchFilters = { ...fromUrl, page: 1, ...next };
    const stored = props.fixedThematic ? { ...merged, thematics: [] } : merged;
    setPending(stored);
    setParams(paramsFromFilters(stored));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text });
  };
  const clear = () => {
    setText('');
    setPending(EMPTY_FILTERS);
    setParams(paramsFromFilters(EMPTY_FILTERS));
  };
  const active = activeFilterCount(props.fixedThematic ? { ...filters, thematics: [] } : filters);
  const sorts = MISSION_SEARCH_SORTS.filter((sort) => (sort === 'relevance' ? Boolean(filters.q) : sort === 'distance' ? Boolean(filters.place) : true));

  const Title = props.titleLevel === 2 ? 'h2' : 'h1';
  return (
    <div className="stack">
      <Title>{props.title}</Title>
      {props.intro && <p>{props.intro}</p>}
      <form className="discovery__searchbar" role="search" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {t('discovery.search.label')}
          </label>
          <input
            id={textId}
            type="search"
            value={text}
            maxLength={250}
            placeholder={t('discovery.search.placeholder')}
            aria-invalid={Boolean(errors?.q) || undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {errors?.q && (
            <span className="field__error" role="alert">
              {errors.q.join(' ')}
            </span>
          )}
        </div>
        <button type="submit" className="button button--primary">
          {t('discovery.search.submit')}
        </button>
        <button type="button" className="button discovery__filters-toggle" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          {t('discovery.filters.toggle', { count: active })}
        </button>
      </form>
      {sheetOpen && (
        <FilterSheet
          scope={props.scope}
          filters={filters}
          fixedThematic={props.fixedThematic}
          showPinnedFilter={props.showPinnedFilter ?? false}
          onApply={(next) => {
            setSheetOpen(false);
            update(next);
          }}
          onClose={() => setSheetOpen(false)}
        />
      )}
      <div className="discovery">
        <aside className="discovery__filters card" aria-label={t('discovery.filters.title')}>
          <div className="discovery__summary">
            <h2>{t('discovery.filters.title')}</h2>
            {active > 0 && (
              <button type="button" className="button button--small button--ghost" onClick={clear}>
                {t('discovery.filters.clear')}
              </button>
            )}
          </div>
          <SearchFiltersPanel
            filters={filters}
            onChange={update}
            errors={errors ?? null}
            fixedThematic={props.fixedThematic}
            showPinnedFilter={props.showPinnedFilter ?? false}
          />
        </aside>
        <section className="stack" aria-labelledby={`${textId}-results`} aria-busy={search.isFetching}>
          <h2 id={`${textId}-results`} className="visually-hidden">
            {t('discovery.results.title')}
          </h2>
          {errors ? (
            <div className="page-state" role="alert">
              <p>{t('discovery.results.fix_filters')}</p>
            </div>
          ) : (
            <>
              {offline && <OfflineDataNote syncedAt={syncedAt} />}
              <QueryStatus query={search}>
                {(result) => (
                  <Results
                    result={result}
                    sortId={sortId}
                    sorts={sorts}
                    sort={result.sort}
                    onSort={(sort) => update({ sort })}
                    onPage={(page) => {
                      update({ page });
                      window.scrollTo({ top: 0 });
                    }}
                    onClear={active > 0 || filters.q ? clear : undefined}
                  />
                )}
              </QueryStatus>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function Results(props: {
  result: MissionSearchResult;
  sortId: string;
  sorts: readonly SearchFilters['sort'][];
  sort: SearchFilters['sort'];
  onSort(sort: SearchFilters['sort']): void;
  onPage(page: number): void;
  onClear?: () => void;
}) {
  const { t } = useTranslation('missions');
  const { result } = props;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.total === 0) {
    return (
      <div className="page-state card" role="status">
        <h3>{t('discovery.results.empty_title')}</h3>
        <p>{t('discovery.results.empty_body')}</p>
        {props.onClear && (
          <button type="button" className="button button--primary" onClick={props.onClear}>
            {t('discovery.filters.clear')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <div className="discovery__summary">
        <p className="discovery__count" role="status" aria-live="polite">
          {result.totalCapped ? t('discovery.results.count_capped', { count: RESULTS_COUNT_CAP }) : t('discovery.results.count', { count: result.total })}
        </p>
        <div className="field field--inline">
          <label className="field__label" htmlFor={props.sortId}>
            {t('discovery.sort.label')}
          </label>
          <select id={props.sortId} value={props.sort} onChange={(event) => props.onSort(event.target.value as SearchFilters['sort'])}>
            {props.sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`discovery.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {result.missions.length === 0 ? (
        <p className="muted">{t('discovery.results.past_last_page')}</p>
      ) : (
        <ul className="card-grid">
          {result.missions.map((mission, index) => (
            <li key={mission.id}>
              {/* The first cards are in view on arrival; the others load their pictures as they come near. */}
              <MissionCardView mission={mission} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="discovery__pager" aria-label={t('discovery.pager.label')}>
          <button type="button" className="button button--small" disabled={result.page <= 1} onClick={() => props.onPage(result.page - 1)}>
            {t('discovery.pager.previous')}
          </button>
          <span>{t('discovery.pager.page', { page: result.page, pages })}</span>
          <button type="button" className="button button--small" disabled={result.page >= pages} onClick={() => props.onPage(result.page + 1)}>
            {t('discovery.pager.next')}
          </button>
        </nav>
      )}
    </>
  );
}
