import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { canEnterSpace } from '../../../../shared/permissions/spaces';
import { buildPath } from '../../../../shared/routes';
import { ApiError } from '../../../lib/api';
import { useAdminUser } from '../../../features/users/api/admin-users';
import { CsrfPostForm } from '../../../features/users/components/CsrfPostForm';
import { useSignedIn } from '../../../features/users/components/use-signed-in';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

const PUBLIC = { type: 'public' } as const;
const ADMIN = { type: 'admin' } as const;

/** The message for `?error=` after a refused form post (a stale CSRF token, or a refusal code). */
function useFormError(): string | null {
  const { t } = useTranslation(['users', 'errors']);
  const [params] = useSearchParams();
  const error = params.get('error');
  if (!error) return null;
  if (error === 'csrf') return t('impersonation.csrf_expired');
  return t(`errors:${error}`, { defaultValue: t('errors:UNEXPECTED') });
}

/**
 * `/impersonate/take/{userId}` (GET): says who will be impersonated and asks to
 * confirm; the confirmation is a form POST to the same address (spec §6 'Admin').
 */
export function ImpersonateTakePage() {
  const { t } = useTranslation('users');
  const { userId = '' } = useParams();
  const here = buildPath('impersonation.take', PUBLIC, { userId });
  const signedIn = useSignedIn(here);
  const isAdmin = Boolean(signedIn.me && canEnterSpace(signedIn.me, ADMIN));
  const target = useAdminUser(userId, { enabled: isAdmin });
  const formError = useFormError();
  usePageTitle(target.data ? t('impersonation.take_title', { name: target.data.user.fullName }) : t('impersonation.take_title_generic'));

  if (!signedIn.me) return signedIn.page;
  if (!isAdmin) return <ForbiddenPage />;

  return (
    <section className="card card--narrow stack">
      <QueryStatus
        query={target}
        errorFor={(error) => (error instanceof ApiError && error.code === 'NOT_FOUND' ? <p>{t('admin_user.not_found')}</p> : undefined)}
      >
        {({ user, impersonationRefusal }) => (
          <>
            <h1>{t('impersonation.take_title', { name: user.fullName })}</h1>
            {formError && (
              <p className="form__error" role="alert">
                {formError}
              </p>
            )}
            {impersonationRefusal ? (
              <p className="form__error" role="alert">
                {t('admin_user.impersonate_refused')}
              </p>
            ) : (
              <>
                <p>{t('impersonation.take_intro', { name: user.fullName, email: user.email })}</p>
                <p className="form__hint">{t('impersonation.take_hint')}</p>
                <CsrfPostForm action={here} className="actions">
                  {(ready) => (
                    <>
                      <button type="submit" className="button button--primary" disabled={!ready}>
                        {t('impersonation.take_submit', { name: user.fullName })}
                      </button>
                      <RouteLink to="admin.users.show" context={ADMIN} params={{ userId: user.id }} className="button">
                        {t('impersonation.cancel')}
                      </RouteLink>
                    </>
                  )}
                </CsrfPostForm>
              </>
            )}
          </>
        )}
      </QueryStatus>
    </section>
  );
}

/** `/impersonate/leave` (GET): the confirmation form, for a typed URL or a stale token. */
export function ImpersonateLeavePage() {
  const { t } = useTranslation('users');
  usePageTitle(t('impersonation.leave'));
  const signedIn = useSignedIn(buildPath('impersonation.leave', PUBLIC));
  const formError = useFormError();
  if (!signedIn.me) return signedIn.page;
  const { me } = signedIn;

  return (
    <section className="card card--narrow stack">
      <h1>{t('impersonation.leave')}</h1>
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      {me.impersonatedBy ? (
        <>
          <p>{t('impersonation.leave_intro', { name: me.user.fullName })}</p>
          <CsrfPostForm action={buildPath('impersonation.leave', PUBLIC)} className="actions">
            {(ready) => (
              <button type="submit" className="button button--primary" disabled={!ready}>
                {t('impersonation.leave')}
              </button>
            )}
          </CsrfPostForm>
        </>
      ) : (
        <>
          <p>{t('impersonation.not_impersonating')}</p>
          <p>
            <RouteLink to="home" context={PUBLIC} className="button">
              {t('common:not_found.back_home')}
            </RouteLink>
          </p>
        </>
      )}
    </section>
  );
}
