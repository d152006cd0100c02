import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../../shared/users/me';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { Field } from '../../../ui/Field';
import { RouteLink } from '../../../ui/RouteLink';
import { useSignIn } from '../api/sign-in';

/** Too many failed sign-ins: the server says how long to wait (Retry-After, and `details.retryAfterSeconds`). */
const signInThrottled = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'SIGN_IN_THROTTLED';
function waitMinutes(error: ApiError): number {
  const seconds = Number(error.details.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/**
 * E-mail and password. With `fixedEmail` the address was typed at the previous
 * step (/login/complete-email) and only the password is asked.
 */
export function LoginForm(props: { fixedEmail?: string; onSignedIn(me: Me | null): void; forgottenLink?: ReactNode }) {
  const { t } = useTranslation('users');
  const { t: tErrors } = useTranslation('errors');
  const errorText = useErrorText();
  const signIn = useSignIn();
  const [email, setEmail] = useState(props.fixedEmail ?? '');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setMissing(true);
    setMissing(false);
    signIn.mutate({ email, password }, { onSuccess: props.onSignedIn });
  };

  const unverified = signIn.error instanceof ApiError && signIn.error.code === 'EMAIL_NOT_VERIFIED';
  const error = missing ? t('login.required') : signInThrottled(signIn.error) ? tErrors('SIGN_IN_THROTTLED', { minutes: waitMinutes(signIn.error) }) : errorText(signIn.error);

  return (
    <form className="form" onSubmit={submit} noValidate>
      {error && (
        <p className="form__error" role="alert">
          {error}{' '}
          {unverified && (
            <RouteLink to="emailVerification" context={{ type: 'public' }} query={{ email }}>
              {t('login.enter_code')}
            </RouteLink>
          )}
        </p>
      )}
      {props.fixedEmail === undefined && (
        <Field label={t('login.email')} type="email" name="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
      )}
      <Field
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        autoFocus={props.fixedEmail !== undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? t('login.submitting') : t('login.submit')}
      </button>
      <div className="form__links">
        {props.forgottenLink ?? (
          <RouteLink to="passwordForgotten" context={{ type: 'public' }} query={{ email: email || undefined }}>
            {t('login.forgotten')}
          </RouteLink>
        )}
      </div>
    </form>
  );
}
