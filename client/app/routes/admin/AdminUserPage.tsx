import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminUserDetail, ImpersonationRecord } from '../../../../shared/users/admin.schema';
import { ApiError } from '../../../lib/api';
import { useAdminUser, useAdminUserActions, useAdminUserEngagements } from '../../../features/users/api/admin-users';
import { useUrlList } from '../../../lib/use-url-list';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminActionLog } from './AdminActionLog';
import { AdminNav } from './AdminNav';
import { PhoneText } from '../../../ui/PhoneText';
import { formatDateTime } from './format';
import '../home.css';
import './admin.css';

/**
 * `/admin/utilisateurs/{id}`: who the user is, where they belong and with which role, their applications, the
 * impersonations of or by them, and for an administrator « Journal des actions » (each list paged in the address).
 */
export function AdminUserPage() {
  const { t } = useTranslation('users');
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  usePageTitle(user.data?.user.fullName ?? t('admin_users.title'));

  return (
    <div className="stack admin-page">
      <AdminNav />
      <p>
        <RouteLink to="admin.users">{t('admin_user.back')}</RouteLink>
      </p>
      <QueryStatus
        query={user}
        errorFor={(error) =>
          error instanceof ApiError && error.code === 'NOT_FOUND' ? <PageMessage title={t('admin_user.not_found')} /> : undefined
        }
      >
        {(detail) => <UserDetail detail={detail} />}
      </QueryStatus>
    </div>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation(['users', 'common']);
  const { user } = detail;
  const notGiven = <span className="muted">{t('account.not_given')}</span>;
  return (
    <>
      <header className="page-header">
        <h1>{user.fullName}</h1>
        {detail.impersonationRefusal === null ? (
          <RouteLink to="impersonation.take" context={{ type: 'public' }} params={{ userId: user.id }} className="button button--primary">
            {t('admin_user.impersonate', { name: user.fullName })}
          </RouteLink>
        ) : (
          <p className="muted">{t('admin_user.impersonate_refused')}</p>
        )}
      </header>

      <section className="card">
        <h2>{t('admin_user.identity')}</h2>
        <dl className="details">
          <dt>{t('account.email')}</dt>
          <dd>
            {user.email} {user.emailVerified ? <span className="badge">{t('admin_user.email_verified')}</span> : <span className="badge badge--warning">{t('admin_user.email_unverified')}</span>}
          </dd>
          <dt>{t('account.phone')}</dt>
          <dd>{user.phone ? <PhoneText value={user.phone} /> : notGiven}</dd>
          <dt>{t('account.job_title')}</dt>
          <dd>{user.jobTitle ?? notGiven}</dd>
          <dt>{t('preferences.language')}</dt>
          <dd>{user.lang ? t(`common:language.${user.lang}`) : notGiven}</dd>
          <dt>{t('admin_user.state')}</dt>
          <dd>{t(`states.${user.state}`)}</dd>
          <dt>{t('admin_user.platform_role')}</dt>
          <dd>{user.isPlatformAdmin ? t('account.platform_admin') : t('admin_user.platform_user')}</dd>
          <dt>{t('admin_user.created_at')}</dt>
          <dd>{formatDateTime(user.createdAt)}</dd>
        </dl>
      </section>

      <section className="card">
        <h2>{t('admin_user.organisations')}</h2>
        {detail.companies.length + detail.associations.length === 0 ? (
          <p>{t('admin_user.no_organisation')}</p>
        ) : (
          <ul className="list">
            {detail.companies.map((company) => (
              <li key={`c${company.id}`}>
                <RouteLink to="admin.companies.show" params={{ companySlug: company.slug }} external>
                  {company.name}
                </RouteLink>{' '}
                — {t(`roles.${company.role}`)}
                {company.ssoId && <> · {t('admin_user.sso_id', { ssoId: company.ssoId })}</>}
                {company.entityName && <> · {t('admin_user.entity', { name: company.entityName })}</>}
                {company.managerEmail && <> · {t('admin_user.manager', { email: company.managerEmail })}</>}
              </li>
            ))}
            {detail.associations.map((association) => (
              <li key={`a${association.id}`}>
                <RouteLink to="admin.associations.show" params={{ associationSlug: association.slug }} external>
                  {association.name}
                </RouteLink>{' '}
                — {t(`roles.${association.role}`)}
                {association.branchName && <> · {t('admin_user.branch', { name: association.branchName })}</>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <UserEngagements userId={user.id} />

      <section className="card">
        <h2>{t('admin_user.impersonations')}</h2>
        {detail.impersonations.length === 0 ? (
          <p>{t('admin_user.impersonations_empty')}</p>
        ) : (
          <ol className="audit-list">
            {detail.impersonations.map((record) => (
              <ImpersonationItem key={record.id} record={record} />
            ))}
          </ol>
        )}
      </section>

      {user.isPlatformAdmin && <AdminJournal userId={user.id} />}
    </>
  );
}

/** The user's applications, newest first, each linked to its admin page (`?candidatures=N`). */
function UserEngagements({ userId }: { userId: string }) {
  const { t } = useTranslation(['users', 'engagements']);
  const list = useUrlList([], { pageKey: 'candidatures' });
  const engagements = useAdminUserEngagements(userId, list.page);
  return (
    <section className="card stack" aria-labelledby="admin-user-engagements">
      <h2 id="admin-user-engagements">{t('admin_user.engagements')}</h2>
      <QueryStatus query={engagements} loading={<div className="skeleton admin-skeleton__rows" aria-busy="true" />}>
        {(found) =>
          found.total === 0 ? (
            <p>{t('admin_user.engagements_empty')}</p>
          ) : (
            <>
              <div className="table-wrap" tabIndex={0} aria-busy={engagements.isPlaceholderData}>
                <table className="table table--compact">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin_user.engagement_mission')}</th>
                      <th scope="col">{t('admin_user.engagement_organisations')}</th>
                      <th scope="col">{t('admin_user.engagement_state')}</th>
                      <th scope="col">{t('admin_user.engagement_date')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.engagements.map((engagement) => (
                      <tr key={engagement.id}>
                        <td>
                          <RouteLink to="engagement.show" params={{ engagementId: engagement.id }}>
                            <bdi>{engagement.mission.title}</bdi>
                          </RouteLink>
                        </td>
                        <td>{[engagement.company.name, engagement.association?.name].filter(Boolean).join(' · ')}</td>
                        <td>{t(`engagements:states.${engagement.state}`)}</td>
                        <td>{formatDateTime(engagement.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('admin_user.engagements_pagination')} disabled={engagements.isPlaceholderData} onPage={(page) => list.update({ page })} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}

/** « Journal des actions »: what this administrator did, newest first (`?journal=N`). */
function AdminJournal({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const list = useUrlList([], { pageKey: 'journal' });
  const actions = useAdminUserActions(userId, list.page);
  return <AdminActionLog id="admin-user-journal" query={actions} showAdmin={false} intro={t('admin_actions.intro_admin')} onPage={(page) => list.update({ page })} />;
}

function ImpersonationItem({ record }: { record: ImpersonationRecord }) {
  const { t } = useTranslation('users');
  const status = record.active
    ? t('admin_user.impersonation_active')
    : record.endedAt
      ? t('admin_user.impersonation_ended', { date: formatDateTime(record.endedAt) })
      : t('admin_user.impersonation_expired');
  return (
    <li className="audit-list__item">
      <p>
        <strong>{t('admin_user.impersonation_line', { admin: record.admin.fullName, target: record.target.fullName })}</strong>
      </p>
      <p className="muted">
        {t('admin_user.impersonation_started', { date: formatDateTime(record.startedAt) })} · {status}
      </p>
      {record.actions.length === 0 ? (
        <p className="muted">{t('admin_user.actions_empty')}</p>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="table table--compact">
            <caption>{t('admin_user.actions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin_user.action_date')}</th>
                <th scope="col">{t('admin_user.action_request')}</th>
                <th scope="col">{t('admin_user.action_status')}</th>
              </tr>
            </thead>
            <tbody>
              {record.actions.map((action, index) => (
                <tr key={index}>
                  <td>{formatDateTime(action.createdAt)}</td>
                  <td>
                    <code className="admin-request">
                      {action.method} {action.path}
                    </code>
                  </td>
                  <td>{action.status < 400 ? t('admin_user.action_ok', { status: action.status }) : t('admin_user.action_failed', { status: action.status })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
