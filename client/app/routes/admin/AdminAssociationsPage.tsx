import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_ASSOCIATION_LIST_PARAMS,
  ADMIN_ASSOCIATION_SORT_KEYS,
  ASSOCIATION_BULK_ACTIONS,
  ASSOCIATION_STATES,
  type AdminAssociationSortKey,
  type AssociationBulkAction,
  LABEL_FILTERS,
} from '../../../../shared/associations/admin-association.rules';
import type { AdminAssociationList } from '../../../../shared/associations/admin-association.schema';
import { CERTIFICATION_LABELS, type CertificationLabel } from '../../../../shared/associations/certification-labels';
import { formatDate } from '../../../../shared/i18n/languages';
import type { ListSort } from '../../../../shared/validation/list-sort';
import {
  type AdminAssociationParams,
  associationsExportPath,
  useAdminAssociations,
  useBulkUpdateAssociations,
} from '../../../features/associations/api/admin-associations';
import { useUrlList } from '../../../lib/use-url-list';
import { ExportButtons } from '../../../ui/ExportButtons';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';
import { BulkBar, FilterSelect, ListEmpty, ListSkeleton, SearchField, SelectPageBox, SortHeader, useRowSelection } from './AdminList';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const SORTS = ADMIN_ASSOCIATION_SORT_KEYS.flatMap((key) => [key, `-${key}`]) as ListSort<AdminAssociationSortKey>[];

/**
 * `/admin/associations?q=&city=&label=&intermission=&branches=&state=&sort=&page=`: every association, searched,
 * filtered, sorted and paged by the server, the whole state in the address; bulk certification and eligibility; the
 * export of what the filters keep.
 */
