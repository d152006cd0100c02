import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EmployeeQuestList } from '../../../../shared/quests/quest-api.schema';
import { QUEST_STAGES, questStage } from '../../../../shared/quests/quest.rules';
import { UpcomingEvents } from '../../../features/challenges/components/UpcomingEvents';
import { EmployeeQuestCard } from '../../../features/quests/components/EmployeeQuestCard';
import { useEmployeeQuestsOffline } from '../../../features/quests/offline/use-offline-quests';
import { useSession } from '../../../features/users/api/get-session';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import '../../../features/quests/components/quests.css';

/** `/collaborateur/{slug}/defis`: the company's awareness quests, the ones under way first, the points earned, and its events. */
export function QuestsPage() {
  const { t } = useTranslation('quests');
  const companySlug = useParams().companySlug!;
  const me = useSession().data!;
  const context = useSpaceContext();
  usePageTitle(t('employee.title'));
  const { query, offline, syncedAt } = useEmployeeQuestsOffline(companySlug);
  return (
    <div className="stack">
      <h1>{t('employee.title')}</h1>
      <p className="muted">{t('employee.intro')}</p>
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus query={query}>{(data) => <QuestSections data={data} />}</QueryStatus>
      {/* The company's awareness events, beside its quests (nothing when there is none). */}
      {hasCompanyFeature(me, context, 'challenges') && <UpcomingEvents companySlug={companySlug} />}
    </div>
  );
}

function QuestSections({ data }: { data: EmployeeQuestList }) {
  const { t } = useTranslation('quests');
  if (data.quests.length === 0) {
    return (
      <div className="card empty-state">
        <img src="/illustrations/thematics/education.svg" alt="" width={160} height={120} />
        <h2>{t('employee.empty.title')}</h2>
        <p className="muted">{t('employee.empty.body')}</p>
      </div>
    );
  }
  const sections = QUEST_STAGES.map((stage) => ({ key: stage, cards: data.quests.filter(({ progress }) => questStage(progress) === stage) })).filter(
    (section) => section.cards.length > 0,
  );
  return (
    <>
      <p className="quest-score" role="status">
        {t('employee.points_total', { count: data.pointsEarned })}
      </p>
      {sections.map((section, index) => (
        <section key={section.key} aria-labelledby={`quests-${section.key}`}>
          <h2 id={`quests-${section.key}`}>{t(`employee.sections.${section.key}`)}</h2>
          <div className="quest-grid">
            {section.cards.map((card, position) => (
              <EmployeeQuestCard key={card.quest.id} card={card} eager={index === 0 && position === 0} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
