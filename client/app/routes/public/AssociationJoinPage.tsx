import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { FieldErrors } from '../../../../shared/errors';
import { buildPath } from '../../../../shared/routes';
import { JOIN_FORM_KEPT_FIELDS } from '../../../../shared/users/membership.schema';
import { useInvitation } from '../../../features/users/api/invitations';
import { AssociationJoinForm, type JoinFormState } from '../../../features/users/components/AssociationJoinForm';
import { ApiError } from '../../../lib/api';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';

/** What the server sent back with the form after an error: its code, the field messages and the values typed. */
function returnedState(params: URLSearchParams): JoinFormState & { error: string | null } {
  let fields: FieldErrors = {};
  try {
    const parsed: unknown = JSON.parse(params.get('fields') ?? '{}');
    if (parsed && typeof parsed === 'object') fields = parsed as FieldErrors;
  } catch {
    // A hand-edited address: the field messages are simply not shown.
  }
  const values = Object.fromEntries(JOIN_FORM_KEPT_FIELDS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
  return { error: params.get('error'), fields, values };
}

/** `/association/{slug}/rejoindre?token=…`: the join form an association invitation opens (spec §2, public). */
export function AssociationJoinPage() {
  const { t } = useTranslation(['users', 'errors']);
  const slug = useParams().associationSlug!;
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useInvitation(token);
  const returned = returnedState(params);
  usePageTitle(invitation.data ? t('join.title', { association: invitation.data.organisation.name }) : t('invitation.title'));

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
        if (info.kind !== 'association' || info.organisation.slug !== slug || !info.join) return invalid(t('errors:INVITATION_INVALID'));
        if (info.hasAccount) {
          const space = buildPath('space.home', { type: 'association', associationSlug: slug });
          return (
            <PageMessage title={t('invitation.has_account_title')} body={t('invitation.has_account', { email: info.email, organisation: info.organisation.name })}>
              <a className="button button--primary" href={buildPath('login', { type: 'public' }, {}, { 'redirect-back': space })}>
                {t('invitation.sign_in')}
              </a>
            </PageMessage>
          );
        }
        const association = info.organisation.name;
        return (
          <section className="card card--narrow stack">
            <h1>{t('join.title', { association })}</h1>
            <p>{info.inviter ? t('join.intro', { inviter: info.inviter, association }) : t('join.intro_anonymous', { association })}</p>
            {returned.error && (
              <div className="form__error" role="alert">
                <p>{t(`errors:${returned.error}`, { defaultValue: t('errors:UNEXPECTED') })}</p>
                <p>{t('join.passwords_cleared')}</p>
              </div>
            )}
            <AssociationJoinForm invitation={info} initial={returned} />
          </section>
        );
      }}
    </QueryStatus>
  );
}
