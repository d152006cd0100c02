import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeChallenge } from '../../../../shared/challenges/challenge.views';
import { useErrorText } from '../../../lib/error-text';
import { Ltr } from '../../../ui/Bidi';
import { showFlash, showToast } from '../../../ui/notifications';
import { useParticipation } from '../api/get-my-challenges';
import { CalendarMenu } from './CalendarMenu';
import { formatEventWhen } from './format';
import './challenges.css';

/** The picture of a card: 16:9, its size declared so nothing moves when it comes. */
export const EVENT_IMAGE = { width: 640, height: 360 } as const;

/**
 * One event as an employee sees it: picture, date and times, points, « Je participe » (then « Inscrit·e » and
 * « Se désinscrire » while it has not started), « Ajouter à mon agenda », and after it the 24-hour points notice.
 * The buttons are the actions the server sent with the event.
 */
export function EventCard({ challenge, companySlug, headingLevel = 3 }: { challenge: EmployeeChallenge; companySlug: string; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('challenges');
  const errorText = useErrorText();
  const headingId = useId();
  const participation = useParticipation(companySlug);
  const image = challenge.coverImage ?? challenge.thumbnailImage;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const run = (action: 'participate' | 'unregister') =>
    participation.mutate(
      { id: challenge.id, action },
      {
        onSuccess: () => showToast('success', t(action === 'participate' ? 'upcoming.registered_toast' : 'upcoming.unregistered_toast', { name: challenge.name })),
        onError: (error) => showFlash('error', errorText(error) ?? ''),
      },
    );
  const when = formatEventWhen(challenge, i18n.language, (values) => t('when', values));
  return (
    <article className="card event-card" aria-labelledby={headingId}>
      {image ? (
        <img className="event-card__image" src={image} alt="" width={EVENT_IMAGE.width} height={EVENT_IMAGE.height} loading="lazy" />
      ) : (
        <div className="event-card__image event-card__image--none" aria-hidden="true" />
      )}
      <div className="event-card__body">
        <Heading id={headingId} className="event-card__title" dir="auto">
          {challenge.name}
        </Heading>
        <p className="event-card__when">
          <Ltr>{when}</Ltr>
          {challenge.timing === 'ongoing' && <span className="badge">{t('upcoming.ongoing')}</span>}
        </p>
        <p className="event-card__points">{t('upcoming.points', { count: challenge.rewardPoints })}</p>
        {challenge.description && (
          <p className="event-card__description" dir="auto">
            {challenge.description}
          </p>
        )}
        {challenge.landingPageUrl && (
          <a className="event-card__link" href={challenge.landingPageUrl} target="_blank" rel="noopener noreferrer">
            {t('upcoming.more')}
          </a>
        )}
        {challenge.pointsPending && (
          <p className="event-card__notice" role="note">
            {t('upcoming.points_pending')}
          </p>
        )}
        {challenge.participation?.pointsEarned != null && (
          <p className="event-card__notice">{t('upcoming.points_earned', { count: challenge.participation.pointsEarned })}</p>
        )}
        <div className="event-card__actions">
          {challenge.availableActions.includes('participate') && (
            <button type="button" className="button button--primary" disabled={participation.isPending} onClick={() => run('participate')}>
              {t('upcoming.participate')}
            </button>
          )}
          {challenge.participation && <span className="badge event-card__registered">{t('upcoming.registered')}</span>}
          {challenge.availableActions.includes('unregister') && (
            <button type="button" className="button button--ghost" disabled={participation.isPending} onClick={() => run('unregister')}>
              {t('upcoming.unregister')}
            </button>
          )}
          {challenge.timing !== 'past' && <CalendarMenu companySlug={companySlug} challengeId={challenge.id} />}
        </div>
      </div>
    </article>
  );
}
