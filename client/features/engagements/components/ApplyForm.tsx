import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotCreditHours } from '../../../../shared/credits/engagement-hours';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import type { EngagementTimeType } from '../../../../shared/engagements/engagement.schema';
import type { FieldErrors } from '../../../../shared/errors';
import type { MissionPage, MissionPageTimeslot } from '../../../../shared/missions/mission-search.schema';
import { validationMessage } from '../../../../shared/validation/messages';
import { ApiError } from '../../../lib/api';
import { validateForm } from '../../../lib/form';
import { isOnline } from '../../../lib/online';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { RouteLink } from '../../../ui/RouteLink';
import { useApplyToMission } from '../api/apply';
import { useOfflineCreditCheck } from '../offline/offline-credit';
import { useOfflineQueue } from '../offline/use-offline-engagements';
import { durationText } from '../format';
import { type CreditShortfall, CreditWarningDialog, FullSlotRefusal, TimeslotChoices, numbers } from './TimeslotChoices';
import { trackEvent } from '../../../lib/analytics';
import './engagements.css';

// The server's schema checks the form when it is sent: it loads with the form, in parallel, not as part of the page.
const applySchema = import('../../../../shared/engagements/engagement-api.schema').then((module) => module.applyRequestSchema);

/** The label of each field of the form, for the error summary, in the order of the form. */
const FIELD_LABELS: Record<string, string> = { timeslotIds: 'apply.timeslots', timeType: 'apply.time_type', message: 'apply.message' };

interface Refusal {
  code: string;
  details: Record<string, unknown>;
}

/**
 * The application form (spec §8 'Applying', 'Timeslots', 'Credit'): the slots
 * with their places and sign-up state, work or personal time as the mission
 * allows, a message, and the solidarity days it will use. The engagement id is
 * made once per form, so sending again after a lost answer never applies twice.
 */
