import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';
import { stubFetch } from '../../../testing/render';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onSignedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginForm fixedEmail="rh@acme.example" onSignedIn={onSignedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSignedIn;
}

function submit(password = 'Mauvais2026') {
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginForm', () => {
  it('says in French how long to wait when sign-in is throttled', async () => {
    fetchMock.mockResolvedValue(
      json(
        429,
        { error: { code: 'SIGN_IN_THROTTLED', message: 'Trop de tentatives de connexion. Réessayez dans 2 min, ou réinitialisez votre mot de passe.', requestId: 'r' }, details: { retryAfterSeconds: 95 } },
        { 'retry-after': '95' },
      ),
    );
    renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Trop de tentatives de connexion. Réessayez dans 2 min, ou réinitialisez votre mot de passe.');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/sign-in/email');
  });

  it('waits at least a minute when the server gives no duration', async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 'SIGN_IN_THROTTLED', message: '…', requestId: 'r' } }));
    renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Réessayez dans 1 min');
  });

  it('shows a wrong password as such', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Adresse e-mail ou mot de passe incorrect.', requestId: 'r' } }));
    renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Adresse e-mail ou mot de passe incorrect.');
  });
});
