import { type ReactNode, useId } from 'react';
import './choice-group.css';

function Messages({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <span className="field__error" id={`${id}-error`} role="alert">
      {errors.join(' ')}
    </span>
  );
}

const describedBy = (id: string, hint: ReactNode, errors?: string[]) =>
  [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/**
 * A group of checkboxes (thematics, skills, goals). With `max`, ticking one
 * more is refused: the box stays unticked and `onRefused` says why.
 */
export function CheckboxGroup<T extends string | number>(props: {
  legend: ReactNode;
  options: readonly T[];
  labelOf(value: T): string;
  value: readonly T[];
  onChange(next: T[]): void;
  max?: number;
  onRefused?(): void;
  errors?: string[];
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const invalid = Boolean(props.errors?.length);
  return (
    <fieldset className="field choice-group" data-invalid={invalid || undefined} aria-describedby={describedBy(id, props.hint, props.errors)}>
      <legend className="field__label">{props.legend}</legend>
      {props.hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
      <div className="choice-group__options">
        {props.options.map((option) => {
          const checked = props.value.includes(option);
          return (
            <label key={option} className="choice-group__option">
              <input
                type="checkbox"
                checked={checked}
                disabled={props.disabled}
                aria-invalid={invalid || undefined}
                onChange={(event) => {
                  if (!event.target.checked) return props.onChange(props.value.filter((other) => other !== option));
                  if (props.max !== undefined && props.value.length >= props.max) return props.onRefused?.();
                  props.onChange([...props.value, option]);
                }}
              />
              {props.labelOf(option)}
            </label>
          );
        })}
      </div>
      <Messages id={id} errors={props.errors} />
    </fieldset>
  );
}
