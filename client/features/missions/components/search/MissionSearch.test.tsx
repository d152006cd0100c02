import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the mission search page', () => {
  it('searches with the filters of the URL and shows the count and the cards', async () => {
    renderAt('/toutes-les-missions?thematics=THEMATIC_ENVIRONMENT&remote=true&q=berges');
    expect(await screen.findByText('1 mission')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nettoyage des berges de la Seine' }).getAttribute('href')).toBe('/missions/7-nettoyage-des-berges-de-la-seine');
    expect(screen.getByText('Planète Verte')).toBeTruthy();
    expect(screen.getByText('À la une')).toBeTruthy();
    // No date chips from the server (the replica's cards): the next date alone, as a chip.
    expect(within(screen.getByRole('list', { name: 'Prochaines dates' })).getByText('28 nov.')).toBeTruthy();
    // No image: the thematic's illustration, with its size set so nothing moves while it loads.
    const picture = screen.getByRole('img', { name: 'Illustration : Environnement' }) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/illustrations/thematics/environment.svg');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['600', '400']);
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
    expect((screen.getByLabelText('Du') as HTMLInputElement).value).toBe('10/12/2026');
    expect((screen.getByLabelText('Au') as HTMLInputElement).value).toBe('01/12/2026');
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

  it('shows the picture, the logo, the next dates as chips and the distance on a card', async () => {
    const withPictures: MissionCard = {
      ...card,
      coverImage: '/uploads/berges.jpg',
      association: { ...card.association!, logo: '/uploads/logo.png' },
      upcomingDates: ['2026-12-01T08:00:00.000Z', '2026-12-03T08:00:00.000Z', '2026-12-05T08:00:00.000Z'],
      openTimeslots: 4,
      distanceKm: 2.44,
    };
    fetchMock.mockImplementation(async () => json(200, result([withPictures])));
    renderAt('/toutes-les-missions?lat=48.85&lng=2.35');
    await screen.findByText('1 mission');
    expect(screen.getByRole('img', { name: 'Photo de la mission « Nettoyage des berges de la Seine »' }).getAttribute('src')).toBe('/uploads/berges.jpg');
    const logo = screen.getByRole('img', { name: 'Logo de Planète Verte' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['42', '42']);
    const chips = within(screen.getByRole('list', { name: 'Prochaines dates' }));
    expect(chips.getByText('1 déc.')).toBeTruthy();
    expect(chips.getByText('3 déc.')).toBeTruthy();
    expect(chips.getByText('+2')).toBeTruthy();
    expect(chips.getByText('et 2 autres dates')).toBeTruthy();
    expect(screen.getByText('à 2,4 km')).toBeTruthy();
  });

  it('says a remote mission is remote, without a distance', async () => {
    fetchMock.mockImplementation(async () => json(200, result([{ ...card, isRemote: true, place: null, distanceKm: null }])));
    renderAt('/toutes-les-missions');
    await screen.findByText('1 mission');
    expect(screen.getAllByText('À distance').some((element) => element.closest('.mission-card'))).toBe(true);
    expect(screen.queryByText(/^à .* km$/)).toBeNull();
  });

  it('opens the filters in a sheet whose « Voir N missions » counts the pending choices and applies them', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      const thematics = new URL(url).searchParams.get('thematics');
      return json(200, result([card], thematics === 'THEMATIC_SPORT' ? 3 : thematics ? 0 : 12));
    });
    renderAt('/toutes-les-missions');
    await screen.findByText('12 missions');
    fireEvent.click(screen.getByRole('button', { name: 'Filtres (0)' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filtres' }));
    expect(await sheet.findByRole('button', { name: 'Voir 12 missions' })).toBeTruthy();
    fireEvent.click(sheet.getByText('Thématiques', { selector: 'summary > span' }));
    fireEvent.click(sheet.getByLabelText('Sport'));
    expect(await sheet.findByRole('button', { name: 'Voir 3 missions' })).toBeTruthy();
    // Nothing applies before the button: the results behind keep their filters.
    expect(location).toBe('/toutes-les-missions');
    fireEvent.click(sheet.getByLabelText('Environnement'));
    expect(await sheet.findByRole('button', { name: 'Aucune mission' })).toBeTruthy();
    fireEvent.click(sheet.getByRole('button', { name: 'Effacer' }));
    expect(await sheet.findByRole('button', { name: 'Voir 12 missions' })).toBeTruthy();
    fireEvent.click(sheet.getByLabelText('Sport'));
    fireEvent.click(await sheet.findByRole('button', { name: 'Voir 3 missions' }));
    await waitFor(() => expect(location).toBe('/toutes-les-missions?thematics=THEMATIC_SPORT'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the sheet with Escape, leaving the filters as they were', async () => {
    renderAt('/toutes-les-missions');
    await screen.findByText('1 mission');
    fireEvent.click(screen.getByRole('button', { name: 'Filtres (0)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtres' });
    fireEvent.click(within(dialog).getByLabelText('Sport'));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location).toBe('/toutes-les-missions');
  });

  it('tells the distance from the position shared earlier, and shows the illustration when a picture cannot load', async () => {
    sessionStorage.setItem('solidaire.position', JSON.stringify({ latitude: 48.8049, longitude: 2.1204 }));
    fetchMock.mockImplementation(async () => json(200, result([{ ...card, coverImage: '/uploads/gone.jpg' }])));
    renderAt('/toutes-les-missions');
    await screen.findByText('1 mission');
    // Versailles to Paris.
    expect(screen.getByText('à 18 km')).toBeTruthy();
    fireEvent.error(screen.getByRole('img', { name: 'Photo de la mission « Nettoyage des berges de la Seine »' }));
    expect(screen.getByRole('img', { name: 'Illustration : Environnement' }).getAttribute('src')).toBe('/illustrations/thematics/environment.svg');
  });
});
