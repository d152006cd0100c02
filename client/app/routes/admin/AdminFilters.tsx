import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The filters' row above an admin list: a search field sent with its button, then choices (`FilterSelect`, AdminList.tsx) applied at
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
