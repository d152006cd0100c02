import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';

/**
 * An ordered list of short texts (goals, steps, options, accepted answers): one input per item, « Retirer » beside
 * each, « Ajouter » below up to `max`. The messages of `fields` for `name` and `name.{index}` show where they belong.
 */
export function TextListInput(props: {
  name: string;
  label: string;
  hint?: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  values: string[];
  onChange(values: string[]): void;
  fields: FieldErrors;
  max: number;
}) {
  const { t } = useTranslation('quests');
  const id = useId();
  const own = props.fields[props.name];
  const update = (index: number, value: string) => props.onChange(props.values.map((current, position) => (position === index ? value : current)));
  return (
    <fieldset className="field text-list" data-field={props.name} aria-describedby={own?.length ? `${id}-error` : undefined}>
      <legend className="field__label">{props.label}</legend>
      {props.hint && <span className="field__hint">{props.hint}</span>}
      {props.values.map((value, index) => {
        const errors = props.fields[`${props.name}.${index}`];
        const itemId = `${id}-${index}`;
        return (
          <div key={index} className="text-list__item">
            <label className="visually-hidden" htmlFor={itemId}>
              {props.itemLabel(index)}
            </label>
            <input
              id={itemId}
              name={`${props.name}.${index}`}
              value={value}
              onChange={(event) => update(index, event.target.value)}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? `${itemId}-error` : undefined}
            />
            <button type="button" className="button button--ghost button--small" onClick={() => props.onChange(props.values.filter((_, position) => position !== index))}>
              {t('form.remove')}
              <span className="visually-hidden"> {props.itemLabel(index)}</span>
            </button>
            {errors?.length ? (
              <span className="field__error text-list__error" id={`${itemId}-error`} role="alert">
                {errors.join(' ')}
              </span>
            ) : null}
          </div>
        );
      })}
      {props.values.length < props.max && (
        <button type="button" className="button button--small" onClick={() => props.onChange([...props.values, ''])}>
          {props.addLabel}
        </button>
      )}
      {own?.length ? (
        <span className="field__error" id={`${id}-error`} role="alert">
          {own.join(' ')}
        </span>
      ) : null}
    </fieldset>
  );
}
