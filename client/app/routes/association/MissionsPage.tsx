import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { MISSION_DISPLAY_STATES, type MissionDisplayState } from '../../../../shared/missions/mission.machine';
import type { MissionListQuery } from '../../../../shared/missions/mission-management.schema';
import { useMissions } from '../../../features/missions/api/get-missions';
import { MissionRows } from '../../../features/missions/components/MissionRows';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';

/** `/association/{slug}/missions`, with state chips, `?expiring=true` and a search box. */
export function MissionsPage() {
  const { t } = useTranslation('missions');
  usePageTitle(t('list.title'));
  const slug = useParams().associationSlug!;
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state = (MISSION_DISPLAY_STATES as readonly string[]).includes(requested ?? '') ? (requested as MissionDisplayState) : undefined;
  const expiring = params.get('expiring') === 'true';
  const q = params.get('q') ?? '';
  const query: MissionListQuery = { state: expiring ? undefined : state, expiring: expiring ? 'true' : undefined, q: q || undefined };
  const missions = useMissions({ kind: 'association', slug }, query);
  const [search, setSearch] = useState(q);

  const chipSearch = (change: { state?: string; expiring?: boolean }) => {
    const next = new URLSearchParams();
    if (change.state) next.set('state', change.state);
    if (change.expiring) next.set('expiring', 'true');
    if (q) next.set('q', q);
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (search.trim()) next.set('q', search.trim());
      else next.delete('q');
      return next;
    });
  };
  const filtered = Boolean(state || expiring || q);

  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('list.title')}</h1>
        <RouteLink to="missions.create" className="button button--primary">
          {t('list.create')}
        </RouteLink>
      </div>
      <form className="search-form" role="search" onSubmit={submitSearch}>
        <label className="field__label" htmlFor="missions-search">
          {t('list.search_label')}
        </label>
        <div className="search-form__row">
          <input id="missions-search" type="search" value={search} maxLength={200} onChange={(event) => setSearch(event.target.value)} />
          <button type="submit" className="button">
            {t('list.search')}
          </button>
        </div>
      </form>
      <nav aria-label={t('list.filters_label')}>
        <ul className="filter-chips">
          <li>
            <Link className="filter-chip" aria-current={!state && !expiring ? 'true' : undefined} to={chipSearch({})}>
              {t('list.all')}
            </Link>
          </li>
          {MISSION_DISPLAY_STATES.map((chip) => {
            const active = chip === 'expiring_soon' ? expiring || state === 'expiring_soon' : state === chip && !expiring;
            const count = missions.data?.counts[chip];
            return (
              <li key={chip}>
                <Link className="filter-chip" aria-current={active ? 'true' : undefined} to={chip === 'expiring_soon' ? chipSearch({ expiring: true }) : chipSearch({ state: chip })}>
                  {t(`states.${chip}`)}
                  {count !== undefined && <span className="muted">({count})</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <QueryStatus query={missions}>
        {(list) =>
          list.missions.length > 0 ? (
            <MissionRows missions={list.missions} />
          ) : (
            <div className="page-state card">
              <p>{filtered ? t('list.empty_filtered') : t('list.empty')}</p>
              {filtered ? (
                <Link to="?" className="button">
                  {t('list.clear_filters')}
                </Link>
              ) : (
                <RouteLink to="missions.create" className="button button--primary">
                  {t('list.create_first')}
                </RouteLink>
              )}
            </div>
          )
        }
      </QueryStatus>
    </div>
  );
}
