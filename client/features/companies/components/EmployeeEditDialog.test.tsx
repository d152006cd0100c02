import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyMember } from '../../../../shared/users/membership.schema';
import { showToast } from '../../../ui/notifications';
import { json, stubFetch } from '../../../testing/render';
import { EmployeeEditDialog } from './EmployeeEditDialog';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showToast: vi.fn() }));

const LEA: CompanyMember = {
  userId: '0b6f6a1e-4f4b-4c57-9f0e-8d1f1c0e2a11',
  email: 'lea.roux@acme.example',
  fullName: 'Léa Roux',
  role: 'COMPANY_COLLABORATOR',
  state: 'registered',
  entity: { id: 1, name: 'Siège' },
  managerEmail: null,
  matricule: 'LR-1',
  dailyCostCents: null,
  actions: ['disable', 'change_role', 'edit'],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showToast).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EmployeeEditDialog
        slug="acme"
        member={LEA}
        roles={['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN']}
        entities={[
          { id: 1, name: 'Siège' },
          { id: 2, name: 'Agence Lyon' },
        ]}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return onClose;
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('EmployeeEditDialog', () => {
  it('checks the manager e-mail before sending, then saves role, entity, manager e-mail and matricule with PUT', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'ok' }));
    const onClose = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Modifier Léa Roux' })).toBeTruthy();
    expect(field('Matricule').value).toBe('LR-1');
    fireEvent.change(field('E-mail du manager'), { target: { value: 'chef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText("« chef » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.")).toBeTruthy();
    expect(field('E-mail du manager').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field('E-mail du manager'), { target: { value: 'chef@acme.example' } });
    fireEvent.change(field('Rôle'), { target: { value: 'COMPANY_AMBASSADOR' } });
    fireEvent.change(field('Entité'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Les informations de Léa Roux sont enregistrées.'));
    expect(onClose).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/companies/acme/members/${LEA.userId}`);
    expect((init as RequestInit).method).toBe('PUT');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ role: 'COMPANY_AMBASSADOR', entityId: 2, managerEmail: 'chef@acme.example', matricule: 'LR-1', dailyCostCents: null });
  });

  it('puts a refusal on its field and keeps everything typed', async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: { code: 'MATRICULE_TAKEN', message: 'x', fields: { matricule: ["Ce matricule est déjà celui d'un autre collaborateur de l'entreprise."] } } }),
    );
    const onClose = renderDialog();
    fireEvent.change(field('Matricule'), { target: { value: 'PRIS' } });
    fireEvent.change(field('E-mail du manager'), { target: { value: 'chef@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Ce matricule est déjà celui d'un autre collaborateur de l'entreprise.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Matricule')));
    expect(field('Matricule').value).toBe('PRIS');
    expect(field('E-mail du manager').value).toBe('chef@acme.example');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure without field in French, and Annuler closes', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
  });
});
