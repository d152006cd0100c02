import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyOverview } from '../../../../shared/homes/home.schema';
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

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  session.role = 'COMPANY_ADMIN';
});
afterEach(() => vi.unstubAllGlobals());

describe('CompanyHomePage', () => {
  it("gives a company admin the key figures, the employees' next dates and what waits for them", async () => {
    fetchMock.mockResolvedValue(json(200, overview));
    renderWithProviders(<CompanyHomePage />, '/entreprise/acme');
    expect(await screen.findByText('Heures données en 2026')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/companies/acme/overview');
    expect(screen.getByText('37,5')).toBeTruthy();
    expect(screen.getByText('11')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Camille Martin · Nettoyage des berges de la Seine/ }).getAttribute('href')).toBe(
      '/entreprise/acme/suivi-missions/6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0001',
    );
    expect(screen.getByRole('link', { name: /Dates en attente de validation : 1/ }).getAttribute('href')).toBe('/entreprise/acme/suivi-missions');
    expect(screen.getByRole('link', { name: /Comptes à valider : 2/ }).getAttribute('href')).toBe('/entreprise/acme/volontaires?state=toValidate');
  });

  it('says so when nothing waits and no date is coming', async () => {
    fetchMock.mockResolvedValue(json(200, { ...overview, nextDates: [], datesToValidate: 0, membersToValidate: 0 }));
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
});
