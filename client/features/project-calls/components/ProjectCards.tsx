import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { ProjectListItem } from '../../../../shared/project-calls/project-call-api';
import { RouteLink } from '../../../ui/RouteLink';
import './project-calls.css';

/**
 * Projects as cards: the company's review list (holder, state), the ballot (a vote button per project) or the results
 * (ranked, with their votes). Each opens its page.
 */
export function ProjectCards(props: {
  projects: ProjectListItem[];
  context: SpaceContext;
  projectCallId: number;
  show: 'review' | 'ballot' | 'results';
  voted?: number[];
  canVoteMore?: boolean;
  onVote?(projectId: number, withdraw: boolean): void;
  busy?: boolean;
}) {
  const { t } = useTranslation('project-calls');
  const List = props.show === 'results' ? 'ol' : 'ul';
  return (
    <List className={`project-list${props.show === 'results' ? ' project-call-ranking' : ''}`}>
      {props.projects.map((project, index) => {
        const voted = props.voted?.includes(project.id) ?? false;
        return (
          <li key={project.id} className="card project-card">
            <div className="project-card__title">
              {project.logo && <img className="project-card__logo" src={project.logo} alt="" width={42} height={42} />}
              <h3>
                {props.show === 'results' && <span>{t('results.rank', { rank: index + 1 })} </span>}
                <RouteLink to="project" context={props.context} params={{ projectCallId: props.projectCallId, projectId: project.id }}>
                  {project.associationName}
                </RouteLink>
              </h3>
            </div>
            {project.tagline && <p className="muted">{project.tagline}</p>}
            {props.show === 'review' && (
              <p>
                <span className="badge">{t(`project_states.${project.state}`)}</span> {project.holder && <span className="muted">{project.holder.name}</span>}
              </p>
            )}
            {props.show === 'results' && <p>{t('results.votes', { count: project.voteCount })}</p>}
            {props.show === 'ballot' && props.onVote && (
              <button
                type="button"
                className={`button${voted ? '' : ' button--primary'}`}
                aria-pressed={voted}
                aria-label={voted ? t('vote.withdraw_for', { name: project.associationName }) : t('vote.vote_for', { name: project.associationName })}
                disabled={props.busy || (!voted && !props.canVoteMore)}
                onClick={() => props.onVote!(project.id, voted)}
              >
                {voted ? t('vote.withdraw') : t('vote.vote')}
              </button>
            )}
          </li>
        );
      })}
    </List>
  );
}
