import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EmployeeQuestDetail } from '../../../../shared/quests/quest-api.schema';
import { nextLevelId, questProgress } from '../../../../shared/quests/quest.rules';
import { ApiError } from '../../../lib/api';
import { idFromRef } from '../../../../shared/route-ref';
import { LevelPlayer } from '../../../features/quests/components/LevelPlayer';
import { QuestOverview } from '../../../features/quests/components/QuestOverview';
import { QuestPicture } from '../../../features/quests/components/QuestPicture';
import { QuestProgressBar } from '../../../features/quests/components/QuestProgressBar';
import { useEmployeeQuestOffline } from '../../../features/quests/offline/use-offline-quests';
import { PendingBadge } from '../../../lib/sync/components/PendingBadge';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { SidePanel, usePanel } from '../../../ui/SidePanel';
import { NotFoundPage } from '../NotFoundPage';
import '../../../features/quests/components/quests.css';

/**
 * `/collaborateur/{slug}/defis/{id}-{slug}`: a quest, its levels in play order with where the employee stands, and the
 * level open in the side panel (`?panel-challenge={levelId}`, spec §2). Works offline from the replica.
 */
export function QuestPage() {
  const params = useParams();
  const questId = idFromRef(params.questRef);
  if (questId === null) return <NotFoundPage />;
  return <QuestScreen companySlug={params.companySlug!} questId={questId} />;
}

function QuestScreen({ companySlug, questId }: { companySlug: string; questId: number }) {
  const { query, offline, syncedAt } = useEmployeeQuestOffline(companySlug, questId);
  return (
    <div className="stack">
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus query={query} errorFor={(error) => (error instanceof ApiError && error.status === 404 ? <QuestNotFound /> : undefined)}>
        {(detail) => <QuestView companySlug={companySlug} detail={detail} />}
      </QueryStatus>
    </div>
  );
}

function QuestNotFound() {
  const { t } = useTranslation('quests');
  return (
    <PageMessage title={t('employee.not_found.title')} body={t('employee.not_found.body')}>
      <RouteLink to="quests.list" className="button button--primary">
        {t('employee.back')}
      </RouteLink>
    </PageMessage>
  );
}

function QuestView({ companySlug, detail }: { companySlug: string; detail: EmployeeQuestDetail }) {
  const { t } = useTranslation('quests');
  const { quest, levels, answers } = detail;
  usePageTitle(quest.title);
  const panel = usePanel('challenge');
  const answerOf = new Map(answers.map((answer) => [answer.levelId, answer]));
  const progress = questProgress(
    levels.map((level) => level.id),
    answers,
  );
  const next = nextLevelId(
    levels.map((level) => level.id),
    new Set(answerOf.keys()),
  );
  const openLevel = levels.find((level) => String(level.id) === panel.id);
  return (
    <>
      <RouteLink to="quests.list" className="back-link">
        {t('employee.back')}
      </RouteLink>
      <article className="quest-page">
        <QuestPicture quest={quest} className="quest-page__cover" lazy={false} />
        <h1>{quest.title}</h1>
        <QuestProgressBar progress={progress} />
        {next !== null && (
          <button type="button" className="button button--primary" onClick={() => panel.open(next)}>
            {progress.levelsDone === 0 ? t('employee.start') : t('employee.continue')}
          </button>
        )}
        <section aria-labelledby="quest-levels" className="stack">
          <h2 id="quest-levels">{t('levels.title')}</h2>
          <ol className="level-list">
            {levels.map((level, index) => {
              const answer = answerOf.get(level.id);
              return (
                <li key={level.id} className={`level-list__item${answer ? ' level-list__item--done' : ''}`}>
                  <span className="level-list__number" aria-hidden="true">
                    {answer ? '✓' : index + 1}
                  </span>
                  <span className="level-list__text">
                    <button type="button" className="level-list__open" onClick={() => panel.open(level.id)}>
                      {level.title}
                    </button>
                    <span className="muted">
                      {answer ? t('answer.points_earned', { count: answer.pointsEarned }) : t('points_to_earn', { count: level.rewardPoints })}
                    </span>
                    <PendingBadge filter={{ name: 'level.answer', where: (args) => args.levelId === level.id }} deps={[level.id]} />
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
        <QuestOverview description={quest.description} goals={quest.goals} partners={quest.partners} />
      </article>
      <SidePanel name="challenge" title={openLevel?.title ?? t('levels.title')}>
        {() => (openLevel ? <LevelPlayer companySlug={companySlug} level={openLevel} answer={answerOf.get(openLevel.id)} /> : <p>{t('levels.not_found')}</p>)}
      </SidePanel>
    </>
  );
}
