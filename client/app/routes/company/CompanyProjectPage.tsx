import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompanyProject, useReviewProject } from '../../../features/project-calls/api/project-calls';
import { PhaseBadge } from '../../../features/project-calls/components/PhaseBadge';
import { ProjectDetails } from '../../../features/project-calls/components/ProjectDetails';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useErrorText } from '../../../lib/error-text';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { showFlash, showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/entreprise/{slug}/appels-a-projets/{id}/projets/{projectId}`: a submitted project, its holder, and its review. */
export function CompanyProjectPage() {
  const { t } = useTranslation('project-calls');
  const params = useParams();
  const slug = params.companySlug!;
  const callId = Number(params.projectCallId);
  const projectId = Number(params.projectId);
  const context = useSpaceContext();
  const me = useSession().data!;
  const errorText = useErrorText();
  const query = useCompanyProject(slug, callId, projectId);
  const review = useReviewProject(slug, callId);
  usePageTitle(query.data?.project.associationName ?? t('list.title'));
  if (!canManageSpace(me, context) || !hasCompanyFeature(me, context, 'project_calls')) return <ForbiddenPage />;
  return (
    <div className="project-call-page">
      <RouteLink to="projectCalls.show" params={{ projectCallId: callId }} className="back-link">
        {t('back_to_call')}
      </RouteLink>
      <QueryStatus query={query}>
        {(detail) => (
          <>
            <header className="page-header">
              <div>
                <h1>{detail.projectCallTitle}</h1>
                <PhaseBadge timing={detail} />
                <p>
                  <span className="badge">{t(`project_states.${detail.project.state}`)}</span>{' '}
                  <span className="muted">{t('project.holder', { name: detail.holder.name, email: detail.holder.email })}</span>
                </p>
              </div>
              <div className="actions">
                {detail.availableActions.map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={`button${action === 'accept' ? ' button--primary' : ''}`}
                    disabled={review.isPending}
                    onClick={() =>
                      review.mutate(
                        { projectId, action },
                        { onSuccess: () => showToast('success', t(`review.${action}_done`)), onError: (error) => showFlash('error', errorText(error) ?? '') },
                      )
                    }
                  >
                    {t(`review.${action}`)}
                  </button>
                ))}
              </div>
            </header>
            <ProjectDetails project={detail.project} questions={detail.questions} attachments={detail.attachments} />
          </>
        )}
      </QueryStatus>
    </div>
  );
}
