import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import associations from '../../../../shared/locales/fr/associations.json' with { type: 'json' };
import type { AssociationSettings } from '../../../../shared/associations/association.schema';
import { showFlash } from '../../../ui/notifications';
import { AssociationSettingsForm } from './AssociationSettingsForm';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));

const ADMIN = '0b6f6a1e-4f4b-4c57-9f0e-8d1f1c0e2a11';
const REFERENT = '1c7e7b2f-5a5c-4d68-8a1f-9e2a2d1f3b22';
const MEMBER = '2d8f8c3a-6b6d-4e79-9b2a-af3b3e2a4c33';

function settingsFixture(overrides: Partial<AssociationSettings> = {}): AssociationSettings {
  return {
    id: 2,
    slug: 'amis',
    name: 'Les Amis du Quartier',
    logo: null,
    description: 'Entraide entre voisins.',
    certifiedLabel: 'ESUS',
    intermissionEligible: true,
    areBranchesActivated: true,
    branches: [
      { id: 10, name: 'Lyon', members: 4 },
      { id: 11, name: 'Grenoble', members: 0 },
    ],
    members: [
      { id: ADMIN, fullName: 'Amina Diallo', email: 'amina@amis.example', isSupervisor: true, role: 'ASSOCIATION_ADMIN' },
      { id: REFERENT, fullName: 'Bruno Martin', email: 'bruno@amis.example', isSupervisor: true, role: 'ASSOCIATION_MEMBER' },
      { id: MEMBER, fullName: 'Chloé Petit', email: 'chloe@amis.example', isSupervisor: false, role: 'ASSOCIATION_MEMBER' },
    ],
    canEdit: true,
    ...overrides,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(settings: AssociationSettings = settingsFixture(), online = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AssociationSettingsForm slug="amis" settings={settings} online={online} />
    </QueryClientProvider>,
  );
  return client;
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const sentBody = (call = 0) => JSON.parse(String((fetchMock.mock.calls[call]![1] as RequestInit).body)) as Record<string, unknown>;

describe('AssociationSettingsForm', () => {
  it('shows the saved settings: profile, label, branches with their members, and who may be referent', () => {
    renderForm();
    expect(input("Nom de l'association").value).toBe('Les Amis du Quartier');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Entraide entre voisins.');
    const label = screen.getByLabelText('Label') as HTMLSelectElement;
    expect(label.value).toBe('ESUS');
    expect(label.selectedOptions[0]!.textContent).toBe("ESUS (Entreprise solidaire d'utilité sociale)");
    expect(label.options[0]!.textContent).toBe('Aucun label');
    expect(input(/^Éligible à l'intermission/).checked).toBe(true);
    expect(input('Activer les antennes').checked).toBe(true);
    expect(input('Antenne 1').value).toBe('Lyon');
    expect(input('Antenne 2').value).toBe('Grenoble');
    expect(screen.getByText('Membres rattachés : 4')).toBeTruthy();
    expect(screen.queryByText('Membres rattachés : 0')).toBeNull();

    const referents = screen.getByRole('group', { name: 'Membres pouvant être référents' });
    const admin = within(referents).getByLabelText(/Amina Diallo/) as HTMLInputElement;
    expect([admin.checked, admin.disabled]).toEqual([true, true]);
    expect(admin.closest('label')!.textContent).toContain('Administrateur : toujours référent possible');
    expect((within(referents).getByLabelText(/Bruno Martin/) as HTMLInputElement).checked).toBe(true);
    expect((within(referents).getByLabelText(/Chloé Petit/) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when there are no members and no branches yet', () => {
    renderForm(settingsFixture({ branches: [], members: [] }));
    expect(screen.getByText("L'association n'a pas encore de membres.")).toBeTruthy();
    expect(screen.getByText('Aucune antenne pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Membres pouvant être référents' })).toBeNull();
    // Adding the first branch replaces the empty message with its field.
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une antenne' }));
    expect(input('Antenne 1').value).toBe('');
    expect(screen.queryByText('Aucune antenne pour le moment.')).toBeNull();
  });

  it('is read-only for members who may not edit: a notice, locked fields and no save button', () => {
    renderForm(settingsFixture({ canEdit: false }));
    expect(screen.getByRole('status').textContent).toBe("Seuls les administrateurs de l'association peuvent modifier ces paramètres.");
    expect(input("Nom de l'association").closest('fieldset')!.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('shows an admin as a possible referent even when the answer does not flag them', () => {
    const [admin, ...others] = settingsFixture().members;
    renderForm(settingsFixture({ members: [{ ...admin!, isSupervisor: false }, ...others] }));
    const box = screen.getByLabelText(/Amina Diallo/) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([true, true]);
  });

  it('sends the edited settings and the chosen referents to PUT /associations/amis/settings', async () => {
    const client = renderForm();
    fetchMock.mockResolvedValue(json(200, settingsFixture({ name: 'Amis du Quartier' })));
    type("Nom de l'association", 'Amis du Quartier');
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: '' } });
    fireEvent.click(input(/^Éligible à l'intermission/));
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'antenne 2" }));
    fireEvent.click(screen.getByLabelText(/Chloé Petit/));
    fireEvent.click(screen.getByLabelText(/Bruno Martin/));
    save();

    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', 'Les paramètres sont enregistrés.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/associations/amis/settings`);
    expect((init as RequestInit).method).toBe('PUT');
    expect(sentBody()).toEqual({
      name: 'Amis du Quartier',
      logo: null,
      description: 'Entraide entre voisins.',
      certifiedLabel: null,
      intermissionEligible: false,
      areBranchesActivated: true,
      branches: ['Lyon'],
      supervisorIds: [ADMIN, MEMBER],
    });
    expect(client.getQueryData(['associations', 'amis', 'settings'])).toMatchObject({ name: 'Amis du Quartier' });
  });

  it('refuses an empty name next to the field, sends nothing and keeps the other changes', async () => {
    renderForm();
    type("Nom de l'association", '   ');
    type('Description', 'Nouvelle description');
    save();
    const name = input("Nom de l'association");
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.closest('.field')!.querySelector('[role="alert"]')!.textContent).toBe("Indiquez le nom de l'association.");
    // The summary takes the focus; its link brings it to the field.
    const summary = screen.getByRole('heading', { name: '1 champ à corriger' }).closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getByRole('link', { name: "Nom de l'association : Indiquez le nom de l'association." }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Nouvelle description');
  });

  it('refuses an empty branch and two branches with the same name', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une antenne' }));
    type('Antenne 2', 'LYON');
    save();
    expect(input('Antenne 3').closest('.field')!.querySelector('[role="alert"]')!.textContent).toBe("Indiquez le nom de l'antenne, ou retirez-la.");
    expect(screen.getByText('Un même élément ne peut pas être choisi deux fois.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect([input('Antenne 1').value, input('Antenne 2').value]).toEqual(['Lyon', 'LYON']);
  });

  it('shows the branch in error even after the branches were switched off, instead of saving nothing silently', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une antenne' }));
    fireEvent.click(input('Activer les antennes'));
    save();
    const blank = await screen.findByLabelText('Antenne 3');
    expect(blank.closest('.field')!.querySelector('[role="alert"]')!.textContent).toBe("Indiquez le nom de l'antenne, ou retirez-la.");
    const summary = screen.getByRole('heading', { name: /champs? à corriger/ }).closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(input('Activer les antennes').checked).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    // Once the empty branch is removed, the settings save, the existing branches kept as they were.
    fetchMock.mockResolvedValue(json(200, settingsFixture({ areBranchesActivated: false })));
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'antenne 3" }));
    save();
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', 'Les paramètres sont enregistrés.'));
    expect(sentBody()).toMatchObject({ areBranchesActivated: false, branches: ['Lyon', 'Grenoble'] });
    expect(screen.queryByLabelText('Antenne 1')).toBeNull();
  });

  it("shows the server's refusal in French, with its field messages, and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      json(422, { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { name: ['Une association porte déjà ce nom.'] }, requestId: 'r' } }),
    );
    renderForm();
    type("Nom de l'association", 'Restos du Cœur');
    save();
    expect(await screen.findByRole('link', { name: "Nom de l'association : Une association porte déjà ce nom." })).toBeTruthy();
    expect(input("Nom de l'association").closest('.field')!.querySelector('[role="alert"]')!.textContent).toBe('Une association porte déjà ce nom.');
    expect(input("Nom de l'association").value).toBe('Restos du Cœur');
    expect(showFlash).not.toHaveBeenCalled();
  });

  it('says nothing was saved when the network fails, and keeps the changes', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    type('Description', 'Texte long à ne pas perdre');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le réseau est indisponible : rien n'a été enregistré. Vos saisies sont conservées ; réessayez dès le retour de la connexion.",
    );
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Texte long à ne pas perdre');
  });

  it('offline, the save button says why it cannot save', () => {
    renderForm(settingsFixture(), false);
    const button = screen.getByRole('button', { name: 'Réseau indisponible : enregistrement impossible' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('while saving, the button says so and cannot be pressed twice', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderForm();
    save();
    const button = (await screen.findByRole('button', { name: 'Enregistrement…' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
