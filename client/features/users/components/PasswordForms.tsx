import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { emailCodeSchema, emailSchema, passwordWithConfirmationSchema } from '../../../../shared/validation/inputs';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { Field } from '../../../ui/Field';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';
import { NewPasswordFields } from './NewPasswordFields';

/** `/mot-de-passe/oubli`: the same answer whether or not the address has an account. */
export function PasswordForgottenForm({ initialEmail, onSent }: { initialEmail: string; onSent(email: string): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [fields, setFields] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(z.object({ email: emailSchema }), { email }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    request.mutate(checked.data.email, { onSuccess: () => onSent(checked.data.email) });
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <p>{t('password_forgotten.intro')}</p>
      {request.error && (
        <p className="form__error" role="alert">
          {errorText(request.error)}
        </p>
      )}
      <Field label={t('login.email')} type="email" name="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} errors={fields.email} />
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {t('password_forgotten.submit')}
      </button>
    </form>
  );
}

const resetSchema = z.intersection(z.object({ email: emailSchema, code: emailCodeSchema }), passwordWithConfirmationSchema);

/** `/mot-de-passe/reinitialiser`: the code received and the new password, twice. */
export function PasswordResetForm({ email, onDone }: { email: string; onDone(): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();
  const [values, setValues] = useState({ code: '', password: '', password_confirmation: '' });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const set = (name: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(resetSchema, { email, ...values }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    reset.mutate(
      { email, code: checked.data.code, password: checked.data.password },
      { onSuccess: onDone, onError: (error) => setFields(serverFieldErrors(error)) },
    );
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <p>{t('password_reset.intro', { email })}</p>
      {reset.error && (
        <p className="form__error" role="alert">
          {errorText(reset.error)}
        </p>
      )}
      <Field label={t('verification.code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={values.code} onChange={set('code')} errors={fields.code} />
      <NewPasswordFields
        labels={{ password: t('account.new_password'), confirmation: t('account.new_password_confirmation') }}
        values={values}
        onChange={(name, value) => setValues({ ...values, [name]: value })}
        errors={fields}
      />
      <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
        {t('password_reset.submit')}
      </button>
    </form>
  );
}
