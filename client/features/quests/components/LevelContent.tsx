import { useTranslation } from 'react-i18next';
import type { EmployeeLevel } from '../../../../shared/quests/quest-api.schema';

/** What a level asks the employee to read, watch or do before answering: facts, description, steps, links. */
export function LevelContent({ level }: { level: EmployeeLevel }) {
  const { t, i18n } = useTranslation('quests');
  const eventAt = level.onlineEventAt ? new Date(level.onlineEventAt) : null;
  return (
    <div className="level-content stack">
      <p className="level-content__facts">
        <span className="badge">{t('points', { count: level.rewardPoints })}</span>
        {level.durationMinutes !== null && <span className="badge">{t('level.duration', { count: level.durationMinutes })}</span>}
      </p>
      {level.description && <p>{level.description}</p>}
      {level.steps.length > 0 && (
        <section aria-labelledby={`level-${level.id}-steps`}>
          <h3 id={`level-${level.id}-steps`}>{t('level.steps')}</h3>
          <ol className="level-content__steps">
            {level.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {level.instructions && (
        <section aria-labelledby={`level-${level.id}-instructions`}>
          <h3 id={`level-${level.id}-instructions`}>{t('level.instructions')}</h3>
          <p>{level.instructions}</p>
        </section>
      )}
      {eventAt && (
        <p>
          {t('level.online_event', {
            date: eventAt.toLocaleString(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }),
          })}
        </p>
      )}
      {(level.quizUrl || level.surveyUrl) && (
        <p className="actions">
          {level.quizUrl && (
            <a className="button" href={level.quizUrl} target="_blank" rel="noopener noreferrer">
              {t('level.quiz_link')}
            </a>
          )}
          {level.surveyUrl && (
            <a className="button" href={level.surveyUrl} target="_blank" rel="noopener noreferrer">
              {t('level.survey_link')}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
