import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUserSearchSchema } from '../../../../shared/users/admin.schema';
import { useAdminUsers } from '../../../features/users/api/admin-users';
import { useUrlList } from '../../../lib/use-url-list';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';

/** `/admin/utilisateurs?q=…&page=…`: find a user by name or e-mail; the search lives in the URL. */
export function AdminUsersPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('admin_users.title'));
  const searchId = useId();
  const list = useUrlList(['q']);
  const search = adminUserSearchSchema.safeParse({ q: list.values.q, page: list.page }).data ?? { page: 1 };
  const [typed, setTyped] = useState(search.q ?? '');
  const users = useAdminUsers(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.update({ q: typed });
  };

  return (
    <div className="stack">
      <AdminNav />
      <h1>{t('admin_users.title')}</h1>
      <form className="search-form" role="search" onSubmit={submit}>
        <label className="field__label" htmlFor={searchId}>
          {t('admin_users.search_label')}
        </label>
        <div className="search-form__row">
          <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          <button type="submit" className="button button--primary">
            {t('admin_users.search_submit')}
          </button>
        </div>
      </form>
      <QueryStatus query={users}>
        {(found) => (
            <section className="stack" aria-busy={users.isFetching}>
              <p className="muted" role="status">
                {t('admin_users.count', { count: found.total })}
              </p>
              {found.users.length === 0 ? (
                <p className="card">{search.q ? t('admin_users.empty', { q: search.q }) : t('admin_users.empty_all')}</p>
              ) : (
                <div className="table-wrap" tabIndex={0}>
                  <table className="table">
                    <thead>
                      <tr>
                        <th scope="col">{t('admin_users.col_name')}</th>
                        <th scope="col">{t('admin_users.col_email')}</th>
                        <th scope="col">{t('admin_users.col_state')}</th>
                        <th scope="col">{t('admin_users.col_organisations')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {found.users.map((user) => (
                        <tr key={user.id}>
                          <td>
                            <RouteLink to="admin.users.show" params={{ userId: user.id }}>
                              {user.fullName}
                            </RouteLink>
                            {user.isPlatformAdmin && <span className="badge">{t('admin_users.platform_admin_badge')}</span>}
                          </td>
                          <td>{user.email}</td>
                          <td>{t(`states.${user.state}`)}</td>
                          <td>{user.organisations.length > 0 ? user.organisations.join(', ') : <span className="muted">{t('admin_users.no_organisation')}</span>}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('admin.pagination')} onPage={(page) => list.update({ page })} />
            </section>
        )}
      </QueryStatus>
    </div>
  );
}
