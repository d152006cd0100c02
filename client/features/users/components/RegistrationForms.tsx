import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  type AssociationRegistrationInput,
  type EmployeeRegistrationInput,
  associationRegistrationInputSchema,
  employeeRegistrationInputSchema,
} from '../../../../shared/users/registration.schema';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors, validateForm } from '../../../lib/form';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { CheckboxField, Field } from '../../../ui/Field';
import { RouteLink } from '../../../ui/RouteLink';
import { useRegisterAssociation, useRegisterEmployee } from '../api/registration';

type Values = Record<string, string | boolean>;

/** The label (a key of `users`) of each field of the registration forms, in their order, for the error summary. */
const FIELD_LABELS: Record<string, string> = {
  associationName: 'association_registration.name',
  firstName: 'registration.first_name',
  lastName: 'registration.last_name',
  email: 'login.email',
  password: 'login.password',
  password_confirmation: 'registration.password_confirmation',
  eligibility_acknowledged: 'association_registration.summary_eligibility',
  terms_of_use_accepted: 'registration.summary_terms',
  gdpr_consent: 'registration.summary_gdpr',
};

function useFormState(initial: Values) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState(initial);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  // Each refused try moves the focus to the error summary at the top of the form.
  const [attempt, setAttempt] = useState(0);
  const refuse = (next: Record<string, string[]>) => {
    setFields(next);
    if (Object.keys(next).length > 0) setAttempt((current) => current + 1);
  };
  const summary = <ErrorSummary items={errorSummaryItems(fields, (name) => t(FIELD_LABELS[name] ?? name), Object.keys(FIELD_LABELS))} attempt={attempt} />;
  const text = (name: string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    errors: fields[name],
  });
  const checkbox = (name: string) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.checked })),
    errors: fields[name],
  });
  return { values, setFields, refuse, summary, text, checkbox };
}

const termsLabel = (
  <Trans
    i18nKey="registration.terms"
    ns="users"
    components={{ policy: <RouteLink to="privacyPolicy" context={{ type: 'public' }} /> }}
  />
);

/** Step 1 of spec §2 'Company registration': create the account. */
export function EmployeeRegistrationForm({ companySlug, onCodeSent }: { companySlug: string; onCodeSent(email: string): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const register = useRegisterEmployee(companySlug);
  const state = useFormState({ email: '', password: '', password_confirmation: '', terms_of_use_accepted: false, gdpr_consent: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(employeeRegistrationInputSchema, state.values);
    if (!checked.ok) return state.refuse(checked.fields);
    state.setFields({});
    const input: EmployeeRegistrationInput = checked.data;
    register.mutate(input, { onSuccess: () => onCodeSent(input.email), onError: (error) => state.refuse(serverFieldErrors(error)) });
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      {state.summary}
      {register.error && Object.keys(serverFieldErrors(register.error)).length === 0 && (
        <p className="form__error" role="alert">
          {errorText(register.error)}
        </p>
      )}
      <Field label={t('login.email')} type="email" autoComplete="username" {...state.text('email')} />
      <Field label={t('login.password')} type="password" autoComplete="new-password" hint={t('password.rule')} {...state.text('password')} />
      <Field label={t('registration.password_confirmation')} type="password" autoComplete="new-password" {...state.text('password_confirmation')} />
      <CheckboxField label={termsLabel} {...state.checkbox('terms_of_use_accepted')} />
      <CheckboxField label={t('registration.gdpr')} {...state.checkbox('gdpr_consent')} />
      <button type="submit" className="button button--primary button--block" disabled={register.isPending}>
        {t('registration.submit')}
      </button>
    </form>
  );
}

/** `/inscription-association`: the association, its first administrator, eligibility and terms. */
export function AssociationRegistrationForm({ companySlug, onCodeSent }: { companySlug?: string; onCodeSent(email: string): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const register = useRegisterAssociation(companySlug);
  const state = useFormState({
    associationName: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    password_confirmation: '',
    eligibility_acknowledged: false,
    terms_of_use_accepted: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(associationRegistrationInputSchema, state.values);
    if (!checked.ok) return state.refuse(checked.fields);
    state.setFields({});
    const input: AssociationRegistrationInput = checked.data;
    register.mutate(input, { onSuccess: () => onCodeSent(input.email), onError: (error) => state.refuse(serverFieldErrors(error)) });
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      {state.summary}
      {register.error && Object.keys(serverFieldErrors(register.error)).length === 0 && (
        <p className="form__error" role="alert">
          {errorText(register.error)}
        </p>
      )}
      <Field label={t('association_registration.name')} autoComplete="organization" {...state.text('associationName')} />
      <Field label={t('registration.first_name')} autoComplete="given-name" {...state.text('firstName')} />
      <Field label={t('registration.last_name')} autoComplete="family-name" {...state.text('lastName')} />
      <Field label={t('login.email')} type="email" autoComplete="username" {...state.text('email')} />
      <Field label={t('login.password')} type="password" autoComplete="new-password" hint={t('password.rule')} {...state.text('password')} />
      <Field label={t('registration.password_confirmation')} type="password" autoComplete="new-password" {...state.text('password_confirmation')} />
      <CheckboxField label={t('association_registration.eligibility')} {...state.checkbox('eligibility_acknowledged')} />
      <CheckboxField label={termsLabel} {...state.checkbox('terms_of_use_accepted')} />
      <button type="submit" className="button button--primary button--block" disabled={register.isPending}>
        {t('association_registration.submit')}
      </button>
    </form>
  );
}
