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
import { useAdminCompanies, useAdminHoldings, useBulkUpdateCompanies } from '../../../features/companies/api/admin-companies';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';
import { AdminListBody, BulkBar, FilterSelect, SearchField, SelectableTable, SortHeader, useAdminListParams } from './AdminList';

/** `/admin/entreprises?q=&plan=&holding=&active=&sort=&page=`: the client companies, searched, filtered, sorted and paged by the server. */
export function AdminCompaniesPage() {
  const { t } = useTranslation(['companies', 'users']);
  usePageTitle(t('admin.title'));
  const list = useAdminListParams(ADMIN_COMPANY_LIST_PARAMS, ADMIN_COMPANY_SORT_KEYS);
  const { values } = list;
  const companies = useAdminCompanies(list.params);
  const holdings = useAdminHoldings();
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
        <AdminListBody query={companies} namespace="companies" filtered={list.filtered} onClear={list.clear} action={create}>
          {(found) => (
            <CompanyTable
              found={found}
              sort={list.sort}
              busy={companies.isPlaceholderData}
              onSort={list.setSort}
              onPage={(page) => list.update({ page })}
            />
          )}
        </AdminListBody>
      </section>
    </div>
  );
}

function CompanyTable(props: { found: AdminCompanyList; sort: ListSort<AdminCompanySortKey>; busy: boolean; onSort(sort: ListSort<AdminCompanySortKey>): void; onPage(page: number): void }) {
  const { t } = useTranslation('companies');
  const { found } = props;
  const bulk = useBulkUpdateCompanies();
  const header = (column: AdminCompanySortKey) => (
    <SortHeader column={column} sort={props.sort} onSort={props.onSort}>
      {t(`admin.columns.${column}`)}
    </SortHeader>
  );
  return (
    <SelectableTable
      rows={found.companies}
      countText={t('admin.count', { count: found.total })}
      busy={props.busy}
      bulkBar={(selection) => (
        <BulkBar<CompanyBulkAction>
          count={selection.ids.length}
          actions={COMPANY_BULK_ACTIONS}
          labelOf={(action) => t(`admin.bulk_actions.${action}`)}
          names={selection.names}
          doneText={(count) => t('admin.bulk_done', { count })}
          run={(action) => bulk.mutateAsync({ companyIds: selection.ids, action })}
          onDone={selection.clear}
        />
      )}
      pager={{ page: found.page, pageSize: found.pageSize, total: found.total, label: t('admin.pagination'), onPage: props.onPage }}
      headers={
        <>
          {header('name')}
          <th scope="col">{t('admin.columns.plans')}</th>
          <th scope="col">{t('admin.columns.holding')}</th>
          {header('members')}
          <th scope="col">{t('admin.columns.admins')}</th>
          <th scope="col">{t('admin.columns.state')}</th>
          {header('created')}
        </>
      }
      cells={(row) => (
        <>
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
        </>
      )}
    />
  );
}
