import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TeamBuildingRequestList } from '../../../../shared/team-building/team-building-api';
import { teamBuildingExportPath, useCompanyRequests, useCompanyTeamBuildings } from '../../../features/team-building/api/team-buildings';
import { dayText } from '../../../features/team-building/components/format';
import { TeamBuildingCards } from '../../../features/team-building/components/TeamBuildingCards';
import { TeamBuildingFilters, useTeamBuildingFilters } from '../../../features/team-building/components/TeamBuildingFilters';
import { useDownload } from '../../../lib/use-download';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { TabBar, useActiveTab } from '../../../ui/TabBar';
import { ForbiddenPage } from '../ForbiddenPage';
import { useTeamBuildingAllowed } from './team-building-access';

/**
 * `/entreprise/{slug}/team-building`: the platform's catalogue and the company's own list, filtered alike (thematics,
 * duration, group size, distance from a city), and the company's requests with their export (spec §7).
 */
export function TeamBuildingPage() {
  const { t } = useTranslation('team-building');
  usePageTitle(t('list.title'));
  const slug = useParams().companySlug!;
  const allowed = useTeamBuildingAllowed();
  const [filters, setFilters] = useTeamBuildingFilters();
  const list = useCompanyTeamBuildings(slug, filters);
  const requests = useCompanyRequests(slug);
  const tabs = [
    { id: 'catalogue', label: t('list.tab_catalogue') },
    { id: 'own', label: t('list.tab_own') },
    { id: 'requests', label: t('list.tab_requests') },
  ];
  const [active] = useActiveTab(tabs);
  if (!allowed) return <ForbiddenPage />;
  const shown = active === 'catalogue' ? list.data?.catalogue.length : active === 'own' ? list.data?.own.length : undefined;
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="muted">{t('list.intro')}</p>
        </div>
        <RouteLink to="team-building.create" className="button button--primary">
          {t('list.create')}
        </RouteLink>
      </header>
      <TabBar tabs={tabs} label={t('list.tabs_label')} />
      <section role="tabpanel" aria-labelledby={`tab-${active}`} className="stack">
        {active !== 'requests' && <TeamBuildingFilters value={filters} onChange={setFilters} results={shown} />}
        {active === 'catalogue' && (
          <QueryStatus query={list}>
            {(data) => (data.catalogue.length === 0 ? <p className="card">{t('list.catalogue_empty')}</p> : <TeamBuildingCards items={data.catalogue} headingLevel={2} />)}
          </QueryStatus>
        )}
        {active === 'own' && (
          <QueryStatus query={list}>
            {(data) =>
              data.own.length === 0 ? (
                <div className="card">
                  <h2>{t('list.own_empty_title')}</h2>
                  <p className="muted">{t('list.own_empty_body')}</p>
                </div>
              ) : (
                <TeamBuildingCards items={data.own} showState headingLevel={2} />
              )
            }
          </QueryStatus>
        )}
        {active === 'requests' && <QueryStatus query={requests}>{(data) => <Requests slug={slug} data={data} />}</QueryStatus>}
      </section>
    </div>
  );
}

function Requests({ slug, data }: { slug: string; data: TeamBuildingRequestList }) {
  const { t } = useTranslation('team-building');
  const download = useDownload();
  return (
    <>
      <div className="actions">
        <button type="button" className="button" onClick={() => void download(teamBuildingExportPath(slug), `team-building-${slug}.xlsx`)}>
          {t('list.export')}
        </button>
      </div>
      {data.requests.length === 0 ? (
        <p className="card">{t('list.requests_empty')}</p>
      ) : (
        <ul className="team-building-requests">
          {data.requests.map((request) => (
            <li key={request.id} className="card">
              <div>
                <h2 className="team-building-card__title">
                  <RouteLink to="team-building.request" params={{ requestId: request.id }}>
                    {request.teamBuildingTitle}
                  </RouteLink>
                </h2>
                <p className="muted">
                  {dayText(request.desiredDate)} · {t('list.request_joined', { joined: request.joinedCount, size: request.participantsCount })}
                  {request.requestedByName && ` · ${t('list.requested_by', { name: request.requestedByName })}`}
                </p>
              </div>
              <span className={`badge badge--${request.state}`}>{t(`request_states.${request.state}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
