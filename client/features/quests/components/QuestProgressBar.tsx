import { useTranslation } from 'react-i18next';
import type { QuestProgress } from '../../../../shared/quests/quest-api.schema';

/** « 2 niveaux sur 3 · 50 points », with a bar that says the same to assistive technology. */
export function QuestProgressBar({ progress }: { progress: QuestProgress }) {
  const { t } = useTranslation('quests');
  const label = t('progress.levels', { done: progress.levelsDone, count: progress.levelsCount });
  return (
    <div className="quest-progress">
      <progress className="quest-progress__bar" max={Math.max(progress.levelsCount, 1)} value={progress.levelsDone} aria-label={label} />
      <span className="quest-progress__text">
        {label} · {t('points', { count: progress.pointsEarned })}
      </span>
    </div>
  );
}
