import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { buildPath } from '../../../../shared/routes';
import { emailSchema } from '../../../../shared/validation/inputs';
import { checkForm } from '../../../lib/form';
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
    const checked = checkForm(z.object({ email: emailSchema }), { email }, event.currentTarget);
    if (!checked.ok) return setErrors(checked.fields.email);
    navigate(buildPath('login', { type: 'public' }, {}, { email: checked.data.email, 'redirect-back': params.get('redirect-back') ?? undefined }));
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
