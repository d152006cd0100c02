import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../shared/users/me';
import type { InvitationInfo } from '../../../../shared/users/membership.schema';
import { FinalizeInvitationForm } from './FinalizeInvitationForm';
import { json, stubFetch } from '../../../testing/render';

const INVITATION: InvitationInfo = {
  kind: 'company',
  email: 'nadia@acme.example',
  role: 'COMPANY_COLLABORATOR',
  organisation: { slug: 'acme', name: 'Acme' },
  inviter: 'Paul Admin',
  expiresAt: '2030-01-15T00:00:00.000Z',
  hasAccount: false,
};
const ME: Me = {
  user: { id: 'u9', email: 'nadia@acme.example', firstName: 'Nadia', lastName: 'Benali', fullName: 'Nadia Benali', lang: 'fr', isPlatformAdmin: false },
  companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }],
  associations: [],
  impersonatedBy: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FinalizeInvitationForm token="tok-123" invitation={INVITATION} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, client };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;

function fillValid() {
  type('Prénom', 'Nadia');
  type('Nom', 'Benali');
  type('Mot de passe', 'Solidaire2026');
  type('Confirmation du mot de passe', 'Solidaire2026');
  fireEvent.click(field("J'accepte les conditions d'utilisation de Solidaire."));
  fireEvent.click(field(/^J'accepte que mes données personnelles/));
}

describe('FinalizeInvitationForm', () => {
  it('shows the invited address read-only, and says what is missing next to each field, sending nothing', () => {
    renderForm();
    expect([field('Adresse e-mail').value, field('Adresse e-mail').readOnly]).toEqual(['nadia@acme.example', true]);
    type('Prénom', 'Nadia');
    submit();
    expect(errorOf('Prénom')).toBeUndefined();
    expect(errorOf('Nom')).toBe('Indiquez votre nom.');
    expect(errorOf('Mot de passe')).toBe('Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.');
    expect(errorOf("J'accepte les conditions d'utilisation de Solidaire.")).toBe("Vous devez accepter les conditions d'utilisation.");
    expect(screen.getByText('Vous devez accepter le traitement de vos données personnelles.')).toBeTruthy();
    expect(field('Prénom').value).toBe('Nadia');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports two different passwords on the confirmation', () => {
    renderForm();
    fillValid();
    type('Confirmation du mot de passe', 'Solidaire2027');
    submit();
    expect(errorOf('Confirmation du mot de passe')).toBe('Les deux mots de passe ne correspondent pas');
    expect(errorOf('Mot de passe')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the account to /invitations/tok-123/accept, reads the new session, then moves on', async () => {
    // The session answers a little later than the acceptance.
    fetchMock.mockImplementation(async (url: URL) => {
      if (String(url).endsWith('/accept')) return json(200, { redirectTo: '/collaborateur/acme' });
      await new Promise((resolve) => setTimeout(resolve, 30));
      return json(200, { me: ME });
    });
    const { onDone, client } = renderForm();
    // What the next page will see: the session is read before moving on.
    const sessionWhenDone: unknown[] = [];
    onDone.mockImplementation(() => sessionWhenDone.push(client.getQueryData(['session'])));
    fillValid();
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toBe('/collaborateur/acme');
    expect(sessionWhenDone).toEqual([ME]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/invitations/tok-123/accept`);
    expect((init as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      first_name: 'Nadia',
      last_name: 'Benali',
      password: 'Solidaire2026',
      password_confirmation: 'Solidaire2026',
      terms_of_use_accepted: true,
      gdpr_consent: true,
    });
    expect(String(fetchMock.mock.calls[1]![0])).toBe(`${window.location.origin}/api/v1/session`);
  });

  it('says in French when the invitation is no longer valid, keeping what was typed', async () => {
    fetchMock.mockResolvedValue(json(410, { error: { code: 'INVITATION_INVALID', message: 'x' } }));
    const { onDone } = renderForm();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette invitation n\'est plus valable : elle a expiré ou a déjà été utilisée. Demandez une nouvelle invitation.',
    );
    expect([field('Prénom').value, field('Nom').value]).toEqual(['Nadia', 'Benali']);
    expect(field("J'accepte les conditions d'utilisation de Solidaire.").checked).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('while the account is created, the button says so and is disabled', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderForm();
    fillValid();
    submit();
    expect(((await screen.findByRole('button', { name: 'Création du compte…' })) as HTMLButtonElement).disabled).toBe(true);
  });
});
