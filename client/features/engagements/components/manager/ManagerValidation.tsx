import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagerValidationView } from '../../../../../shared/engagements/engagement-api.schema';
import { formatDate } from '../../../../../shared/i18n/languages';
import { useErrorText } from '../../../../lib/error-text';
import { showToast } from '../../../../ui/notifications';
import { type ManagerDecision, useDecideManagerDate } from '../../api/manager-validation';
import { formatDateRange } from '../follow-up/format-dates';
import { DateDecisionDialog } from './DateDecisionDialog';
import '../engagement-handling.css';

type Slot = ManagerValidationView['timeslots'][number];

/**
 * What the manager decides on (spec §2, issue 6): who, for which company and
 * mission, and each date with « Valider » / « Refuser » while it awaits a
 * decision; once decided, the date shows its new state.
 */
export function ManagerValidation(props: { token: string; view: ManagerValidationView; online: boolean }) {
  const { t } = useTranslation('engagements');
  const errorText = useErrorText();
  const decide = useDecideManagerDate(props.token);
  const [asking, setAsking] = useState<{ slot: Slot; decision: ManagerDecision } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { view } = props;
  const waiting = view.timeslots.filter((slot) => slot.state === 'toValidate').length;

  const confirm = () => {
    if (!asking) return;
    setError(null);
    decide.mutate(
      { timeslotId: asking.slot.id, decision: asking.decision },
      {
        onSuccess: () => {
          showToast('success', t(asking.decision === 'validate' ? 'manager_validation.validated_toast' : 'manager_validation.rejected_toast', { date: formatDateRange(asking.slot.startsAt, asking.slot.endsAt) }));
          setAsking(null);
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="manager-request-title">
        <h2 id="manager-request-title">{t('manager_validation.request_title')}</h2>
        <dl className="details">
          <dt>{t('manager_validation.employee')}</dt>
          <dd>{view.employee.fullName}</dd>
          <dt>{t('manager_validation.company')}</dt>
          <dd>{view.company.name}</dd>
          <dt>{t('manager_validation.mission')}</dt>
          <dd>{view.mission.title}</dd>
          {view.mission.associationName && (
            <>
              <dt>{t('manager_validation.association')}</dt>
              <dd>{view.mission.associationName}</dd>
            </>
          )}
        </dl>
        <p className="muted">{t('manager_validation.link_expires', { date: formatDate(view.expiresAt, 'Europe/Paris') })}</p>
      </section>
      <section className="card stack" aria-labelledby="manager-dates-title">
        <h2 id="manager-dates-title">{t('manager_validation.dates_title')}</h2>
        <p role="status">{waiting > 0 ? t('manager_validation.waiting_count', { number: waiting }) : t('manager_validation.all_decided')}</p>
        {!props.online && <p className="form__hint">{t('manager_validation.offline')}</p>}
        {view.timeslots.length === 0 ? (
          <p className="muted">{t('manager_validation.no_dates')}</p>
        ) : (
          <ul className="list">
            {view.timeslots.map((slot) => (
              <li key={slot.id} className="manager-date" data-testid={`manager-date-${slot.id}`}>
                <span>{formatDateRange(slot.startsAt, slot.endsAt)}</span>{' '}
                <span className={`badge badge--${slot.state}`}>{t(`timeslot_states.${slot.state}`)}</span>
                {slot.state === 'toValidate' && (
                  <span className="actions">
                    <button type="button" className="button button--primary button--small" disabled={!props.online} onClick={() => setAsking({ slot, decision: 'validate' })}>
                      {t('manager_validation.validate')}
                    </button>
                    <button type="button" className="button button--danger-outline button--small" disabled={!props.online} onClick={() => setAsking({ slot, decision: 'reject' })}>
                      {t('manager_validation.reject')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {asking && (
        <DateDecisionDialog
          decision={asking.decision}
          employee={view.employee.fullName}
          date={formatDateRange(asking.slot.startsAt, asking.slot.endsAt)}
          pending={decide.isPending}
          error={error}
          onConfirm={confirm}
          onCancel={() => {
            setAsking(null);
            setError(null);
          }}
        />
      )}
    </div>
  );
}
