import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import { homePathFor } from '../../../../shared/permissions/spaces';
import { buildPath, safeRedirectPath } from '../../../../shared/routes';
import type { Me } from '../../../../shared/users/me';
import type { CompanyPublic } from '../../../features/companies/api/get-company-public';
import { useSession } from '../../../features/users/api/get-session';
import { EmailCodeForm } from '../../../features/users/components/EmailCodeForm';
import { LoginForm } from '../../../features/users/components/LoginForm';
import { SocialSignInButtons } from '../../../features/users/components/SocialSignInButtons';
import { EmployeeRegistrationForm } from '../../../features/users/components/RegistrationForms';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

const useCompany = () => useOutletContext<CompanyPublic>();
const spaceOf = (company: CompanyPublic) => ({ type: 'employee', companySlug: company.slug }) as const;

/** Where an employee goes once signed in: this company's space when they belong to it. */
function landingFor(me: Me | null, company: CompanyPublic): string {
  if (me?.companies.some((c) => c.slug === company.slug)) return buildPath('space.home', spaceOf(company));
  return me ? homePathFor(me) : buildPath('company.login', spaceOf(company));
}

/** The bare company page `/collaborateur/{slug}`. */
export function CompanyLandingPage() {
  const { t } = useTranslation('users');
  const company = useCompany();
  usePageTitle(company.name);
  const session = useSession();
  if (session.data && !session.isPlaceholderData && session.data.companies.some((c) => c.slug === company.slug)) {
    return <Navigate to={buildPath('space.home', spaceOf(company))} replace />;
  }
  return (
    <section className="card card--narrow stack">
      {company.logo && <img className="company-landing__logo" src={company.logo} alt={company.name} width={96} height={96} />}
      <h1>{company.name}</h1>
      <p>{t('company_landing.intro', { company: company.name })}</p>
      {/* The company's communication page, written in its settings (issue 15). */}
      {company.communication && (
        <div className="stack company-landing__communication">
          {company.communication.text && (
            <p dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {company.communication.text}
            </p>
          )}
          {company.communication.image && <img src={company.communication.image} alt="" width={640} height={360} style={{ width: '100%', height: 'auto', borderRadius: '0.5rem' }} />}
        </div>
      )}
      <div className="actions">
        <RouteLink to="company.login" context={spaceOf(company)} className="button button--primary">
          {t('login.submit')}
        </RouteLink>
        {company.selfRegistration === 'open' && (
          <RouteLink to="company.registration" context={spaceOf(company)} className="button">
            {t('company_landing.register')}
          </RouteLink>
        )}
      </div>
      {company.selfRegistration === 'invitation_only' && <p className="form__hint">{t('company_landing.invitation_only')}</p>}
    </section>
  );
}

/** `/collaborateur/{slug}/connexion`. */
export function CompanyLoginPage() {
  const { t } = useTranslation('users');
  const company = useCompany();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const redirectBack = useSearchParams()[0].get('redirect-back');
  return (
    <section className="card card--narrow">
      <h1>{t('company_login.title', { company: company.name })}</h1>
      {company.singleSignOnPath && (
        <>
          {/* A full navigation: the server sends the browser on to the company's identity provider. */}
          <a className="button button--primary button--block" href={company.singleSignOnPath}>
            {t('company_login.single_sign_on')}
          </a>
          <p className="form__divider">{t('company_login.or_password')}</p>
        </>
      )}
      <LoginForm
        onSignedIn={(me) => navigate(safeRedirectPath(me ? redirectBack : null, landingFor(me, company)), { replace: true })}
        forgottenLink={
          <>
            <RouteLink to="passwordForgotten" context={spaceOf(company)}>
              {t('login.forgotten')}
            </RouteLink>
            {company.selfRegistration === 'open' && (
              <RouteLink to="company.registration" context={spaceOf(company)}>
                {t('company_landing.register')}
              </RouteLink>
            )}
          </>
        }
      />
      {/* Google and Microsoft, when the company switched them on (issue 21). */}
      {(company.socialSignIn?.length ?? 0) > 0 && (
        <>
          <p className="social-sign-in__or">{t('social_sign_in.or')}</p>
          <SocialSignInButtons companySlug={company.slug} providers={company.socialSignIn ?? []} />
        </>
      )}
    </section>
  );
}

/** `/google/{slug}/first-connection` (spec §2): the company's page that links an employee's Google account on first use. */
export function GoogleFirstConnectionPage() {
  const { t } = useTranslation('users');
  const company = useCompany();
  usePageTitle(t('social_sign_in.first_connection_title', { company: company.name }));
  const offered = company.socialSignIn?.includes('google') ?? false;
  return (
    <section className="card card--narrow stack">
      {company.logo && <img className="company-landing__logo" src={company.logo} alt={company.name} width={96} height={96} />}
      <h1>{t('social_sign_in.first_connection_title', { company: company.name })}</h1>
      {offered ? (
        <>
          <p>{t('social_sign_in.first_connection_intro', { company: company.name })}</p>
          <SocialSignInButtons companySlug={company.slug} providers={['google']} />
        </>
      ) : (
        <p>{t('social_sign_in.first_connection_unavailable', { company: company.name })}</p>
      )}
      <p className="form__hint">
        <RouteLink to="company.login" context={spaceOf(company)}>
          {t('social_sign_in.password_instead')}
        </RouteLink>
      </p>
    </section>
  );
}

/** `/collaborateur/{slug}/inscription`: create the account, then the 6-digit code (`?etape=code`). */
export function EmployeeRegistrationPage() {
  const { t } = useTranslation('users');
  const company = useCompany();
  usePageTitle(t('registration.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const email = params.get('etape') === 'code' ? params.get('email') : null;

  if (company.selfRegistration === 'invitation_only') {
    return (
      <section className="card card--narrow">
        <h1>{t('registration.title')}</h1>
        <p>{t('company_landing.invitation_only')}</p>
      </section>
    );
  }
  return (
    <section className="card card--narrow">
      <h1>{t('registration.title_company', { company: company.name })}</h1>
      <ol className="steps">
        <li aria-current={email ? undefined : 'step'}>{t('registration.step_account')}</li>
        <li aria-current={email ? 'step' : undefined}>{t('registration.step_verify')}</li>
        <li>{t('registration.step_complete')}</li>
      </ol>
      {email ? (
        <>
          <EmailCodeForm email={email} onVerified={() => navigate(buildPath('company.registrationComplete', spaceOf(company)), { replace: true })} />
          <p className="form__hint">
            <RouteLink to="company.registrationResend" context={spaceOf(company)} query={{ email }}>
              {t('registration.no_code')}
            </RouteLink>
          </p>
        </>
      ) : (
        <>
          <p>{t('registration.domains', { domains: company.allowedEmailDomains.map((domain) => `@${domain}`).join(', ') })}</p>
          <EmployeeRegistrationForm companySlug={company.slug} onCodeSent={(sentTo) => setParams({ etape: 'code', email: sentTo })} />
          <p className="form__hint">
            {t('registration.has_account')}{' '}
            <RouteLink to="company.login" context={spaceOf(company)}>
              {t('login.submit')}
            </RouteLink>
          </p>
        </>
      )}
    </section>
  );
}
