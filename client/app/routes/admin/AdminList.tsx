import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkResult, type ListSort, nextSort, sortParts } from '../../../../shared/validation/list-sort';
import { ApiError } from '../../../lib/api';
import { useUrlList } from '../../../lib/use-url-list';
import { PageMessage } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';
import { BulkOutcome } from '../../../ui/BulkOutcome';
import { showToast } from '../../../ui/notifications';
import { Pager } from '../../../ui/Pager';
import './admin-lists.css';

/**
 * The pieces every admin table shares (associations, companies): the sortable column headers, the filters' selects,
 * the selection of rows, the bulk bar with spec §7's error map, and the loading and empty states.
 */

/**
 * A list's search, filters, sort and page from the address (`useUrlList`): what to ask the server (`params`, the raw
 * values: the server drops what it does not know), the sort to show (the first key ascending by default), whether a
 * search or filter is on, and how to clear them or sort.
 */
export function useAdminListParams<Key extends string, SortKey extends string>(keys: readonly (Key | 'sort')[], sortKeys: readonly [SortKey, ...SortKey[]]) {
  const list = useUrlList(keys);
  const sorts: ListSort<SortKey>[] = sortKeys.flatMap((key) => [key, `-${key}` as const]);
  const filters = keys.filter((key) => key !== 'sort');
  type Changes = Parameters<typeof list.update>[0];
  return {
    values: list.values,
    update: list.update,
    params: { ...list.values, page: list.page > 1 ? list.page : undefined },
    sort: sorts.find((value) => value === list.values.sort) ?? sortKeys[0],
    filtered: filters.some((key) => list.values[key] !== undefined),
    clear: () => list.update(Object.fromEntries(filters.map((key) => [key, undefined])) as Changes),
    setSort: (next: ListSort<SortKey>) => list.update({ sort: next === sortKeys[0] ? undefined : next } as Changes),
  };
}

