import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkListSection } from '../../../ui/NetworkListSection';
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
  const query = useMyChallenges(companySlug);
  return (
    <NetworkListSection
      titleId="upcoming-events-title"
      className="upcoming-events"
      title={t('upcoming.title')}
      query={query}
      items={query.data?.challenges}
      itemKey={(challenge) => challenge.id}
      renderItem={(challenge) => <EventCard challenge={challenge} companySlug={companySlug} />}
      texts={{ offline: t('upcoming.offline'), error: t('upcoming.load_error'), retry: t('upcoming.retry') }}
      skeleton={<UpcomingEventsSkeleton />}
    />
  );
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
