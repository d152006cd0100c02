import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SpaceContext } from '../../../../shared/contexts';
import { buildPath } from '../../../../shared/routes';
import { PasswordForgottenForm, PasswordResetForm } from '../../../features/users/components/PasswordForms';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';

/** The public pages, or those of one company (`/collaborateur/{slug}/mot-de-passe/...`). */
function usePasswordContext(): { context: SpaceContext; loginPath: (email: string) => string } {
  const { companySlug } = useParams();
  if (companySlug) {
    const context = { type: 'employee', companySlug } as const;
    return { context, loginPath: () => buildPath('company.login', context) };
  }
  const context = { type: 'public' } as const;
  return { context, loginPath: (email) => buildPath('login', context, {}, { email }) };
}

export function PasswordForgottenPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('password_forgotten.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { context } = usePasswordContext();
  return (
    <section className="card card--narrow">
      <h1>{t('password_forgotten.title')}</h1>
      <PasswordForgottenForm
        initialEmail={params.get('email') ?? ''}
        onSent={(email) => {
          showFlash('info', t('password_forgotten.sent'), { important: true });
          navigate(buildPath('passwordReset', context, {}, { email }));
        }}
      />
    </section>
  );
}

export function PasswordResetPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('password_reset.title'));
  const navigate = useNavigate();
  const email = useSearchParams()[0].get('email');
  const { context, loginPath } = usePasswordContext();
  if (!email) return <Navigate to={buildPath('passwordForgotten', context)} replace />;
  return (
    <section className="card card--narrow">
      <h1>{t('password_reset.title')}</h1>
      <PasswordResetForm
        email={email}
        onDone={() => {
          showFlash('success', t('password_reset.done'));
          navigate(loginPath(email), { replace: true });
        }}
      />
    </section>
  );
}
