import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { buildPath } from '../../../../shared/routes';
import { emailSchema } from '../../../../shared/validation/inputs';
import type { CompanyPublic } from '../../../features/companies/api/get-company-public';
import { useSession } from '../../../features/users/api/get-session';
import { useResendEmailCode } from '../../../features/users/api/registration';
import { CompleteAccountForm, CompleteProfileForm } from '../../../features/users/components/CompleteRegistrationForms';
import { useErrorText } from '../../../lib/error-text';
import { checkForm } from '../../../lib/form';
import { Field } from '../../../ui/Field';
import { PageLoading, usePageTitle } from '../../../ui/PageState';

const spaceOf = (company: CompanyPublic) => ({ type: 'employee', companySlug: company.slug }) as const;

/** `/collaborateur/{slug}/inscription/email/renvoyer`: a new code, at most one a minute. */
export function RegistrationResendPage() {
  const { t } = useTranslation('users');
  const company = useOutletContext<CompanyPublic>();
  usePageTitle(t('resend.title'));
  const navigate = useNavigate();
  const errorText = useErrorText();
  const resend = useResendEmailCode();
  const [email, setEmail] = useState(useSearchParams()[0].get('email') ?? '');
  const [errors, setErrors] = useState<string[] | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(z.object({ email: emailSchema }), { email }, event.currentTarget);
    if (!checked.ok) return setErrors(checked.fields.email);
    setErrors(undefined);
    resend.mutate(checked.data.email, {
      onSuccess: () => navigate(buildPath('company.registration', spaceOf(company), {}, { etape: 'code', email: checked.data.email })),
    });
  };

  return (
    <section className="card card--narrow">
      <h1>{t('resend.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('resend.intro')}</p>
        {resend.error && (
          <p className="form__error" role="alert">
            {errorText(resend.error)}
          </p>
        )}
        <Field label={t('login.email')} type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} errors={errors} />
        <button type="submit" className="button button--primary button--block" disabled={resend.isPending}>
          {t('resend.submit')}
        </button>
      </form>
    </section>
  );
}

/** `/collaborateur/{slug}/inscription/complete`: complete the account, then the profile (`?etape=profil`). */
export function RegistrationCompletePage() {
  const { t } = useTranslation('users');
  const company = useOutletContext<CompanyPublic>();
  usePageTitle(t('complete.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  if (session.data === undefined) return <PageLoading />;
  if (!session.data) return <Navigate to={buildPath('company.login', spaceOf(company))} replace />;
  const profileStep = params.get('etape') === 'profil';

  return (
    <section className="card card--narrow">
      <h1>{profileStep ? t('complete.profile_title') : t('complete.account_title')}</h1>
      <ol className="steps">
        <li>{t('registration.step_account')}</li>
        <li>{t('registration.step_verify')}</li>
        <li aria-current="step">{t('registration.step_complete')}</li>
      </ol>
      {profileStep ? (
        <CompleteProfileForm companySlug={company.slug} me={session.data} onDone={() => navigate(buildPath('space.home', spaceOf(company)), { replace: true })} />
      ) : (
        <CompleteAccountForm me={session.data} onDone={() => setParams({ etape: 'profil' })} />
      )}
    </section>
  );
}
