import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { homePathFor } from '../../../../shared/permissions/spaces';
import { buildPath } from '../../../../shared/routes';
import { EmailCodeForm } from '../../../features/users/components/EmailCodeForm';
import { usePageTitle } from '../../../ui/PageState';

/** `/verification-email?email=`: confirms an address with its code (e.g. after a sign-in refused for that reason). */
export function EmailVerificationPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('verification.title'));
  const navigate = useNavigate();
  const email = useSearchParams()[0].get('email');
  if (!email) return <Navigate to={buildPath('loginCompleteEmail', { type: 'public' })} replace />;
  return (
    <section className="card card--narrow">
      <h1>{t('verification.title')}</h1>
      <EmailCodeForm email={email} onVerified={(me) => navigate(me ? homePathFor(me) : buildPath('login', { type: 'public' }, {}, { email }), { replace: true })} />
    </section>
  );
}
