import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface FieldProps {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
}

/** What a control needs to be found by the form and read by assistive technology. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The label, hint and messages around one control; `aria-invalid` lets the form find the first error. */
export function FieldFrame({ label, errors, hint, control }: FieldProps & { control: (props: ControlProps) => ReactNode }) {
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
      {control({ id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy })}
      {invalid && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {errors!.join(' ')}
        </span>
      )}
    </div>
  );
}

/** A labelled input with its hint and its messages. */
export function Field(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { label, errors, hint, ...input } = props;
  return <FieldFrame label={label} errors={errors} hint={hint} control={(control) => <input {...control} {...input} />} />;
}

/** A labelled textarea (spec §9: at least 80px high). */
export function TextAreaField(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { label, errors, hint, ...textarea } = props;
  return <FieldFrame label={label} errors={errors} hint={hint} control={(control) => <textarea rows={4} {...control} {...textarea} />} />;
}

export function SelectField(props: FieldProps & { children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { label, errors, hint, children, ...select } = props;
  return (
    <FieldFrame
      label={label}
      errors={errors}
      hint={hint}
      control={(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    />
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
