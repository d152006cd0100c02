import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import type { Me } from '../../../../shared/users/me';
import { PageLoading, PageMessage } from '../../../ui/PageState';
import { useSession } from '../api/get-session';

/**
 * The gate of a page that needs someone signed in: the session, or the page
 * to show meanwhile — loading, the load failure with a retry button, or the
 * redirection to `/login` with `redirect-back` set to `redirectBack`.
 * `errorTitle` titles the failure message (whose text is then 'account.load_failed');
 * without it, that text is the title itself.
 */
export function useSignedIn(redirectBack: string, errorTitle?: string): { me: Me; page?: undefined } | { me?: undefined; page: ReactNode } {
  const { t } = useTranslation('users');
  const session = useSession();
  if (session.data === undefined) {
    if (session.isError) {
      return {
        page: (
          <PageMessage title={errorTitle ?? t('account.load_failed')} body={errorTitle === undefined ? undefined : t('account.load_failed')}>
            <button type="button" className="button button--primary" onClick={() => session.refetch()}>
              {t('common:error_boundary.retry')}
            </button>
          </PageMessage>
        ),
      };
    }
    return { page: <PageLoading /> };
  }
  if (!session.data) return { page: <Navigate to={buildPath('login', { type: 'public' }, {}, { 'redirect-back': redirectBack })} replace /> };
  return { me: session.data };
}
