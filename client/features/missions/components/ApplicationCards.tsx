import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import { RouteLink } from '../../../ui/RouteLink';
import { formatDate, formatSlotRange } from './format';
import './application-cards.css';

/** The state badge's tone: what waits for the referent stands out. */
const TONE: Record<MissionApplication['state'], string> = {
  created: 'badge--warning',
  validated: 'badge--success',
  finished: '',
  canceled: 'badge--muted',
};

/**
 * The Candidatures tab on a phone: one card per application (the volunteer,
 * the state, the dates, the referent's actions given by the screen), so
 * « Confirmer » sits under the name instead of two screens to the right.
 */
export function ApplicationCards({ applications, actions }: { applications: readonly MissionApplication[]; actions?: (application: MissionApplication) => ReactNode }) {
  const { t } = useTranslation(['missions', 'engagements']);
  return (
    <ul className="application-cards" aria-label={t('missions:dashboard.tab_applications')}>
      {applications.map((application) => {
        const slots = application.timeslots.map((slot) => formatSlotRange(slot.startsAt, slot.endsAt));
        return (
          <li key={application.id} className="card application-card">
            <div className="application-card__head">
              <h3 className="application-card__name">{application.volunteer.fullName}</h3>
              <span className={`badge ${TONE[application.state]}`}>{t(`engagements:states.${application.state}`)}</span>
            </div>
            <p className="muted application-card__who">
              {application.volunteer.companyName} · {application.volunteer.email}
            </p>
            <dl className="application-card__facts">
              <dt>{t('missions:dashboard.col_slots')}</dt>
              <dd>{slots.length > 0 ? slots.map((slot) => <span key={slot}>{slot}</span>) : '—'}</dd>
              <dt>{t('missions:dashboard.col_time_type')}</dt>
              <dd>{t(`engagements:time_types.${application.timeType}`)}</dd>
              <dt>{t('missions:dashboard.col_applied_at')}</dt>
              <dd>{formatDate(application.createdAt)}</dd>
            </dl>
            {application.message && <p className="application-card__message">{application.message}</p>}
            <div className="application-card__actions">
              {actions?.(application)}
              <RouteLink to="engagement.show" params={{ engagementId: application.id }} className="button button--small button--ghost">
                {t('engagements:follow_up.open')}
              </RouteLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
