import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotCreditHours } from '../../../../shared/credits/engagement-hours';
import { type EngagementView, addDatesRequestSchema } from '../../../../shared/engagements/engagement-api.schema';
import type { FieldErrors } from '../../../../shared/errors';
import type { MissionPage } from '../../../../shared/missions/mission-search.schema';
import { useOnline } from '../../../lib/online';
import { ApiError } from '../../../lib/api';
import { checkForm } from '../../../lib/form';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useAddEngagementDates } from '../api/add-dates';
import { liveDates } from '../engagement-view';
import { durationText } from '../format';
import { type CreditShortfall, CreditWarningDialog, FullSlotRefusal, TimeslotChoices, numbers } from './TimeslotChoices';
import { Modal } from './Modal';

/**
 * The hook reading a mission's page as an employee of the company sees it (its slots, places and waiting lists): the
 * missions feature's, which the page showing the application passes down (features do not import each other).
 * It must be the same function on every render, as any hook.
 */
export type UseMissionPage = (companySlug: string, missionId: number) => UseQueryResult<MissionPage>;

interface Refusal {
  code: string;
  details: Record<string, unknown>;
}

/**
 * 'Choisir un créneau' / 'Ajouter des dates' on a live application whose
 * mission uses timeslots: the mission's slots as the application form shows
 * them (places, sign-ups, waiting list on a full one), those with a live date
 * on the application left out (a rejected or canceled date's slot may be
 * chosen again, with a hint), the solidarity days the new dates use on work time,
 * the credit warning, and the refusals in French. Online only: offline, the
 * choice stays on screen and nothing is sent.
 */
export function AddDatesDialog({
  companySlug,
  engagement,
  useMissionPage,
  onDone,
  onClose,
}: {
  companySlug: string;
  engagement: EngagementView;
  useMissionPage: UseMissionPage;
  onDone: (engagement: EngagementView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['engagements', 'credits', 'errors']);
  const page = useMissionPage(companySlug, engagement.mission.id);
  return (
    <Modal title={t('add_dates.title')} onClose={onClose}>
      <p className="muted">{t('add_dates.intro', { mission: engagement.mission.title })}</p>
      <QueryStatus query={page}>
        {(data) => <AddDatesForm companySlug={companySlug} engagement={engagement} page={data} onDone={onDone} onClose={onClose} />}
      </QueryStatus>
      {page.data === undefined && (
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('add_dates.back')}
          </button>
        </div>
      )}
    </Modal>
  );
}

