import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { ProjectCallListItem } from '../../../../shared/project-calls/project-call-api';
import { RouteLink } from '../../../ui/RouteLink';
import { PhaseBadge } from './PhaseBadge';
import { formatParisInstant } from './format';
import './project-calls.css';

/** Calls as cards, each with its phase and its projects; the company's show the ones to review. */
export function ProjectCallRows({ calls, context, side }: { calls: ProjectCallListItem[]; context: SpaceContext; side: 'company' | 'employee' }) {
  const { t, i18n } = useTranslation('project-calls');
  return (
    <ul className="project-call-list">
      {calls.map((call) => (
        <li key={call.id} className="card project-card">
          {call.heroImage && <img className="project-call-hero" src={call.heroImage} alt="" width={1200} height={800} loading="lazy" />}
          <h2 className="project-card__title">
            <RouteLink to="projectCalls.show" context={context} params={{ projectCallId: call.id }}>
              {call.title}
            </RouteLink>
          </h2>
          {call.subtitle && <p className="muted">{call.subtitle}</p>}
          <PhaseBadge timing={call} />
          <p className="muted">{t('dates.submission_until', { date: formatParisInstant(call.submissionEndsAt, i18n.language) })}</p>
          {side === 'company' ? (
            <p>
              {t('list.submitted', { count: call.projectsCount })}
              {call.pendingCount > 0 && <> · {t('list.pending', { count: call.pendingCount })}</>} · {t(`audiences.${call.audience}`)}
            </p>
          ) : (
            call.projectsCount > 0 && <p>{t('list.accepted', { count: call.projectsCount })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
