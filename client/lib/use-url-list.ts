import { useSearchParams } from 'react-router';

/**
 * A list's search, filters, sort and page kept in the address, so a filtered list can be shared, survives a reload and
 * comes back with the browser's back button. `values` holds the raw parameters (absent ones undefined); `update`
 * changes some of them (an empty value removes it), and any change but the page's goes back to the first page.
 */
export function useUrlList<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() || undefined])) as Record<Key, string | undefined>;
  const rawPage = Number(params.get('page') ?? 1);
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const update = (changes: Partial<Record<Key | 'page', string | number | undefined>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const text = value === undefined ? '' : String(value).trim();
          if (text && !(key === 'page' && text === '1')) next.set(key, text);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { values, page, update, filtered: keys.some((key) => values[key] !== undefined) };
}
