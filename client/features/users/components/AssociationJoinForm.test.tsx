import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationInfo } from '../../../../shared/users/membership.schema';
import { AssociationJoinForm, type JoinFormState } from './AssociationJoinForm';
import { json } from '../../../testing/render';

const LAST_SESSION_KEY = 'solidaire.last-session';

const INVITATION: InvitationInfo = {
  kind: 'association',
  email: 'lea@amis.example',
  role: 'ASSOCIATION_MEMBER',
  organisation: { slug: 'amis', name: 'Les Amis du Quartier' },
  inviter: 'Amina Diallo',
  expiresAt: '2030-01-15T00:00:00.000Z',
  hasAccount: false,
  join: {
    branches: [
      { id: 10, name: 'Lyon' },
      { id: 11, name: 'Grenoble' },
    ],
    branchId: 11,
    registerAction: '/association/amis/rejoindre/tok-456',
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(json(200, { token: 'csrf-abc' }));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(LAST_SESSION_KEY, 'null');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm(initial: JoinFormState = { values: {}, fields: {} }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AssociationJoinForm invitation={INVITATION} initial={initial} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const joinButton = () => screen.getByRole('button', { name: "Rejoindre l'association" }) as HTMLButtonElement;

describe('AssociationJoinForm', () => {
  it('posts to the register action with the CSRF token, the invited address and the branch of the invitation', async () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/association/amis/rejoindre/tok-456']);
    expect(joinButton().disabled).toBe(true);
    await waitFor(() => expect(joinButton().disabled).toBe(false));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${window.location.origin}/api/v1/csrf`);
    const branch = screen.getByLabelText('Antenne') as HTMLSelectElement;
    expect([...branch.options].map((option) => option.textContent)).toEqual(['Choisir une antenne (facultatif)', 'Lyon', 'Grenoble']);
    expect(branch.value).toBe('11');
    expect([field('Adresse e-mail').value, field('Adresse e-mail').readOnly]).toEqual(['lea@amis.example', true]);

    type('Prénom', 'Léa');
    type('Nom', 'Roux');
    type('Téléphone', '06 12 34 56 78');
    type('Mot de passe', 'Solidaire2026');
    type('Confirmation du mot de passe', 'Solidaire2026');
    fireEvent.click(field("J'accepte les conditions d'utilisation de Solidaire."));
    // Checked first (the phone's library may load), then the browser posts the form and the cached session is forgotten.
    const post = vi.spyOn(form, 'submit').mockImplementation(() => {});
    fireEvent.submit(form);
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
    expect(Object.fromEntries(new FormData(form))).toEqual({
      _csrf: 'csrf-abc',
      branch_id: '11',
      first_name: 'Léa',
      last_name: 'Roux',
      email: 'lea@amis.example',
      phone: '06 12 34 56 78',
      password: 'Solidaire2026',
      password_confirmation: 'Solidaire2026',
      terms_of_use_accepted: 'on',
    });
  });

  it('stops the post and says what is wrong next to each field, keeping what was typed', async () => {
    const { container } = renderForm();
    await waitFor(() => expect(joinButton().disabled).toBe(false));
    type('Prénom', 'Léa');
    type('Téléphone', '12');
    type('Mot de passe', 'Solidaire2026');
    type('Confirmation du mot de passe', 'Solidaire2026');
    const form = container.querySelector('form')!;
    const post = vi.spyOn(form, 'submit').mockImplementation(() => {});
    expect(fireEvent.submit(form)).toBe(false);
    await waitFor(() => expect(errorOf('Nom')).toBe('Indiquez votre nom.'));
    expect(post).not.toHaveBeenCalled();
    expect(errorOf('Téléphone')).toBe('Numéro de téléphone invalide.');
    expect(errorOf("J'accepte les conditions d'utilisation de Solidaire.")).toBe("Vous devez accepter les conditions d'utilisation.");
    expect(errorOf('Prénom')).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(field('Nom')));
    expect([field('Prénom').value, field('Téléphone').value, field('Mot de passe').value]).toEqual(['Léa', '12', 'Solidaire2026']);
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBe('null');
  });

  it('sent back by the server, shows its messages with what was typed (never the passwords)', () => {
    renderForm({
      values: { first_name: 'Léa', last_name: 'Roux', phone: '06 12 34 56 78', branch_id: '10' },
      fields: { phone: ['Ce numéro est déjà utilisé par un autre membre.'] },
    });
    expect([field('Prénom').value, field('Nom').value, field('Téléphone').value]).toEqual(['Léa', 'Roux', '06 12 34 56 78']);
    expect((screen.getByLabelText('Antenne') as HTMLSelectElement).value).toBe('10');
    expect(errorOf('Téléphone')).toBe('Ce numéro est déjà utilisé par un autre membre.');
    expect(field('Téléphone').getAttribute('aria-invalid')).toBe('true');
    expect([field('Mot de passe').value, field('Confirmation du mot de passe').value]).toEqual(['', '']);
  });
});