export function AdminAssociationsPage() {
  const { t } = useTranslation(['associations', 'users']);
  usePageTitle(t('admin.title'));
  const list = useUrlList(ADMIN_ASSOCIATION_LIST_PARAMS);
  const { values } = list;
  const params: AdminAssociationParams = { ...values, page: list.page > 1 ? list.page : undefined };
  const associations = useAdminAssociations(params);
  const sort = oneOf(SORTS, values.sort) ?? 'name';
  const filtered = ADMIN_ASSOCIATION_LIST_PARAMS.some((key) => key !== 'sort' && values[key] !== undefined);
  const yesNo = (prefix: string) => [
    { value: 'yes', label: t(`${prefix}_yes`) },
    { value: 'no', label: t(`${prefix}_no`) },
  ];

  return (
    <div className="stack">
      <AdminNav />
      <header className="page-header">
        <h1>{t('admin.title')}</h1>
        <ExportButtons
          label={t('admin.export_label')}
          xlsxText={t('admin.export_xlsx')}
          csvText={t('admin.export_csv')}
          path={(format) => associationsExportPath(params, format)}
          fallbackName={(format) => `associations.${format}`}
        />
      </header>
      <p className="muted">{t('admin.intro')}</p>
      <section className="card stack" aria-label={t('admin.title')}>
        <div className="admin-list__filters">
          <SearchField key={`q-${values.q ?? ''}`} label={t('admin.search_label')} submitLabel={t('admin.search_submit')} value={values.q} onSearch={(q) => list.update({ q })} />
          <SearchField key={`city-${values.city ?? ''}`} label={t('admin.city_label')} submitLabel={t('admin.search_submit')} value={values.city} onSearch={(city) => list.update({ city })} />
          <FilterSelect
            label={t('admin.filter_label')}
            value={oneOf(LABEL_FILTERS, values.label)}
            allLabel={t('admin.filter_label_all')}
            options={[
              { value: 'certified', label: t('admin.filter_label_certified') },
              { value: 'uncertified', label: t('admin.filter_label_uncertified') },
              ...CERTIFICATION_LABELS.map((label) => ({ value: label, label: t(`certification_labels.${label}`) })),
            ]}
            onChange={(label) => list.update({ label })}
          />
          <FilterSelect
            label={t('admin.filter_intermission')}
            value={oneOf(['yes', 'no'], values.intermission)}
            allLabel={t('admin.filter_all')}
            options={yesNo('admin.filter_intermission')}
            onChange={(intermission) => list.update({ intermission })}
          />
          <FilterSelect
            label={t('admin.filter_branches')}
            value={oneOf(['yes', 'no'], values.branches)}
            allLabel={t('admin.filter_all')}
            options={yesNo('admin.filter_branches')}
            onChange={(branches) => list.update({ branches })}
          />
          <FilterSelect
            label={t('admin.filter_state')}
            value={oneOf(ASSOCIATION_STATES, values.state)}
            allLabel={t('admin.filter_all')}
            options={ASSOCIATION_STATES.map((state) => ({ value: state, label: t(`admin.filter_state_${state}`) }))}
            onChange={(state) => list.update({ state })}
          />
        </div>
        <QueryStatus query={associations} loading={<ListSkeleton />}>
          {(found) =>
            found.total === 0 && found.page === 1 ? (
              <ListEmpty
                filtered={filtered}
                title={t('admin.empty_title')}
                body={t('admin.empty_body')}
                filteredTitle={t('admin.empty_filtered_title')}
                filteredBody={t('admin.empty_filtered_body')}
                clearLabel={t('admin.clear_filters')}
                onClear={() => list.update(Object.fromEntries(ADMIN_ASSOCIATION_LIST_PARAMS.filter((key) => key !== 'sort').map((key) => [key, undefined])))}
              />
            ) : (
              <AssociationTable
                found={found}
                sort={sort}
                busy={associations.isPlaceholderData}
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

function AssociationTable(props: {
  found: AdminAssociationList;
  sort: ListSort<AdminAssociationSortKey>;
  busy: boolean;
  onSort(sort: ListSort<AdminAssociationSortKey>): void;
  onPage(page: number): void;
}) {
  const { t } = useTranslation(['associations', 'users']);
  const { found } = props;
  const selection = useRowSelection<number>();
  const ids = found.associations.map((row) => row.id);
  const names = Object.fromEntries(found.associations.map((row) => [String(row.id), row.name]));
  const header = (column: AdminAssociationSortKey) => (
    <SortHeader column={column} sort={props.sort} onSort={props.onSort}>
      {t(`admin.columns.${column === 'created' ? 'created' : column}`)}
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
        <AssociationBulkBar selected={[...selection.selected]} names={names} onDone={selection.clear} />
      )}
      <div className={`table-wrap${props.busy ? ' admin-list__busy' : ''}`} tabIndex={0} aria-busy={props.busy || undefined}>
        <table className="table admin-list__table">
          <thead>
            <tr>
              <th scope="col">
                <SelectPageBox ids={ids} selected={selection.selected} onChange={(on) => selection.setPage(ids, on)} />
              </th>
              {header('name')}
              <th scope="col">{t('admin.columns.label')}</th>
              <th scope="col">{t('admin.columns.intermission')}</th>
              <th scope="col">{t('admin.columns.branches')}</th>
              <th scope="col">{t('admin.columns.cities')}</th>
              {header('missions')}
              {header('members')}
              <th scope="col">{t('admin.columns.state')}</th>
              {header('created')}
            </tr>
          </thead>
          <tbody>
            {found.associations.map((row) => (
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
                  <RouteLink to="admin.associations.show" params={{ associationSlug: row.slug }}>
                    <bdi>{row.name}</bdi>
                  </RouteLink>
                </td>
                <td>{row.certifiedLabel ? <span className="badge">{t(`certification_labels.${row.certifiedLabel}`)}</span> : <span className="muted">{t('admin.not_certified')}</span>}</td>
                <td>{row.intermissionEligible ? t('admin.eligible') : <span className="muted">{t('admin.not_eligible')}</span>}</td>
                <td>{row.areBranchesActivated ? t('admin.branches_on', { count: row.branches }) : <span className="muted">{t('admin.branches_off')}</span>}</td>
                <td>{row.cities.length > 0 ? row.cities.join(', ') : <span className="muted">—</span>}</td>
                <td>{row.missions}</td>
                <td>{row.members}</td>
                <td>{row.state === 'active' ? t('admin.states.active') : <span className="badge badge--warning">{t('admin.states.migrated')}</span>}</td>
                <td>{formatDate(new Date(row.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('admin.pagination')} onPage={props.onPage} />
    </>
  );
}

function AssociationBulkBar(props: { selected: number[]; names: Record<string, string>; onDone(): void }) {
  const { t } = useTranslation('associations');
  const bulk = useBulkUpdateAssociations();
  const labelId = useId();
  const [label, setLabel] = useState<CertificationLabel | ''>('');
  return (
    <BulkBar<AssociationBulkAction>
      count={props.selected.length}
      actions={ASSOCIATION_BULK_ACTIONS}
      labelOf={(action) => t(`admin.bulk_actions.${action}`)}
      fieldsFor={(action) =>
        action === 'certify' && (
          <div className="field">
            <label className="field__label" htmlFor={labelId}>
              {t('admin.bulk_label')}
            </label>
            <select id={labelId} value={label} onChange={(event) => setLabel(event.target.value as CertificationLabel | '')}>
              <option value="">{t('admin.certification_choose')}</option>
              {CERTIFICATION_LABELS.map((value) => (
                <option key={value} value={value}>
                  {t(`certification_labels.${value}`)}
                </option>
              ))}
            </select>
          </div>
        )
      }
      ready={(action) => action !== 'certify' || label !== ''}
      missingFields={t('errors:validation.certification_label_required')}
      names={props.names}
      doneText={(count) => t('admin.bulk_done', { count })}
      run={(action) => bulk.mutateAsync({ associationIds: props.selected, action, ...(action === 'certify' && label ? { certifiedLabel: label } : {}) })}
      onDone={props.onDone}
    />
  );
}
