import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { useUrlList } from './use-url-list';

type PageOnly = ReturnType<typeof useUrlList<never>>;
let search: ReturnType<typeof useUrlList<'q'>>;
let first: PageOnly;
let second: PageOnly;

/** Two paged lists on one page, as the admin user page has them (`?candidatures=` and `?journal=`), and a search. */
function TwoLists() {
  search = useUrlList(['q']);
  first = useUrlList([], { pageKey: 'candidatures' });
  second = useUrlList([], { pageKey: 'journal' });
  const location = useLocation();
  return <p data-testid="search">{location.search}</p>;
}

describe('useUrlList', () => {
  it('reads each list’s page from its own parameter and keeps the others', () => {
    renderWithProviders(<TwoLists />, '/admin/utilisateurs/u?q=martin&candidatures=2&journal=3&page=9');
    expect([search.page, first.page, second.page]).toEqual([9, 2, 3]);
    expect(search.values).toEqual({ q: 'martin' });

    act(() => second.update({ page: 4 }));
    expect(screen.getByTestId('search').textContent).toBe('?q=martin&candidatures=2&journal=4&page=9');
    act(() => first.update({ page: 1 }));
    expect(screen.getByTestId('search').textContent).toBe('?q=martin&journal=4&page=9');
  });

  it('goes back to the first page of its own list when a filter changes, and drops what is emptied', () => {
    renderWithProviders(<TwoLists />, '/admin/utilisateurs?q=martin&page=3&journal=2');
    act(() => search.update({ q: 'dupont' }));
    expect(screen.getByTestId('search').textContent).toBe('?q=dupont&journal=2');
    act(() => search.update({ q: '  ' }));
    expect(screen.getByTestId('search').textContent).toBe('?journal=2');
    expect(search.filtered).toBe(false);
  });

  it('reads a page that is not a whole number above 1 as the first', () => {
    renderWithProviders(<TwoLists />, '/x?candidatures=-2&journal=1.5&page=abc');
    expect([search.page, first.page, second.page]).toEqual([1, 1, 1]);
  });
});
