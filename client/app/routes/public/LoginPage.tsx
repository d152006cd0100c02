import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { homePathFor } from '../../../../shared/permissions/spaces';
import { buildPath, safeRedirectPath } from '../../../../shared/routes';
import type { SsoDiscovery } from '../../../../shared/sso/sso.schema';
import type { Me } from '../../../../shared/users/me';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../../features/users/api/get-session';
import { LoginForm } from '../../../features/users/components/LoginForm';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

const PUBLIC = { type: 'public' } as const;

/** `/login`: the password step, once the address is known (otherwise back to /login/complete-email). */
export function LoginPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const email = params.get('email');
  const redirectBack = params.get('redirect-back') ?? undefined;
  const destination = (me: Me) => safeRedirectPath(redirectBack, homePathFor(me));
  // The address's company may sign its employees in through its identity provider (home realm discovery): offered
  // first, the password stays possible. Unreachable: the password only.
  const singleSignOn = useQuery({
    queryKey: ['sso-discovery', email],
    queryFn: () => apiFetch<SsoDiscovery>(`/sso/discover?${new URLSearchParams({ email: email ?? '' })}`),
    enabled: Boolean(email),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const singleSignOnPath = singleSignOn.data?.path;

  // Already signed in (confirmed by the server, not the offline placeholder): go to the space.
  if (session.data && !session.isPlaceholderData) return <Navigate to={destination(session.data)} replace />;
  if (!email) return <Navigate to={buildPath('loginCompleteEmail', PUBLIC, {}, { 'redirect-back': redirectBack })} replace />;

  return (
    <section className="card card--narrow">
      <h1>{t('login.title')}</h1>
      <p>
        {t('login.signing_in_as', { email })}{' '}
        <RouteLink to="loginCompleteEmail" context={PUBLIC} query={{ email, 'redirect-back': redirectBack }}>
          {t('login.change_email')}
        </RouteLink>
      </p>
      {singleSignOnPath && (
        <>
          {/* A full navigation: the server sends the browser on to the company's identity provider. */}
          <a className="button button--primary button--block" href={singleSignOnPath}>
            {t('company_login.single_sign_on')}
          </a>
          <p className="form__divider">{t('company_login.or_password')}</p>
        </>
      )}
      <LoginForm fixedEmail={email} onSignedIn={(me) => navigate(me ? destination(me) : buildPath('account', PUBLIC), { replace: true })} />
    </section>
  );
}
