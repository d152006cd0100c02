import { useTranslation } from 'react-i18next';
import type { EngagementView } from '../../../../../shared/engagements/engagement-api.schema';
import { formatDate } from '../../../../../shared/i18n/languages';
import { useDownload } from '../../../../lib/use-download';
import { RouteLink } from '../../../../ui/RouteLink';
import { agreementDownload } from '../../api/agreement';
import '../engagement-handling.css';
import { formatDateRange, formatInstant } from './format-dates';
import { ReferentActions } from './ReferentActions';

/**
 * One application as the association follows it (spec §2
 * `/association/{slug}/suivi-missions/{engagementId}`): the volunteer, their
 * company, the dates and their validation, the message, the state; the
 * referent's actions, or a read-only note for the other members (spec §6).
 */
export function EngagementFollowUp(props: { associationSlug: string; engagement: EngagementView; isReferent: boolean; online: boolean }) {
  const { t } = useTranslation('engagements');
  const { engagement } = props;
  const download = useDownload();
  return (
    <div className="stack engagement-follow-up">
      <header className="page-header stack">
        <h1>{t('follow_up.title', { volunteer: engagement.volunteer.fullName })}</h1>
        <p>
          <RouteLink to="missions.show" params={{ missionId: engagement.mission.id }}>
            {engagement.mission.title}
          </RouteLink>
        </p>
        <p>
          <span className={`badge badge--${engagement.state}`} data-testid="engagement-state">
            {t(`states.${engagement.state}`)}
          </span>{' '}
          <span className="muted">
            {t('follow_up.step')} {t(`steps.${engagement.step}`)}
          </span>
        </p>
      </header>

      <section className="card stack" aria-labelledby="follow-up-actions-title">
        <h2 id="follow-up-actions-title">{t('follow_up.actions_title')}</h2>
        {props.isReferent ? (
          engagement.availableActions.length > 0 ? (
            <>
              {!props.online && <p className="form__hint">{t('follow_up.offline_queue')}</p>}
              {/* Offline, confirm and finish wait in the outbox; the other steps need the server (ReferentActions). */}
              <ReferentActions
                associationSlug={props.associationSlug}
                engagement={{ id: engagement.id, volunteerName: engagement.volunteer.fullName, availableActions: engagement.availableActions }}
              />
            </>
          ) : (
            <p className="muted">{t('follow_up.no_action')}</p>
          )
        ) : (
          <p className="notice notice--warning" role="note">
            {t('follow_up.read_only')}
          </p>
        )}
        <p className="actions">
          <RouteLink to="messenger" params={{ engagementId: engagement.id }} className="button">
            {t('follow_up.open_messenger')}
          </RouteLink>
          <button type="button" className="button" onClick={() => {
              const agreement = agreementDownload(props.associationSlug, engagement.id, 'associations');
              void download(agreement.path, agreement.fileName);
            }}>
            {t('detail.agreement')}
          </button>
        </p>
      </section>

      <section className="card stack" aria-labelledby="follow-up-volunteer-title">
        <h2 id="follow-up-volunteer-title">{t('follow_up.volunteer_title')}</h2>
        <dl className="details">
          <dt>{t('follow_up.volunteer')}</dt>
          <dd>
            {engagement.volunteer.fullName} · <a href={`mailto:${engagement.volunteer.email}`}>{engagement.volunteer.email}</a>
          </dd>
          <dt>{t('follow_up.company')}</dt>
          <dd>{engagement.companyName}</dd>
          <dt>{t('follow_up.time_type')}</dt>
          <dd>{t(`time_types.${engagement.timeType}`)}</dd>
          <dt>{t('follow_up.applied_at')}</dt>
          <dd>{formatDate(engagement.createdAt, 'Europe/Paris')}</dd>
          <dt>{t('follow_up.last_activity')}</dt>
          <dd>{formatInstant(engagement.lastActivityAt)}</dd>
          {engagement.approximateDurationHours !== null && (
            <>
              <dt>{t('follow_up.duration')}</dt>
              <dd>{t('follow_up.hours', { hours: engagement.revisedDurationHours ?? engagement.approximateDurationHours })}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="card stack" aria-labelledby="follow-up-message-title">
        <h2 id="follow-up-message-title">{t('follow_up.message_title')}</h2>
        {engagement.message ? <p className="messenger__body">{engagement.message}</p> : <p className="muted">{t('follow_up.no_message')}</p>}
      </section>

      {engagement.state === 'canceled' && engagement.cancelReason && (
        <section className="card stack" aria-labelledby="follow-up-cancel-title">
          <h2 id="follow-up-cancel-title">{t('follow_up.canceled_title')}</h2>
          <p>
            {t(`cancel_reasons.${engagement.cancelReason}`)}
            {engagement.otherReason ? ` : ${engagement.otherReason}` : ''}
          </p>
          {engagement.cancelMessage && <p className="messenger__body">{engagement.cancelMessage}</p>}
        </section>
      )}

      <section className="card stack" aria-labelledby="follow-up-dates-title">
        <h2 id="follow-up-dates-title">{t('follow_up.dates_title')}</h2>
        {engagement.timeslots.length === 0 ? (
          <p className="muted">{t('follow_up.no_dates')}</p>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="follow-up-dates-title">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('follow_up.col_date')}</th>
                  <th scope="col">{t('follow_up.col_validation')}</th>
                  <th scope="col">{t('follow_up.col_validator')}</th>
                </tr>
              </thead>
              <tbody>
                {engagement.timeslots.map((slot) => (
                  <tr key={slot.id}>
                    <td>{formatDateRange(slot.startsAt, slot.endsAt)}</td>
                    <td>{t(`timeslot_states.${slot.state}`)}</td>
                    <td>{slot.validatorType ? t(`validator_types.${slot.validatorType}`) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
