import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeHighlightSummary } from '../../../../shared/highlights/highlight-api';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { CurrentHighlights } from './CurrentHighlights';

const week: EmployeeHighlightSummary = {
  id: 4,
  slug: 'semaine-de-la-solidarite',
  title: 'Semaine de la solidarité',
  coverImage: '/uploads/cover.jpg',
  startsOn: '2026-06-01',
  endsOn: '2026-06-07',
  counts: { missions: 3, quests: 1, challenges: 0 },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderSection = () => renderWithProviders(<CurrentHighlights companySlug="acme" />, '/collaborateur/acme/accueil');

describe('CurrentHighlights', () => {
  it('shows nothing at all when no highlight is running', async () => {
    fetchMock.mockResolvedValue(json(200, { highlights: [] }));
    const { container } = renderSection();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('lists the current highlights as cards: cover with its size, link to the page, French days, what each holds', async () => {
    fetchMock.mockResolvedValue(json(200, { highlights: [week] }));
    renderSection();
    const section = await screen.findByRole('region', { name: 'Temps forts du moment' });
    const link = within(section).getByRole('link', { name: 'Semaine de la solidarité' });
    expect(link.getAttribute('href')).toBe('/collaborateur/acme/temps-forts/4-semaine-de-la-solidarite');
    expect(within(section).getByText('1–7 juin 2026')).toBeTruthy();
    expect(within(section).getByText('3 missions · 1 défi')).toBeTruthy();
    const cover = section.querySelector('img')!;
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['960', '540']);
  });

  it('says when they could not be loaded, and tries again', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } }));
    renderSection();
    expect(await screen.findByText("Les temps forts n'ont pas pu être chargés.")).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json(200, { highlights: [week] }));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Semaine de la solidarité' })).toBeTruthy();
  });
});
