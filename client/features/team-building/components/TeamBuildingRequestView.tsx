import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_BUILDING_CANCEL_REASONS, type TeamBuildingCancelReason } from '../../../../shared/team-building/cancel-reasons';
import type { TeamBuildingRequestDetail } from '../../../../shared/team-building/team-building-api';
import { TEAM_BUILDING_REQUEST_TABS } from '../../../../shared/team-building/team-building.schema';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors } from '../../../lib/form';
import { SelectField, TextAreaField } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { RouteLink } from '../../../ui/RouteLink';
import { TabBar, useActiveTab } from '../../../ui/TabBar';
import { useRequestAction } from '../api/team-buildings';
import { dayText } from './format';
import './team-building.css';
import { dateTimeFormat } from '../../../../shared/i18n/formatters';

/**
 * A request's page (spec §3 'Request entity with tabs summary, participants and testimonies'), with the steps its
 * reader may take now (from the shared machine, sent with the request): confirm, finish, cancel with one of the four
 * reasons (spec §4).
 */
export function TeamBuildingRequestView({ companySlug, detail }: { companySlug: string; detail: TeamBuildingRequestDetail }) {
  const { t, i18n } = useTranslation(['team-building', 'errors']);
  const errorText = useErrorText();
  const step = useRequestAction(companySlug);
  const tabs = TEAM_BUILDING_REQUEST_TABS.map((id) => ({ id, label: t(`request_tabs.${id}`) }));
  const [active] = useActiveTab(tabs);
  const [canceling, setCanceling] = useState(false);
  const [reason, setReason] = useState<TeamBuildingCancelReason | ''>('');
  const [message, setMessage] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[] | undefined>();
  const { request, teamBuilding } = detail;
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'Europe/Paris' });

  const run = async (action: 'validate' | 'finish' | 'cancel') => {
    try {
      await step.mutateAsync({ requestId: request.id, action, cancel: action === 'cancel' ? { reason: reason as TeamBuildingCancelReason, message: message.trim() || null } : undefined });
      showFlash('success', t(`request.done.${action}`));
      setCanceling(false);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.reason) setReasonErrors(fields.reason);
      else showFlash('error', errorText(error) ?? t('errors:UNEXPECTED'));
    }
  };

  return (
    <article className="stack">
      <header className="page-header">
        <div>
          <h1>{t('request.title', { title: teamBuilding.title })}</h1>
          <p className="team-building-card__badges">
            <span className={`badge badge--${request.state}`}>{t(`request_states.${request.state}`)}</span>
            <span className="badge">{dayText(request.desiredDate)}</span>
          </p>
        </div>
        <div className="actions">
          {detail.availableActions
            .filter((action) => action !== 'cancel')
            .map((action) => (
              <button key={action} type="button" className="button button--primary" disabled={step.isPending} onClick={() => void run(action)}>
                {t(`request_actions.${action}`)}
              </button>
            ))}
          {detail.availableActions.includes('cancel') && !canceling && (
            <button type="button" className="button button--danger-outline" onClick={() => setCanceling(true)}>
              {t('request_actions.cancel')}
            </button>
          )}
        </div>
      </header>
      {canceling && (
        <form
          className="form card"
          aria-labelledby="team-building-cancel-title"
          onSubmit={(event) => {
            event.preventDefault();
            void run('cancel');
          }}
        >
          <h2 id="team-building-cancel-title">{t('request.cancel_title')}</h2>
          <SelectField label={t('request.cancel_reason_label')} name="reason" value={reason} onChange={(event) => setReason(event.target.value as TeamBuildingCancelReason)} errors={reasonErrors}>
            <option value="" />
            {TEAM_BUILDING_CANCEL_REASONS.map((code) => (
              <option key={code} value={code}>
                {t(`cancel_reasons.${code}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t('request.cancel_message')} name="message" rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
          <div className="actions">
            <button type="submit" className="button button--danger" disabled={step.isPending}>
              {t('request.cancel_confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setCanceling(false)}>
              {t('request.cancel_back')}
            </button>
          </div>
        </form>
      )}
      <TabBar tabs={tabs} label={t('request.tabs_label')} />
      <section role="tabpanel" aria-labelledby={`tab-${active}`} className="card">
        {active === 'summary' && (
          <dl className="team-building-view__facts">
            <div>
              <dt>{t('request.team_building')}</dt>
              <dd>
                <RouteLink to="team-building.show" params={{ teamBuilding: teamBuilding.id }}>
                  {teamBuilding.title}
                </RouteLink>
                <br />
                <span className="muted">{t('detail.hours', { duration: t(`durations.${teamBuilding.duration}`), start: teamBuilding.startTime, end: teamBuilding.endTime })}</span>
              </dd>
            </div>
            <div>
              <dt>{t('request.date')}</dt>
              <dd>{dayText(request.desiredDate)}</dd>
            </div>
            <div>
              <dt>{t('request.group_size')}</dt>
              <dd>{request.participantsCount}</dd>
            </div>
            <div>
              <dt>{t('request.joined')}</dt>
              <dd>{t('employee.places', { joined: detail.participants.length, max: teamBuilding.maxParticipants })}</dd>
            </div>
            <div>
              <dt>{t('request.state')}</dt>
              <dd>{t(`request_states.${request.state}`)}</dd>
            </div>
            {request.cancelReason && (
              <div>
                <dt>{t('request.cancel_reason')}</dt>
                <dd>
                  {t(`cancel_reasons.${request.cancelReason}`)}
                  {request.cancelMessage && <span className="muted"> · {request.cancelMessage}</span>}
                </dd>
              </div>
            )}
            {detail.requestedByName && (
              <div>
                <dt>{t('request.requested_by')}</dt>
                <dd>{detail.requestedByName}</dd>
              </div>
            )}
            {request.message && (
              <div>
                <dt>{t('request.message')}</dt>
                <dd>{request.message}</dd>
              </div>
            )}
          </dl>
        )}
        {active === 'participants' &&
          (detail.participants.length === 0 ? (
            <p className="muted">{t('request.participants_empty')}</p>
          ) : (
            <ul className="team-building-people">
              {detail.participants.map((person) => (
                <li key={person.userId}>
                  <strong>{person.fullName}</strong> · {person.email}
                  <br />
                  <span className="muted">{t('request.registered_at', { date: dateTime.format(new Date(person.registeredAt)) })}</span>
                </li>
              ))}
            </ul>
          ))}
        {active === 'testimonies' &&
          (detail.testimonies.length === 0 ? (
            <p className="muted">{t('request.testimonies_empty')}</p>
          ) : (
            <ul className="team-building-people">
              {detail.testimonies.map((testimony) => (
                <li key={testimony.userId}>
                  <blockquote className="team-building-view__description">{testimony.testimony}</blockquote>
                  <span className="muted">— {testimony.fullName}</span>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </article>
  );
}
