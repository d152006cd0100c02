import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastTwelveMonths, monthsOf } from '../../../../shared/analytics/dashboard-range';
import { type HoldingDashboard, emptyFigures } from '../../../../shared/analytics/dashboard.schema';
import { parisToday } from '../../../../shared/time/paris';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { HoldingPage } from './HoldingPage';

vi.mock('../../../features/users/api/get-session', () => ({
  useSession: () => ({
    data: {
      user: { id: 'u1', isPlatformAdmin: false, state: 'registered', firstName: 'Gaëlle', fullName: 'Gaëlle Roussel' },
      companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_HOLDING_ADMIN', holdingId: 10, entityId: null }],
      associations: [],
    },
  }),
}));
vi.mock('../../../features/analytics/components/uplot-chart', () => ({ drawChart: () => ({ resize: () => undefined, destroy: () => undefined }) }));

const range = lastTwelveMonths(parisToday());
const holding: HoldingDashboard = {
  range,
  totals: { ...emptyFigures(), volunteers: 3, applications: 5, hours: 24, pageViews: 90, activeEmployees: 4, applicationsByState: { created: 1, validated: 1, finished: 3, canceled: 0 } },
  months: monthsOf(range).map((month) => ({ ...emptyFigures(), month })),
  sections: { quests: true, events: false },
  holding: { slug: 'groupe-demo', name: 'Groupe Démo' },
  companies: [
    { slug: 'acme', name: 'Acme' },
    { slug: 'acme-services', name: 'Acme Services' },
  ],
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/groupe/:holdingSlug" element={<HoldingPage />} />
    </Routes>,
    '/groupe/groupe-demo',
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('HoldingPage', () => {
  it("lists the holding's companies, each a way into its space, and shows their figures summed", async () => {
    fetchMock.mockResolvedValue(json(200, holding));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Groupe Démo' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/v1/holdings/groupe-demo/dashboard?from=${range.from}&to=${range.to}`);
    const companies = screen.getByRole('region', { name: 'Entreprises du groupe' });
    expect(within(companies).getByRole('link', { name: /^Acme Services/ }).getAttribute('href')).toBe('/entreprise/acme-services');
    expect(within(companies).getByRole('link', { name: /^Acme Ouvrir/ }).getAttribute('href')).toBe('/entreprise/acme');
    const engagement = screen.getByRole('region', { name: 'Engagement solidaire' });
    expect(within(engagement).getByText('3 3/7')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Télécharger le rapport d'impact" })).toBeTruthy();
  });

  it('says « Vous n’avez pas l’autorisation d’accéder à cette page » to whoever is not its holding admin', async () => {
    fetchMock.mockResolvedValue(json(403, { error: { code: 'FORBIDDEN', message: 'Interdit', requestId: 'r' } }));
    renderPage();
    expect(await screen.findByText("Vous n'avez pas l'autorisation d'accéder à cette page")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Entreprises du groupe' })).toBeNull();
  });
});
