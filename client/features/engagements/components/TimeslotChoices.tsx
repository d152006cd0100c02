import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionPageTimeslot } from '../../../../shared/missions/mission-search.schema';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { HOURS_PER_WORKING_DAY } from '../../../../shared/time/working-time';
import { daysParams, durationText, formatSlotRange } from '../format';
import { WaitingListButton } from './WaitingListButton';
import './engagements.css';
import { Ltr } from '../../../ui/Bidi';

export const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/**
 * The mission's slots to tick, each with its places left or why it cannot be
 * chosen (full: the waiting-list alert is offered; sign-ups closed; already on
 * the application), shared by the application form and 'Ajouter des dates'.
 */
export function TimeslotChoices({
  companySlug,
  timeslots,
  selected,
  onToggle,
  fullIds = [],
  unavailable,
  hints,
  invalid = false,
}: {
  companySlug: string;
  timeslots: readonly MissionPageTimeslot[];
  selected: readonly number[];
  onToggle: (timeslotId: number, on: boolean) => void;
  /** Slots the server said are full since the page loaded. */
  fullIds?: readonly number[];
  /** Slots that cannot be chosen for another reason, with the text shown instead of the places. */
  unavailable?: ReadonlyMap<number, string>;
  /** A note beside a slot that can still be chosen (e.g. its date on the application was rejected before). */
  hints?: ReadonlyMap<number, string>;
  invalid?: boolean;
}) {
  const { t } = useTranslation('engagements');
  const isFull = (slot: MissionPageTimeslot) => slot.placesLeft <= 0 || fullIds.includes(slot.id);
  const baseId = useId();
  return (
    <ul className="apply-slots">
      {timeslots.map((slot) => {
        const full = isFull(slot);
        const reason = unavailable?.get(slot.id);
        const hint = reason === undefined ? hints?.get(slot.id) : undefined;
        const hintId = `${baseId}-hint-${slot.id}`;
        return (
          <li key={slot.id} className={`apply-slot${full ? ' apply-slot--full' : ''}`}>
            <label className="apply-slot__choice">
              <input
                type="checkbox"
                name="timeslotIds"
                value={slot.id}
                checked={selected.includes(slot.id)}
                disabled={reason !== undefined || full || !slot.signupsOpen}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={hint ? hintId : undefined}
                onChange={(event) => onToggle(slot.id, event.target.checked)}
              />
              <Ltr>{formatSlotRange(slot.startsAt, slot.endsAt)}</Ltr>
            </label>
            <span className="apply-slot__state">
              {reason ?? (full ? t('apply.slot_full') : !slot.signupsOpen ? t('apply.slot_closed') : t('apply.places_left', { count: slot.placesLeft }))}
            </span>
            {hint && (
              <span className="apply-slot__hint form__hint" id={hintId}>
                {hint}
              </span>
            )}
            {reason === undefined && full && slot.signupsOpen && <WaitingListButton companySlug={companySlug} timeslotId={slot.id} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * TIMESLOT_FULL in French, with what the employee can do next (spec §8
 * 'Timeslot full, where a waiting-list alert is offered'): the waiting list of
 * each full slot, and the other open slots, chosen in one click.
 */
export function FullSlotRefusal({
  details,
  companySlug,
  slotById,
  onChoose,
}: {
  details: Record<string, unknown>;
  companySlug: string;
  slotById: ReadonlyMap<number, MissionPageTimeslot>;
  onChoose: (timeslotId: number) => void;
}) {
  const { t } = useTranslation(['engagements', 'errors']);
  const full = numbers(details.fullTimeslotIds).filter((id) => slotById.has(id));
  const others = numbers(details.otherOpenTimeslotIds).filter((id) => slotById.has(id));
  return (
    <div className="form__error apply-refused" role="alert">
      <p>{t('errors:TIMESLOT_FULL')}</p>
      {full.length > 0 && (
        <ul className="apply-refused__slots">
          {full.map((id) => (
            <li key={id}>
              <Ltr>{formatSlotRange(slotById.get(id)!.startsAt, slotById.get(id)!.endsAt)}</Ltr>
              <WaitingListButton companySlug={companySlug} timeslotId={id} />
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <>
          <p>{t('apply.other_slots')}</p>
          <ul className="apply-refused__slots">
            {others.map((id) => (
              <li key={id}>
                <Ltr>{formatSlotRange(slotById.get(id)!.startsAt, slotById.get(id)!.endsAt)}</Ltr>
                <button type="button" className="button button--small" onClick={() => onChoose(id)}>
                  {t('apply.choose_slot')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('apply.no_other_slot')}</p>
      )}
    </div>
  );
}

/** The solidarity days a request lacks (the server's INSUFFICIENT_CREDIT warning, or the replica's). */
export interface CreditShortfall {
  requestedDays: number;
  availableDays: number;
}

/** The credit warning the employee confirms before sending anyway (spec §8 'Credit'). */
export function CreditWarningDialog({
  shortfall,
  messageKey,
  confirmKey,
  onConfirm,
  onCancel,
}: {
  shortfall: CreditShortfall;
  messageKey: 'apply.credit_warning' | 'add_dates.credit_warning';
  confirmKey: 'apply.credit_confirm' | 'add_dates.credit_confirm';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['engagements', 'credits']);
  return (
    <ConfirmDialog
      message={t(messageKey, {
        // What the slots ask reads in days and half days; the balance keeps its sevenths (spec §9).
        requested: durationText(t, shortfall.requestedDays * HOURS_PER_WORKING_DAY),
        available: t('credits:duration.days', daysParams(shortfall.availableDays * HOURS_PER_WORKING_DAY)),
      })}
      confirmLabel={t(confirmKey)}
      cancelLabel={t('apply.credit_back')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
