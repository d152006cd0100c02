import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The filters' row above an admin list: a search field sent with its button, then choices (`AdminSelect`) applied at
 * once. The typed text starts from the address's; the caller keys the row by it, so clearing the filters empties it.
 */
export function AdminFilters(props: { searchLabel: string; search: string | undefined; onSearch(text: string | undefined): void; children: ReactNode }) {
  const { t } = useTranslation('users');
  const id = useId();
  const [typed, setTyped] = useState(props.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(typed.trim() || undefined);
  };
  return (
    <div className="admin-filters">
      <form className="search-form admin-filters__search" role="search" onSubmit={submit}>
        <label className="field__label" htmlFor={id}>
          {props.searchLabel}
        </label>
        <div className="search-form__row">
          <input id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" maxLength={200} />
          <button type="submit" className="button button--primary">
            {t('admin_users.search_submit')}
          </button>
        </div>
      </form>
      {props.children}
    </div>
  );
}

/** One choice of the filters' row; `all` is the option that chooses nothing (absent: the first option is the default). */
export function AdminSelect(props: { label: string; value: string; all?: string; options: ReadonlyArray<{ value: string; label: string }>; onChange(value: string | undefined): void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value || undefined)}>
        {props.all !== undefined && <option value="">{props.all}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
