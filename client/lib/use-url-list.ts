import { useSearchParams } from 'react-router';

/**
 * A list's search, filters, sort and page kept in the address, so a filtered list can be shared, survives a reload and
 * comes back with the browser's back button. `values` holds the raw parameters (absent ones undefined); `update`
 * changes some of them (an empty value removes it), and any change but the page's goes back to the first page.
 * A page showing two paged lists names each one's page parameter (`pageKey`, `page` by default).
 */
export function useUrlList<Key extends string>(keys: readonly Key[], options: { pageKey?: string } = {}) {
  const pageKey = options.pageKey ?? 'page';
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() || undefined])) as Record<Key, string | undefined>;
  const rawPage = Number(params.get(pageKey) ?? 1);
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const update = (changes: Partial<Record<Key | 'page', string | number | undefined>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const name = key === 'page' ? pageKey : key;
          const text = value === undefined ? '' : String(value).trim();
          if (text && !(name === pageKey && text === '1')) next.set(name, text);
          else next.delete(name);
        }
        if (!('page' in changes)) next.delete(pageKey);
        return next;
      },
      { replace: true },
    );
  return { values, page, update, filtered: keys.some((key) => values[key] !== undefined) };
}
