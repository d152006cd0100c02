import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAssociationList, AdminAssociationRow } from '../../../../shared/associations/admin-association.schema';
import { json, renderRoute, stubFetch } from '../../../testing/render';
import { AdminAssociationsPage } from './AdminAssociationsPage';

const row = (partial: Partial<AdminAssociationRow>): AdminAssociationRow => ({
  id: 1,
  slug: 'amis-du-quartier',
  name: 'Les Amis du Quartier',
  logo: null,
  certifiedLabel: null,
  intermissionEligible: false,
  areBranchesActivated: true,
  state: 'active',
  cities: ['Paris'],
  members: 3,
  missions: 6,
  branches: 2,
  createdAt: '2026-01-15T10:00:00.000Z',
  ...partial,
});
const list = (partial: Partial<AdminAssociationList> = {}): AdminAssociationList => ({
  associations: [row({}), row({ id: 2, slug: 'planete-verte', name: 'Planète Verte', certifiedLabel: 'ESUS', areBranchesActivated: false, branches: 0 })],
  total: 27,
  page: 1,
  pageSize: 25,
  ...partial,
});

let fetchMock: ReturnType<typeof vi.fn>;
let page: ReturnType<typeof renderRoute>;
const renderPage = (url: string) => (page = renderRoute('/admin/associations', <AdminAssociationsPage />, url));
const location = () => page.at().search;
const gets = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method !== 'POST').map(([url]) => String(url).replace(`${window.location.origin}/api/v1`, ''));
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST');

beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminAssociationsPage (/admin/associations)', () => {
  it('asks the server for the address’s search, filters, sort and page, and keeps each change in the address', async () => {
    fetchMock.mockImplementation(async () => json(200, list()));
    renderPage('/admin/associations?q=amis&label=certified&sort=-missions&page=2');
    const amis = (await screen.findByRole('link', { name: 'Les Amis du Quartier' })).closest('tr')!;
    expect(gets()[0]).toBe('/admin/associations?q=amis&label=certified&sort=-missions&page=2');
    expect(within(amis).getByText('Non certifiée')).toBeTruthy();
    expect(within(amis).getByText('Activées (2)')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Planète Verte' }).closest('tr')!).getByText("ESUS (Entreprise solidaire d'utilité sociale)")).toBeTruthy();
    expect(screen.getByText('27 associations')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Missions/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: /Missions/ }));
    await waitFor(() => expect(location()).toBe('?q=amis&label=certified&sort=missions'));
    fireEvent.change(screen.getByLabelText('Label certifié'), { target: { value: 'B_CORP' } });
    await waitFor(() => expect(location()).toBe('?q=amis&label=B_CORP&sort=missions'));
    await waitFor(() => expect(gets().at(-1)).toBe('/admin/associations?q=amis&label=B_CORP&sort=missions'));
  });

  it('certifies the selection with a label, and names each refused association with its reason', async () => {
    fetchMock.mockImplementation(async (_url: URL, init: RequestInit) =>
      init.method === 'POST' ? json(200, { done: [1], errors: { '2': ['x'] }, codes: { '2': 'NOT_FOUND' }, message: '' }) : json(200, list()),
    );
    renderPage('/admin/associations');
    fireEvent.click(await screen.findByLabelText('Sélectionner Les Amis du Quartier'));
    fireEvent.click(screen.getByLabelText('Sélectionner Planète Verte'));
    expect(screen.getByText('2 lignes sélectionnées')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Action groupée'), { target: { value: 'certify' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByText('Choisissez le label de certification.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'B_CORP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    const alert = (await screen.findByText('1 ligne refusée :')).closest('[role="alert"]')!;
    expect(alert.textContent).toContain("Planète Verte : L'élément demandé est introuvable.");
    expect(String(posts()[0]![0])).toContain('/api/v1/admin/associations/bulk');
    expect(JSON.parse(String((posts()[0]![1] as RequestInit).body))).toEqual({ associationIds: [1, 2], action: 'certify', certifiedLabel: 'B_CORP' });
  });

  it('says « Une erreur inattendue est survenue » when the bulk request fails', async () => {
    fetchMock.mockImplementation(async (_url: URL, init: RequestInit) => (init.method === 'POST' ? json(500, { error: { code: 'INTERNAL', message: 'x' } }) : json(200, list())));
    renderPage('/admin/associations');
    fireEvent.click(await screen.findByLabelText('Sélectionner toutes les lignes de la page'));
    fireEvent.change(screen.getByLabelText('Action groupée'), { target: { value: 'mark_eligible' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect((await screen.findByText('Une erreur inattendue est survenue')).getAttribute('role')).toBe('alert');
  });

  it('offers to clear the search and filters when nothing matches', async () => {
    fetchMock.mockResolvedValue(json(200, list({ associations: [], total: 0 })));
    renderPage('/admin/associations?state=migrated&sort=-name');
    expect(await screen.findByRole('heading', { name: 'Aucune association ne correspond' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    await waitFor(() => expect(location()).toBe('?sort=-name'));
  });

  it('downloads the export of the list with its filters', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).includes('/exports/')
        ? new Response(new Blob(['x']), { status: 200, headers: { 'content-disposition': 'attachment; filename="associations-2026-11-25.xlsx"' } })
        : json(200, list()),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderPage('/admin/associations?label=ESUS&page=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter (Excel)' }));
    // The list's filters, not its page.
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/admin/exports/associations?label=ESUS&format=xlsx'));
  });
});
