import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminDashboard, emptyComparison } from '../../../../shared/analytics/admin-dashboard.schema';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { AdminDashboardPage } from './AdminDashboardPage';

vi.mock('../../../features/users/api/get-session', () => ({
  useSession: () => ({ data: { user: { id: 'a1', isPlatformAdmin: true, state: 'registered', firstName: 'Alice', fullName: 'Alice Admin' }, companies: [], associations: [] } }),
}));
vi.mock('../../../features/analytics/components/uplot-chart', () => ({ drawChart: () => ({ resize: () => undefined, destroy: () => undefined }) }));

const counts = (total: number, thisMonth: number, lastMonth: number) => ({ total, thisMonth, lastMonth });
const states = <State extends string>(names: readonly State[]) => Object.fromEntries(names.map((name) => [name, emptyComparison()])) as Record<State, ReturnType<typeof emptyComparison>>;
const months = Array.from({ length: 12 }, (_, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, applications: index, users: 2 * index }));

const dashboard: AdminDashboard = {
  month: '2026-12',
  previousMonth: '2026-11',
  associations: counts(2, 1, 0),
  companies: counts(3, 0, 1),
  users: { ...counts(1234, 40, 35), byState: { ...states(['created', 'invited', 'registered', 'toValidate', 'disabled'] as const), registered: counts(1200, 38, 30) } },
  missions: { ...counts(10, 2, 3), byState: states(['draft', 'published', 'republished', 'unpublished', 'archived'] as const) },
  applications: { ...counts(66, 11, 9), byState: { ...states(['created', 'validated', 'finished', 'canceled'] as const), finished: counts(20, 4, 5) } },
  months,
};
const empty: AdminDashboard = {
  ...dashboard,
  associations: emptyComparison(),
  companies: emptyComparison(),
  missions: { ...emptyComparison(), byState: dashboard.missions.byState },
  applications: { ...emptyComparison(), byState: states(['created', 'validated', 'finished', 'canceled'] as const) },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('AdminDashboardPage', () => {
  it('shows each figure now and new this month against last month, the states, and the months as a chart with its table', async () => {
    fetchMock.mockResolvedValue(json(200, dashboard));
    renderWithProviders(<AdminDashboardPage />, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Alice' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/admin/dashboard');
    const applications = await screen.findByRole('region', { name: 'Candidatures par statut' });
    expect(within(figure('Utilisateurs')).getByText('1 234')).toBeTruthy();
    expect(within(figure('Utilisateurs')).getByText(/Ce mois-ci : \+40/)).toBeTruthy();
    expect(within(figure('Entreprises')).getByText(/Le mois dernier : \+1/)).toBeTruthy();
    expect(within(applications).getByRole('row', { name: 'Terminée 20 4 5' })).toBeTruthy();
    const chart = screen.getByRole('figure', { name: 'Candidatures et nouveaux utilisateurs sur les 12 derniers mois' });
    expect(within(chart).getAllByRole('row')).toHaveLength(13);
    expect(within(chart).getByRole('row', { name: 'décembre 2026 11 22' })).toBeTruthy();
  });

  it('says the platform is starting when it has no organisation and no mission yet', async () => {
    fetchMock.mockResolvedValue(json(200, empty));
    renderWithProviders(<AdminDashboardPage />, '/admin');
    expect(await screen.findByRole('heading', { name: 'La plateforme démarre' })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir les utilisateurs' }).getAttribute('href')).toBe('/admin/utilisateurs');
  });

  it('offers to try again when the figures cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } })).mockResolvedValueOnce(json(200, dashboard));
    renderWithProviders(<AdminDashboardPage />, '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Missions par état' })).toBeTruthy();
  });
});
