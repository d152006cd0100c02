import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { ProgramForm } from './ProgramForm';

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const calls = (path: RegExp) => fetchMock.mock.calls.filter(([url]) => path.test(String(url)));
const form = (onSaved = vi.fn()) => (
  <ProgramForm owner={{ kind: 'company', companySlug: 'acme' }} questOptions={null} renderMission={(mission) => <span>{mission.title}</span>} onSaved={onSaved} />
);

describe('ProgramForm', () => {
  // The form loads its schema (zod) apart from its code; the first test must not time its load under a busy machine.
  beforeAll(() => import('../../../../shared/programs/program.schema'));

  it('says the name is missing and sends nothing', async () => {
    fetchMock.mockResolvedValue(json(200, { total: 0, missions: [] }));
    renderWithProviders(form());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer sans publier' }));
    await waitFor(() => expect(screen.getByLabelText('Nom de la sélection').getAttribute('aria-invalid')).toBe('true'));
    expect(calls(/\/programs$/)).toEqual([]);
  });

  it('shows the empty state, not an error, when the filters let no mission through', async () => {
    fetchMock.mockResolvedValue(json(200, { total: 0, missions: [] }));
    renderWithProviders(form());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seulement les missions à distance' }));
    expect(await screen.findByRole('heading', { name: 'Aucune mission ne correspond' }, { timeout: 3000 })).toBeTruthy();
    const [, init] = calls(/\/programs\/preview$/).at(-1)!;
    expect(JSON.parse((init as RequestInit).body as string)).toMatchObject({ missionSelectionMode: 'automatic', filters: { remoteOnly: true } });
  });

  it('keeps a new selection hidden with « Enregistrer sans publier », and shows the server’s field messages', async () => {
    fetchMock.mockImplementation(async (url: string | URL) =>
      /\/preview$/.test(String(url))
        ? json(200, { total: 0, missions: [] })
        : json(400, { error: { code: 'VALIDATION_FAILED', message: 'Certains champs sont à corriger.', fields: { missionIds: ['Choisissez une valeur de la liste.'] } } }),
    );
    const onSaved = vi.fn();
    renderWithProviders(form(onSaved));
    fireEvent.change(screen.getByLabelText('Nom de la sélection'), { target: { value: 'Agir pour le climat' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Sélection manuelle des missions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer sans publier' }));
    expect(await screen.findByText('Choisissez une valeur de la liste.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    const [, init] = calls(/\/companies\/acme\/programs$/)[0]!;
    expect(JSON.parse((init as RequestInit).body as string)).toMatchObject({ name: 'Agir pour le climat', missionSelectionMode: 'manual', publish: false });
    expect((screen.getByLabelText('Nom de la sélection') as HTMLInputElement).value).toBe('Agir pour le climat');
  });
});
