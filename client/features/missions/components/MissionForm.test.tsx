import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import { MissionForm } from './MissionForm';
import { json, stubFetch } from '../../../testing/render';

// The inputs infrastructure (uploads, place search) talks to the network: simple stand-ins here.
vi.mock('../../../ui/PlaceInput', () => ({
  PlaceInput: (props: { label: string; error?: string }) => (
    <div className="field">
      <span>{props.label}</span>
      {props.error && <span role="alert">{props.error}</span>}
    </div>
  ),
}));
vi.mock('../../../ui/ImagesInput', () => ({
  ImagesInput: (props: { label: string; error?: string }) => (
    <div className="field">
      <span>{props.label}</span>
      {props.error && <span role="alert">{props.error}</span>}
    </div>
  ),
}));

const SUPERVISOR = { id: '0b6f6a1e-4f4b-4c57-9f0e-8d1f1c0e2a11', fullName: 'Amina Diallo' };

let fetchMock: ReturnType<typeof vi.fn>;
let onDone: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;
let scrolled: Element[];

beforeEach(() => {
  fetchMock = stubFetch();
  onDone = vi.fn<(...args: unknown[]) => void>();
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/association/amis/missions/creer-une-mission']}>
        <MissionForm scope={{ kind: 'association', slug: 'amis' }} supervisors={[SUPERVISOR]} association={{ id: 1, name: 'Les Amis du Quartier' }} onDone={onDone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

function addSlot(values: { date: string; start: string; end: string; places: string }) {
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
  const rows = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-label')?.startsWith('Créneau'));
  const row = rows[rows.length - 1]!;
  type('Date', values.date, row);
  type('Début', values.start, row);
  type('Fin', values.end, row);
  type('Places', values.places, row);
  return row;
}

describe('MissionForm', () => {
  it('refuses a 4th thematic with the French message and keeps the three chosen', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Thématiques' });
    for (const name of ['Alimentation', 'Éducation', 'Santé']) fireEvent.click(within(group).getByLabelText(name));
    fireEvent.click(within(group).getByLabelText('Sport'));
    expect((within(group).getByLabelText('Sport') as HTMLInputElement).checked).toBe(false);
    expect(within(group).getByRole('alert').textContent).toBe('Choisissez au plus 3 thématiques.');
    expect(['Alimentation', 'Éducation', 'Santé'].map((name) => (within(group).getByLabelText(name) as HTMLInputElement).checked)).toEqual([true, true, true]);
    // Unticking one lets another in, and the message goes.
    fireEvent.click(within(group).getByLabelText('Santé'));
    fireEvent.click(within(group).getByLabelText('Sport'));
    expect((within(group).getByLabelText('Sport') as HTMLInputElement).checked).toBe(true);
    expect(within(group).queryByRole('alert')).toBeNull();
  });

  it('refuses a timeslot ending before it starts, next to its end time, without sending anything', async () => {
    renderForm();
    type('Titre', 'Maraude du matin');
    const row = addSlot({ date: '2030-05-04', start: '12:00', end: '09:00', places: '3' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await within(row).findByText("Choisissez une heure de fin postérieure à l'heure de début.")).toBeTruthy();
    expect(within(row).getByLabelText('Fin').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Maraude du matin');
  });

  it('lists the fields to fix in a summary that takes the focus, each link focusing its field', async () => {
    renderForm();
    addSlot({ date: '04/05/2030', start: '09:00', end: '12:00', places: '0' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    const summary = (await screen.findByRole('heading', { name: '2 champs à corriger' })).closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(scrolled[0]).toBe(summary);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Titre : Indiquez le titre de la mission.',
      'Créneau 1, Places : Un créneau compte au moins 1 place.',
    ]);
    fireEvent.click(within(summary).getByRole('link', { name: /^Créneau 1, Places/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Places')));
    expect(screen.getByLabelText('Titre').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists what publishing needs too when an empty form is published, sending nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    const summary = (await screen.findByRole('heading', { name: '6 champs à corriger' })).closest('.error-summary') as HTMLElement;
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Titre : Indiquez le titre de la mission.',
      'Description : Décrivez la mission.',
      'Thématiques : Choisissez au moins une thématique.',
      'Adresse : Indiquez le lieu de la mission, ou cochez « Mission à distance ».',
      'Créneaux : Ajoutez au moins un créneau à venir.',
      'Référent : Choisissez le référent de la mission.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes in steps on a phone, checking each step before the next and keeping what was typed', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), addEventListener: () => {}, removeEventListener: () => {} }));
    renderForm();
    expect(screen.getByText("Étape 1 sur 4 : L'essentiel")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publier' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { name: '1 champ à corriger' })).toBeTruthy();
    expect(screen.getByText("Étape 1 sur 4 : L'essentiel")).toBeTruthy();
    type('Titre', 'Maraude du soir');
    // Each « Suivant » checks its step with the schema, which the form awaits: the next step shows a moment later.
    const next = async (step: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
      await screen.findByText(step);
    };
    await next('Étape 2 sur 4 : Lieu et dates');
    expect(screen.queryByRole('heading', { name: /à corriger/ })).toBeNull();
    expect(screen.getByLabelText('Titre').closest('[hidden]')).not.toBeNull();
    await next('Étape 3 sur 4 : Référent et inscriptions');
    await next('Étape 4 sur 4 : Images');
    // Reaching the last step sends nothing (the « Suivant » button must not turn into a submit button under the click).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Maraude du soir');

    // A server refusal brings the person to the step of the first field in error.
    fetchMock.mockResolvedValue(json(400, { error: { code: 'VALIDATION_FAILED', message: 'Non', fields: { supervisorId: ['Choisissez le référent de la mission.'] } } }));
    await next('Étape 2 sur 4 : Lieu et dates');
    await next('Étape 3 sur 4 : Référent et inscriptions');
    await next('Étape 4 sur 4 : Images');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('Étape 3 sur 4 : Référent et inscriptions')).toBeTruthy();
    expect(screen.getByLabelText('Référent').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s field messages next to their inputs, timeslot fields included, and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Certains champs ne sont pas correctement remplis.',
          fields: { videoUrl: ['Saisissez un lien complet commençant par https://.'], 'timeslots.1.places': ['Le nombre de places ne peut pas être inférieur au nombre de bénévoles déjà inscrits.'] },
        },
      }),
    );
    renderForm();
    type('Titre', 'Atelier cuisine');
    type('Lien vers une vidéo', 'https://video.example/atelier');
    addSlot({ date: '2030-05-04', start: '09:00', end: '12:00', places: '4' });
    const second = addSlot({ date: '2030-05-11', start: '14:00', end: '17:30', places: '2' });
    expect(within(second).getByText('3 h 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

    const video = screen.getByLabelText('Lien vers une vidéo');
    await waitFor(() => expect(video.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Saisissez un lien complet commençant par https://.')).toBeTruthy();
    expect(within(second).getByLabelText('Places').getAttribute('aria-invalid')).toBe('true');
    expect(within(second).getByText('Le nombre de places ne peut pas être inférieur au nombre de bénévoles déjà inscrits.')).toBeTruthy();
    const summary = screen.getByRole('heading', { name: '2 champs à corriger' }).closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Atelier cuisine');
    expect((within(second).getByLabelText('Places') as HTMLInputElement).value).toBe('2');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/associations\/amis\/missions$/);
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ title: 'Atelier cuisine', associationId: 1, videoUrl: 'https://video.example/atelier' });
    expect(body.timeslots).toEqual([
      { date: '2030-05-04', startTime: '09:00', endTime: '12:00', places: 4, signupDeadline: null },
      { date: '2030-05-11', startTime: '14:00', endTime: '17:30', places: 2, signupDeadline: null },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says which required fields are missing when publishing is refused, and keeps the form', async () => {
    const draft = { mission: { id: 42 } };
    fetchMock
      .mockResolvedValueOnce(json(200, draft))
      .mockResolvedValueOnce(
        json(422, { error: { code: 'MISSION_INCOMPLETE', message: 'Incomplet', fields: { description: ['Ce champ est obligatoire.'], supervisorId: ['Ce champ est obligatoire.'] } } }),
      );
    renderForm();
    type('Titre', 'Collecte de jouets');
    addSlot({ date: '2030-12-01', start: '10:00', end: '12:00', places: '5' });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Tous les champs obligatoires ne sont pas correctement complétés')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Référent').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Collecte de jouets');
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/\/missions\/42\/publish$/);
    expect(onDone).not.toHaveBeenCalled();

    // The draft exists now: the next attempt updates it rather than creating another.
    fetchMock.mockResolvedValueOnce(json(200, draft)).mockResolvedValueOnce(json(409, { error: { code: 'INVALID_TRANSITION', message: 'Non' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText("La mission n'a pas pu être publiée : Cette action n'est plus possible dans l'état actuel.")).toBeTruthy();
    expect(fetchMock.mock.calls[2]![1].method).toBe('PUT');
    expect(String(fetchMock.mock.calls[2]![0])).toMatch(/\/missions\/42$/);
  });
});
