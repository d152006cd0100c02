import { useTranslation } from 'react-i18next';
import {
  ADMIN_COMPANY_LIST_PARAMS,
  ADMIN_COMPANY_SORT_KEYS,
  type AdminCompanySortKey,
  COMPANY_BULK_ACTIONS,
  type CompanyBulkAction,
} from '../../../../shared/companies/admin-company.rules';
import type { AdminCompanyList } from '../../../../shared/companies/admin-company.schema';
import { PLANS } from '../../../../shared/companies/plans';
import { formatDate } from '../../../../shared/i18n/languages';
import type { ListSort } from '../../../../shared/validation/list-sort';
import { type AdminCompanyParams, useAdminCompanies, useAdminHoldings, useBulkUpdateCompanies } from '../../../features/companies/api/admin-companies';
import { useUrlList } from '../../../lib/use-url-list';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';
import { BulkBar, FilterSelect, ListEmpty, ListSkeleton, SearchField, SelectPageBox, SortHeader, useRowSelection } from './AdminList';

const SORTS = ADMIN_COMPANY_SORT_KEYS.flatMap((key) => [key, `-${key}`]) as ListSort<AdminCompanySortKey>[];

/** `/admin/entreprises?q=&plan=&holding=&active=&sort=&page=`: the client companies, searched, filtered, sorted and paged by the server. */
export function AdminCompaniesPage() {
  const { t } = useTranslation(['companies', 'users']);
  usePageTitle(t('admin.title'));
  const list = useUrlList(ADMIN_COMPANY_LIST_PARAMS);
  const { values } = list;
  const params: AdminCompanyParams = { ...values, page: list.page > 1 ? list.page : undefined };
  const companies = useAdminCompanies(params);
  const holdings = useAdminHoldings();
  const sort = SORTS.find((value) => value === values.sort) ?? 'name';
  const filtered = ADMIN_COMPANY_LIST_PARAMS.some((key) => key !== 'sort' && values[key] !== undefined);
  const create = (
    <RouteLink to="admin.companies.create" className="button button--primary">
      {t('admin.create')}
    </RouteLink>
  );

  return (
    <div className="stack">
      <AdminNav />
      <header className="page-header">
        <h1>{t('admin.title')}</h1>
        {create}
      </header>
      <p className="muted">{t('admin.intro')}</p>
      <section className="card stack" aria-label={t('admin.title')}>
        <div className="admin-list__filters">
          <SearchField key={`q-${values.q ?? ''}`} label={t('admin.search_label')} submitLabel={t('admin.search_submit')} value={values.q} onSearch={(q) => list.update({ q })} />
          <FilterSelect
            label={t('admin.filter_plan')}
            value={PLANS.find((plan) => plan === values.plan)}
            allLabel={t('admin.filter_plan_all')}
            options={PLANS.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
            onChange={(plan) => list.update({ plan })}
          />
          <FilterSelect
            label={t('admin.filter_holding')}
            value={values.holding}
            allLabel={t('admin.filter_holding_all')}
            options={[
              { value: 'none', label: t('admin.filter_holding_none') },
              ...(holdings.data?.holdings ?? []).map((holding) => ({ value: holding.slug, label: holding.name })),
            ]}
            onChange={(holding) => list.update({ holding })}
          />
          <FilterSelect
            label={t('admin.filter_active')}
            value={values.active === 'yes' || values.active === 'no' ? values.active : undefined}
            allLabel={t('admin.filter_active_all')}
            options={[
              { value: 'yes', label: t('admin.filter_active_yes') },
              { value: 'no', label: t('admin.filter_active_no') },
            ]}
            onChange={(active) => list.update({ active })}
          />
        </div>
        <QueryStatus query={companies} loading={<ListSkeleton />}>
          {(found) =>
            found.total === 0 && found.page === 1 ? (
              <ListEmpty
                filtered={filtered}
                title={t('admin.empty_title')}
                body={t('admin.empty_body')}
                filteredTitle={t('admin.empty_filtered_title')}
                filteredBody={t('admin.empty_filtered_body')}
                clearLabel={t('admin.clear_filters')}
                onClear={() => list.update({ q: undefined, plan: undefined, holding: undefined, active: undefined })}
                action={create}
              />
            ) : (
              <CompanyTable
                found={found}
                sort={sort}
                busy={companies.isPlaceholderData}
                onSort={(next) => list.update({ sort: next === 'name' ? undefined : next })}
                onPage={(page) => list.update({ page })}
              />
            )
          }
        </QueryStatus>
      </section>
    </div>
  );
}

function CompanyTable(props: { found: AdminCompanyList; sort: ListSort<AdminCompanySortKey>; busy: boolean; onSort(sort: ListSort<AdminCompanySortKey>): void; onPage(page: number): void }) {
  const { t } = useTranslation(['companies', 'users']);
  const { found } = props;
  const selection = useRowSelection<number>();
  const bulk = useBulkUpdateCompanies();
  const ids = found.companies.map((row) => row.id);
  const names = Object.fromEntries(found.companies.map((row) => [String(row.id), row.name]));
  const header = (column: AdminCompanySortKey) => (
    <SortHeader column={column} sort={props.sort} onSort={props.onSort}>
      {t(`admin.columns.${column}`)}
    </SortHeader>
  );
  return (
    <>
      <div className="admin-list__toolbar">
        <p className="admin-list__count" role="status">
          {t('admin.count', { count: found.total })}
        </p>
      </div>
      {selection.selected.size > 0 && (
        <BulkBar<CompanyBulkAction>
          count={selection.selected.size}
          actions={COMPANY_BULK_ACTIONS}
          labelOf={(action) => t(`admin.bulk_actions.${action}`)}
          names={names}
          doneText={(count) => t('admin.bulk_done', { count })}
          run={(action) => bulk.mutateAsync({ companyIds: [...selection.selected], action })}
          onDone={selection.clear}
        />
      )}
      <div className={`table-wrap${props.busy ? ' admin-list__busy' : ''}`} tabIndex={0} aria-busy={props.busy || undefined}>
        <table className="table admin-list__table">
          <thead>
            <tr>
              <th scope="col">
                <SelectPageBox ids={ids} selected={selection.selected} onChange={(on) => selection.setPage(ids, on)} />
              </th>
              {header('name')}
              <th scope="col">{t('admin.columns.plans')}</th>
              <th scope="col">{t('admin.columns.holding')}</th>
              {header('members')}
              <th scope="col">{t('admin.columns.admins')}</th>
              <th scope="col">{t('admin.columns.state')}</th>
              {header('created')}
            </tr>
          </thead>
          <tbody>
            {found.companies.map((row) => (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    className="admin-list__check"
                    checked={selection.selected.has(row.id)}
                    aria-label={t('users:admin.list.select_row', { name: row.name })}
                    onChange={(event) => selection.toggle(row.id, event.target.checked)}
                  />
                </td>
                <td>
                  <RouteLink to="admin.companies.show" params={{ companySlug: row.slug }}>
                    <bdi>{row.name}</bdi>
                  </RouteLink>
                  <div className="muted">{row.slug}</div>
                </td>
                <td>{row.plans.map((plan) => t(`plans.${plan}`)).join(', ')}</td>
                <td>{row.holding ? <bdi>{row.holding.name}</bdi> : <span className="muted">—</span>}</td>
                <td>{row.members}</td>
                <td>{row.admins}</td>
                <td>{row.isActive ? t('admin.active') : <span className="badge badge--warning">{t('admin.inactive')}</span>}</td>
                <td>{formatDate(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('admin.pagination')} onPage={props.onPage} />
    </>
  );
}
