import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CompanyProjectCallDetail } from '../../../../shared/project-calls/project-call-api';
import { buildExternalUrl, buildPath } from '../../../../shared/routes';
import { projectCallExports, useCompanyProjectCall, useDeleteProjectCall, useReviewProject } from '../../../features/project-calls/api/project-calls';
import { PhaseBadge } from '../../../features/project-calls/components/PhaseBadge';
import { ProjectCallContent } from '../../../features/project-calls/components/ProjectCallContent';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useDownload } from '../../../lib/use-download';
import { useErrorText } from '../../../lib/error-text';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showFlash, showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

/**
 * `/entreprise/{slug}/appels-a-projets/{id}`: a call as its company runs it: its phase, its public link (external
 * calls), its two downloads (spec §7), its content, and the submitted projects to accept or reject.
 */
export function ProjectCallPage() {
  const { t } = useTranslation('project-calls');
  const params = useParams();
  const slug = params.companySlug!;
  const id = Number(params.projectCallId);
  const context = useSpaceContext();
  const me = useSession().data!;
  const query = useCompanyProjectCall(slug, id);
  usePageTitle(query.data?.projectCall.title ?? t('list.title'));
  if (!canManageSpace(me, context) || !hasCompanyFeature(me, context, 'project_calls')) return <ForbiddenPage />;
  return (
    <div className="project-call-page">
      <RouteLink to="projectCalls.index" className="back-link">
        {t('back_to_list')}
      </RouteLink>
      <QueryStatus query={query}>{(detail) => <Detail slug={slug} detail={detail} />}</QueryStatus>
    </div>
  );
}

function Detail({ slug, detail }: { slug: string; detail: CompanyProjectCallDetail }) {
  const { t } = useTranslation('project-calls');
  const context = useSpaceContext();
  const navigate = useNavigate();
  const download = useDownload();
  const errorText = useErrorText();
  const remove = useDeleteProjectCall(slug);
  const review = useReviewProject(slug, detail.projectCall.id);
  const [confirming, setConfirming] = useState(false);
  const call = detail.projectCall;
  const exports = projectCallExports(slug, call.id);
  const shareUrl = buildExternalUrl(window.location.origin, 'projectCalls.share', { type: 'public' }, { shareId: detail.shareId });
  const pending = detail.projects.filter((project) => project.state === 'pending');

  const onDelete = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync(call.id);
      showToast('success', t('detail.deleted'));
      navigate(buildPath('projectCalls.index', context));
    } catch (error) {
      showFlash('error', errorText(error) ?? '');
    }
  };

  return (
    <>
      <header className="page-header">
        <div>
          <h1>{call.title}</h1>
          <PhaseBadge timing={detail} />
        </div>
        <div className="actions">
          <RouteLink to="projectCalls.edit" params={{ projectCallId: call.id }} className="button button--primary">
            {t('detail.edit')}
          </RouteLink>
          {detail.canDelete && (
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              {t('detail.delete')}
            </button>
          )}
        </div>
      </header>
      {confirming && (
        <ConfirmDialog message={t('detail.delete_confirm')} confirmLabel={t('detail.delete')} cancelLabel={t('form.cancel')} onConfirm={() => void onDelete()} onCancel={() => setConfirming(false)} />
      )}
      {call.settings.audience === 'external' && (
        <section className="card" aria-labelledby="project-call-share">
          <h2 id="project-call-share">{t('detail.share_title')}</h2>
          <p className="muted">{t('detail.share_intro')}</p>
          <p>
            <a href={shareUrl}>{shareUrl}</a>
          </p>
        </section>
      )}
      <section className="card" aria-labelledby="project-call-exports">
        <h2 id="project-call-exports">{t('detail.exports_title')}</h2>
        <div className="actions">
          <button type="button" className="button" onClick={() => void download(exports.projects.path, exports.projects.fileName)}>
            {t('detail.export_projects')}
          </button>
          <button type="button" className="button" onClick={() => void download(exports.answers.path, exports.answers.fileName)}>
            {t('detail.export_answers')}
          </button>
        </div>
      </section>
      <section aria-labelledby="project-call-projects">
        <h2 id="project-call-projects">{t('detail.projects_title', { count: detail.projects.length })}</h2>
        {pending.length > 0 && <p className="muted">{t('list.pending', { count: pending.length })}</p>}
        {detail.projects.length === 0 ? (
          <p className="card">{t('detail.no_projects')}</p>
        ) : (
          <ul className="project-list">
            {detail.projects.map((project) => (
              <li key={project.id} className="card project-card">
                <h3>
                  <RouteLink to="project" params={{ projectCallId: call.id, projectId: project.id }}>
                    {project.associationName}
                  </RouteLink>
                </h3>
                <p>
                  <span className="badge">{t(`project_states.${project.state}`)}</span> <span className="muted">{project.holder?.name}</span>
                </p>
                {detail.phase !== 'submission' && call.settings.hasVotesPhase && <p>{t('results.votes', { count: project.voteCount })}</p>}
                <div className="actions">
                  {project.availableActions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`button${action === 'accept' ? ' button--primary' : ''}`}
                      aria-label={t(`review.${action}_named`, { name: project.associationName })}
                      disabled={review.isPending}
                      onClick={() =>
                        review.mutate(
                          { projectId: project.id, action },
                          { onSuccess: () => showToast('success', t(`review.${action}_done`)), onError: (error) => showFlash('error', errorText(error) ?? '') },
                        )
                      }
                    >
                      {t(`review.${action}`)}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="project-call-content">
        <h2 id="project-call-content">{t('detail.content_title')}</h2>
        <ProjectCallContent call={{ ...call, settings: call.settings }} questions={detail.questions} attachments={detail.attachments} />
      </section>
    </>
  );
}

