import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../ui/RouteLink';
import { PendingBadge } from '../../../lib/sync/components/PendingBadge';
import { formatSlotRange } from '../format';
import type { PendingApplication } from './use-offline-engagements';
import { Ltr } from '../../../ui/Bidi';

/**
 * 'Mes expériences': the applications made offline that the server has not
 * acknowledged yet, each marked 'En attente de synchronisation'. One leaves
 * this list when the server has it (it then appears among the others) or
 * refused it (the conflict card says why). `pending` comes from usePendingApplications().
 */
export function PendingApplications({ pending }: { pending: readonly PendingApplication[] }) {
  const { t } = useTranslation('engagements');
  if (pending.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="experiences-pending">
      <h2 id="experiences-pending">{t('experiences.pending_title', { count: pending.length })}</h2>
      <ul className="experience-list">
        {pending.map((application) => (
          <PendingCard key={application.engagementId} application={application} />
        ))}
      </ul>
    </section>
  );
}

function PendingCard({ application }: { application: PendingApplication }) {
  const { t } = useTranslation('engagements');
  const title = application.missionTitle ?? t('experiences.pending_unknown_mission', { id: application.missionId });
  return (
    <li className="card experience-card">
      <div className="experience-card__head">
        {application.missionSlug ? (
          <RouteLink to="missions.show" params={{ missionId: application.missionId, missionSlug: application.missionSlug }} className="experience-card__title">
            {title}
          </RouteLink>
        ) : (
          <span className="experience-card__title">{title}</span>
        )}
        <PendingBadge pending />
      </div>
      {application.associationName && <p className="muted">{application.associationName}</p>}
      <p className="muted">
        {application.timeslots.length > 0 ? <Ltr>{application.timeslots.map((slot) => formatSlotRange(slot.startsAt, slot.endsAt)).join(', ')}</Ltr> : t('experiences.no_date')}
        {application.timeType ? ` · ${t(`time_types.${application.timeType}`)}` : ''}
      </p>
    </li>
  );
}
