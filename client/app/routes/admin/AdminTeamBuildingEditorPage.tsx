import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useTeamBuilding } from '../../../features/team-building/api/team-buildings';
import { TeamBuildingForm } from '../../../features/team-building/components/TeamBuildingForm';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { idOf } from '../company/team-building-access';
import { NotFoundPage } from '../NotFoundPage';
import { AdminNav } from './AdminNav';

const ADMIN = { type: 'admin' } as const;
const CATALOGUE = { kind: 'catalogue' } as const;

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
