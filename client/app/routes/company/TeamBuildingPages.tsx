import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import type { TeamBuildingRequestList } from '../../../../shared/team-building/team-building-api';
import { teamBuildingExportPath, useCompanyRequests, useCompanyTeamBuildings, useTeamBuilding, useTeamBuildingRequest } from '../../../features/team-building/api/team-buildings';
import { dayText } from '../../../features/team-building/components/format';
import { TeamBuildingCards } from '../../../features/team-building/components/TeamBuildingCards';
import { TeamBuildingFilters, useTeamBuildingFilters } from '../../../features/team-building/components/TeamBuildingFilters';
import { TeamBuildingForm } from '../../../features/team-building/components/TeamBuildingForm';
import { TeamBuildingRequestView } from '../../../features/team-building/components/TeamBuildingRequestView';
import { TeamBuildingView } from '../../../features/team-building/components/TeamBuildingView';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { useDownload } from '../../../lib/use-download';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { TabBar, useActiveTab } from '../../../ui/TabBar';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';

/** Those who manage the company, when it reaches team building (spec §6 feature gating). */
function useAllowed() {
  const context = useSpaceContext();
  const me = useSession().data!;
  return canManageSpace(me, context) && hasCompanyFeature(me, context, 'team_building');
}

const idOf = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * `/entreprise/{slug}/team-building`: the platform's catalogue and the company's own list, filtered alike (thematics,
 * duration, group size, distance from a city), and the company's requests with their export (spec §7).
 */
export function TeamBuildingPage() {
  const { t } = useTranslation('team-building');
  usePageTitle(t('list.title'));
  const slug = useParams().companySlug!;
  const allowed = useAllowed();
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

/** `/entreprise/{slug}/team-building/{id}` (team-building.show): an activity of the catalogue or of the company. */
export function TeamBuildingDetailPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const context = useSpaceContext();
  const navigate = useNavigate();
  const allowed = useAllowed();
  const id = idOf(params.teamBuilding);
  const owner = { kind: 'company', companySlug: params.companySlug! } as const;
  const query = useTeamBuilding(owner, id);
  usePageTitle(query.data?.teamBuilding.title);
  if (!allowed) return <ForbiddenPage />;
  if (id === null) return <NotFoundPage />;
  return (
    <div className="stack">
      <RouteLink to="team-building.list" className="back-link">
        {t('detail.back')}
      </RouteLink>
      <QueryStatus query={query}>
        {(detail) => (
          <TeamBuildingView
            owner={owner}
            detail={detail}
            onDeleted={() => navigate(buildPath('team-building.list', context, {}, { bar_tab: 'own' }))}
            onRequested={(request) => navigate(buildPath('team-building.request', context, { requestId: request.request.id }))}
          />
        )}
      </QueryStatus>
    </div>
  );
}

/** `/entreprise/{slug}/team-building/creer` and `.../{id}/editer`: the company's own activity, its form. */
export function TeamBuildingEditorPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const context = useSpaceContext();
  const navigate = useNavigate();
  const allowed = useAllowed();
  const id = params.teamBuilding === undefined ? null : idOf(params.teamBuilding);
  const owner = { kind: 'company', companySlug: params.companySlug! } as const;
  const query = useTeamBuilding(owner, id);
  usePageTitle(id === null ? t('form.create_title') : t('form.edit_title'));
  if (!allowed) return <ForbiddenPage />;
  if (params.teamBuilding !== undefined && id === null) return <NotFoundPage />;
  const saved = (teamBuilding: number) => {
    showFlash('success', t('form.saved'));
    navigate(buildPath('team-building.show', context, { teamBuilding }));
  };
  return (
    <div className="stack">
      <RouteLink to="team-building.list" className="back-link">
        {t('detail.back')}
      </RouteLink>
      <h1>{id === null ? t('form.create_title') : t('form.edit_title')}</h1>
      {id === null ? (
        <TeamBuildingForm owner={owner} onSaved={(detail) => saved(detail.teamBuilding.id)} onCancel={() => navigate(buildPath('team-building.list', context))} />
      ) : (
        <QueryStatus query={query}>
          {(detail) =>
            detail.canEdit ? (
              <TeamBuildingForm owner={owner} detail={detail} onSaved={() => saved(id)} onCancel={() => navigate(buildPath('team-building.show', context, { teamBuilding: id }))} />
            ) : (
              <ForbiddenPage />
            )
          }
        </QueryStatus>
      )}
    </div>
  );
}

/** `/entreprise/{slug}/team-building/demandes/{id}`: a request, its tabs and its steps. */
export function TeamBuildingRequestPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const allowed = useAllowed();
  const id = idOf(params.requestId);
  const query = useTeamBuildingRequest(params.companySlug!, id);
  usePageTitle(query.data ? t('request.title', { title: query.data.teamBuilding.title }) : undefined);
  if (!allowed) return <ForbiddenPage />;
  if (id === null) return <NotFoundPage />;
  return (
    <div className="stack">
      <RouteLink to="team-building.list" query={{ bar_tab: 'requests' }} className="back-link">
        {t('request.back')}
      </RouteLink>
      <QueryStatus query={query}>{(detail) => <TeamBuildingRequestView companySlug={params.companySlug!} detail={detail} />}</QueryStatus>
    </div>
  );
}
