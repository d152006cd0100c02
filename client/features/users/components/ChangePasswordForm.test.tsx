import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showFlash } from '../../../ui/notifications';
import { ChangePasswordForm } from './ChangePasswordForm';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));

const RULE = 'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill(current: string, next: string, confirmation = next) {
  fireEvent.change(field('Mot de passe actuel'), { target: { value: current } });
  fireEvent.change(field('Nouveau mot de passe'), { target: { value: next } });
  fireEvent.change(field('Confirmation du nouveau mot de passe'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}
const values = () => ['Mot de passe actuel', 'Nouveau mot de passe', 'Confirmation du nouveau mot de passe'].map((label) => field(label).value);

describe('ChangePasswordForm', () => {
  it('refuses a weak new password, then two different ones, without sending anything or clearing the fields', () => {
    renderForm();
    expect(field('Nouveau mot de passe').getAttribute('aria-describedby')).toBe('password-rule');
    fill('Ancien2025', 'motdepasse');
    expect(screen.getByRole('alert').textContent).toBe(RULE);
    fill('Ancien2025', 'Nouveau2026', 'Nouveau2027');
    expect(screen.getByRole('alert').textContent).toBe('Les deux mots de passe ne correspondent pas');
    expect(values()).toEqual(['Ancien2025', 'Nouveau2026', 'Nouveau2027']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the passwords to /api/auth/change-password, signing out the other sessions, then empties the fields', async () => {
    fetchMock.mockResolvedValue(json(200, { token: null }));
    renderForm();
    fill('Ancien2025', 'Nouveau2026');
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', 'Votre mot de passe a été modifié.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/change-password');
    expect((init as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ currentPassword: 'Ancien2025', newPassword: 'Nouveau2026', revokeOtherSessions: true });
    expect(values()).toEqual(['', '', '']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the current password is wrong, and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid password', requestId: 'r' } }));
    renderForm();
    fill('Oublie2025', 'Nouveau2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Le mot de passe actuel est incorrect.');
    expect(values()).toEqual(['Oublie2025', 'Nouveau2026', 'Nouveau2026']);
    expect(showFlash).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    fill('Ancien2025', 'Nouveau2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.');
    expect(values()).toEqual(['Ancien2025', 'Nouveau2026', 'Nouveau2026']);
  });
});
