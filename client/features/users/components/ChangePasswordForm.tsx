import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPasswordStrong } from '../../../../shared/users/password';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { showFlash } from '../../../ui/notifications';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPasswordStrong(next)) return setFieldError(t('password.rule'));
    if (next !== confirmation) return setFieldError(t('password.mismatch'));
    setFieldError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirmation('');
          showFlash('success', t('account.password_changed'));
        },
      },
    );
  };

  const serverError =
    change.error instanceof ApiError && change.error.code === 'INVALID_CREDENTIALS'
      ? t('account.wrong_current_password')
      : errorText(change.error);
  const error = fieldError ?? serverError;

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('account.change_password')}</h2>
      <p className="form__hint" id="password-rule">
        {t('password.rule')}
      </p>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <label className="field">
        <span className="field__label">{t('account.current_password')}</span>
        <input type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} required />
      </label>
      <label className="field">
        <span className="field__label">{t('account.new_password')}</span>
        <input type="password" autoComplete="new-password" aria-describedby="password-rule" value={next} onChange={(event) => setNext(event.target.value)} required />
      </label>
      <label className="field">
        <span className="field__label">{t('account.new_password_confirmation')}</span>
        <input type="password" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} required />
      </label>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('account.save_password')}
      </button>
    </form>
  );
}
