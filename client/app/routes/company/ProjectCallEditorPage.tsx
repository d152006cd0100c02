import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useCompanyProjectCall } from '../../../features/project-calls/api/project-calls';
import { ProjectCallForm } from '../../../features/project-calls/components/ProjectCallForm';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/entreprise/{slug}/appels-a-projets/creer` and `.../{id}/editer`: the project call form. */
export function ProjectCallEditorPage() {
  const { t } = useTranslation('project-calls');
  const params = useParams();
  const slug = params.companySlug!;
  const id = params.projectCallId ? Number(params.projectCallId) : null;
  usePageTitle(id === null ? t('form.create_title') : t('form.edit_title'));
  const context = useSpaceContext();
  const me = useSession().data!;
  const navigate = useNavigate();
  if (!canManageSpace(me, context) || !hasCompanyFeature(me, context, 'project_calls')) return <ForbiddenPage />;
  const show = (callId: number, created: boolean) => {
    showToast('success', t(created ? 'form.created' : 'form.updated'));
    navigate(buildPath('projectCalls.show', context, { projectCallId: callId }));
  };
  const back = () => navigate(id === null ? buildPath('projectCalls.index', context) : buildPath('projectCalls.show', context, { projectCallId: id }));
  return (
    <div className="project-call-page">
      <RouteLink to="projectCalls.index" className="back-link">
        {t('back_to_list')}
      </RouteLink>
      <h1>{id === null ? t('form.create_title') : t('form.edit_title')}</h1>
      {id === null ? (
        <ProjectCallForm companySlug={slug} onDone={(detail) => show(detail.projectCall.id, true)} onCancel={back} />
      ) : Number.isInteger(id) && id > 0 ? (
        <Existing slug={slug} id={id} onDone={(callId) => show(callId, false)} onCancel={back} />
      ) : (
        <p role="alert">{t('load_error')}</p>
      )}
    </div>
  );
}

function Existing(props: { slug: string; id: number; onDone(id: number): void; onCancel(): void }) {
  const query = useCompanyProjectCall(props.slug, props.id);
  return (
    <QueryStatus query={query}>
      {(detail) => <ProjectCallForm companySlug={props.slug} detail={detail} onDone={(saved) => props.onDone(saved.projectCall.id)} onCancel={props.onCancel} />}
    </QueryStatus>
  );
}
