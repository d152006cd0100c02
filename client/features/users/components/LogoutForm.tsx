import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../../shared/routes';
import { useSignOutGuard } from '../../../lib/sync/components/SignOutGuard';
import { useCsrfToken } from '../api/get-csrf-token';
import { forgetLastSession, useSession } from '../api/get-session';

/**
 * Logout is a classic form POST carrying a CSRF token (spec §7), so it works
 * the same from every space and honours `redirect-back`. Before it posts, the
 * user's offline replicas are deleted (a shared device keeps nothing of theirs),
 * after asking when some changes have not reached the server yet.
 */
export function LogoutForm(props: { redirectBack?: string; className?: string }) {
  const { t } = useTranslation();
  const csrf = useCsrfToken();
  const session = useSession();
  // The cached session belongs to the user signing out.
  const guard = useSignOutGuard(session.data?.user.id, { beforeSubmit: forgetLastSession });
  const action = buildPath('logout', { type: 'public' }, {}, { 'redirect-back': props.redirectBack });
  return (
    <>
      <form method="post" action={action} className={props.className} onSubmit={guard.onSubmit}>
        <input type="hidden" name="_csrf" value={csrf.data ?? ''} />
        <button type="submit" className="button button--ghost" disabled={!csrf.data || guard.busy}>
          {t('nav.logout')}
        </button>
      </form>
      {guard.ui}
    </>
  );
}
