import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import associations from '../../../../shared/locales/fr/associations.json' with { type: 'json' };
import { showFlash } from '../../../ui/notifications';
import { InviteMemberForm } from './InviteMemberForm';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));

const BRANCHES = [
  { id: 10, name: 'Lyon' },
  { id: 11, name: 'Grenoble' },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(props: { branches?: ReadonlyArray<{ id: number; name: string }>; disabled?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <InviteMemberForm slug="amis" branches={props.branches ?? BRANCHES} disabled={props.disabled ?? false} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const email = () => screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
const invite = () => fireEvent.click(screen.getByRole('button', { name: 'Inviter' }));

describe('InviteMemberForm', () => {
  it('offers the association roles in French, and the branches only when there are some', () => {
    renderForm();
    expect([...(screen.getByLabelText('Rôle') as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "Administrateur de l'association",
      'Membre simple',
    ]);
    expect((screen.getByLabelText('Rôle') as HTMLSelectElement).value).toBe('ASSOCIATION_MEMBER');
    expect([...(screen.getByLabelText('Antenne') as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Aucune antenne', 'Lyon', 'Grenoble']);
    screen.getByRole('heading', { name: 'Inviter un membre' });
  });

  it('sends the address, the role and the branch to POST /associations/amis/invitations, then empties the field', async () => {
    fetchMock.mockResolvedValue(json(200, { invited: ['lea@amis.example'], added: [], alreadyMembers: [] }));
    const { invalidate } = renderForm();
    fireEvent.change(email(), { target: { value: 'lea@amis.example' } });
    fireEvent.change(screen.getByLabelText('Rôle'), { target: { value: 'ASSOCIATION_ADMIN' } });
    fireEvent.change(screen.getByLabelText('Antenne'), { target: { value: '11' } });
    invite();

    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', 'Une invitation a été envoyée à lea@amis.example.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/associations/amis/invitations`);
    expect((init as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'lea@amis.example', role: 'ASSOCIATION_ADMIN', branchId: 11 });
    expect(email().value).toBe('');
    // The members list is read again so the new member appears.
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['associations', 'amis', 'members'] }));
  });

  it('without branches, has no branch field; says when the person already had an account and was added directly', async () => {
    fetchMock.mockResolvedValue(json(200, { invited: [], added: ['marc@amis.example'], alreadyMembers: [] }));
    renderForm({ branches: [] });
    expect(screen.queryByLabelText('Antenne')).toBeNull();
    fireEvent.change(email(), { target: { value: 'marc@amis.example' } });
    invite();
    await waitFor(() =>
      expect(showFlash).toHaveBeenCalledWith('success', "marc@amis.example avait déjà un compte : cette personne a été ajoutée à l'association et prévenue par e-mail."),
    );
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({ email: 'marc@amis.example', role: 'ASSOCIATION_MEMBER', branchId: null });
  });

  it('refuses an invalid address next to the field, sends nothing and keeps it', async () => {
    renderForm();
    fireEvent.change(email(), { target: { value: 'lea amis.example' } });
    invite();
    expect(screen.getByRole('alert').textContent).toBe(
      "« lea amis.example » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
    );
    expect(email().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(email().value).toBe('lea amis.example');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field message next to the branch, or its general refusal above the form", async () => {
    fetchMock
      .mockResolvedValueOnce(json(422, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { branchId: ["Cette antenne n'existe plus."] } } }))
      .mockResolvedValueOnce(json(403, { error: { code: 'FORBIDDEN', message: 'x' } }));
    renderForm();
    fireEvent.change(email(), { target: { value: 'lea@amis.example' } });
    fireEvent.change(screen.getByLabelText('Antenne'), { target: { value: '10' } });
    invite();
    expect((await screen.findByRole('alert')).textContent).toBe("Cette antenne n'existe plus.");
    expect(screen.getByLabelText('Antenne').getAttribute('aria-invalid')).toBe('true');

    invite();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Vous n'avez pas l'autorisation d'accéder à cette page"));
    expect(email().value).toBe('lea@amis.example');
    expect(showFlash).not.toHaveBeenCalled();
  });

  it('cannot send while the page says the network is missing', () => {
    renderForm({ disabled: true });
    fireEvent.change(email(), { target: { value: 'lea@amis.example' } });
    expect((screen.getByRole('button', { name: 'Inviter' }) as HTMLButtonElement).disabled).toBe(true);
    expect(email().value).toBe('lea@amis.example');
  });

  it('while sending, the button says “Envoi…” and is disabled', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderForm();
    fireEvent.change(email(), { target: { value: 'lea@amis.example' } });
    invite();
    const sending = (await screen.findByRole('button', { name: 'Envoi…' })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    fireEvent.click(sending);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
