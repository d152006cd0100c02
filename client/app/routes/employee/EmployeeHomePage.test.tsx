import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeHome } from '../../../../shared/homes/home.schema';
import { missionFixture } from '../../../../shared/sync/mission-page.fixture';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { EmployeeHomePage } from './EmployeeHomePage';

vi.mock('../../../features/users/api/get-session', () => ({
  useSession: () => ({
    data: { user: { id: 'u1', isPlatformAdmin: false, firstName: 'Camille', fullName: 'Camille Martin' }, companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }], associations: [] },
  }),
}));

// « Événements à venir » is a self-contained section with its own request and tests (features/challenges).
vi.mock('../../../features/challenges/components/UpcomingEvents', () => ({
  UpcomingEvents: ({ companySlug }: { companySlug: string }) => <section aria-label={`Événements à venir de ${companySlug}`} />,
}));
// « Temps forts du moment » too (features/highlights).
vi.mock('../../../features/highlights/components/CurrentHighlights', () => ({
  CurrentHighlights: ({ companySlug }: { companySlug: string }) => <section aria-label={`Temps forts de ${companySlug}`} />,
}));

const mission = { id: 3, slug: 'nettoyage', title: 'Nettoyage des berges de la Seine', associationName: 'Planète Verte' };
const home: EmployeeHome = {
  nextDate: { engagementId: '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0001', mission, startsAt: '2026-11-28T08:00:00.000Z', endsAt: '2026-11-28T11:00:00.000Z', confirmed: false },
  credits: { initial: 3, bonus: 0, malus: 0, pending: 4 / 7, confirmed: 0, finished: 0, total: 17 / 7 },
  actions: [{ engagementId: '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0003', mission: { ...mission, id: 4, title: 'Collecte de vêtements' }, kind: 'survey_to_complete' }],
  impact: { hours: 4, missions: 1, associations: 1 },
  applications: 4,
  // The page's mission is a card and more: the card shows the fields it knows.
  suggestions: [missionFixture({ id: 9, association: { id: 2, slug: 'amis', name: 'Les Amis du Quartier', logo: null }, nextTimeslotAt: '2026-11-29T08:00:00.000Z' })],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const renderHome = () => renderWithProviders(<EmployeeHomePage />, '/collaborateur/acme/accueil');

describe('EmployeeHomePage', () => {
  it('shows the next date, what waits, the balance, the impact and the suggested missions from one call', async () => {
    fetchMock.mockResolvedValue(json(200, home));
    renderHome();
    expect(screen.getByRole('heading', { name: 'Bonjour Camille' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Votre prochaine date' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/companies/acme/home');
    expect(screen.getByText('28/11/2026 09:00–12:00')).toBeTruthy();
    expect(screen.getByText('En attente de confirmation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir ma candidature' }).getAttribute('href')).toBe('/collaborateur/acme/mes-experiences/6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0001');
    expect(screen.getByRole('link', { name: /Donner votre avis et votre témoignage/ })).toBeTruthy();
    expect(screen.getByText('2 3/7 jours')).toBeTruthy();
    expect(screen.getByText('Heures données')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Distribution alimentaire du samedi' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Événements à venir de acme' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Temps forts de acme' })).toBeTruthy();
  });

  it('shows the pinned missions « À la une », three at most, with the way to all of them', async () => {
    const pinned = [1, 2, 3, 4].map((id) => missionFixture({ id: 20 + id, title: `Mission à la une ${id}`, isPinned: true }));
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('only_pinned=true') ? json(200, { missions: pinned, total: 4, totalCapped: false }) : json(200, home),
    );
    renderHome();
    expect(await screen.findByRole('heading', { name: 'À la une' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mission à la une 3' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mission à la une 4' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir plus' }).getAttribute('href')).toBe('/collaborateur/acme/missions?only_pinned=true');
  });

  it('shows the company\'s selections, three at most, with the way to all of them', async () => {
    const programs = [1, 2, 3, 4].map((id) => ({
      id,
      slug: `selection-${id}`,
      name: `Sélection ${id}`,
      description: null,
      heroImage: null,
      colour: '#2E7D32',
      thematics: ['THEMATIC_ENVIRONMENT'],
      missionsCount: id,
    }));
    fetchMock.mockImplementation(async (url: string) => (String(url).includes('/employee-programs') ? json(200, { programs }) : json(200, home)));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Sélections' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sélection 3' }).getAttribute('href')).toBe('/collaborateur/acme/selections/3-selection-3');
    expect(screen.queryByRole('link', { name: 'Sélection 4' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir plus' }).getAttribute('href')).toBe('/collaborateur/acme/missions');
  });

  it('welcomes a newcomer with the way to the missions, and says what the empty blocks will hold', async () => {
    // A response per request: a body is read once, and the other blocks ask too.
    fetchMock.mockImplementation(async () => json(200, { ...home, nextDate: null, actions: [], applications: 0, impact: { hours: 0, missions: 0, associations: 0 }, suggestions: [] }));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Bienvenue !' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir les missions' }).getAttribute('href')).toBe('/collaborateur/acme/missions');
    expect(screen.getByText('Votre première mission terminée apparaîtra ici.')).toBeTruthy();
    expect(screen.getByText('Aucune nouvelle mission ouverte pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Votre prochaine date' })).toBeNull();
  });

  it('shows a skeleton while loading, then the error with a retry', async () => {
    let fail: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (fail = resolve)));
    const { container } = renderHome();
    expect(container.querySelectorAll('.skeleton')).toHaveLength(5);
    fail(json(500, { error: { code: 'INTERNAL', message: 'Erreur', requestId: 'r' } }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json(200, home));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Votre prochaine date' })).toBeTruthy();
  });

  it('shows the new-feature notice until it is dismissed, then never again on this device', async () => {
    // The notice runs until 2027-03-31: the test reads it on a day it shows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, home)));
    const first = renderHome();
    expect(await screen.findByRole('heading', { name: 'Un accueil pensé pour vous' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "J'ai compris" }));
    expect(screen.queryByRole('heading', { name: 'Un accueil pensé pour vous' })).toBeNull();
    first.unmount();
    renderHome();
    await screen.findByRole('heading', { name: 'Votre prochaine date' });
    expect(screen.queryByRole('heading', { name: 'Un accueil pensé pour vous' })).toBeNull();
  });
});
