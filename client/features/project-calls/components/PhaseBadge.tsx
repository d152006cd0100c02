import { useTranslation } from 'react-i18next';
import type { ProjectCallTiming } from '../../../../shared/project-calls/project-call-api';
import './project-calls.css';

/** Spec §4: where the call stands (coming soon, in progress, completed, problem reported) and its current phase. */
export function PhaseBadge({ timing }: { timing: ProjectCallTiming }) {
  const { t } = useTranslation('project-calls');
  return (
    <p className="project-call-phase">
      <span className={`badge project-call-phase__status project-call-phase__status--${timing.displayStatus}`}>{t(`display_statuses.${timing.displayStatus}`)}</span>
      <span className="muted">{t('phase_label', { phase: t(`phases.${timing.phase}`) })}</span>
    </p>
  );
}
