import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import companies from '../../../../shared/locales/fr/companies.json' with { type: 'json' };
import { showFlash } from '../../../ui/notifications';
import { InviteEmployeesForm } from './InviteEmployeesForm';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(disabled = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <InviteEmployeesForm slug="acme" disabled={disabled} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const emails = () => screen.getByLabelText('Adresses e-mail') as HTMLTextAreaElement;
const typeEmails = (value: string) => fireEvent.change(emails(), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer les invitations' }));

describe('InviteEmployeesForm', () => {
  it('sends every address typed to POST /companies/acme/invitations and sums up the outcome in French', async () => {
    fetchMock.mockResolvedValue(
      json(200, { invited: ['a@acme.example', 'b@acme.example'], added: ['c@acme.example'], alreadyMembers: ['d@acme.example', 'e@acme.example'] }),
    );
    const { invalidate } = renderForm();
    expect(emails().getAttribute('aria-describedby')).toBe(screen.getByText(/^Saisissez une ou plusieurs adresses/).id);
    typeEmails('a@acme.example, b@acme.example c@acme.example\nd@acme.example;e@acme.example');
    send();

    await waitFor(() =>
      expect(showFlash).toHaveBeenCalledWith(
        'success',
        '2 invitations envoyées. 1 personne avait déjà un compte : elle a été ajoutée et prévenue par e-mail. Déjà collaborateurs : d@acme.example, e@acme.example.',
      ),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/companies/acme/invitations`);
    expect((init as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ emails: 'a@acme.example, b@acme.example c@acme.example\nd@acme.example;e@acme.example' });
    expect(emails().value).toBe('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['companies', 'acme', 'members'] });
  });

  it('only informs (no success) when everyone was already a member', async () => {
    fetchMock.mockResolvedValue(json(200, { invited: [], added: [], alreadyMembers: ['d@acme.example'] }));
    renderForm();
    typeEmails('d@acme.example');
    send();
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('info', 'Déjà collaborateurs : d@acme.example.'));
  });

  it('sends nothing when no address is well formed: names each bad one with its line, or asks for one, and keeps the text', async () => {
    renderForm();
    typeEmails('b@acme\npas une');
    send();
    expect(screen.getByRole('alert').textContent).toBe(
      "Ligne 1 : « b@acme » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr. " +
        "Ligne 2 : « pas » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr. " +
        "Ligne 2 : « une » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
    );
    expect(emails().getAttribute('aria-invalid')).toBe('true');
    expect(emails().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    await waitFor(() => expect(document.activeElement).toBe(emails()));
    expect(emails().value).toBe('b@acme\npas une');

    typeEmails(' , ');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Saisissez au moins une adresse e-mail.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites the good addresses of a list and keeps only the bad one in the field, named with its line', async () => {
    fetchMock.mockResolvedValue(json(200, { invited: ['a@acme.example', 'c@acme.example'], added: [], alreadyMembers: [], invalid: [{ line: 2, value: 'b@acme' }] }));
    renderForm();
    typeEmails('a@acme.example\nb@acme\nc@acme.example');
    send();
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', '2 invitations envoyées.'));
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({ emails: 'a@acme.example\nb@acme\nc@acme.example' });
    expect(emails().value).toBe('b@acme');
    expect(screen.getByRole('alert').textContent).toBe(
      "1 adresse n'a pas été invitée : corrigez-la puis envoyez de nouveau. Ligne 2 : « b@acme » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
    );
    await waitFor(() => expect(document.activeElement).toBe(emails()));
  });

  it('shows a server refusal or a network failure in French above the field, and keeps the addresses', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { error: { code: 'RATE_LIMITED', message: 'x' } })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    typeEmails('a@acme.example');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives. Patientez quelques minutes avant de réessayer.');
    expect(emails().getAttribute('aria-invalid')).toBeNull();
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.'));
    expect(emails().value).toBe('a@acme.example');
    expect(showFlash).not.toHaveBeenCalled();
  });

  it("puts the server's message about the addresses on the field", async () => {
    fetchMock.mockResolvedValue(json(422, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { emails: ['50 adresses au plus par envoi.'] } } }));
    renderForm();
    typeEmails('a@acme.example');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('50 adresses au plus par envoi.');
    expect(emails().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Certains champs ne sont pas correctement remplis.')).toBeNull();
  });

  it('while sending, the button says “Envoi…” and is disabled', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderForm();
    typeEmails('a@acme.example');
    send();
    expect(((await screen.findByRole('button', { name: 'Envoi…' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('cannot send while offline', () => {
    renderForm(true);
    expect((screen.getByRole('button', { name: 'Envoyer les invitations' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
