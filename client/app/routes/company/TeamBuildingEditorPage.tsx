import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useTeamBuilding } from '../../../features/team-building/api/team-buildings';
import { TeamBuildingForm } from '../../../features/team-building/components/TeamBuildingForm';
import { useSpaceContext } from '../../../lib/space';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';
import { idOf, useTeamBuildingAllowed } from './team-building-access';

/** `/entreprise/{slug}/team-building/creer` and `.../{id}/editer`: the company's own activity, its form. */
export function TeamBuildingEditorPage() {
  const { t } = useTranslation('team-building');
  const params = useParams();
  const context = useSpaceContext();
  const navigate = useNavigate();
  const allowed = useTeamBuildingAllowed();
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
