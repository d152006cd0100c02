import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../../shared/routes';
import { useCsrfToken } from '../api/get-csrf-token';

/**
 * Logout is a classic form POST carrying a CSRF token (spec §7), so it works
 * the same from every space and honours `redirect-back`.
 */
export function LogoutForm(props: { redirectBack?: string; className?: string }) {
  const { t } = useTranslation();
  const csrf = useCsrfToken();
  const action = buildPath('logout', { type: 'public' }, {}, { 'redirect-back': props.redirectBack });
  return (
    <form method="post" action={action} className={props.className}>
      <input type="hidden" name="_csrf" value={csrf.data ?? ''} />
      <button type="submit" className="button button--ghost" disabled={!csrf.data}>
        {t('nav.logout')}
      </button>
    </form>
  );
}
