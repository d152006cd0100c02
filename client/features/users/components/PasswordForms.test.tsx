import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordForgottenForm, PasswordResetForm } from './PasswordForms';
import { json, stubFetch } from '../../../testing/render';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), method: (init as RequestInit).method, body: JSON.parse(String((init as RequestInit).body)) as unknown };
};

describe('PasswordForgottenForm', () => {
  it('refuses an invalid address without sending it, then asks for a code for the address in lower case', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true }));
    const onSent = vi.fn();
    renderWith(<PasswordForgottenForm initialEmail="camille@acme" onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    expect(errorOf('Adresse e-mail')).toBe(
      "« camille@acme » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    type('Adresse e-mail', ' Camille@Acme.example ');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('camille@acme.example'));
    expect(sent()).toEqual({ url: '/api/auth/email-otp/request-password-reset', method: 'POST', body: { email: 'camille@acme.example' } });
  });

  it('says in French when too many codes were asked for, keeping the address', async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }));
    const onSent = vi.fn();
    renderWith(<PasswordForgottenForm initialEmail="camille@acme.example" onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives. Patientez quelques minutes avant de réessayer.');
    expect(field('Adresse e-mail').value).toBe('camille@acme.example');
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('PasswordResetForm', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }));

  it('checks the code and both passwords before sending, keeping what was typed', () => {
    renderWith(<PasswordResetForm email="camille@acme.example" onDone={vi.fn()} />);
    expect(screen.getByText("Saisissez le code reçu à l'adresse camille@acme.example et votre nouveau mot de passe.")).toBeTruthy();
    type('Code à 6 chiffres', '12345');
    type('Nouveau mot de passe', 'Nouveau2026');
    type('Confirmation du nouveau mot de passe', 'Nouveau2062');
    submit();
    expect(errorOf('Code à 6 chiffres')).toBe('Le code doit comporter 6 chiffres.');
    expect(errorOf('Confirmation du nouveau mot de passe')).toBe('Les deux mots de passe ne correspondent pas');
    expect(fetchMock).not.toHaveBeenCalled();
    expect([field('Code à 6 chiffres').value, field('Nouveau mot de passe').value]).toEqual(['12345', 'Nouveau2026']);
  });

  it('sends the code as otp with the new password, and says a wrong code in French', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'INVALID_CODE', message: 'Invalid OTP' } })).mockResolvedValueOnce(json(200, { success: true }));
    const onDone = vi.fn();
    renderWith(<PasswordResetForm email="camille@acme.example" onDone={onDone} />);
    type('Code à 6 chiffres', '123456');
    type('Nouveau mot de passe', 'Nouveau2026');
    type('Confirmation du nouveau mot de passe', 'Nouveau2026');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe("Ce code n'est pas le bon. Vérifiez-le et réessayez.");
    expect(onDone).not.toHaveBeenCalled();
    expect(sent()).toEqual({
      url: '/api/auth/email-otp/reset-password',
      method: 'POST',
      body: { email: 'camille@acme.example', otp: '123456', password: 'Nouveau2026' },
    });

    type('Code à 6 chiffres', '654321');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect((sent(1).body as { otp: string }).otp).toBe('654321');
  });
});