/** A column header that sorts the list on the server: pressed again, it turns the order around. */
export function SortHeader<Key extends string>(props: { column: Key; sort: ListSort<Key>; onSort(sort: ListSort<Key>): void; children: ReactNode }) {
  const { key, descending } = sortParts(props.sort);
  const active = key === props.column;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}>
      <button type="button" className="sort-header" onClick={() => props.onSort(nextSort(props.sort, props.column))}>
        {props.children}
        <span className="sort-header__arrow" aria-hidden="true">
          {active ? (descending ? '↓' : '↑') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** One filter of a list: « all » first when there is one (`allLabel`; without it the first value is the default), then its values. */
export function FilterSelect(props: { label: string; value: string | undefined; allLabel?: string; options: ReadonlyArray<{ value: string; label: string }>; onChange(value: string | undefined): void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value || undefined)}>
        {props.allLabel !== undefined && <option value="">{props.allLabel}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A search box whose text is sent with « Rechercher » (or Enter), so each letter does not ask the server. */
export function SearchField(props: { label: string; submitLabel: string; value: string | undefined; placeholder?: string; onSearch(value: string | undefined): void }) {
  const id = useId();
  const [typed, setTyped] = useState(props.value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(typed.trim() || undefined);
  };
  return (
    <form className="admin-list__search" role="search" onSubmit={submit}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="search-form__row">
        <input id={id} type="search" value={typed} maxLength={200} placeholder={props.placeholder} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button">
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The rows ticked on the current page (kept by id while the page changes under them). */
function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return {
    selected,
    toggle: (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setPage: (ids: readonly number[], on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

/**
 * A page of an admin table whose rows can be ticked: the count, the bulk bar of the selection, the table (a first
 * column of boxes, « select the page » in its header) and the page buttons. `headers` and `cells` are the other columns.
 */
export function SelectableTable<Row extends { id: number; name: string }>(props: {
  rows: readonly Row[];
  countText: string;
  busy: boolean;
  headers: ReactNode;
  cells(row: Row): ReactNode;
  bulkBar(selection: { ids: number[]; names: Record<string, string>; clear(): void }): ReactNode;
  pager: { page: number; pageSize: number; total: number; label: string; onPage(page: number): void };
}) {
  const { t } = useTranslation('users');
  const selection = useRowSelection();
  const ids = props.rows.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <>
      <div className="admin-list__toolbar">
        <p className="admin-list__count" role="status">
          {props.countText}
        </p>
      </div>
      {selection.selected.size > 0 &&
        props.bulkBar({ ids: [...selection.selected], names: Object.fromEntries(props.rows.map((row) => [String(row.id), row.name])), clear: selection.clear })}
      <div className={`table-wrap${props.busy ? ' admin-list__busy' : ''}`} tabIndex={0} aria-busy={props.busy || undefined}>
        <table className="table admin-list__table">
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  className="admin-list__check"
                  checked={all}
                  disabled={ids.length === 0}
                  aria-label={t('admin.list.select_page')}
                  onChange={(event) => selection.setPage(ids, event.target.checked)}
                />
              </th>
              {props.headers}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    className="admin-list__check"
                    checked={selection.selected.has(row.id)}
                    aria-label={t('admin.list.select_row', { name: row.name })}
                    onChange={(event) => selection.toggle(row.id, event.target.checked)}
                  />
                </td>
                {props.cells(row)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...props.pager} />
    </>
  );
}

/**
 * One action on the selected rows. The server answers row by row (spec §7's bulk answer): the rows it changed, and
 * the error map row -> messages, listed here by name; a request that fails says « Une erreur inattendue est survenue ».
 */
export function BulkBar<Action extends string>(props: {
  count: number;
  actions: readonly Action[];
  labelOf(action: Action): string;
  /** The fields an action needs (a certification's label), shown once it is chosen. */
  fieldsFor?(action: Action): ReactNode;
  /** Whether the chosen action can be sent (its fields are filled); false shows `missingFields`. */
  ready?(action: Action): boolean;
  missingFields?: string;
  names: Record<string, string>;
  doneText(count: number): string;
  disabled?: boolean;
  run(action: Action): Promise<BulkResult<number | string>>;
  onDone(): void;
}) {
  const { t } = useTranslation(['users', 'errors']);
  const id = useId();
  const [action, setAction] = useState<Action | ''>('');
  const [missing, setMissing] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState<{ result: BulkResult<number | string>; names: Record<string, string> } | null>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) {
      setMissing(t('admin.bulk.missing'));
      return document.getElementById(`${id}-action`)?.focus();
    }
    if (props.ready && !props.ready(action)) return setMissing(props.missingFields ?? t('admin.bulk.missing'));
    setMissing(null);
    setFailed(false);
    setPending(true);
    const names = props.names;
    try {
      const result = await props.run(action);
      if (result.done.length > 0) showToast('success', props.doneText(result.done.length));
      setRefused(Object.keys(result.errors).length > 0 ? { result, names } : null);
      if (Object.keys(result.errors).length === 0) props.onDone();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="admin-bulk" onSubmit={apply} aria-labelledby={`${id}-title`} noValidate>
      <p id={`${id}-title`} className="admin-bulk__count">
        {t('admin.bulk.selected', { count: props.count })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-action`}>
          {t('admin.bulk.action')}
        </label>
        <select
          id={`${id}-action`}
          value={action}
          onChange={(event) => setAction(event.target.value as Action | '')}
          aria-invalid={missing && !action ? true : undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
        >
          <option value="">{t('admin.bulk.choose')}</option>
          {props.actions.map((value) => (
            <option key={value} value={value}>
              {props.labelOf(value)}
            </option>
          ))}
        </select>
      </div>
      {action && props.fieldsFor?.(action)}
      <div className="admin-bulk__submit">
        <button type="submit" className="button button--primary" disabled={props.disabled || pending}>
          {pending ? t('admin.bulk.applying') : t('admin.bulk.apply')}
        </button>
      </div>
      {missing && (
        <p className="field__error admin-bulk__result" id={`${id}-missing`} role="alert">
          {missing}
        </p>
      )}
      <BulkOutcome
        failed={failed}
        result={refused?.result ?? null}
        names={refused?.names ?? {}}
        summary={(count) => t('admin.bulk.refused', { count })}
        item={(name, reason) => t('admin.bulk.refused_item', { name, reason })}
        className="admin-bulk__result"
      />
    </form>
  );
}


/**
 * A list's answer: a skeleton while it loads (with the error and offline states of `QueryStatus`), the table once it
 * has rows, else the empty state of the namespace's `admin.empty_*` texts: the list is empty, or the search and filters
 * leave nothing (and can be cleared).
 */
export function AdminListBody<T extends { total: number; page: number }>(props: {
  query: UseQueryResult<T>;
  namespace: 'associations' | 'companies';
  filtered: boolean;
  onClear(): void;
  /** What to do when the list is empty and nothing filters it. */
  action?: ReactNode;
  children(found: T): ReactNode;
}) {
  const { t } = useTranslation(props.namespace);
  return (
    <QueryStatus query={props.query} loading={
        <LoadingSkeleton>
          <div className="admin-list__skeleton" />
        </LoadingSkeleton>
      }>
      {(found) =>
        found.total === 0 && found.page === 1 ? (
          <div className="admin-list__empty">
            <h2>{t(props.filtered ? 'admin.empty_filtered_title' : 'admin.empty_title')}</h2>
            <p className="muted">{t(props.filtered ? 'admin.empty_filtered_body' : 'admin.empty_body')}</p>
            {props.filtered ? (
              <button type="button" className="button" onClick={props.onClear}>
                {t('admin.clear_filters')}
              </button>
            ) : (
              props.action
            )}
          </div>
        ) : (
          props.children(found)
        )
      }
    </QueryStatus>
  );
}

/** A page under a list (one association, one company, the creation form): the admin navigation and the way back. */
export function AdminSubPage(props: { backTo: string; backLabel: string; children: ReactNode }) {
  return (
    <div className="stack">
      <AdminNav />
      <p>
        <RouteLink to={props.backTo}>{props.backLabel}</RouteLink>
      </p>
      {props.children}
    </div>
  );
}

/** For `QueryStatus`'s `errorFor`: an item that does not exist (404) says so in a sentence of its own. */
export const notFoundAs = (title: string) => (error: unknown) => (error instanceof ApiError && error.code === 'NOT_FOUND' ? <PageMessage title={title} /> : undefined);
