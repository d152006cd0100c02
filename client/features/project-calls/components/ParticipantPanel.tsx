import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { ParticipantProjectCallView } from '../../../../shared/project-calls/project-call-api';
import { useErrorText } from '../../../lib/error-text';
import { showFlash } from '../../../ui/notifications';
import { RouteLink } from '../../../ui/RouteLink';
import { useVote } from '../api/project-calls';
import { ProjectCards } from './ProjectCards';
import { formatParisInstant } from './format';

/** The participant's own project: none yet, a draft, or submitted with its review state. */
export function MyProjectBox({ view, editLink }: { view: ParticipantProjectCallView; editLink: { to: string; params: Record<string, string | number>; context: SpaceContext } | null }) {
  const { t } = useTranslation(['project-calls', 'errors']);
  const project = view.myProject;
  const submitted = project?.submittedAt != null;
  return (
    <section className="card" aria-labelledby="my-project">
      <h2 id="my-project">{t('participant.my_project')}</h2>
      {project ? (
        <p>
          <strong>{project.associationName}</strong> ·{' '}
          <span className="badge">{submitted ? t(`project_states.${project.state}`) : t('participant.draft')}</span>
        </p>
      ) : (
        <p className="muted">{t('participant.no_project')}</p>
      )}
      {view.edit.allowed && editLink ? (
        <RouteLink to={editLink.to} params={editLink.params} context={editLink.context} className="button button--primary">
          {project ? t('participant.continue_project') : t('participant.create_project')}
        </RouteLink>
      ) : (
        !view.edit.allowed && view.edit.code !== 'UNAUTHENTICATED' && !(view.edit.code === 'SUBMISSIONS_CLOSED' && view.phase !== 'before' && !project) && (
          <p className="muted" role="note">
            {t(`errors:${view.edit.code}`)}
          </p>
        )
      )}
    </section>
  );
}

/**
 * What the phase offers an employee beyond their project: the opening date (coming soon), the wait before the vote or
 * the results, the ballot with its remaining votes, or the ranked results.
 */
export function PhasePanel({ view, companySlug }: { view: ParticipantProjectCallView; companySlug: string }) {
  const { t, i18n } = useTranslation('project-calls');
  const errorText = useErrorText();
  const vote = useVote(companySlug, view.projectCall.id);
  const settings = view.projectCall.settings;
  const context: SpaceContext = { type: 'employee', companySlug };
  const when = (iso: string | null) => (iso ? formatParisInstant(iso, i18n.language) : '');
  const now = Date.now();
  if (view.phase === 'before') return <p className="card">{t('participant.opens_on', { date: when(settings.submissionStartsAt) })}</p>;
  if (view.phase === 'between') {
    const beforeVote = settings.voteStartsAt !== null && Date.parse(settings.voteStartsAt) > now;
    return (
      <section className="card" aria-labelledby="phase-wait">
        <h2 id="phase-wait">{beforeVote ? t('participant.before_vote_title') : t('participant.before_results_title')}</h2>
        <p>{beforeVote ? t('participant.before_vote', { date: when(settings.voteStartsAt) }) : t('participant.before_results', { date: when(settings.resultsStartsAt) })}</p>
      </section>
    );
  }
  if (view.phase === 'vote' && view.ballot) {
    const ballot = view.ballot;
    return (
      <section aria-labelledby="ballot">
        <h2 id="ballot">{t('vote.title')}</h2>
        <p role="status">{t('vote.remaining', { count: ballot.remaining, total: ballot.votesPerUser })}</p>
        <p className="muted">{t('vote.until', { date: when(settings.voteEndsAt) })}</p>
        {view.projects.length === 0 ? (
          <p className="card">{t('vote.empty')}</p>
        ) : (
          <ProjectCards
            projects={view.projects}
            context={context}
            projectCallId={view.projectCall.id}
            show="ballot"
            voted={ballot.votedProjectIds}
            canVoteMore={ballot.remaining > 0}
            busy={vote.isPending}
            onVote={(projectId, withdraw) => vote.mutate({ projectId, withdraw }, { onError: (error) => showFlash('error', errorText(error) ?? '') })}
          />
        )}
      </section>
    );
  }
  if (view.projects.length > 0 && (view.phase === 'results' || view.phase === 'closed')) {
    return (
      <section aria-labelledby="results">
        <h2 id="results">{t('results.title')}</h2>
        <ProjectCards projects={view.projects} context={context} projectCallId={view.projectCall.id} show="results" />
      </section>
    );
  }
  if (view.phase === 'closed') return <p className="card">{t('participant.closed')}</p>;
  return null;
}
