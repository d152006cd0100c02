import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useInvitation } from '../../../features/users/api/invitations';
import { FinalizeInvitationForm } from '../../../features/users/components/FinalizeInvitationForm';
import { ApiError } from '../../../lib/api';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';

/** `/collaborateur/{slug}/finaliser-inscription?token=…`: the page an employee invitation opens (public). */
export function FinalizeInvitationPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('invitation.title'));
  const slug = useParams().companySlug!;
  const token = useSearchParams()[0].get('token');
  const invitation = useInvitation(token);
  const navigate = useNavigate();
  const login = buildPath('login', { type: 'public' }, {}, { 'redirect-back': buildPath('space.home', { type: 'employee', companySlug: slug }) });

  const invalid = (body: string) => (
    <PageMessage title={t('invitation.invalid_title')} body={body}>
      <RouteLink to="home" context={{ type: 'public' }} className="button button--primary">
        {t('common:not_found.back_home')}
      </RouteLink>
    </PageMessage>
  );
  if (!token) return invalid(t('invitation.missing_token'));

  return (
    <QueryStatus query={invitation} errorFor={(error) => (error instanceof ApiError && error.status === 410 ? invalid(t('errors:INVITATION_INVALID')) : undefined)}>
      {(info) => {
        if (info.kind !== 'company' || info.organisation.slug !== slug) return invalid(t('errors:INVITATION_INVALID'));
        if (info.hasAccount) {
          return (
            <PageMessage title={t('invitation.has_account_title')} body={t('invitation.has_account', { email: info.email, organisation: info.organisation.name })}>
              <a className="button button--primary" href={login}>
                {t('invitation.sign_in')}
              </a>
            </PageMessage>
          );
        }
        return (
          <section className="card card--narrow stack">
            <h1>{t('invitation.title')}</h1>
            <p>
              {info.inviter
                ? t('invitation.intro', { inviter: info.inviter, organisation: info.organisation.name })
                : t('invitation.intro_anonymous', { organisation: info.organisation.name })}
            </p>
            <FinalizeInvitationForm token={token} invitation={info} onDone={(redirectTo) => navigate(redirectTo, { replace: true })} />
          </section>
        );
      }}
    </QueryStatus>
  );
}
