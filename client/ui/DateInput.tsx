import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateEntryPattern, dateEntryPattern, formatDateText, maskDateText, parseDateText, patternPlaceholder } from '../../shared/time/date-entry';
import { validationMessage } from '../../shared/validation/messages';
import { FieldFrame } from './Field';
import './date-input.css';

/** The text the field shows for a value the form holds: an ISO date is written the language's way, anything else as it was typed. */
function textOf(value: string, pattern: DateEntryPattern): string {
  return formatDateText(value, pattern) || value;
}

/**
 * A date typed the way the user's language writes it (jj/mm/aaaa in French),
 * never the browser's `mm/dd/yyyy`: a text field with a mask on the numeric
 * keypad, and a button opening the device's own calendar (a native date input,
 * hidden, whose value is never shown). The form exchanges ISO dates
 * (`yyyy-mm-dd`): `onChange` gets the ISO date, `''` when emptied, or the text
 * as typed while it is not a real date, which the shared schemas refuse with
 * « Date invalide ». The field says so itself once the person leaves it.
 */
export function DateInput(props: {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  errors?: string[];
  hint?: ReactNode;
  name?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const pattern = useMemo(() => dateEntryPattern(i18n.language), [i18n.language]);
  const native = useRef<HTMLInputElement>(null);
  // What the field shows; re-read from the value when the form changes it (a reset, a picked date).
  const [shown, setShown] = useState({ value: props.value, text: textOf(props.value, pattern) });
  const [left, setLeft] = useState(false);
  const text = shown.value === props.value ? shown.text : textOf(props.value, pattern);
  const placeholder = patternPlaceholder(pattern, { day: t('date_input.day_letters'), month: t('date_input.month_letters'), year: t('date_input.year_letters') });

  const emit = (next: string) => {
    const parsed = parseDateText(next, pattern);
    const value = parsed === null ? next : parsed;
    setShown({ value, text: next });
    props.onChange(value);
  };
  const invalid = left && parseDateText(text, pattern) === null;
  const own = invalid ? [validationMessage('date_invalid')] : [];
  const errors = [...own, ...(props.errors ?? []).filter((message) => !own.includes(message))];

  const openCalendar = () => {
    const picker = native.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // Older browsers: focusing the date input opens (or lets the keyboard open) their calendar.
      picker.focus();
      picker.click();
    }
  };

  return (
    <FieldFrame
      label={props.label}
      errors={errors.length > 0 ? errors : undefined}
      hint={
        <>
          {props.hint}
          {props.hint ? ' ' : null}
          {t('date_input.format', { pattern: placeholder })}
        </>
      }
      control={(control) => (
        <span className="date-input">
          <input
            {...control}
            name={props.name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            maxLength={8 + 2 * pattern.separator.length}
            disabled={props.disabled}
            value={text}
            onChange={(event) => {
              setLeft(false);
              emit(maskDateText(event.target.value, pattern, { deleting: event.target.value.length < text.length }));
            }}
            onBlur={() => setLeft(true)}
          />
          <button type="button" className="button date-input__calendar" onClick={openCalendar} disabled={props.disabled} aria-label={t('date_input.open_calendar')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </button>
          <input
            ref={native}
            className="date-input__native"
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            min={props.min}
            max={props.max}
            value={parseDateText(text, pattern) || ''}
            onChange={(event) => {
              setLeft(false);
              emit(formatDateText(event.target.value, pattern));
            }}
          />
        </span>
      )}
    />
  );
}
