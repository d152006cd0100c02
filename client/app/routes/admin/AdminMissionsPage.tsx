import { useTranslation } from 'react-i18next';
import type { AdminCatalogueMission } from '../../../../shared/missions/admin-catalogue.schema';
import { MISSION_STATES, type MissionState, acceptsApplications } from '../../../../shared/missions/mission-state';
import { type AdminCatalogueParams, useAdminCatalogue } from '../../../features/missions/api/admin-catalogue';
import { useUrlList } from '../../../lib/use-url-list';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminFilters } from './AdminFilters';
import { FilterSelect } from './AdminList';
import { AdminNav } from './AdminNav';
import { formatDateTime } from './format';
import '../home.css';
import './admin.css';

const FILTERS = ['q', 'state'] as const;
const isMissionState = (value: string | undefined): value is MissionState => (MISSION_STATES as readonly string[]).includes(value ?? '');

/**
 * `/admin/missions` (« Catalogue », issue 16): the missions the platform publishes itself (publisher type
 * PUBLISHER_TYPE_ADMIN), searched by title and filtered by state, newest first; the search and page in the address.
 * Each opens where it is run: the association's space, or its public page while it is open.
 */
export function AdminMissionsPage() {
  const { t } = useTranslation(['users', 'missions']);
  usePageTitle(t('admin_catalogue.title'));
  const list = useUrlList(FILTERS);
  const params: AdminCatalogueParams = { q: list.values.q?.slice(0, 200), state: isMissionState(list.values.state) ? list.values.state : undefined, page: list.page };
  const missions = useAdminCatalogue(params);
  const filtered = params.q !== undefined || params.state !== undefined;

  return (
    <div className="stack">
      <AdminNav />
      <header>
        <h1>{t('admin_catalogue.title')}</h1>
        <p className="muted">{t('admin_catalogue.intro')}</p>
      </header>
      <Filters key={params.q ?? ''} params={params} onChange={list.update} />
      <QueryStatus query={missions} loading={<div className="skeleton admin-skeleton__rows" aria-busy="true" />}>
        {(found) => (
          <section className="stack" aria-busy={missions.isPlaceholderData}>
            <p className="muted" role="status">
              {t('admin_catalogue.count', { count: found.total })}
            </p>
            {found.missions.length === 0 ? (
              <div className="card stack">
                <p>{filtered ? t('admin_catalogue.empty_filtered') : t('admin_catalogue.empty')}</p>
                {filtered && (
                  <p>
                    <button type="button" className="button" onClick={() => list.update({ q: undefined, state: undefined })}>
                      {t('admin_users.clear_filters')}
                    </button>
                  </p>
                )}
              </div>
            ) : (
              <div className="table-wrap" tabIndex={0}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin_catalogue.col_title')}</th>
                      <th scope="col">{t('admin_catalogue.col_association')}</th>
                      <th scope="col">{t('admin_catalogue.col_state')}</th>
                      <th scope="col">{t('admin_catalogue.col_published')}</th>
                      <th scope="col">{t('admin_catalogue.col_applications')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.missions.map((mission) => (
                      <tr key={mission.id}>
                        <td>
                          <MissionTitle mission={mission} />
                        </td>
                        <td>{mission.association?.name ?? <span className="muted">—</span>}</td>
                        <td>{t(`missions:states.${mission.state}`)}</td>
                        <td>{mission.publishedAt ? formatDateTime(mission.publishedAt) : <span className="muted">—</span>}</td>
                        <td>{mission.applications}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('admin.pagination')} disabled={missions.isPlaceholderData} onPage={(page) => list.update({ page })} />
          </section>
        )}
      </QueryStatus>
    </div>
  );
}

/** The mission's page: in the association's space when one runs it, else its public page while open. */
function MissionTitle({ mission }: { mission: AdminCatalogueMission }) {
  const title = <bdi>{mission.title}</bdi>;
  if (mission.association) {
    return (
      <RouteLink to="missions.show" context={{ type: 'association', associationSlug: mission.association.slug }} params={{ missionId: mission.id }} external>
        {title}
      </RouteLink>
    );
  }
  if (acceptsApplications(mission.state)) {
    return (
      <RouteLink to="missions.show" context={{ type: 'public' }} params={{ missionId: mission.id, missionSlug: mission.slug }} external>
        {title}
      </RouteLink>
    );
  }
  return title;
}

function Filters({ params, onChange }: { params: AdminCatalogueParams; onChange(changes: Partial<Record<(typeof FILTERS)[number], string | undefined>>): void }) {
  const { t } = useTranslation(['users', 'missions']);
  return (
    <AdminFilters searchLabel={t('admin_catalogue.search_label')} search={params.q} onSearch={(q) => onChange({ q })}>
      <FilterSelect
        label={t('admin_catalogue.filter_state')}
        value={params.state}
        allLabel={t('admin_catalogue.filter_state_all')}
        options={MISSION_STATES.map((state) => ({ value: state, label: t(`missions:states.${state}`) }))}
        onChange={(state) => onChange({ state })}
      />
    </AdminFilters>
  );
}
