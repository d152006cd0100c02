import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import { CompanyAssociationMissionPage } from './EngagementFollowUpPages';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../features/users/api/get-session', () => ({
  useSession: () => ({
    data: { user: { id: 'u1', isPlatformAdmin: false, firstName: 'Camille', fullName: 'Camille Martin' }, companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }], associations: [] },
  }),
}));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/entreprise/:companySlug/missions/:missionId" element={<CompanyAssociationMissionPage missionId={7} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CompanyAssociationMissionPage', () => {
  it('sends a company user who may not see volunteers to the employee-side mission page (spec §6)', async () => {
    fetchMock.mockImplementation(async (url: URL | string) =>
      String(url).includes('/volunteers')
        ? json(403, { error: { code: 'FORBIDDEN', message: 'Interdit' } })
        : json(200, { mission: { id: 7, slug: 'distribution-alimentaire-du-samedi', title: 'Distribution alimentaire du samedi' }, association: null, timeslots: [], apply: null }),
    );
    renderAt('/entreprise/acme/missions/7?bar_tab=volunteers');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/collaborateur/acme/missions/7-distribution-alimentaire-du-samedi'));
    expect(String(fetchMock.mock.calls[1]![0])).toContain('/api/v1/companies/acme/missions/7');
  });

  it('shows the company volunteers to those who may see them', async () => {
    fetchMock.mockResolvedValue(json(200, { mission: { id: 7, slug: 'distribution', title: 'Distribution alimentaire du samedi', organiserName: 'Les Amis du Quartier' }, volunteers: [] }));
    renderAt('/entreprise/acme/missions/7?bar_tab=volunteers');
    expect(await screen.findByText("Aucun salarié de l'entreprise n'a candidaté à cette mission.")).toBeTruthy();
    expect(screen.getByText('Les salariés de Acme qui ont candidaté à cette mission.')).toBeTruthy();
  });

  it('answers a mission the company cannot see with the not-found page', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 'NOT_FOUND', message: 'Introuvable' } }));
    renderAt('/entreprise/acme/missions/7');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
