import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicQuest } from '../../../../shared/quests/quest-api.schema';
import { ApiError } from '../../../lib/api';
import { idFromRef } from '../../../../shared/route-ref';
import { usePublicQuest } from '../../../features/quests/api/employee-quests';
import { LevelSummaries, QuestOverview } from '../../../features/quests/components/QuestOverview';
import { QuestPicture } from '../../../features/quests/components/QuestPicture';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import '../../../features/quests/components/quests.css';

/**
 * `/defis/{id}-{slug}`: a published quest's presentation for anyone with the link; « Participer » opens it in the
 * employee space of its company (which asks to sign in first).
 */
export function QuestPage() {
  const questId = idFromRef(useParams().questRef);
  if (questId === null) return <NotFoundPage />;
  return <PublicQuestScreen questId={questId} />;
}

function PublicQuestScreen({ questId }: { questId: number }) {
  const { t } = useTranslation('quests');
  const query = usePublicQuest(questId);
  return (
    <QueryStatus
      query={query}
      errorFor={(error) => (error instanceof ApiError && error.status === 404 ? <PageMessage title={t('employee.not_found.title')} body={t('employee.not_found.body')} /> : undefined)}
    >
      {(quest) => <PublicQuestView quest={quest} />}
    </QueryStatus>
  );
}

function PublicQuestView({ quest }: { quest: PublicQuest }) {
  const { t } = useTranslation('quests');
  usePageTitle(quest.title);
  return (
    <article className="quest-page stack">
      <QuestPicture quest={quest} className="quest-page__cover" lazy={false} />
      <h1>{quest.title}</h1>
      <p className="muted">
        {t('levels_count', { count: quest.levels.length })} · {t('points_to_earn', { count: quest.points })}
      </p>
      {quest.companySlug && (
        <RouteLink
          to="quests.show"
          context={{ type: 'employee', companySlug: quest.companySlug }}
          params={{ questId: quest.id, questSlug: quest.slug }}
          className="button button--primary"
        >
          {t('public.participate')}
        </RouteLink>
      )}
      <LevelSummaries levels={quest.levels} />
      <QuestOverview description={quest.description} goals={quest.goals} partners={quest.partners} />
    </article>
  );
}
