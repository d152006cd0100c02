import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useAdminTeamBuildings, useTeamBuilding } from '../../../features/team-building/api/team-buildings';
import { TeamBuildingCards } from '../../../features/team-building/components/TeamBuildingCards';
import { TeamBuildingForm } from '../../../features/team-building/components/TeamBuildingForm';
import { TeamBuildingView } from '../../../features/team-building/components/TeamBuildingView';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import { AdminNav } from './AdminNav';

const ADMIN = { type: 'admin' } as const;
const CATALOGUE = { kind: 'catalogue' } as const;

const idOf = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** `/admin/team-building`: the platform's catalogue, every state (published, draft, archived), with its requests counted. */
export function AdminTeamBuildingsPage() {
  const { t } = useTranslation('team-building');
  usePageTitle(t('admin.title'));
  const query = useAdminTeamBuildings();
  return (
    <div className="stack">
      <AdminNav />
      <header className="page-header">
        <div>
          <h1>{t('admin.title')}</h1>
          <p className="muted">{t('admin.intro')}</p>
        </div>
        <RouteLink to="team-building.create" className="button button--primary">
          {t('admin.create')}
        </RouteLink>
      </header>
      <QueryStatus query={query}>
        {({ teamBuildings }) => (teamBuildings.length === 0 ? <p className="card">{t('admin.empty')}</p> : <TeamBuildingCards items={teamBuildings} showState headingLevel={2} />)}
      </QueryStatus>
    </div>
  );
}

/** `/admin/team-building/{id}` (team-building.show): a catalogue activity, its steps and its deletion. */
export function AdminTeamBuildingPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const navigate = useNavigate();
  const id = idOf(params.teamBuilding);
  const query = useTeamBuilding(CATALOGUE, id);
  usePageTitle(query.data?.teamBuilding.title);
  if (id === null) return <NotFoundPage />;
  return (
    <div className="stack">
      <AdminNav />
      <RouteLink to="team-building.list" className="back-link">
        {t('admin.back')}
      </RouteLink>
      <QueryStatus query={query}>{(detail) => <TeamBuildingView owner={CATALOGUE} detail={detail} onDeleted={() => navigate(buildPath('team-building.list', ADMIN))} />}</QueryStatus>
    </div>
  );
}

/** `/admin/team-building/creer` and `/admin/team-building/{id}/editer`: a catalogue activity's form. */
export function AdminTeamBuildingEditorPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const navigate = useNavigate();
  const id = params.teamBuilding === undefined ? null : idOf(params.teamBuilding);
  const query = useTeamBuilding(CATALOGUE, id);
  usePageTitle(id === null ? t('form.create_title') : t('form.edit_title'));
  if (params.teamBuilding !== undefined && id === null) return <NotFoundPage />;
  const saved = (teamBuilding: number) => {
    showFlash('success', t('form.saved'));
    navigate(buildPath('team-building.show', ADMIN, { teamBuilding }));
  };
  return (
    <div className="stack">
      <AdminNav />
      <RouteLink to="team-building.list" className="back-link">
        {t('admin.back')}
      </RouteLink>
      <h1>{id === null ? t('form.create_title') : t('form.edit_title')}</h1>
      {id === null ? (
        <TeamBuildingForm owner={CATALOGUE} onSaved={(detail) => saved(detail.teamBuilding.id)} onCancel={() => navigate(buildPath('team-building.list', ADMIN))} />
      ) : (
        <QueryStatus query={query}>
          {(detail) => <TeamBuildingForm owner={CATALOGUE} detail={detail} onSaved={() => saved(id)} onCancel={() => navigate(buildPath('team-building.show', ADMIN, { teamBuilding: id }))} />}
        </QueryStatus>
      )}
    </div>
  );
}
