import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationSettingsInput } from '../../../../shared/companies/registration-settings.schema';
import companies from '../../../../shared/locales/fr/companies.json' with { type: 'json' };
import { showFlash } from '../../../ui/notifications';
import { RegistrationSettingsForm } from './RegistrationSettingsForm';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));

const OPEN = "Les collaborateurs dont l'adresse e-mail appartient à l'un de ces domaines peuvent créer leur compte eux-mêmes.";
const INVITATION_ONLY = "Aucun domaine : l'inscription se fait uniquement sur invitation.";

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(initial: RegistrationSettingsInput = { allowedEmailDomains: ['acme.fr'], validatesNewAccounts: true }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegistrationSettingsForm slug="acme" initial={initial} />
    </QueryClientProvider>,
  );
  return client;
}

const domains = () => screen.getByLabelText('Domaines e-mail autorisés') as HTMLInputElement;
const validates = () => screen.getByLabelText("Valider chaque nouveau compte avant qu'il puisse postuler") as HTMLInputElement;
function addDomain(value: string) {
  fireEvent.change(domains(), { target: { value } });
  fireEvent.keyDown(domains(), { key: 'Enter' });
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('RegistrationSettingsForm', () => {
  it('shows the allowed domains and says self-registration is open', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Retirer acme.fr' })).toBeTruthy();
    expect(validates().checked).toBe(true);
    expect(screen.getByText(OPEN)).toBeTruthy();
    expect(screen.queryByText(INVITATION_ONLY)).toBeNull();
  });

  it('without domains, says registration is by invitation only; removing the last domain says so too', () => {
    renderForm({ allowedEmailDomains: [], validatesNewAccounts: false });
    expect(screen.getByText(INVITATION_ONLY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retirer / })).toBeNull();
    addDomain('acme.fr');
    expect(screen.getByText(OPEN)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer acme.fr' }));
    expect(screen.getByText(INVITATION_ONLY)).toBeTruthy();
  });

  it('refuses an invalid or repeated domain with its French message, keeps what was typed, sends nothing', () => {
    renderForm();
    addDomain('acme');
    expect(screen.getByRole('alert').textContent).toBe("L'étiquette « acme » n'est pas valide.");
    expect(domains().value).toBe('acme');
    expect(domains().getAttribute('aria-invalid')).toBe('true');
    addDomain('ACME.fr');
    expect(screen.getByRole('alert').textContent).toBe("L'étiquette « ACME.fr » est déjà présente.");
    expect(screen.getAllByRole('button', { name: /^Retirer / })).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the domains in lower case and the validation choice to PUT /companies/acme/settings/registration', async () => {
    const saved = { allowedEmailDomains: ['acme.fr', 'acme-group.com'], validatesNewAccounts: false };
    fetchMock.mockResolvedValue(json(200, saved));
    const client = renderForm();
    addDomain('Acme-Group.COM');
    fireEvent.click(validates());
    save();
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', 'Les paramètres ont été enregistrés.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/companies/acme/settings/registration`);
    expect((init as RequestInit).method).toBe('PUT');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual(saved);
    expect(client.getQueryData(['companies', 'acme', 'settings', 'registration'])).toEqual(saved);
  });

  it("shows a server failure in French and the server's message on the domains, keeping the choices", async () => {
    fetchMock.mockResolvedValue(json(422, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { allowedEmailDomains: ['Ce domaine est celui d’une messagerie publique.'] } } }));
    renderForm({ allowedEmailDomains: [], validatesNewAccounts: false });
    addDomain('gmail.com');
    save();
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Certains champs ne sont pas correctement remplis.',
      'Ce domaine est celui d’une messagerie publique.',
    ]));
    expect(screen.getByRole('button', { name: 'Retirer gmail.com' })).toBeTruthy();
    expect(showFlash).not.toHaveBeenCalled();
  });

  it('cannot be saved twice while the first save is on its way', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderForm();
    save();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true));
    save();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
