import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastTwelveMonths, monthsOf } from '../../../../shared/analytics/dashboard-range';
import { type CompanyDashboard, emptyFigures } from '../../../../shared/analytics/dashboard.schema';
import type { CompanyOverview } from '../../../../shared/homes/home.schema';
import { parisToday } from '../../../../shared/time/paris';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { CompanyHomePage } from './CompanyHomePage';

const session = vi.hoisted(() => ({ role: 'COMPANY_ADMIN' }));
vi.mock('../../../features/users/api/get-session', () => ({
  useSession: () => ({
    data: {
      user: { id: 'u1', isPlatformAdmin: false, state: 'registered', firstName: 'Roxane', fullName: 'Roxane Henry' },
      companies: [{ id: 1, slug: 'acme', name: 'Acme', role: session.role, holdingId: null, entityId: null }],
      associations: [],
    },
  }),
}));

const overview: CompanyOverview = {
  members: { created: 0, invited: 1, registered: 12, toValidate: 2, disabled: 0 },
  applications: { created: 3, validated: 2, finished: 5, canceled: 1 },
  year: 2026,
  hoursThisYear: 37.5,
  associationsThisYear: 4,
  nextDates: [
    {
      engagementId: '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0001',
      employeeName: 'Camille Martin',
      mission: { id: 3, slug: 'nettoyage', title: 'Nettoyage des berges de la Seine', associationName: 'Planète Verte' },
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-01T11:00:00.000Z',
    },
  ],
  datesToValidate: 1,
  membersToValidate: 2,
};

// The chart's canvas is uPlot's business (its own chunk); here only the page around it is tested.
vi.mock('../../../features/analytics/components/uplot-chart', () => ({ drawChart: () => ({ resize: () => undefined, destroy: () => undefined }) }));

const range = lastTwelveMonths(parisToday());
const months = monthsOf(range);
const dashboard: CompanyDashboard = {
  range,
  totals: { ...emptyFigures(), volunteers: 12, applications: 1234, hours: 41, associations: 4, pageViews: 2500, activeEmployees: 40, applicationsByState: { created: 3, validated: 2, finished: 5, canceled: 1 } },
  months: months.map((month, index) => ({ ...emptyFigures(), month, pageViews: index * 10, activeEmployees: index })),
  sections: { quests: true, events: true },
  holding: null,
};

