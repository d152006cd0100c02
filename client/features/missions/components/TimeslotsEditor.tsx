import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/DateInput';
import type { FieldErrors } from '../../../../shared/errors';
import { MIN_PLACES_PER_TIMESLOT } from '../../../../shared/timeslots/timeslot.rules';
import { type TimeslotRow, emptyTimeslotRow, messagesFor, slotDurationMinutes } from './mission-form-values';

/**
 * The timeslots of a mission (spec §3, §5): date, start, end, computed
 * duration, places and sign-up deadline. A slot with registered volunteers
 * cannot be removed, and its places cannot go below those taken.
 */
export function TimeslotsEditor(props: { rows: TimeslotRow[]; onChange(rows: TimeslotRow[]): void; fields: FieldErrors }) {
  const { t } = useTranslation(['missions', 'errors']);
  const update = (key: string, change: Partial<TimeslotRow>) => props.onChange(props.rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const listErrors = messagesFor(props.fields, 'timeslots');

  return (
    <fieldset className="field timeslots-editor" data-field="timeslots" data-invalid={listErrors.length > 0 || undefined}>
      <legend className="field__label">{t('missions:form.fields.timeslots')}</legend>
      <span className="field__hint">{t('missions:form.timeslots_hint')}</span>
      {props.rows.length === 0 && <p className="muted">{t('missions:form.timeslots_empty')}</p>}
      <ol className="timeslots-editor__rows">
        {props.rows.map((row, index) => {
          const errorsOf = (name: string) => messagesFor(props.fields, `timeslots.${index}.${name}`);
          const rowErrors = messagesFor(props.fields, `timeslots.${index}`);
          const minutes = slotDurationMinutes(row.startTime, row.endTime);
          const input = (name: 'date' | 'startTime' | 'endTime' | 'places' | 'signupDeadline', type: string, extra: Record<string, unknown> = {}) => {
            const messages = errorsOf(name);
            const id = `slot-${row.key}-${name}`;
            if (type === 'date') {
              return (
                <DateInput
                  label={t(`missions:form.slot.${name}`)}
                  name={`timeslots.${index}.${name}`}
                  value={row[name]}
                  onChange={(value) => update(row.key, { [name]: value })}
                  errors={messages.length > 0 ? messages : undefined}
                />
              );
            }
            return (
              <div className="field">
                <label className="field__label" htmlFor={id}>
                  {t(`missions:form.slot.${name}`)}
                </label>
                <input
                  id={id}
                  name={`timeslots.${index}.${name}`}
                  type={type}
                  value={row[name]}
                  aria-invalid={messages.length > 0 || undefined}
                  aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
                  onChange={(event) => update(row.key, { [name]: event.target.value })}
                  {...extra}
                />
                {messages.length > 0 && (
                  <span className="field__error" id={`${id}-error`} role="alert">
                    {messages.join(' ')}
                  </span>
                )}
              </div>
            );
          };
          return (
            <li key={row.key} className="timeslots-editor__row" aria-label={t('missions:form.slot.label', { number: index + 1 })}>
              {input('date', 'date')}
              {input('startTime', 'time', { step: 300 })}
              {input('endTime', 'time', { step: 300 })}
              <div className="field">
                <span className="field__label">{t('missions:form.slot.duration')}</span>
                <output className="timeslots-editor__duration">
                  {minutes === null ? '—' : t('missions:form.slot.duration_value', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') })}
                </output>
              </div>
              {input('places', 'number', { min: Math.max(MIN_PLACES_PER_TIMESLOT, row.taken), inputMode: 'numeric' })}
              {input('signupDeadline', 'date')}
              <div className="timeslots-editor__remove">
                {row.taken > 0 && <span className="form__hint">{t('missions:form.slot.taken', { count: row.taken })}</span>}
                <button
                  type="button"
                  className="button button--small button--danger-outline"
                  disabled={row.taken > 0}
                  title={row.taken > 0 ? t('errors:TIMESLOT_HAS_VOLUNTEERS') : undefined}
                  onClick={() => props.onChange(props.rows.filter((other) => other.key !== row.key))}
                >
                  {t('missions:form.slot.remove', { number: index + 1 })}
                </button>
                {row.taken > 0 && <span className="form__hint">{t('errors:TIMESLOT_HAS_VOLUNTEERS')}</span>}
              </div>
              {rowErrors.length > 0 && (
                <span className="field__error timeslots-editor__row-error" role="alert">
                  {rowErrors.join(' ')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {listErrors.length > 0 && (
        <span className="field__error" role="alert">
          {listErrors.join(' ')}
        </span>
      )}
      <div>
        <button type="button" className="button" onClick={() => props.onChange([...props.rows, emptyTimeslotRow()])}>
          {t('missions:form.slot.add')}
        </button>
      </div>
    </fieldset>
  );
}
