import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MissionPage } from '../../../../../shared/missions/mission-search.schema';
import { missionFixture } from '../../../../../shared/sync/mission-page.fixture';
import { json, renderWithProviders, stubFetch } from '../../../../testing/render';
import { MissionPageView } from './MissionPageView';

const ROXANE = { id: '6f1c2d1e-8a55-4d0b-9f43-2b0c8e1d9a01', name: 'Roxane Henry', jobTitle: 'RH' };
const page = (overrides: Partial<MissionPage> = {}): MissionPage => ({
  mission: missionFixture({
    thematics: ['THEMATIC_FOOD'],
    place: { kind: 'address', label: '12 rue des Lilas', city: 'Paris', latitude: 48.86, longitude: 2.35 },
    association: { id: 1, slug: 'amis-du-quartier', name: 'Les Amis du Quartier', logo: '/uploads/logo.png' },
  }),
  association: { id: 1, slug: 'amis-du-quartier', name: 'Les Amis du Quartier', logo: '/uploads/logo.png', description: null },
  timeslots: [],
  apply: { allowed: true },
  ...overrides,
});

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    if (url.pathname === '/api/v1/platform') return json(200, { privacyContactEmail: 'dpo@example.org', mapTiles: null });
    if (url.pathname === '/api/v1/companies/acme/colleagues') return json(200, { colleagues: url.searchParams.get('q') === 'ro' ? [ROXANE] : [] });
    if (url.pathname === '/api/v1/companies/acme/missions/7/invitations' && init?.method === 'POST') return json(200, { invited: 1 });
    if (url.pathname === '/api/v1/companies/acme/missions/7') return json(200, page());
    return json(404, { error: { code: 'NOT_FOUND', message: 'x' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderWithProviders(<MissionPageView scope={{ kind: 'employee', companySlug: 'acme' }} missionId={7} />, '/collaborateur/acme/missions/7-distribution-alimentaire-du-samedi');

describe('the mission page', () => {
  it("shows the thematic's illustration, the association's logo, the address without tiles and the apply bar", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Distribution alimentaire du samedi', level: 1 });
    expect(screen.getByRole('img', { name: 'Illustration : Alimentation' }).getAttribute('src')).toBe('/illustrations/thematics/food.svg');
    const logos = screen.getAllByRole('img', { name: 'Logo de Les Amis du Quartier' });
    expect(logos.map((logo) => logo.getAttribute('width'))).toEqual(['64', '42']);
    const place = within(screen.getByRole('region', { name: 'Lieu de la mission' }));
    expect(place.getByText('12 rue des Lilas, Paris')).toBeTruthy();
    // No tiles configured: no map is drawn.
    expect(place.queryByRole('img')).toBeNull();
    const bar = within(screen.getByRole('region', { name: 'Postuler à cette mission' }));
    expect(bar.getByRole('link', { name: 'Postuler' }).getAttribute('href')).toBe('/collaborateur/acme/missions/7-distribution-alimentaire-du-samedi/apply');
  });

  it('has no apply bar when the employee cannot apply', async () => {
    fetchMock.mockImplementation(async (input: string) =>
      new URL(input).pathname === '/api/v1/companies/acme/missions/7' ? json(200, page({ apply: { allowed: false, code: 'MISSION_NOT_VALIDATED' } })) : json(200, { mapTiles: null }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Distribution alimentaire du samedi', level: 1 });
    expect(screen.queryByRole('region', { name: 'Postuler à cette mission' })).toBeNull();
  });

  it('copies the link when the browser cannot share', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(await screen.findByText('Lien copié.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/collaborateur/acme/missions/7-distribution-alimentaire-du-samedi`);
  });

  it('invites colleagues picked by name: each is mailed by the server', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter des collègues' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Inviter des collègues' }));
    expect((sheet.getByRole('button', { name: 'Inviter des collègues' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(sheet.getByLabelText('Rechercher un collègue'), { target: { value: 'r' } });
    expect(sheet.getByText('Tapez au moins 2 caractères du nom.')).toBeTruthy();
    fireEvent.change(sheet.getByLabelText('Rechercher un collègue'), { target: { value: 'ro' } });
    fireEvent.click(await sheet.findByRole('button', { name: 'Ajouter Roxane Henry' }));
    expect(sheet.getByRole('button', { name: 'Retirer Roxane Henry' })).toBeTruthy();
    fireEvent.click(sheet.getByRole('button', { name: 'Inviter 1 collègue' }));
    expect(await screen.findByText('Invitation envoyée à 1 collègue.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({ userIds: [ROXANE.id] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
