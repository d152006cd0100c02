import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { contextFromPath } from '../../../../shared/contexts';
import { buildPath } from '../../../../shared/routes';
import { useSyncStatus } from '../hooks';

/** The session ended with changes still queued: they are kept, and signing in again sends them. */
export function SessionExpiredBanner() {
  const { t } = useTranslation('sync');
  const status = useSyncStatus();
  const location = useLocation();
  if (!status.sessionExpired || status.pending === 0) return null;
  const context = contextFromPath(location.pathname);
  const login = context.type === 'employee' ? buildPath('company.login', context) : buildPath('login', { type: 'public' });
  const href = `${login}?${new URLSearchParams({ 'redirect-back': location.pathname + location.search })}`;
  return (
    <div className="notice notice--warning" role="alert">
      <span>{t('session_expired.message', { count: status.pending })}</span>
      <Link className="button button--small button--primary" to={href}>
        {t('session_expired.sign_in')}
      </Link>
    </div>
  );
}
