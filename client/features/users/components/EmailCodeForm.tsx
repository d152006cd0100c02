import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../../shared/users/me';
import { verifyEmailInputSchema } from '../../../../shared/users/registration.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { Field } from '../../../ui/Field';
import { showToast } from '../../../ui/notifications';
import { useResendEmailCode, useVerifyEmailCode } from '../api/registration';

/** Step 'verify your e-mail': the 6-digit code, and a new code on demand (at most one a minute). */
export function EmailCodeForm({ email, onVerified }: { email: string; onVerified(me: Me | null): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const verify = useVerifyEmailCode();
  const resend = useResendEmailCode();
  const [code, setCode] = useState('');
  const [fields, setFields] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(verifyEmailInputSchema, { email, code }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    verify.mutate(checked.data, { onSuccess: onVerified, onError: (error) => setFields(serverFieldErrors(error)) });
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <p>{t('verification.sent_to', { email })}</p>
      <p className="form__hint">{t('verification.check_spam')}</p>
      {verify.error && !Object.keys(fields).length && (
        <p className="form__error" role="alert">
          {errorText(verify.error)}
        </p>
      )}
      <Field
        label={t('verification.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        errors={fields.code}
      />
      <button type="submit" className="button button--primary button--block" disabled={verify.isPending}>
        {t('verification.submit')}
      </button>
      <div className="form__links">
        <button
          type="button"
          className="button button--ghost"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () => showToast('success', t('verification.resent')),
              onError: (error) => showToast('error', errorText(error) ?? ''),
            })
          }
        >
          {t('verification.resend')}
        </button>
      </div>
    </form>
  );
}
