import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyMember, CompanyMembersList } from '../../../../shared/users/membership.schema';
import { json, stubFetch } from '../../../testing/render';
import { MembersPage } from './MembersPage';

vi.mock('../../../features/users/api/get-session', () => ({
  useSession: () => ({
    data: {
      user: { id: 'me', isPlatformAdmin: false, state: 'registered', firstName: 'Roxane', fullName: 'Roxane Henry' },
      companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN', holdingId: null, entityId: null }],
      associations: [],
    },
  }),
}));

const LEA = '0b6f6a1e-4f4b-4c57-9f0e-8d1f1c0e2a11';
const JEAN = '0b6f6a1e-4f4b-4c57-9f0e-8d1f1c0e2a12';
const member = (partial: Partial<CompanyMember>): CompanyMember => ({
  userId: LEA,
  email: 'lea.roux@acme.example',
  fullName: 'Léa Roux',
  role: 'COMPANY_COLLABORATOR',
  state: 'toValidate',
  entity: { id: 1, name: 'Siège' },
  managerEmail: null,
  matricule: 'LR-1',
  dailyCostCents: null,
  actions: ['validate', 'disable', 'change_role', 'edit'],
  ...partial,
});
const list = (partial: Partial<CompanyMembersList> = {}): CompanyMembersList => ({
  members: [
    member({}),
    member({ userId: JEAN, email: 'jean.dupont@acme.example', fullName: 'Jean Dupont', state: 'registered', entity: null, matricule: null, actions: ['disable', 'change_role', 'edit'] }),
    member({ userId: 'me', email: 'rh@acme.example', fullName: 'Roxane Henry', role: 'COMPANY_ADMIN', state: 'registered', actions: [] }),
  ],
  total: 53,
  page: 2,
  pageSize: 25,
  counts: { registered: 40, toValidate: 13 },
  entities: [
    { id: 1, name: 'Siège' },
    { id: 2, name: 'Agence Lyon' },
  ],
  assignableRoles: ['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN'],
  viewerId: 'me',
  ...partial,
});

let fetchMock: ReturnType<typeof vi.fn>;
let location = '';
function Where() {
  location = useLocation().search;
  return null;
}
function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/entreprise/:companySlug/volontaires"
            element={
              <>
                <MembersPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const gets = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method !== 'POST').map(([url]) => String(url).replace(`${window.location.origin}/api/v1`, ''));

beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('MembersPage (/entreprise/{slug}/volontaires)', () => {
  it('asks for the search, filters and page of the address, shows states as French badges, and pages with « Précédent » / « Suivant »', async () => {
    fetchMock.mockImplementation(async () => json(200, list()));
    const { container } = renderPage('/entreprise/acme/volontaires?q=roux&state=toValidate&entity=1&page=2');
    expect(container.querySelectorAll('.skeleton')).toHaveLength(2);
    const row = (await screen.findByText('lea.roux@acme.example')).closest('tr')!;
    expect(gets()[0]).toBe('/companies/acme/members?q=roux&state=toValidate&entity=1&page=2');
    expect(within(row).getByText('À valider').className).toBe('badge badge--toValidate');
    expect(within(row).getByText('LR-1')).toBeTruthy();
    expect(screen.getByText('53 collaborateurs')).toBeTruthy();
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();
    expect((screen.getByLabelText('Rechercher un collaborateur') as HTMLInputElement).value).toBe('roux');
    // One's own row: no checkbox, no action.
    const mine = screen.getByText('rh@acme.example').closest('tr')!;
    expect(within(mine).queryAllByRole('button')).toHaveLength(0);
    expect(within(mine).queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(gets().at(-1)).toBe('/companies/acme/members?q=roux&state=toValidate&entity=1&page=3'));
    fireEvent.change(screen.getByLabelText('Rôle'), { target: { value: 'COMPANY_AMBASSADOR' } });
    // Another filter goes back to the first page.
    await waitFor(() => expect(location).toBe('?q=roux&state=toValidate&entity=1&role=COMPANY_AMBASSADOR'));
  });

  it('applies a bulk action to the selection and lists the refused employees by name with their reason', async () => {
    fetchMock.mockImplementation(async (url: URL, init: RequestInit) => {
      if (init.method === 'POST')
        return json(200, { done: [LEA], errors: { [JEAN]: ['x'] }, codes: { [JEAN]: 'INVALID_TRANSITION' }, message: '' });
      return json(200, list());
    });
    renderPage('/entreprise/acme/volontaires');
    fireEvent.click(await screen.findByLabelText('Sélectionner Léa Roux'));
    fireEvent.click(screen.getByLabelText('Sélectionner Jean Dupont'));
    expect(screen.getByText('2 collaborateurs sélectionnés')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByText('Choisissez une action.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Action groupée'), { target: { value: 'validate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    const alert = await screen.findByText(/1 collaborateur n'a pas été modifié/);
    expect(alert.closest('[role="alert"]')!.textContent).toContain("Jean Dupont : Cette action n'est plus possible dans l'état actuel.");
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit).method === 'POST')!;
    expect(String(post[0])).toContain('/api/v1/companies/acme/members/bulk');
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({ userIds: [LEA, JEAN], action: 'validate' });
  });

  it('says « Une erreur inattendue est survenue » when one employee failed unexpectedly', async () => {
    fetchMock.mockImplementation(async (url: URL, init: RequestInit) =>
      init.method === 'POST'
        ? json(200, { done: [JEAN], errors: { [LEA]: ['Une erreur inattendue est survenue'] }, codes: { [LEA]: 'INTERNAL' }, message: 'Une erreur inattendue est survenue' })
        : json(200, list()),
    );
    renderPage('/entreprise/acme/volontaires');
    fireEvent.click(await screen.findByLabelText('Sélectionner Léa Roux'));
    fireEvent.click(screen.getByLabelText('Sélectionner Jean Dupont'));
    fireEvent.change(screen.getByLabelText('Action groupée'), { target: { value: 'disable' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    const alert = (await screen.findByText(/1 collaborateur n'a pas été modifié/)).closest('[role="alert"]')!;
    expect(alert.textContent).toBe("Une erreur inattendue est survenue1 collaborateur n'a pas été modifié :Léa Roux : Une erreur inattendue est survenue");
  });

  it('says « Une erreur inattendue est survenue » when the bulk request fails', async () => {
    fetchMock.mockImplementation(async (url: URL, init: RequestInit) => (init.method === 'POST' ? json(500, { error: { code: 'INTERNAL', message: 'x' } }) : json(200, list())));
    renderPage('/entreprise/acme/volontaires');
    fireEvent.click(await screen.findByLabelText('Sélectionner Léa Roux'));
    fireEvent.change(screen.getByLabelText('Action groupée'), { target: { value: 'change_role' } });
    fireEvent.change(screen.getByLabelText('Nouveau rôle'), { target: { value: 'COMPANY_AMBASSADOR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect((await screen.findByText('Une erreur inattendue est survenue')).getAttribute('role')).toBe('alert');
  });

  it('invites to add employees when there are none, and offers to clear the filters when none match', async () => {
    fetchMock.mockResolvedValueOnce(json(200, list({ members: [], total: 0, counts: {} })));
    const first = renderPage('/entreprise/acme/volontaires');
    expect(await screen.findByRole('heading', { name: 'Aucun collaborateur pour le moment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inviter des collaborateurs' })).toBeTruthy();
    first.unmount();

    fetchMock.mockResolvedValue(json(200, list({ members: [], total: 0 })));
    renderPage('/entreprise/acme/volontaires?state=disabled');
    expect(await screen.findByRole('heading', { name: 'Aucun collaborateur ne correspond à votre recherche' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(location).toBe(''));
  });

  it('shows the error with a retry', async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 'INTERNAL', message: 'x' } }));
    renderPage('/entreprise/acme/volontaires');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
