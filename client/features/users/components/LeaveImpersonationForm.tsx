import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../../shared/routes';
import type { Me } from '../../../../shared/users/me';
import { CsrfPostForm } from './CsrfPostForm';

/** Spec §6 'Admin': while impersonating, the account menu offers to leave, always in sight. */
export function LeaveImpersonationForm({ me, className }: { me: Me; className?: string }) {
  const { t } = useTranslation('users');
  return (
    <CsrfPostForm action={buildPath('impersonation.leave', { type: 'public' })} className={className}>
      {(ready) => (
        <>
          <span className="impersonation-banner__text">{t('impersonation.banner', { name: me.user.fullName })}</span>
          <button type="submit" className="button button--primary" disabled={!ready}>
            {t('impersonation.leave')}
          </button>
        </>
      )}
    </CsrfPostForm>
  );
}
