import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { SpaceContext } from '../../../../shared/contexts';
import { buildPath } from '../../../../shared/routes';
import { useEmployeeProject, useEmployeeProjectCalls, useParticipantView, useVote } from '../../../features/project-calls/api/project-calls';
import { MyProjectBox, PhasePanel } from '../../../features/project-calls/components/ParticipantPanel';
import { PhaseBadge } from '../../../features/project-calls/components/PhaseBadge';
import { ProjectCallContent } from '../../../features/project-calls/components/ProjectCallContent';
import { ProjectCallRows } from '../../../features/project-calls/components/ProjectCallRows';
import { ProjectDetails } from '../../../features/project-calls/components/ProjectDetails';
import { ProjectForm } from '../../../features/project-calls/components/ProjectForm';
import { useSession } from '../../../features/users/api/get-session';
import { useErrorText } from '../../../lib/error-text';
import { useOnline } from '../../../lib/online';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { showFlash, showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

function useEmployeeAccess() {
  const context = useSpaceContext();
  const me = useSession().data!;
  return hasCompanyFeature(me, context, 'project_calls');
}

function Offline() {
  const { t } = useTranslation('project-calls');
  return (
    <div className="page-state" role="status">
      <p>{t('offline')}</p>
    </div>
  );
}

/** `/collaborateur/{slug}/appels-a-projets`: the company's calls, the one running now first (the active call). */
export function EmployeeProjectCallsPage() {
  const { t } = useTranslation('project-calls');
  usePageTitle(t('list.title'));
  const slug = useParams().companySlug!;
  const context = useSpaceContext();
  const online = useOnline();
  const query = useEmployeeProjectCalls(slug);
  if (!useEmployeeAccess()) return <ForbiddenPage />;
  return (
    <div className="project-call-page">
      <header className="page-header">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="muted">{t('list.intro_employee')}</p>
        </div>
      </header>
      <QueryStatus query={query} errorFor={() => !online && <Offline />}>
        {({ projectCalls }) => {
          if (projectCalls.length === 0) return <p className="card">{t('list.empty_employee')}</p>;
          const active = projectCalls.filter((call) => call.displayStatus === 'in_progress');
          const others = projectCalls.filter((call) => call.displayStatus !== 'in_progress');
          return (
            <>
              {active.length > 0 && (
                <section aria-labelledby="active-calls">
                  <h2 id="active-calls">{t('list.active')}</h2>
                  <ProjectCallRows calls={active} context={context} side="employee" />
                </section>
              )}
              {others.length > 0 && (
                <section aria-labelledby="other-calls">
                  <h2 id="other-calls">{t('list.others')}</h2>
                  <ProjectCallRows calls={others} context={context} side="employee" />
                </section>
              )}
            </>
          );
        }}
      </QueryStatus>
    </div>
  );
}

/** `/collaborateur/{slug}/appels-a-projets/preview/{id}`: a call, its phase, one's project, the ballot or the results. */
export function EmployeeProjectCallPage() {
  const { t } = useTranslation('project-calls');
  const params = useParams();
  const slug = params.companySlug!;
  const id = Number(params.projectCallId);
  const context = useSpaceContext();
  const online = useOnline();
  const query = useParticipantView({ kind: 'employee', companySlug: slug }, id);
  usePageTitle(query.data?.projectCall.title ?? t('list.title'));
  if (!useEmployeeAccess()) return <ForbiddenPage />;
  return (
    <div className="project-call-page">
      <RouteLink to="projectCalls.index" className="back-link">
        {t('back_to_list')}
      </RouteLink>
      <QueryStatus query={query} errorFor={() => !online && <Offline />}>
        {(view) => (
          <>
            <header className="page-header">
              <div>
                <h1>{view.projectCall.title}</h1>
                <PhaseBadge timing={view} />
              </div>
            </header>
            {/* Their project, while one may be written, or once written. */}
            {(view.myProject || view.phase === 'before' || view.phase === 'submission') && (
              <MyProjectBox view={view} editLink={{ to: 'projectCalls.myProject', params: { projectCallId: id }, context }} />
            )}
            {view.myProject?.submittedAt && (
              <RouteLink to="project" params={{ projectCallId: id, projectId: view.myProject.id }}>
                {t('participant.see_my_project')}
              </RouteLink>
            )}
            <PhasePanel view={view} companySlug={slug} />
            <ProjectCallContent call={view.projectCall} questions={view.questions} attachments={view.attachments} />
          </>
        )}
      </QueryStatus>
    </div>
  );
}

/** `/collaborateur/{slug}/appels-a-projets/preview/{id}/mon-projet`: create or edit one's project, then submit it. */
export function EmployeeProjectFormPage() {
  const { t } = useTranslation(['project-calls', 'errors']);
  const params = useParams();
  const slug = params.companySlug!;
  const id = Number(params.projectCallId);
  const context = useSpaceContext();
  const navigate = useNavigate();
  const online = useOnline();
  const query = useParticipantView({ kind: 'employee', companySlug: slug }, id);
  usePageTitle(t('project_form.title'));
  if (!useEmployeeAccess()) return <ForbiddenPage />;
  return (
    <div className="project-call-page">
      <RouteLink to="projectCalls.show" params={{ projectCallId: id }} className="back-link">
        {t('back_to_call')}
      </RouteLink>
      <h1>{t('project_form.title')}</h1>
      <QueryStatus query={query} errorFor={() => !online && <Offline />}>
        {(view) => (
          <>
            <p className="lead">{view.projectCall.title}</p>
            <PhaseBadge timing={view} />
            {view.edit.allowed ? (
              <ProjectForm
                door={{ kind: 'employee', companySlug: slug }}
                view={view}
                onSubmitted={() => {
                  showToast('success', t('project_form.submitted'));
                  navigate(buildPath('projectCalls.show', context, { projectCallId: id }));
                }}
              />
            ) : (
              <p className="card" role="alert">
                {t(`errors:${view.edit.code}`)}
              </p>
            )}
          </>
        )}
      </QueryStatus>
    </div>
  );
}

/** `/collaborateur/{slug}/appels-a-projets/{id}/projets/{projectId}`: one's own project, or one on the ballot or in the results. */
export function EmployeeProjectPage() {
  const { t } = useTranslation('project-calls');
  const params = useParams();
  const slug = params.companySlug!;
  const callId = Number(params.projectCallId);
  const projectId = Number(params.projectId);
  const online = useOnline();
  const errorText = useErrorText();
  const query = useEmployeeProject(slug, callId, projectId);
  const vote = useVote(slug, callId);
  const context: SpaceContext = { type: 'employee', companySlug: slug };
  usePageTitle(query.data?.project.associationName ?? t('list.title'));
  if (!useEmployeeAccess()) return <ForbiddenPage />;
  return (
    <div className="project-call-page">
      <RouteLink to="projectCalls.show" context={context} params={{ projectCallId: callId }} className="back-link">
        {t('back_to_call')}
      </RouteLink>
      <QueryStatus query={query} errorFor={() => !online && <Offline />}>
        {(detail) => {
          const voted = detail.ballot?.votedProjectIds.includes(projectId) ?? false;
          return (
            <>
              <p className="lead">{detail.projectCallTitle}</p>
              <PhaseBadge timing={detail} />
              {detail.phase === 'vote' && detail.ballot && detail.project.state === 'accepted' && (
                <div className="actions">
                  <button
                    type="button"
                    className={`button${voted ? '' : ' button--primary'}`}
                    aria-pressed={voted}
                    disabled={vote.isPending || (!voted && detail.ballot.remaining === 0)}
                    onClick={() => vote.mutate({ projectId, withdraw: voted }, { onError: (error) => showFlash('error', errorText(error) ?? '') })}
                  >
                    {voted ? t('vote.withdraw') : t('vote.vote')}
                  </button>
                  <span role="status">{t('vote.remaining', { count: detail.ballot.remaining, total: detail.ballot.votesPerUser })}</span>
                </div>
              )}
              {detail.phase !== 'vote' && detail.project.voteCount > 0 && <p>{t('results.votes', { count: detail.project.voteCount })}</p>}
              <ProjectDetails project={detail.project} questions={detail.questions} attachments={detail.attachments} />
            </>
          );
        }}
      </QueryStatus>
    </div>
  );
}