export function ApplyForm({
  companySlug,
  page,
  onApplied,
  onQueued,
  onStale,
}: {
  companySlug: string;
  page: MissionPage;
  onApplied: (engagement: EngagementView) => void;
  /** Offline, the application was stored on the device and will be sent when the network is back (sync outbox). */
  onQueued?: (engagementId: string) => void;
  /** The server saw other places than the page shows (a full or closed slot): the screen reloads the mission. */
  onStale?: () => void;
}) {
  const { t } = useTranslation(['engagements', 'credits', 'errors']);
  const { mission } = page;
  const apply = useApplyToMission(companySlug);
  const queue = useOfflineQueue();
  const offlineCreditCheck = useOfflineCreditCheck();
  const [queueing, setQueueing] = useState(false);
  const [engagementId] = useState(() => crypto.randomUUID());
  const usesTimeslots = mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
  const [selected, setSelected] = useState<number[]>([]);
  const [timeType, setTimeType] = useState<EngagementTimeType | ''>(mission.timeType === 'both' ? '' : mission.timeType);
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  // Each refused try moves the focus to the error summary.
  const [attempt, setAttempt] = useState(0);
  const showErrors = (errors: FieldErrors) => {
    setFields(errors);
    setAttempt((current) => current + 1);
  };
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [offline, setOffline] = useState(false);
  const [creditWarning, setCreditWarning] = useState<CreditShortfall | null>(null);
  // Slots the server said are full since the page loaded.
  const [fullIds, setFullIds] = useState<number[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const ids = { slots: useId(), timeType: useId(), message: useId() };

  const slotById = new Map(page.timeslots.map((slot) => [slot.id, slot]));
  const chosen = page.timeslots.filter((slot) => selected.includes(slot.id));
  const creditHours = chosen.reduce((sum, slot) => sum + slotCreditHours({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) }), 0);

  // A field's message goes once the field is changed; the others stay until the next try.
  const clearField = (name: string) =>
    setFields((current) => {
      if (!(name in current)) return current;
      const { [name]: _, ...rest } = current;
      return rest;
    });
  const toggle = (id: number, on: boolean) => {
    clearField('timeslotIds');
    setSelected((current) => (on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id)));
  };

  const request = (acknowledgeInsufficientCredit: boolean) => ({
    engagementId,
    missionId: mission.id,
    timeslotIds: usesTimeslots ? selected : [],
    timeType: timeType || undefined,
    message: message.trim() ? message : undefined,
    onFull: 'reject',
    acknowledgeInsufficientCredit,
  });

  const send = async (acknowledgeInsufficientCredit: boolean) => {
    setRefusal(null);
    setOffline(false);
    const checked = validateForm(await applySchema, request(acknowledgeInsufficientCredit));
    const missingSlot = usesTimeslots && selected.length === 0;
    if (!checked.ok || missingSlot) {
      // Listed in the order of the form: the slots come first.
      const errors: FieldErrors = missingSlot ? { timeslotIds: [validationMessage('timeslot_required')] } : {};
      return showErrors({ ...errors, ...(checked.ok ? {} : checked.fields) });
    }
    setFields({});
    // Offline, the application waits in the outbox with this form's engagement id (sent once, whatever the network
    // does); without an outbox (no offline space) it is not sent and the form keeps what was chosen.
    // The credit warning the server would answer is computed from the replica first, and confirmed here.
    const queueOrSayOffline = () => {
      if (!queue.available || !onQueued) return setOffline(true);
      setQueueing(true);
      offlineCreditCheck(checked.data, chosen)
        .then(async (shortfall) => {
          if (shortfall) return setCreditWarning(shortfall);
          await queue.apply(checked.data);
          trackEvent('application_sent', { missionId: mission.id, timeType: checked.data.timeType, offline: true });
          onQueued(checked.data.engagementId);
        })
        .catch(() => setOffline(true))
        .finally(() => setQueueing(false));
    };
    // The mutation itself would wait, paused, for the network: queue (or say so) at once instead.
    if (!isOnline()) return queueOrSayOffline();
    apply.mutate(checked.data, {
      onSuccess: (answer) => {
        trackEvent('application_sent', { missionId: mission.id, timeType: checked.data.timeType });
        onApplied(answer.engagement);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return setRefusal({ code: 'UNEXPECTED', details: {} });
        if (error.code === 'NETWORK') return queueOrSayOffline();
        if (error.code === 'INSUFFICIENT_CREDIT') {
          const { requestedDays, availableDays } = error.details as { requestedDays?: number; availableDays?: number };
          return setCreditWarning({ requestedDays: requestedDays ?? 0, availableDays: availableDays ?? 0 });
        }
        if (error.code === 'VALIDATION_FAILED' && Object.keys(error.fields).length > 0) return showErrors(error.fields);
        if (error.code === 'TIMESLOT_FULL') {
          const full = numbers(error.details.fullTimeslotIds);
          setFullIds((current) => [...new Set([...current, ...full])]);
          setSelected((current) => current.filter((id) => !full.includes(id)));
          onStale?.();
        }
        if (error.code === 'SIGNUPS_CLOSED') onStale?.();
        setRefusal({ code: error.code, details: error.details });
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(false);
  };

  const timeTypes: EngagementTimeType[] = mission.timeType === 'both' ? ['work', 'personal'] : [mission.timeType];
  const slotError = fields.timeslotIds;
  const timeTypeError = fields.timeType;
  const messageError = fields.message;

  return (
    <form ref={form} className="form apply-form" onSubmit={submit} noValidate aria-labelledby="apply-title">
      <h2 id="apply-title">{t('apply.form_title')}</h2>
      <ErrorSummary items={errorSummaryItems(fields, (name) => t(FIELD_LABELS[name] ?? 'apply.form_title'), Object.keys(FIELD_LABELS))} attempt={attempt} />

      {usesTimeslots ? (
        <fieldset className="apply-form__slots" data-field="timeslotIds" aria-describedby={slotError ? `${ids.slots}-error` : undefined}>
          <legend className="field__label">{t('apply.timeslots')}</legend>
          {page.timeslots.length === 0 ? (
            <p className="form__error" role="alert">
              {t('errors:NO_TIMESLOT_AVAILABLE')}
            </p>
          ) : (
            <TimeslotChoices companySlug={companySlug} timeslots={page.timeslots} selected={selected} onToggle={toggle} fullIds={fullIds} invalid={Boolean(slotError)} />
          )}
          {slotError && (
            <span className="field__error" id={`${ids.slots}-error`} role="alert">
              {slotError.join(' ')}
            </span>
          )}
        </fieldset>
      ) : (
        <div className="field">
          <span className="field__label">{t('apply.availability')}</span>
          <p>{mission.requiredAvailability}</p>
        </div>
      )}

      <fieldset className="apply-form__time-type" aria-describedby={timeTypeError ? `${ids.timeType}-error` : undefined}>
        <legend className="field__label">{t('apply.time_type')}</legend>
        {timeTypes.map((type) => (
          <label key={type} className="apply-form__radio">
            <input
              type="radio"
              name="timeType"
              value={type}
              checked={timeType === type}
              aria-invalid={timeTypeError ? true : undefined}
              onChange={() => {
                clearField('timeType');
                setTimeType(type);
              }}
            />
            <span>{t(`time_types.${type}`)}</span>
          </label>
        ))}
        {mission.timeType !== 'both' && <p className="form__hint">{t('apply.time_type_only', { type: t(`time_types.${mission.timeType}`) })}</p>}
        {timeTypeError && (
          <span className="field__error" id={`${ids.timeType}-error`} role="alert">
            {timeTypeError.join(' ')}
          </span>
        )}
      </fieldset>

      {usesTimeslots && timeType && (
        <p className="apply-form__credit" role="status">
          {timeType === 'work'
            ? t('apply.credit_use', { days: durationText(t, creditHours) })
            : t('apply.credit_personal')}
          {timeType === 'work' && <span className="form__hint"> {t('apply.credit_rule')}</span>}
        </p>
      )}

      <div className="field">
        <label className="field__label" htmlFor={ids.message}>
          {t('apply.message')}
        </label>
        <span className="field__hint" id={`${ids.message}-hint`}>
          {t('apply.message_hint')}
        </span>
        <textarea
          id={ids.message}
          name="message"
          rows={4}
          maxLength={5000}
          value={message}
          onChange={(event) => {
            clearField('message');
            setMessage(event.target.value);
          }}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${ids.message}-hint${messageError ? ` ${ids.message}-error` : ''}`}
        />
        {messageError && (
          <span className="field__error" id={`${ids.message}-error`} role="alert">
            {messageError.join(' ')}
          </span>
        )}
      </div>

      {offline && (
        <p className="form__error" role="alert">
          {t('apply.offline')}
        </p>
      )}
      {refusal && (
        <RefusalMessage
          refusal={refusal}
          companySlug={companySlug}
          slotById={slotById}
          onChoose={(id) => {
            clearField('timeslotIds');
            setSelected([id]);
          }}
        />
      )}

      <div>
        <button type="submit" className="button button--primary" disabled={apply.isPending || queueing}>
          {apply.isPending ? t('apply.sending') : t('apply.submit')}
        </button>
      </div>

      {creditWarning && (
        <CreditWarningDialog
          shortfall={creditWarning}
          messageKey="apply.credit_warning"
          confirmKey="apply.credit_confirm"
          onConfirm={() => {
            setCreditWarning(null);
            void send(true);
          }}
          onCancel={() => setCreditWarning(null)}
        />
      )}
    </form>
  );
}

/** A refusal in French, with what the employee can do next (spec §8). */
function RefusalMessage({
  refusal,
  companySlug,
  slotById,
  onChoose,
}: {
  refusal: Refusal;
  companySlug: string;
  slotById: Map<number, MissionPageTimeslot>;
  onChoose: (timeslotId: number) => void;
}) {
  const { t } = useTranslation(['engagements', 'errors']);
  const text = t(`errors:${refusal.code}`, { defaultValue: t('errors:UNEXPECTED') });
  if (refusal.code === 'TIMESLOT_FULL') return <FullSlotRefusal details={refusal.details} companySlug={companySlug} slotById={slotById} onChoose={onChoose} />;
  if (refusal.code === 'ALREADY_APPLIED' && typeof refusal.details.engagementId === 'string') {
    return (
      <div className="form__error" role="alert">
        <p>
          {t('apply.already_applied')}{' '}
          <RouteLink to="engagement.show" context={{ type: 'employee', companySlug }} params={{ engagementId: refusal.details.engagementId }}>
            {t('apply.see_my_application')}
          </RouteLink>
        </p>
      </div>
    );
  }
  return (
    <p className="form__error" role="alert">
      {text}
    </p>
  );
}
