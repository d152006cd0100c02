import { type FormEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { associationJoinInputSchema } from '../../../../shared/associations/association.schema';
import type { FieldErrors } from '../../../../shared/errors';
import { type InvitationInfo, joinFormValues } from '../../../../shared/users/membership.schema';
import { fieldErrorsFrom, focusFirstError } from '../../../lib/form';
import { usePhoneLibrary } from '../../../lib/phone';
import { CheckboxField, Field } from '../../../ui/Field';
import { useCsrfToken } from '../api/get-csrf-token';
import { forgetLastSession } from '../api/get-session';

export interface JoinFormState {
  /** What was typed before an error sent the form back (never passwords). */
  values: Partial<Record<'first_name' | 'last_name' | 'phone' | 'branch_id', string>>;
  fields: FieldErrors;
}

/**
 * Spec §2 'Association registration and join': a normal HTML form POST to the
 * register action the page was given, with a hidden CSRF token. The shared
 * schema checks it first so most mistakes never leave the page; the server
 * checks again and sends the form back with its messages when needed.
 */
export function AssociationJoinForm(props: { invitation: InvitationInfo; initial: JoinFormState }) {
  const { t } = useTranslation('users');
  const csrf = useCsrfToken();
  const join = props.invitation.join!;
  const branchFieldId = useId();
  usePhoneLibrary();
  const [values, setValues] = useState({
    branch_id: props.initial.values.branch_id ?? (join.branchId !== null ? String(join.branchId) : ''),
    first_name: props.initial.values.first_name ?? '',
    last_name: props.initial.values.last_name ?? '',
    phone: props.initial.values.phone ?? '',
    password: '',
    password_confirmation: '',
    terms_of_use_accepted: false,
  });
  const [fields, setFields] = useState<FieldErrors>(props.initial.fields);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Checked first (the phone's check may load its library), then posted by the browser as the spec wants.
    event.preventDefault();
    const form = event.currentTarget;
    const result = await associationJoinInputSchema.safeParseAsync(joinFormValues(values));
    if (!result.success) {
      // Rendered now, so the first field in error is marked before it takes the focus.
      flushSync(() => setFields(fieldErrorsFrom(result.error)));
      focusFirstError(form);
      return;
    }
    // The answer signs the new member in, so the cached session is stale.
    forgetLastSession();
    form.submit();
  };

  return (
    <form className="form" method="post" action={join.registerAction} onSubmit={submit} noValidate>
      <input type="hidden" name="_csrf" value={csrf.data ?? ''} />
      {join.branches.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor={branchFieldId}>
            {t('join.branch')}
          </label>
          <select id={branchFieldId} name="branch_id" value={values.branch_id} onChange={(e) => set('branch_id', e.target.value)} aria-invalid={fields.branch_id ? true : undefined}>
            <option value="">{t('join.branch_none')}</option>
            {join.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
          {fields.branch_id && (
            <span className="field__error" role="alert">
              {fields.branch_id.join(' ')}
            </span>
          )}
        </div>
      )}
      <Field label={t('join.first_name')} name="first_name" autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} errors={fields.first_name} required />
      <Field label={t('join.last_name')} name="last_name" autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} errors={fields.last_name} required />
      <Field label={t('join.email')} hint={t('join.email_hint')} type="email" name="email" value={props.invitation.email} readOnly />
      <Field label={t('join.phone')} hint={t('join.phone_hint')} type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} errors={fields.phone} required />
      <Field
        label={t('join.password')}
        hint={t('password.rule')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        errors={fields.password}
        required
      />
      <Field
        label={t('join.password_confirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={(e) => set('password_confirmation', e.target.value)}
        errors={fields.password_confirmation}
        required
      />
      <CheckboxField
        label={t('join.terms')}
        name="terms_of_use_accepted"
        checked={values.terms_of_use_accepted}
        onChange={(e) => set('terms_of_use_accepted', e.target.checked)}
        errors={fields.terms_of_use_accepted}
      />
      <button type="submit" className="button button--primary button--block" disabled={!csrf.data}>
        {t('join.submit')}
      </button>
    </form>
  );
}
