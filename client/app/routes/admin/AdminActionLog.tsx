import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditResource } from '../../../../shared/users/admin-audit';
import type { AdminActionList, AdminActionRecord } from '../../../../shared/users/admin.schema';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { formatDateTime } from './format';

/**
 * « Journal des actions » (issue 16): lines of the admin audit log, newest first, by page: when, who (and as whom,
 * while impersonating), the request, what it was about, and its outcome. Shown on an administrator's page (what
 * they did) and on an application's (what administrators did on it).
 */
export function AdminActionLog(props: { id: string; query: UseQueryResult<AdminActionList>; showAdmin: boolean; intro: string; onPage(page: number): void }) {
  const { t } = useTranslation('users');
  return (
    <section className="card stack" aria-labelledby={props.id}>
      <h2 id={props.id}>{t('admin_actions.title')}</h2>
      <p className="muted">{props.intro}</p>
      <QueryStatus query={props.query} loading={<div className="skeleton admin-skeleton__rows" aria-busy="true" />}>
        {(list) =>
          list.total === 0 && list.page === 1 ? (
            <p>{t('admin_actions.empty')}</p>
          ) : (
            <>
              <div className="table-wrap" tabIndex={0} aria-busy={props.query.isPlaceholderData}>
                <table className="table table--compact">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin_actions.col_date')}</th>
                      {props.showAdmin && <th scope="col">{t('admin_actions.col_admin')}</th>}
                      <th scope="col">{t('admin_actions.col_request')}</th>
                      <th scope="col">{t('admin_actions.col_resource')}</th>
                      <th scope="col">{t('admin_actions.col_status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.actions.map((action) => (
                      <ActionRow key={action.id} action={action} showAdmin={props.showAdmin} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={list.page} pageSize={list.pageSize} total={list.total} label={t('admin_actions.pagination')} disabled={props.query.isPlaceholderData} onPage={props.onPage} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}

function ActionRow({ action, showAdmin }: { action: AdminActionRecord; showAdmin: boolean }) {
  const { t } = useTranslation('users');
  const as = action.impersonation ? t('admin_actions.as', { name: action.impersonation.target.fullName }) : null;
  return (
    <tr>
      <td>{formatDateTime(action.createdAt)}</td>
      {showAdmin && (
        <td>
          <RouteLink to="admin.users.show" params={{ userId: action.admin.id }}>
            {action.admin.fullName}
          </RouteLink>
          {as && <div className="muted">{as}</div>}
        </td>
      )}
      <td>
        <code className="admin-request">
          {action.method} {action.path}
        </code>
        {!showAdmin && as && <div className="muted">{as}</div>}
      </td>
      <td>{action.resource ? <ResourceLabel resource={action.resource} /> : <span className="muted">—</span>}</td>
      <td>{action.status < 400 ? t('admin_user.action_ok', { status: action.status }) : <strong className="text-danger">{t('admin_user.action_failed', { status: action.status })}</strong>}</td>
    </tr>
  );
}

/** What a line was about, linked to its admin page when there is one. */
function ResourceLabel({ resource }: { resource: AuditResource }) {
  const { t } = useTranslation('users');
  const label = t(`admin_actions.resources.${resource.type}`);
  if (resource.type === 'user') {
    return (
      <RouteLink to="admin.users.show" params={{ userId: resource.id }}>
        {label}
      </RouteLink>
    );
  }
  if (resource.type === 'engagement') {
    return (
      <RouteLink to="engagement.show" params={{ engagementId: resource.id }}>
        {label}
      </RouteLink>
    );
  }
  return (
    <>
      {label} <span className="muted">{resource.id}</span>
    </>
  );
}
