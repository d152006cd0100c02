import { useTranslation } from 'react-i18next';
import { ADMIN_ORGANISATION_TYPES, ADMIN_USER_SORTS, type AdminOrganisationType, type AdminUserSort } from '../../../../shared/users/admin-lists';
import { USER_STATES, type UserState } from '../../../../shared/users/user-states';
import { type AdminUsersParams, useAdminUsers } from '../../../features/users/api/admin-users';
import { useUrlList } from '../../../lib/use-url-list';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminFilters } from './AdminFilters';
import { FilterSelect } from './AdminList';
import { AdminNav } from './AdminNav';
import { formatDateTime } from './format';
import '../home.css';
import './admin.css';

const FILTERS = ['q', 'state', 'organisation', 'sort'] as const;
const oneOf = <Value extends string>(values: readonly Value[], value: string | undefined): Value | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as Value) : undefined;

/** The list's search, filters, order and page, read from the address (anything unknown there is left out). */
function useListParams() {
  const list = useUrlList(FILTERS);
  const current: AdminUsersParams = {
    q: list.values.q?.slice(0, 200),
    state: oneOf<UserState>(USER_STATES, list.values.state),
    organisation: oneOf<AdminOrganisationType>(ADMIN_ORGANISATION_TYPES, list.values.organisation),
    sort: oneOf<AdminUserSort>(ADMIN_USER_SORTS, list.values.sort) ?? 'name',
    page: list.page,
  };
  return { current, update: list.update, filtered: current.q !== undefined || current.state !== undefined || current.organisation !== undefined };
}

/**
 * `/admin/utilisateurs?q=…&state=…&organisation=…&sort=…&page=…`: find a user by name, e-mail or matricule (SSO id),
 * filter by account state and kind of organisation, sort by name or newest first; all of it in the address.
 */
export function AdminUsersPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('admin_users.title'));
  const { current, update, filtered } = useListParams();
  const users = useAdminUsers(current);

  return (
    <div className="stack">
      <AdminNav />
      <h1>{t('admin_users.title')}</h1>
      <Filters key={current.q ?? ''} params={current} onChange={update} />
      <QueryStatus query={users} loading={<div className="skeleton admin-skeleton__rows" aria-busy="true" />}>
        {(found) => (
          <section className="stack" aria-busy={users.isPlaceholderData}>
            <p className="muted" role="status">
              {t('admin_users.count', { count: found.total })}
            </p>
            {found.users.length === 0 ? (
              <div className="card stack">
                <p>{current.q ? t('admin_users.empty', { q: current.q }) : filtered ? t('admin_users.empty_filtered') : t('admin_users.empty_all')}</p>
                {filtered && (
                  <p>
                    <button type="button" className="button" onClick={() => update({ q: undefined, state: undefined, organisation: undefined })}>
                      {t('admin_users.clear_filters')}
                    </button>
                  </p>
                )}
              </div>
            ) : (
              <div className="table-wrap" tabIndex={0}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col" aria-sort={current.sort === 'name' ? 'ascending' : undefined}>
                        {t('admin_users.col_name')}
                      </th>
                      <th scope="col">{t('admin_users.col_email')}</th>
                      <th scope="col">{t('admin_users.col_state')}</th>
                      <th scope="col">{t('admin_users.col_organisations')}</th>
                      <th scope="col" aria-sort={current.sort === 'created' ? 'descending' : undefined}>
                        {t('admin_users.col_created')}
                      </th>
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
                        <td className="admin-break">{user.email}</td>
                        <td>{t(`states.${user.state}`)}</td>
                        <td>{user.organisations.length > 0 ? user.organisations.join(', ') : <span className="muted">{t('admin_users.no_organisation')}</span>}</td>
                        <td>{formatDateTime(user.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('admin.pagination')} disabled={users.isPlaceholderData} onPage={(page) => update({ page })} />
          </section>
        )}
      </QueryStatus>
    </div>
  );
}

function Filters({ params, onChange }: { params: AdminUsersParams; onChange(changes: Partial<Record<(typeof FILTERS)[number], string | undefined>>): void }) {
  const { t } = useTranslation('users');
  return (
    <AdminFilters searchLabel={t('admin_users.search_label')} search={params.q} onSearch={(q) => onChange({ q })}>
      <FilterSelect
        label={t('admin_users.filter_state')}
        value={params.state}
        allLabel={t('admin_users.filter_state_all')}
        options={USER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        onChange={(state) => onChange({ state })}
      />
      <FilterSelect
        label={t('admin_users.filter_organisation')}
        value={params.organisation}
        allLabel={t('admin_users.filter_organisation_all')}
        options={ADMIN_ORGANISATION_TYPES.map((type) => ({ value: type, label: t(`admin_users.organisation_types.${type}`) }))}
        onChange={(organisation) => onChange({ organisation })}
      />
      <FilterSelect
        label={t('admin_users.sort')}
        value={params.sort ?? 'name'}
        options={ADMIN_USER_SORTS.map((sort) => ({ value: sort, label: t(`admin_users.sorts.${sort}`) }))}
        onChange={(sort) => onChange({ sort: sort === 'name' ? undefined : sort })}
      />
    </AdminFilters>
  );
}
