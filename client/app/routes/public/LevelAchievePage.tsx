import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { PublicLevelLink } from '../../../../shared/quests/quest-api.schema';
import { buildPath } from '../../../../shared/routes';
import { ApiError, apiFetch } from '../../../lib/api';
import { idFromRef } from '../../../../shared/route-ref';
import { PageMessage } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { NotFoundPage } from '../NotFoundPage';

/**
 * `/defis/levels/{id}-{slug}/achieve`: a link to one level. It opens the level's quest in its company's employee
 * space with the level in its panel; that space asks to sign in first, and comes back here after.
 */
export function LevelAchievePage() {
  const levelId = idFromRef(useParams().levelRef);
  if (levelId === null) return <NotFoundPage />;
  return <LevelRedirect levelId={levelId} />;
}

function LevelRedirect({ levelId }: { levelId: number }) {
  const { t } = useTranslation('quests');
  const query = useQuery({ queryKey: ['quests', 'public', 'level', levelId], queryFn: () => apiFetch<PublicLevelLink>(`/levels/${levelId}`) });
  const notFound = <PageMessage title={t('employee.not_found.title')} body={t('employee.not_found.body')} />;
  return (
    <QueryStatus query={query} errorFor={(error) => (error instanceof ApiError && error.status === 404 ? notFound : undefined)}>
      {(link) =>
        link.companySlug ? (
          <Navigate
            replace
            to={buildPath('quests.show', { type: 'employee', companySlug: link.companySlug }, { questId: link.questId, questSlug: link.questSlug }, { 'panel-challenge': link.levelId })}
          />
        ) : (
          <Navigate replace to={buildPath('quests.show', { type: 'public' }, { questId: link.questId, questSlug: link.questSlug })} />
        )
      }
    </QueryStatus>
  );
}
