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
  associationsExportPath,
  useAdminAssociations,
  useBulkUpdateAssociations,
} from '../../../features/associations/api/admin-associations';
import { ExportButtons } from '../../../ui/ExportButtons';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { CertificationLabelOptions } from '../../../features/associations/components/CertificationLabelOptions';
import { AdminNav } from './AdminNav';
import { AdminListBody, BulkBar, FilterSelect, SearchField, SelectableTable, SortHeader, useAdminListParams } from './AdminList';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * `/admin/associations?q=&city=&label=&intermission=&branches=&state=&sort=&page=`: every association, searched,
 * filtered, sorted and paged by the server, the whole state in the address; bulk certification and eligibility; the
 * export of what the filters keep.
 */
export function AdminAssociationsPage() {
  const { t } = useTranslation(['associations', 'users']);
  usePageTitle(t('admin.title'));
  const list = useAdminListParams(ADMIN_ASSOCIATION_LIST_PARAMS, ADMIN_ASSOCIATION_SORT_KEYS);
  const { values, params } = list;
  const associations = useAdminAssociations(params);
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
        <AdminListBody query={associations} namespace="associations" filtered={list.filtered} onClear={list.clear}>
          {(found) => (
            <AssociationTable
              found={found}
              sort={list.sort}
              busy={associations.isPlaceholderData}
              onSort={list.setSort}
              onPage={(page) => list.update({ page })}
            />
          )}
        </AdminListBody>
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
  const { t } = useTranslation('associations');
  const { found } = props;
  const header = (column: AdminAssociationSortKey) => (
    <SortHeader column={column} sort={props.sort} onSort={props.onSort}>
      {t(`admin.columns.${column}`)}
    </SortHeader>
  );
  return (
    <SelectableTable
      rows={found.associations}
      countText={t('admin.count', { count: found.total })}
      busy={props.busy}
      bulkBar={(selection) => <AssociationBulkBar selected={selection.ids} names={selection.names} onDone={selection.clear} />}
      pager={{ page: found.page, pageSize: found.pageSize, total: found.total, label: t('admin.pagination'), onPage: props.onPage }}
      headers={
        <>
          {header('name')}
          <th scope="col">{t('admin.columns.label')}</th>
          <th scope="col">{t('admin.columns.intermission')}</th>
          <th scope="col">{t('admin.columns.branches')}</th>
          <th scope="col">{t('admin.columns.cities')}</th>
          {header('missions')}
          {header('members')}
          <th scope="col">{t('admin.columns.state')}</th>
          {header('created')}
        </>
      }
      cells={(row) => (
        <>
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
          <td>{formatDate(row.createdAt)}</td>
        </>
      )}
    />
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
              <CertificationLabelOptions placeholder={t('admin.certification_choose')} />
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
