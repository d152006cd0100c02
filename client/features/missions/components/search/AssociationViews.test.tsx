import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import missions from '../../../../../shared/locales/fr/missions.json' with { type: 'json' };
import type { AssociationDirectory } from '../../../../../shared/missions/mission-search.schema';
import { AssociationDirectoryView, AssociationProfileView } from './AssociationViews';
import { json } from '../../../../testing/render';

const directory: AssociationDirectory = {
  associations: [{ id: 2, slug: 'planete-verte', name: 'Planète Verte', logo: null, description: 'Pour la planète', thematics: ['THEMATIC_ENVIRONMENT'], missions: 3 }],
  total: 1,
  page: 1,
  pageSize: 20,
};

let fetchMock: ReturnType<typeof vi.fn>;
let location = '';
function Where() {
  const current = useLocation();
  location = current.pathname + current.search;
  return null;
}
function renderAt(url: string, ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, directory));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the association directory', () => {
  it('lists associations with their open missions, and keeps the thematic in the URL', async () => {
    renderAt('/toutes-nos-associations', <AssociationDirectoryView scope={{ kind: 'public' }} title="Toutes nos associations" />);
    expect(await screen.findByText('1 association')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Planète Verte' }).getAttribute('href')).toBe('/associations/planete-verte');
    expect(screen.getByText('3 missions en ligne')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Thématique'), { target: { value: 'THEMATIC_ENVIRONMENT' } });
    await waitFor(() => expect(location).toBe('/toutes-nos-associations?thematic=THEMATIC_ENVIRONMENT'));
    await waitFor(() => expect(new URL(String(fetchMock.mock.calls.at(-1)![0])).searchParams.get('thematic')).toBe('THEMATIC_ENVIRONMENT'));
  });

  it('shows the empty state when nothing matches', async () => {
    fetchMock.mockImplementation(async () => json(200, { ...directory, associations: [], total: 0 }));
    renderAt('/collaborateur/acme/associations?q=zzz', <AssociationDirectoryView scope={{ kind: 'employee', companySlug: 'acme' }} title="Toutes nos associations" />);
    expect(await screen.findByText('Aucune association ne correspond à votre recherche')).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls.at(-1)![0])).pathname).toBe('/api/v1/companies/acme/associations');
  });

  it('says when an association page does not exist', async () => {
    fetchMock.mockImplementation(async () => json(404, { error: { code: 'NOT_FOUND', message: 'x' } }));
    renderAt('/associations/nope', <AssociationProfileView scope={{ kind: 'public' }} slug="nope" />);
    expect(await screen.findByText('Association introuvable')).toBeTruthy();
  });
});
