import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/online';
import { useMyChallenges } from '../api/get-my-challenges';
import { EventCard } from './EventCard';
import './challenges.css';

/**
 * « Événements à venir »: a self-contained section of the employee space (the home, the quests page) listing the
 * events the employee sees as cards. Nothing at all when there is none; while loading, a block of its final size;
 * an error with a retry; offline, that the events need the network (they are not kept on the device).
 */
export function UpcomingEvents({ companySlug }: { companySlug: string }) {
  // Its namespace loads with the section, not with the page that holds it: the wait keeps the section's shape.
  return (
    <Suspense fallback={<UpcomingEventsSkeleton />}>
      <UpcomingEventsSection companySlug={companySlug} />
    </Suspense>
  );
}

function UpcomingEventsSection({ companySlug }: { companySlug: string }) {
  const { t } = useTranslation('challenges');
  const online = useOnline();
  const query = useMyChallenges(companySlug);
  const title = (
    <h2 id="upcoming-events-title" className="upcoming-events__title">
      {t('upcoming.title')}
    </h2>
  );
  if (query.data) {
    if (query.data.challenges.length === 0) return null;
    return (
      <section className="upcoming-events" aria-labelledby="upcoming-events-title">
        {title}
        <ul className="upcoming-events__list">
          {query.data.challenges.map((challenge) => (
            <li key={challenge.id}>
              <EventCard challenge={challenge} companySlug={companySlug} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const offline = query.fetchStatus === 'paused' || (!online && query.fetchStatus !== 'fetching');
  if (offline || query.isError) {
    return (
      <section className="upcoming-events" aria-labelledby="upcoming-events-title">
        {title}
        <div className="card upcoming-events__message" role={offline ? 'status' : 'alert'}>
          <p>{offline ? t('upcoming.offline') : t('upcoming.load_error')}</p>
          {!offline && (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {t('upcoming.retry')}
            </button>
          )}
        </div>
      </section>
    );
  }
  return <UpcomingEventsSkeleton />;
}

/** The section as it will show with one card: its title line and a card of the final size. */
function UpcomingEventsSkeleton() {
  return (
    <div className="upcoming-events" aria-busy="true">
      <div className="upcoming-events__title events-skeleton events-skeleton--title" />
      <div className="card event-card events-skeleton events-skeleton--card" />
    </div>
  );
}
