import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { readEmail } from '../../../../shared/validation/email';
import { focusFirstError } from '../../../lib/form';
import { Field } from '../../../ui/Field';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

/** `/login/complete-email`: the first step of signing in, the address (so a company's SSO can take over later). */
export function LoginEmailPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [errors, setErrors] = useState<string[] | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Without zod: the first page of signing in loads nothing it does not need.
    const checked = readEmail(email);
    if (!checked.ok) {
      const form = event.currentTarget;
      requestAnimationFrame(() => focusFirstError(form));
      return setErrors([checked.message]);
    }
    navigate(buildPath('login', { type: 'public' }, {}, { email: checked.email, 'redirect-back': params.get('redirect-back') ?? undefined }));
  };

  return (
    <section className="card card--narrow">
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('login.email')} type="email" name="email" autoComplete="username" autoFocus value={email} onChange={(event) => setEmail(event.target.value)} errors={errors} />
        <button type="submit" className="button button--primary button--block">
          {t('login.continue')}
        </button>
      </form>
      <p className="form__hint">
        {t('login.association_cta')}{' '}
        <RouteLink to="associationRegistration" context={{ type: 'public' }}>
          {t('login.association_register')}
        </RouteLink>
      </p>
    </section>
  );
}