function AddDatesForm({
  companySlug,
  engagement,
  page,
  onDone,
  onClose,
}: {
  companySlug: string;
  engagement: EngagementView;
  page: MissionPage;
  onDone: (engagement: EngagementView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['engagements', 'credits', 'errors']);
  const online = useOnline();
  const addDates = useAddEngagementDates(companySlug, engagement.id);
  const [selected, setSelected] = useState<number[]>([]);
  const [fields, setFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [creditWarning, setCreditWarning] = useState<CreditShortfall | null>(null);
  // Slots the server said are full since the page loaded.
  const [fullIds, setFullIds] = useState<number[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const slotsId = useId();

  // A slot with a live date on the application cannot be chosen again (the server says so too); one whose date was
  // rejected or canceled can: that date starts over, and the slot says what happened to it before.
  const unavailable = new Map(liveDates(engagement).flatMap((date) => (date.timeslotId === null ? [] : [[date.timeslotId, t('add_dates.already_chosen')] as const])));
  const hints = new Map(
    engagement.timeslots.flatMap((date) =>
      date.timeslotId === null || unavailable.has(date.timeslotId) || (date.state !== 'rejected' && date.state !== 'canceled')
        ? []
        : [[date.timeslotId, t(date.state === 'rejected' ? 'add_dates.rejected_before' : 'add_dates.canceled_before')] as const],
    ),
  );
  const choosable = page.timeslots.filter((slot) => !unavailable.has(slot.id) && slot.signupsOpen && slot.placesLeft > 0 && !fullIds.includes(slot.id));
  const slotById = new Map(page.timeslots.map((slot) => [slot.id, slot]));
  const chosen = page.timeslots.filter((slot) => selected.includes(slot.id));
  const creditHours = chosen.reduce((sum, slot) => sum + slotCreditHours({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) }), 0);
  const slotError = fields.timeslotIds;

  const toggle = (id: number, on: boolean) => {
    setFields({});
    setSelected((current) => (on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id)));
  };

  const send = (acknowledgeInsufficientCredit: boolean) => {
    setRefusal(null);
    const checked = checkForm(addDatesRequestSchema, { timeslotIds: selected, acknowledgeInsufficientCredit }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    addDates.mutate(checked.data, {
      onSuccess: (answer) => onDone(answer.engagement),
      onError: (error) => {
        if (!(error instanceof ApiError)) return setRefusal({ code: 'UNEXPECTED', details: {} });
        if (error.code === 'INSUFFICIENT_CREDIT') {
          const { requestedDays, availableDays } = error.details as { requestedDays?: number; availableDays?: number };
          return setCreditWarning({ requestedDays: requestedDays ?? 0, availableDays: availableDays ?? 0 });
        }
        if (error.code === 'VALIDATION_FAILED' && Object.keys(error.fields).length > 0) return setFields(error.fields);
        if (error.code === 'TIMESLOT_FULL') {
          const full = numbers(error.details.fullTimeslotIds);
          setFullIds((current) => [...new Set([...current, ...full])]);
          setSelected((current) => current.filter((id) => !full.includes(id)));
        }
        setRefusal({ code: error.code, details: error.details });
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(false);
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <fieldset aria-describedby={slotError ? `${slotsId}-error` : undefined}>
        <legend className="field__label">{t('add_dates.timeslots')}</legend>
        {choosable.length === 0 && <p className="form__error">{t('errors:NO_TIMESLOT_AVAILABLE')}</p>}
        <TimeslotChoices
          companySlug={companySlug}
          timeslots={page.timeslots}
          selected={selected}
          onToggle={toggle}
          fullIds={fullIds}
          unavailable={unavailable}
          hints={hints}
          invalid={Boolean(slotError)}
        />
        {slotError && (
          <span className="field__error" id={`${slotsId}-error`} role="alert">
            {slotError.join(' ')}
          </span>
        )}
      </fieldset>

      {engagement.timeType === 'work' ? (
        <p className="apply-form__credit" role="status">
          {t('apply.credit_use', { days: durationText(t, creditHours) })}
          <span className="form__hint"> {t('apply.credit_rule')}</span>
        </p>
      ) : (
        <p className="apply-form__credit">{t('apply.credit_personal')}</p>
      )}

      {!online && (
        <p className="form__error" role="status">
          {t('add_dates.offline')}
        </p>
      )}
      {refusal &&
        (refusal.code === 'TIMESLOT_FULL' ? (
          <FullSlotRefusal
            details={refusal.details}
            companySlug={companySlug}
            slotById={slotById}
            onChoose={(id) => {
              setFields({});
              setSelected([id]);
            }}
          />
        ) : (
          <p className="form__error" role="alert">
            {refusal.code === 'NETWORK' ? t('detail.offline_action') : t(`errors:${refusal.code}`, { defaultValue: t('errors:UNEXPECTED') })}
          </p>
        ))}

      <div className="modal__actions">
        <button type="submit" className="button button--primary" disabled={!online || addDates.isPending}>
          {addDates.isPending ? t('apply.sending') : t('add_dates.submit')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('add_dates.back')}
        </button>
      </div>

      {creditWarning && (
        <CreditWarningDialog
          shortfall={creditWarning}
          messageKey="add_dates.credit_warning"
          confirmKey="add_dates.credit_confirm"
          onConfirm={() => {
            setCreditWarning(null);
            send(true);
          }}
          onCancel={() => setCreditWarning(null)}
        />
      )}
    </form>
  );
}
