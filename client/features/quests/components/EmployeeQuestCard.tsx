import { useTranslation } from 'react-i18next';
import { questStage } from '../../../../shared/quests/quest.rules';
import type { EmployeeQuestList } from '../../../../shared/quests/quest-api.schema';
import { RouteLink } from '../../../ui/RouteLink';
import { QuestPicture } from './QuestPicture';
import { QuestProgressBar } from './QuestProgressBar';

type Card = EmployeeQuestList['quests'][number];

/** A quest in the employee's list: cover, title, what it is worth, and where the employee stands. */
export function EmployeeQuestCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  const { t } = useTranslation(['quests', 'missions']);
  const { quest, progress } = card;
  return (
    <article className="quest-card">
      <QuestPicture quest={quest} className="quest-card__picture" lazy={!eager} />
      <div className="quest-card__body">
        {questStage(progress) === 'finished' && <span className="badge badge--success">{t('status.finished')}</span>}
        <h2 className="quest-card__title">
          <RouteLink to="quests.show" params={{ questId: quest.id, questSlug: quest.slug }} className="quest-card__link">
            {quest.title}
          </RouteLink>
        </h2>
        <p className="muted">
          {t('levels_count', { count: progress.levelsCount })} · {t('points_to_earn', { count: quest.points })}
        </p>
        {quest.thematics.length > 0 && (
          <ul className="quest-chips" aria-label={t('thematics')}>
            {quest.thematics.map((thematic) => (
              <li key={thematic}>{t(`missions:thematics.${thematic}`)}</li>
            ))}
          </ul>
        )}
        <QuestProgressBar progress={progress} />
      </div>
    </article>
  );
}
