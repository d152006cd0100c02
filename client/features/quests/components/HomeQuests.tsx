import { useTranslation } from 'react-i18next';
import { questStage } from '../../../../shared/quests/quest.rules';
import { useEmployeeQuestsOffline } from '../offline/use-offline-quests';
import { RouteLink } from '../../../ui/RouteLink';
import { EmployeeQuestCard } from './EmployeeQuestCard';
import './quests.css';

/** How many quests the home shows (spec §9: a remaining-display default of 3, then « voir plus »). */
const SHOWN = 3;

/**
 * On the employee home: the quests under way (else those to discover), three at most, and the way to all of them.
 * Nothing at all when the company has no quest, so the home shows no empty block.
 */
export function HomeQuests({ companySlug }: { companySlug: string }) {
  const { t } = useTranslation('quests');
  const { query } = useEmployeeQuestsOffline(companySlug);
  const cards = query.data?.quests ?? [];
  const started = cards.filter(({ progress }) => questStage(progress) === 'started');
  const shown = (started.length > 0 ? started : cards.filter(({ progress }) => questStage(progress) === 'to_discover')).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <section className="home-quests stack" aria-labelledby="home-quests">
      <div className="home-section-head">
        <h2 id="home-quests">{started.length > 0 ? t('home.started') : t('home.to_discover')}</h2>
        <RouteLink to="quests.list">{t('home.all')}</RouteLink>
      </div>
      <div className="quest-grid">
        {shown.map((card) => (
          <EmployeeQuestCard key={card.quest.id} card={card} />
        ))}
      </div>
    </section>
  );
}
