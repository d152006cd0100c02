import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeChallenge } from '../../../../shared/challenges/challenge.views';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { UpcomingEvents } from './UpcomingEvents';

const webinar: EmployeeChallenge = {
  id: 7,
  name: 'Webinaire : agir pour le climat au bureau',
  description: 'Une heure pour comprendre.',
  date: '2026-12-04',
  startTime: '12:30',
  endTime: '13:30',
  landingPageUrl: 'https://evenements.example/climat',
  rewardPoints: 50,
  coverImage: '/uploads/cover.jpg',
  thumbnailImage: null,
  timing: 'upcoming',
  participation: null,
  pointsPending: false,
  availableActions: ['participate'],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderSection = () => renderWithProviders(<UpcomingEvents companySlug="acme" />, '/collaborateur/acme/accueil');

describe('UpcomingEvents', () => {
  it('shows nothing at all when the employee has no event', async () => {
    fetchMock.mockResolvedValue(json(200, { challenges: [] }));
    const { container } = renderSection();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('lists the events as cards: picture with its size, French date and times, points', async () => {
    fetchMock.mockResolvedValue(json(200, { challenges: [webinar] }));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Événements à venir' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/companies/acme/my-challenges');
    const card = screen.getByRole('article', { name: webinar.name });
    expect(card.textContent).toContain('vendredi 4 décembre 2026, 12:30 – 13:30');
    expect(card.textContent).toContain('50 points');
    const image = card.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['/uploads/cover.jpg', '640', '360']);
    expect(screen.getByRole('link', { name: "Plus d'informations" }).getAttribute('href')).toBe(webinar.landingPageUrl);
  });

  it('registers with « Je participe », then offers « Se désinscrire »', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { challenges: [webinar] }));
    renderSection();
    const registered: EmployeeChallenge = {
      ...webinar,
      participation: { registeredAt: '2026-11-25T10:00:00.000Z', attended: false, pointsEarned: null },
      availableActions: ['unregister'],
    };
    fetchMock.mockResolvedValueOnce(json(200, { challenge: registered }));
    fetchMock.mockResolvedValue(json(200, { challenges: [registered] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Je participe' }));
    expect(await screen.findByText('Inscrit·e')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se désinscrire' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Je participe' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toContain('/api/v1/companies/acme/my-challenges/7/participation');
    expect((init as RequestInit).method).toBe('POST');
  });

  it('offers Google Agenda, Outlook and iCalendar under « Ajouter à mon agenda »', async () => {
    fetchMock.mockResolvedValue(json(200, { challenges: [webinar] }));
    renderSection();
    const toggle = await screen.findByRole('button', { name: 'Ajouter à mon agenda' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Google Agenda' }).getAttribute('href')).toBe(`${window.location.origin}/collaborateur/acme/challenge/7/agenda/google-agenda`);
    expect(screen.getByRole('button', { name: 'Outlook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'iCalendar (.ics)' })).toBeTruthy();
  });

  it('says after the event that the points come within 24 hours', async () => {
    const over: EmployeeChallenge = {
      ...webinar,
      timing: 'past',
      participation: { registeredAt: '2026-11-25T10:00:00.000Z', attended: true, pointsEarned: null },
      pointsPending: true,
      availableActions: [],
    };
    fetchMock.mockResolvedValue(json(200, { challenges: [over] }));
    renderSection();
    expect(await screen.findByText('Vos points seront affichés sous 24 heures.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter à mon agenda' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Se désinscrire' })).toBeNull();
  });

  it('keeps its shape while loading, then says the events could not be loaded, with a retry', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderSection();
    await waitFor(() => expect(container.querySelector('.events-skeleton--card')).toBeTruthy());
    answer(json(500, { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } }));
    expect((await screen.findByRole('alert')).textContent).toContain("Les événements n'ont pas pu être chargés.");
    fetchMock.mockResolvedValueOnce(json(200, { challenges: [webinar] }));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: webinar.name })).toBeTruthy();
  });
});
