import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** A labelled input with its hint and its messages; `aria-invalid` lets the form find the first error. */
export function Field(
  props: {
    label: ReactNode;
    errors?: string[];
    hint?: ReactNode;
  } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, errors, hint, ...input } = props;
  const id = useId();
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <input id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
      {invalid && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {errors!.join(' ')}
        </span>
      )}
    </div>
  );
}

/** A checkbox with its label after it (terms, consent). */
export function CheckboxField(props: { label: ReactNode; errors?: string[] } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { label, errors, ...input } = props;
  const id = useId();
  const invalid = Boolean(errors?.length);
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {invalid && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {errors!.join(' ')}
        </span>
      )}
    </div>
  );
}
