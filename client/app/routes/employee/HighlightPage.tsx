import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EmployeeHighlightDetail } from '../../../../shared/highlights/highlight-api';
import { EventCard } from '../../../features/challenges/components/EventCard';
import { useMyChallenges } from '../../../features/challenges/api/get-my-challenges';
import { HighlightIntro } from '../../../features/highlights/components/HighlightIntro';
import { useEmployeeHighlightOffline } from '../../../features/highlights/offline/use-offline-highlights';
import { MissionCardView } from '../../../features/missions/components/search/MissionCardView';
import { EmployeeQuestCard } from '../../../features/quests/components/EmployeeQuestCard';
import { ApiError } from '../../../lib/api';
import { idFromRef } from '../../../../shared/route-ref';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import '../../../features/highlights/components/highlights.css';
import '../../../features/missions/components/search/search.css';
import '../../../features/quests/components/quests.css';

/**
 * `/collaborateur/{slug}/temps-forts/{id}-{slug}`: a highlight of the company (its own, or one of the catalogue it
 * selected): cover, days, description and quote, then what of it the employee sees: missions as the search shows
 * them, quests with where they stand, events with « Je participe ». From the device's replica until the server answers,
 * and offline (its events are read online only).
 */
export function HighlightPage() {
  const params = useParams();
  const id = idFromRef(params.highlightRef);
  if (id === null) return <NotFoundPage />;
  return <HighlightScreen companySlug={params.companySlug!} id={id} />;
}

function HighlightScreen({ companySlug, id }: { companySlug: string; id: number }) {
  const { t } = useTranslation('highlights');
  const { query, offline, syncedAt } = useEmployeeHighlightOffline(companySlug, id);
  return (
    <div className="highlight-page">
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus
        query={query}
        errorFor={(error) =>
          error instanceof ApiError && error.status === 404 ? (
            <PageMessage title={t('employee.not_found_title')} body={t('employee.not_found_body')}>
              <RouteLink to="space.home" className="button button--primary">
                {t('employee.back_home')}
              </RouteLink>
            </PageMessage>
          ) : undefined
        }
      >
        {(detail) => <HighlightView companySlug={companySlug} detail={detail} />}
      </QueryStatus>
    </div>
  );
}

function HighlightView({ companySlug, detail }: { companySlug: string; detail: EmployeeHighlightDetail }) {
  const { t } = useTranslation('highlights');
  usePageTitle(detail.highlight.title);
  // « Je participe » refreshes the employee's events: their latest state is shown here too.
  const mine = useMyChallenges(companySlug, { enabled: detail.challenges.length > 0 });
  const challenges = detail.challenges.map((challenge) => mine.data?.challenges.find((latest) => latest.id === challenge.id) ?? challenge);
  const empty = detail.missions.length === 0 && detail.quests.length === 0 && challenges.length === 0 && !detail.challengesOnlineOnly;
  const notice = detail.timing === 'over' ? t('employee.over_notice') : detail.timing === 'upcoming' ? t('employee.upcoming_notice') : null;
  return (
    <>
      <RouteLink to="space.home" className="back-link">
        {t('employee.back_home')}
      </RouteLink>
      <HighlightIntro
        highlight={detail.highlight}
        badge={<span className={`badge badge--highlight-${detail.timing === 'current' ? 'published' : 'draft'}`}>{t(`timing.${detail.timing}`)}</span>}
        notice={notice}
      />
      {empty && <p className="card">{t('employee.empty')}</p>}
      {detail.missions.length > 0 && (
        <section className="highlight-section" aria-labelledby="highlight-missions">
          <h2 id="highlight-missions">{t('employee.missions_title')}</h2>
          <ul className="highlight-section__list">
            {detail.missions.map((mission, index) => (
              <li key={mission.id}>
                <MissionCardView mission={mission} eager={index < 2} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {detail.quests.length > 0 && (
        <section className="highlight-section" aria-labelledby="highlight-quests">
          <h2 id="highlight-quests">{t('employee.quests_title')}</h2>
          <ul className="highlight-section__list">
            {detail.quests.map((card) => (
              <li key={card.quest.id}>
                <EmployeeQuestCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {detail.challengesOnlineOnly && (
        <section className="highlight-section" aria-labelledby="highlight-challenges">
          <h2 id="highlight-challenges">{t('employee.challenges_title')}</h2>
          <p className="card muted">{t('employee.challenges_offline')}</p>
        </section>
      )}
      {challenges.length > 0 && (
        <section className="highlight-section" aria-labelledby="highlight-challenges">
          <h2 id="highlight-challenges">{t('employee.challenges_title')}</h2>
          <ul className="highlight-section__list">
            {challenges.map((challenge) => (
              <li key={challenge.id}>
                <EventCard challenge={challenge} companySlug={companySlug} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
