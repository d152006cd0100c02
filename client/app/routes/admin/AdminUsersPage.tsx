import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminUserSearchSchema } from '../../../../shared/users/admin.schema';
import { useAdminUsers } from '../../../features/users/api/admin-users';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';

/** `/admin/utilisateurs?q=…&page=…`: find a user by name or e-mail; the search lives in the URL. */
export function AdminUsersPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('admin_users.title'));
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const search = adminUserSearchSchema.safeParse({ q: params.get('q') ?? undefined, page: params.get('page') ?? undefined }).data ?? { page: 1 };
  const [typed, setTyped] = useState(search.q ?? '');
  const users = useAdminUsers(search);

  const go = (next: { q?: string; page: number }) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() || undefined, page: 1 });
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
        {(list) => {
          const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
          return (
            <section className="stack" aria-busy={users.isFetching}>
              <p className="muted" role="status">
                {t('admin_users.count', { count: list.total })}
              </p>
              {list.users.length === 0 ? (
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
                      {list.users.map((user) => (
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
              {(pages > 1 || list.page > 1) && (
                <nav className="pagination" aria-label={t('admin.pagination')}>
                  <button type="button" className="button" disabled={list.page <= 1} onClick={() => go({ q: search.q, page: list.page - 1 })}>
                    {t('admin.previous')}
                  </button>
                  <span>{t('admin.page_of', { page: list.page, pages })}</span>
                  <button type="button" className="button" disabled={list.page >= pages} onClick={() => go({ q: search.q, page: list.page + 1 })}>
                    {t('admin.next')}
                  </button>
                </nav>
              )}
            </section>
          );
        }}
      </QueryStatus>
    </div>
  );
}
