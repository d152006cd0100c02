import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import missions from '../../../../../shared/locales/fr/missions.json' with { type: 'json' };
import type { MissionCard, MissionSearchResult } from '../../../../../shared/missions/mission-search.schema';
import { MissionSearch } from './MissionSearch';
import { json } from '../../../../testing/render';

vi.mock('../../../../ui/PlaceInput', () => ({
  PlaceInput: (props: { label: string; error?: string }) => (
    <div className="field">
      <span>{props.label}</span>
      {props.error && <span role="alert">{props.error}</span>}
    </div>
  ),
}));

const card: MissionCard = {
  id: 7,
  slug: 'nettoyage-des-berges-de-la-seine',
  title: 'Nettoyage des berges de la Seine',
  missionType: 'MISSION_TYPE_HELP',
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
  requiredAvailability: null,
  timeType: 'both',
  isRemote: false,
  isTaxExempt: false,
  isPinned: true,
  coverImage: null,
  association: { id: 2, slug: 'planete-verte', name: 'Planète Verte', logo: null },
  place: { kind: 'city', label: 'Paris', city: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  thematics: ['THEMATIC_ENVIRONMENT'],
  skills: [],
  nextTimeslotAt: '2026-11-28T08:00:00.000Z',
  distanceKm: null,
  displayState: 'published',
};
const result = (missions: MissionCard[], total = missions.length): MissionSearchResult => ({ missions, total, totalCapped: false, page: 1, pageSize: 20, sort: 'recent' });

let fetchMock: ReturnType<typeof vi.fn>;
let location = '';

function Where() {
  const current = useLocation();
  location = current.pathname + current.search;
  return null;
}

function renderAt(url: string, props: Partial<Parameters<typeof MissionSearch>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <MissionSearch scope={{ kind: 'public' }} title="Toutes les missions" {...props} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastQuery = () => new URL(String(fetchMock.mock.calls.at(-1)![0])).searchParams;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, result([card])));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the mission search page', () => {
  it('searches with the filters of the URL and shows the count and the cards', async () => {
    renderAt('/toutes-les-missions?thematics=THEMATIC_ENVIRONMENT&remote=true&q=berges');
    expect(await screen.findByText('1 mission')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nettoyage des berges de la Seine' }).getAttribute('href')).toBe('/missions/7-nettoyage-des-berges-de-la-seine');
    expect(screen.getByText('Planète Verte')).toBeTruthy();
    expect(screen.getByText('À la une')).toBeTruthy();
    expect(screen.getByText(/Prochaine date : 28\/11\/2026 09:00/)).toBeTruthy();
    const query = lastQuery();
    expect(new URL(String(fetchMock.mock.calls.at(-1)![0])).pathname).toBe('/api/v1/missions/search');
    expect(Object.fromEntries(query)).toEqual({ thematics: 'THEMATIC_ENVIRONMENT', remote: 'true', q: 'berges' });
    expect((screen.getByLabelText('Rechercher une mission') as HTMLInputElement).value).toBe('berges');
  });

  it('keeps the chosen filters in the URL, so the search can be shared', async () => {
    renderAt('/toutes-les-missions');
    await screen.findByText('1 mission');
    fireEvent.click(screen.getByLabelText('Environnement'));
    await waitFor(() => expect(location).toBe('/toutes-les-missions?thematics=THEMATIC_ENVIRONMENT'));
    fireEvent.click(screen.getByLabelText('À distance'));
    await waitFor(() => expect(location).toBe('/toutes-les-missions?thematics=THEMATIC_ENVIRONMENT&remote=true'));
    fireEvent.change(screen.getByLabelText('Rechercher une mission'), { target: { value: 'jardin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(location).toContain('q=jardin'));
    await waitFor(() => expect(lastQuery().get('q')).toBe('jardin'));
  });

  it('allows 3 thematics in the quick search: the others are disabled', async () => {
    renderAt('/toutes-les-missions?thematics=THEMATIC_FOOD,THEMATIC_SPORT,THEMATIC_HEALTH');
    await screen.findByText('1 mission');
    expect((screen.getByLabelText('Environnement') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Sport') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('3 thématiques au plus.')).toBeTruthy();
  });

  it('answers dates in the wrong order with a French message, keeps them and does not search', async () => {
    renderAt('/toutes-les-missions?from=2026-12-10&to=2026-12-01');
    expect(await screen.findByText('La date de fin doit suivre la date de début.')).toBeTruthy();
    expect((screen.getByLabelText('Du') as HTMLInputElement).value).toBe('2026-12-10');
    expect((screen.getByLabelText('Au') as HTMLInputElement).value).toBe('2026-12-01');
    expect(screen.getByText('Corrigez les filtres signalés pour lancer la recherche.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the empty state with a way to clear the filters', async () => {
    fetchMock.mockImplementation(async () => json(200, result([])));
    renderAt('/toutes-les-missions?thematics=THEMATIC_SPORT');
    expect(await screen.findByText('Aucune mission ne correspond à votre recherche')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Effacer les filtres' }).at(-1)!);
    await waitFor(() => expect(location).toBe('/toutes-les-missions'));
  });

  it('shows an error with a retry button when the search fails', async () => {
    fetchMock.mockImplementation(async () => json(500, { error: { code: 'INTERNAL', message: 'x' } }));
    renderAt('/toutes-les-missions');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('searches one thematic on /s-engager-pour/{slug} without showing the thematic filter', async () => {
    renderAt('/s-engager-pour/environnement', { fixedThematic: 'THEMATIC_ENVIRONMENT' });
    await screen.findByText('1 mission');
    expect(lastQuery().get('thematics')).toBe('THEMATIC_ENVIRONMENT');
    expect(screen.queryByLabelText('Sport')).toBeNull();
    expect(location).toBe('/s-engager-pour/environnement');
  });

  it('tells where the search of an employee goes', async () => {
    renderAt('/collaborateur/acme/missions?only_pinned=true', { scope: { kind: 'employee', companySlug: 'acme' }, showPinnedFilter: true });
    await screen.findByText('1 mission');
    const url = new URL(String(fetchMock.mock.calls.at(-1)![0]));
    expect(url.pathname).toBe('/api/v1/companies/acme/missions/search');
    expect(url.searchParams.get('only_pinned')).toBe('true');
    expect((screen.getByLabelText('Seulement les missions à la une') as HTMLInputElement).checked).toBe(true);
  });

  it("searches around the user's position with 'Autour de moi', and says so in French when it cannot be determined", async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 48.85661, longitude: 2.35222 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderAt('/toutes-les-missions');
    await screen.findByText('1 mission');
    fireEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    await waitFor(() => expect(location).toBe('/toutes-les-missions?lat=48.85661&lng=2.35222&radius_km=20'));
    expect(await screen.findByText('Missions autour de votre position actuelle.')).toBeTruthy();
    await waitFor(() => expect(lastQuery().get('lat')).toBe('48.85661'));

    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1 } as GeolocationPositionError));
    fireEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    expect(await screen.findByText('Impossible de déterminer votre position.')).toBeTruthy();
  });
});
