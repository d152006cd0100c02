import { useTranslation } from 'react-i18next';
import type { CompanyQuestDetail } from '../../../../shared/quests/quest-api.schema';
import { LevelSummaries, QuestOverview } from './QuestOverview';
import { QuestPicture } from './QuestPicture';

/** The quest as its employees will see it (read-only): cover, title, what it is worth, the levels, the overview. */
export function QuestPreview({ detail }: { detail: CompanyQuestDetail }) {
  const { t } = useTranslation('quests');
  const { quest, levels } = detail;
  return (
    <article className="card quest-preview stack" aria-label={t('wizard.preview')}>
      <QuestPicture quest={quest} className="quest-page__cover" lazy />
      <h2>{quest.title}</h2>
      <p className="muted">
        {t('levels_count', { count: levels.length })} · {t('points_to_earn', { count: quest.points })}
      </p>
      <LevelSummaries levels={levels} />
      <QuestOverview description={quest.description} goals={quest.goals} partners={quest.partners} />
    </article>
  );
}
