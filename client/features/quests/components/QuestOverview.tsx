import { useTranslation } from 'react-i18next';
import type { QuestPartner } from '../../../../shared/quests/quest.schema';

/** What a quest is about: its description, goals and partners (employee page, public page, company preview). */
export function QuestOverview(props: { description: string | null; goals: readonly string[]; partners: readonly QuestPartner[] }) {
  const { t } = useTranslation('quests');
  return (
    <div className="quest-overview stack">
      {props.description && <p className="quest-overview__description">{props.description}</p>}
      {props.goals.length > 0 && (
        <section aria-labelledby="quest-goals">
          <h2 id="quest-goals">{t('goals.title')}</h2>
          <ul className="quest-goals">
            {props.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </section>
      )}
      {props.partners.length > 0 && (
        <section aria-labelledby="quest-partners">
          <h2 id="quest-partners">{t('partners.title')}</h2>
          <ul className="quest-partners">
            {props.partners.map((partner) => (
              <li key={partner.name} className="quest-partner">
                {partner.image ? (
                  <img src={partner.image} alt="" width={48} height={48} loading="lazy" className="quest-partner__logo" />
                ) : (
                  <span className="quest-partner__logo quest-partner__logo--initial" aria-hidden="true">
                    {partner.name.slice(0, 1).toUpperCase()}
                  </span>
                )}
                {partner.link ? (
                  <a href={partner.link} target="_blank" rel="noopener noreferrer">
                    {partner.name}
                  </a>
                ) : (
                  <span>{partner.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The levels of a quest in play order, each with what it is worth (the public page and the company's preview). */
export function LevelSummaries({ levels }: { levels: ReadonlyArray<{ id: number; title: string; rewardPoints: number }> }) {
  const { t } = useTranslation('quests');
  return (
    <ol className="level-list">
      {levels.map((level, index) => (
        <li key={level.id} className="level-list__item">
          <span className="level-list__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="level-list__text">
            <strong>{level.title}</strong>
            <span className="muted">{t('points_to_earn', { count: level.rewardPoints })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
