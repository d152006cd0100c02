import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { HighlightForm } from './HighlightForm';

const MISSION = {
  id: 12,
  slug: 'distribution-alimentaire',
  title: 'Distribution alimentaire du samedi',
  missionType: 'MISSION_TYPE_HELP',
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
  requiredAvailability: 'Le samedi',
  timeType: 'both',
  isRemote: false,
  isTaxExempt: false,
  isPinned: false,
  coverImage: null,
  association: { id: 1, slug: 'amis', name: 'Les Amis du Quartier', logo: null },
  place: null,
  thematics: [],
  skills: [],
  nextTimeslotAt: null,
  distanceKm: null,
  displayState: 'published',
};
const OPTIONS = {
  quests: [{ id: 7, title: 'Sobriété numérique au bureau', state: 'published' }],
  challenges: [{ id: 9, name: 'Webinaire climat', date: '2026-12-05', isActive: true }],
};

let fetchMock: ReturnType<typeof vi.fn>;
/** The API as the form calls it: the content it may pick, then the saving (answered by `save`). */
function answer(save: () => Response) {
  fetchMock.mockImplementation(async (url: URL | string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    if (path.endsWith('/highlight-options/missions')) return json(200, { missions: [MISSION], total: 1, totalCapped: false, page: 1, pageSize: 20, sort: 'newest' });
    if (path.endsWith('/highlight-options')) return json(200, OPTIONS);
    if (init?.method === 'POST') return save();
    return json(404, { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } });
  });
}
const saves = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const COMPANY = { kind: 'company', companySlug: 'acme' } as const;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const fillDate = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('HighlightForm', () => {
  it('refuses a missing title, missing dates and a half quote beside their fields, without sending', async () => {
    answer(() => json(500, {}));
    renderWithProviders(<HighlightForm owner={COMPANY} onSaved={vi.fn()} onCancel={vi.fn()} />, '/entreprise/acme/temps-forts/creer');
    fill('Auteur de la citation', 'Marie Curie');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Indiquez la date de début.')).toBeTruthy();
    expect(screen.getByLabelText('Titre', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Indiquez la date de fin.')).toBeTruthy();
    expect(screen.getByLabelText('Citation', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toEqual([]);
  });

  it('sends the moment, the picked mission, quest and event in order, and keeps what was typed when the server refuses', async () => {
    answer(() => json(400, { error: { code: 'VALIDATION_FAILED', message: 'x', requestId: 'r', fields: { missionIds: ['Choisissez une valeur de la liste.'] } } }));
    const onSaved = vi.fn();
    renderWithProviders(<HighlightForm owner={COMPANY} onSaved={onSaved} onCancel={vi.fn()} />, '/entreprise/acme/temps-forts/creer');
    fill('Titre', 'Semaine de la solidarité');
    fillDate('Date de début', '01/06/2026');
    fillDate('Date de fin', '05/06/2026');
    const results = await screen.findByRole('list', { name: 'Missions trouvées' });
    fireEvent.click(within(results).getByRole('button', { name: 'Ajouter Distribution alimentaire du samedi' }));
    expect(within(screen.getByRole('list', { name: 'Missions choisies' })).getByRole('button', { name: 'Retirer Distribution alimentaire du samedi' })).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'Ajoutée Distribution alimentaire du samedi' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sobriété numérique au bureau (Publiée)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Webinaire climat/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Choisissez une valeur de la liste.')).toBeTruthy();
    const body = JSON.parse(String((saves()[0]![1] as RequestInit).body));
    expect(body).toEqual({
      title: 'Semaine de la solidarité',
      slug: null,
      description: null,
      coverImage: null,
      startsOn: '2026-06-01',
      endsOn: '2026-06-05',
      missionIds: [12],
      questIds: [7],
      challengeIds: [9],
      quote: null,
    });
    expect((screen.getByLabelText('Titre', { exact: true }) as HTMLInputElement).value).toBe('Semaine de la solidarité');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers the catalogue missions only', async () => {
    answer(() => json(500, {}));
    renderWithProviders(<HighlightForm owner={{ kind: 'catalogue' }} onSaved={vi.fn()} onCancel={vi.fn()} />, '/admin/temps-forts/catalogue/creer');
    expect(await screen.findByRole('list', { name: 'Missions trouvées' })).toBeTruthy();
    expect(screen.getByText('Parmi les missions ouvertes à tous.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Défis' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual(['/api/v1/admin/highlight-options/missions']);
  });
});
