import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkResult, type ListSort, nextSort, sortParts } from '../../../../shared/validation/list-sort';
import { showToast } from '../../../ui/notifications';
import './admin-lists.css';

/**
 * The pieces every admin table shares (associations, companies): the sortable column headers, the filters' selects,
 * the selection of rows, the bulk bar with spec §7's error map, and the loading and empty states.
 */

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

/** One filter of a list: « all » first, then its values. */
export function FilterSelect(props: { label: string; value: string | undefined; allLabel: string; options: ReadonlyArray<{ value: string; label: string }>; onChange(value: string | undefined): void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value || undefined)}>
        <option value="">{props.allLabel}</option>
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
export function useRowSelection<Id extends number | string>() {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set());
  return {
    selected,
    toggle: (id: Id, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setPage: (ids: readonly Id[], on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

/** The « select the page » box of a table's header. */
export function SelectPageBox(props: { ids: readonly (number | string)[]; selected: ReadonlySet<number | string>; disabled?: boolean; onChange(on: boolean): void }) {
  const { t } = useTranslation('users');
  const all = props.ids.length > 0 && props.ids.every((id) => props.selected.has(id));
  return (
    <input
      type="checkbox"
      className="admin-list__check"
      checked={all}
      disabled={props.disabled || props.ids.length === 0}
      aria-label={t('admin.list.select_page')}
      onChange={(event) => props.onChange(event.target.checked)}
    />
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

  const errors = refused ? Object.entries(refused.result.errors) : [];
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
      {failed && (
        <p className="form__error admin-bulk__result" role="alert">
          {t('errors:UNEXPECTED')}
        </p>
      )}
      {errors.length > 0 && (
        <div className="form__error admin-bulk__result" role="alert">
          {refused!.result.message && <p>{t('errors:UNEXPECTED')}</p>}
          <p>{t('admin.bulk.refused', { count: errors.length })}</p>
          <ul>
            {errors.map(([rowId, messages]) => (
              <li key={rowId}>
                {t('admin.bulk.refused_item', {
                  name: refused!.names[rowId] ?? rowId,
                  reason: refused!.result.codes[rowId] ? t(`errors:${refused!.result.codes[rowId]}`, { defaultValue: messages.join(' ') }) : messages.join(' '),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

/** The list before its first answer: the filters' row and a page of rows, at their final size. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('status.loading')}
      </span>
      <div className="skeleton admin-list__skeleton" />
    </div>
  );
}

/** No row: the list is empty, or the search and filters leave nothing (and can be cleared). */
export function ListEmpty(props: { filtered: boolean; title: string; body: string; filteredTitle: string; filteredBody: string; clearLabel: string; onClear(): void; action?: ReactNode }) {
  return (
    <div className="admin-list__empty">
      <h2>{props.filtered ? props.filteredTitle : props.title}</h2>
      <p className="muted">{props.filtered ? props.filteredBody : props.body}</p>
      {props.filtered ? (
        <button type="button" className="button" onClick={props.onClear}>
          {props.clearLabel}
        </button>
      ) : (
        props.action
      )}
    </div>
  );
}
