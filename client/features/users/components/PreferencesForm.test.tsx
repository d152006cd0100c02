import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../shared/users/me';
import { showFlash } from '../../../ui/notifications';
import { PreferencesForm } from './PreferencesForm';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));

const ME: Me = {
  user: {
    id: 'u1',
    email: 'camille@acme.example',
    firstName: 'Camille',
    lastName: 'Durand',
    fullName: 'Camille Durand',
    lang: 'fr',
    isPlatformAdmin: false,
    phone: '+33612345678',
    jobTitle: 'Chargée RSE',
  },
  companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }],
  associations: [],
  impersonatedBy: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

function renderForm(me: Me = ME) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(['session'], me);
  render(
    <QueryClientProvider client={client}>
      <PreferencesForm me={me} />
    </QueryClientProvider>,
  );
  return client;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes préférences' }));
const errorOf = (label: string) => field(label).closest('.field')!.querySelector('[role="alert"]')?.textContent;

describe('PreferencesForm', () => {
  it('shows the saved preferences: language, names, phone written out, job title', async () => {
    renderForm();
    const language = screen.getByLabelText('Langue préférée') as HTMLSelectElement;
    expect(language.value).toBe('fr');
    expect(language.selectedOptions[0]!.textContent).toBe('Français');
    expect(language.options).toHaveLength(12);
    // The stored number first, written out once the phone library has loaded.
    await waitFor(() => expect(field('Téléphone').value).toBe('+33 6 12 34 56 78'));
    expect([field('Prénom').value, field('Nom').value, field('Fonction').value]).toEqual(['Camille', 'Durand', 'Chargée RSE']);
  });

  it('starts empty for a user who never filled them in', () => {
    renderForm({ ...ME, user: { ...ME.user, firstName: null, lastName: null, phone: null, jobTitle: null } });
    expect([field('Prénom').value, field('Nom').value, field('Téléphone').value, field('Fonction').value]).toEqual(['', '', '', '']);
  });

  it('refuses an empty first name and an invalid phone next to their fields, sending nothing and keeping the rest', async () => {
    renderForm();
    type('Prénom', ' ');
    type('Téléphone', '06 12');
    type('Fonction', 'Responsable mécénat');
    save();
    await waitFor(() => expect(errorOf('Prénom')).toBe('Indiquez votre prénom.'));
    expect(errorOf('Téléphone')).toBe('Numéro de téléphone invalide.');
    expect(errorOf('Nom')).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(field('Prénom')));
    expect(fetchMock).not.toHaveBeenCalled();
    expect([field('Téléphone').value, field('Fonction').value]).toEqual(['06 12', 'Responsable mécénat']);
  });

  it('sends the preferences to PUT /me/profile and refreshes the session from the answer', async () => {
    const saved: Me = { ...ME, user: { ...ME.user, lastName: 'Martin', fullName: 'Camille Martin', phone: '+33698765432', jobTitle: null } };
    fetchMock.mockResolvedValue(json(200, { me: saved }));
    const client = renderForm();
    type('Nom', 'Martin');
    type('Téléphone', '06 98 76 54 32');
    type('Fonction', '');
    save();
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', 'Vos préférences ont été enregistrées.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/me/profile`);
    expect((init as RequestInit).method).toBe('PUT');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ firstName: 'Camille', lastName: 'Martin', phone: '+33698765432', jobTitle: null, lang: 'fr' });
    expect(field('Téléphone').value).toBe('+33 6 98 76 54 32');
    expect(client.getQueryData(['session'])).toEqual(saved);
    expect(localStorage.getItem('solidaire.language')).toBe('fr');
  });

  it("shows a server failure above the form, and the server's field message next to its field, keeping what was typed", async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }))
      .mockResolvedValueOnce(json(422, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { jobTitle: ['Cette fonction contient un mot interdit.'] } } }));
    renderForm();
    type('Fonction', 'Directrice');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Le service est momentanément indisponible. Réessayez dans quelques instants.');
    save();
    await waitFor(() => expect(errorOf('Fonction')).toBe('Cette fonction contient un mot interdit.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field('Fonction').value).toBe('Directrice');
    expect(showFlash).not.toHaveBeenCalled();
  });

  it('offline, says the changes wait for the network and cannot be saved, keeping what is typed', () => {
    onlineManager.setOnline(false);
    renderForm();
    type('Fonction', 'Directrice');
    expect(
      screen.getByText(
        'Vous êtes hors ligne : vos modifications pourront être enregistrées dès le retour de la connexion. Ce que vous avez saisi est conservé.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enregistrer mes préférences' }) as HTMLButtonElement).disabled).toBe(true);
    expect(field('Fonction').value).toBe('Directrice');
  });

  it('while saving, the button says “Enregistrement…” and is disabled', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderForm();
    save();
    expect(((await screen.findByRole('button', { name: 'Enregistrement…' })) as HTMLButtonElement).disabled).toBe(true);
  });
});