/** The page asks for its overview and its dashboard: each URL gets its own answer. */
function answer(overviewAnswer: () => Response, dashboardAnswer: (url: URL) => Response = () => json(200, dashboard)) {
  fetchMock.mockImplementation((input: string | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return Promise.resolve(url.pathname.endsWith('/dashboard') ? dashboardAnswer(url) : overviewAnswer());
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  session.role = 'COMPANY_ADMIN';
});
afterEach(() => vi.unstubAllGlobals());

describe('CompanyHomePage', () => {
  it("gives a company admin the key figures, the employees' next dates and what waits for them", async () => {
    answer(() => json(200, overview));
    renderWithProviders(<CompanyHomePage />, '/entreprise/acme');
    expect(await screen.findByText('Heures données en 2026')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('http://localhost:3000/api/v1/companies/acme/overview');
    const figures = screen.getByRole('region', { name: 'Chiffres clés' });
    expect(within(figures).getByText('37,5')).toBeTruthy();
    expect(within(figures).getByText('11')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Camille Martin · Nettoyage des berges de la Seine/ }).getAttribute('href')).toBe(
      '/entreprise/acme/suivi-missions/6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0001',
    );
    expect(screen.getByRole('link', { name: /Dates en attente de validation : 1/ }).getAttribute('href')).toBe('/entreprise/acme/suivi-missions');
    expect(screen.getByRole('link', { name: /Comptes à valider : 2/ }).getAttribute('href')).toBe('/entreprise/acme/volontaires?state=toValidate');
  });

  it('says so when nothing waits and no date is coming', async () => {
    answer(() => json(200, { ...overview, nextDates: [], datesToValidate: 0, membersToValidate: 0 }));
    renderWithProviders(<CompanyHomePage />, '/entreprise/acme');
    expect(await screen.findByText('Rien à traiter : tout est à jour.')).toBeTruthy();
    expect(screen.getByText('Aucune date à venir pour le moment.')).toBeTruthy();
  });

  it('shows an ambassador the ways to their pages only, without asking for the overview', () => {
    session.role = 'COMPANY_AMBASSADOR';
    renderWithProviders(<CompanyHomePage />, '/entreprise/acme');
    expect(screen.getByRole('heading', { name: 'Accès rapides' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Suivi des missions/ })).toBeTruthy();
    expect(screen.queryByText('Chiffres clés')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the impact dashboard over the last 12 months: French numbers, days in sevenths, each chart with its table', async () => {
    answer(() => json(200, overview));
    renderWithProviders(<CompanyHomePage />, '/entreprise/acme');
    const panel = await screen.findByRole('region', { name: "Tableau de bord d'impact" });
    expect(await within(panel).findByText(/^1\s234$/)).toBeTruthy();
    const engagement = within(panel).getByRole('region', { name: 'Engagement solidaire' });
    expect(within(engagement).getByText('41')).toBeTruthy();
    expect(within(engagement).getByText('5 6/7')).toBeTruthy();
    const [from, to] = [range.from, range.to].map((day) => day.split('-').reverse().join('/'));
    expect(within(panel).getByText(`Du ${from} au ${to}`)).toBeTruthy();
    const dashboardCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/dashboard'))!;
    expect(dashboardCall).toContain(`/api/v1/companies/acme/dashboard?from=${range.from}&to=${range.to}`);
    // Quests and events are Acme's features only when the session says so: the mocked session lists none, so all show.
    expect(within(panel).getByRole('region', { name: 'Quêtes' })).toBeTruthy();
    const activity = within(panel).getByRole('figure', { name: 'Pages vues et collaborateurs actifs par mois' });
    const rows = within(activity).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[12]!).getByRole('cell', { name: '110' })).toBeTruthy();
  });

  it('keeps the range in the URL, and refuses a custom range field by field without losing what was typed', async () => {
    answer(() => json(200, overview));
    renderWithProviders(
      <>
        <CompanyHomePage />
        <Location />
      </>,
      '/entreprise/acme',
    );
    const panel = await screen.findByRole('region', { name: "Tableau de bord d'impact" });
    fireEvent.click(within(panel).getByRole('radio', { name: "Depuis le début de l'année" }));
    expect(screen.getByTestId('location').textContent).toBe('?periode=annee');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes(`from=${range.to.slice(0, 4)}-01-01`))).toBe(true));

    fireEvent.click(within(panel).getByRole('radio', { name: 'Période personnalisée' }));
    const from = within(panel).getByRole('textbox', { name: /^Du/ });
    const to = within(panel).getByRole('textbox', { name: /^Au/ });
    fireEvent.change(from, { target: { value: '01/03/2025' } });
    fireEvent.change(to, { target: { value: '01/02/2025' } });
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Appliquer' }));
    expect(within(panel).getByText('La date de fin doit suivre la date de début.')).toBeTruthy();
    expect((from as HTMLInputElement).value).toBe('01/03/2025');
    expect(screen.getByTestId('location').textContent).toBe('?periode=annee');
    fireEvent.change(to, { target: { value: '01/03/2029' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Appliquer' }));
    expect(within(panel).getByText('La période ne peut pas dépasser 3 ans.')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls);

    fireEvent.change(to, { target: { value: '31/03/2025' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByTestId('location').textContent).toBe('?periode=personnalisee&du=2025-03-01&au=2025-03-31');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('from=2025-03-01&to=2025-03-31'))).toBe(true));
  });

  it('says when the range holds nothing yet, with the way to invite employees; and offers a retry when the figures fail', async () => {
    answer(
      () => json(200, overview),
      () => json(200, { ...dashboard, totals: { ...emptyFigures(), applicationsByState: { created: 0, validated: 0, finished: 0, canceled: 0 } }, months: [] }),
    );
    const { unmount } = renderWithProviders(<CompanyHomePage />, '/entreprise/acme');
    expect(await screen.findByText("Pas encore d'activité sur cette période")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inviter des collaborateurs' }).getAttribute('href')).toBe('/entreprise/acme/volontaires');
    unmount();

    answer(
      () => json(200, overview),
      () => json(500, { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } }),
    );
    renderWithProviders(<CompanyHomePage />, '/entreprise/acme');
    const panel = await screen.findByRole('region', { name: "Tableau de bord d'impact" });
    expect(await within(panel).findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
