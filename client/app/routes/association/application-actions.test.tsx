import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import type { MissionDetail } from '../../../../shared/missions/mission-management.schema';
import { MissionDashboard } from '../../../features/missions/components/MissionDashboard';
import { missionDetailFixture as detail } from '../../../features/missions/mission-detail.fixture';
import { useApplicationQuickActions } from './application-actions';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/PlaceInput', () => ({ PlaceInput: (props: { label: string }) => <span>{props.label}</span> }));
vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));
vi.mock('../../../ui/ImagesInput', () => ({ ImagesInput: (props: { label: string }) => <span>{props.label}</span> }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: ReactNode, url = '/association/amis/missions/7') => renderWithProviders(node, url);

describe('MissionDashboard of a company-published mission (spec §6: its referent handles the applications)', () => {
  const applicationId = '0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b';
  // As the server sends it to whoever handles the mission's applications; the others get no action.
  const application = (availableActions: string[] = ['confirm', 'cancel']) => ({
    id: applicationId,
    state: 'created',
    volunteer: { fullName: 'Sam Salarié', email: 'sam@acme.example', companyName: 'Acme' },
    timeType: 'work',
    message: null,
    timeslots: [{ startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z' }],
    createdAt: '2026-11-01T10:00:00.000Z',
    availableActions,
  });
  const published = (supervisorId: string | null, handlesApplications: boolean): MissionDetail => {
    const base = detail({ availableActions: ['unpublish', 'archive'], displayState: 'published', handlesApplications });
    return {
      ...base,
      mission: { ...base.mission, state: 'published', publisher: { type: 'PUBLISHER_TYPE_COMPANY', slug: 'acme' }, associationId: null, companyId: 4, supervisorId },
      supervisors: [
        { id: 'ambassador', fullName: 'Antoine Bernard' },
        { id: 'admin', fullName: 'Roxane Henry' },
      ],
      association: null,
    };
  };
  const scope = { kind: 'company', slug: 'acme' } as const;
  function Page({ mission }: { mission: MissionDetail }) {
    const actions = useApplicationQuickActions(scope, 7);
    return <MissionDashboard scope={scope} detail={mission} applicationActions={mission.handlesApplications ? actions : undefined} />;
  }
  const url = '/entreprise/acme/missions/7?bar_tab=volunteers';

  it('gives the referent the quick actions on the Candidatures tab, confirming through the company API', async () => {
    fetchMock.mockImplementation(async (input: URL | string, init?: RequestInit) => {
      const path = String(input);
      if (init?.method === 'POST') return json(200, { status: 'ok', engagement: { id: applicationId, state: 'validated' } });
      if (path.endsWith('/published-missions/7/applications')) return json(200, { applications: [application()] });
      return json(404, { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } });
    });
    renderWith(<Page mission={published('ambassador', true)} />, url);
    expect(screen.getByRole('tab', { name: 'Candidatures' }).getAttribute('aria-selected')).toBe('true');
    const row = (await screen.findByText('Sam Salarié')).closest('tr')!;
    expect(within(row).getByText('À confirmer')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Confirmer' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [posted] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(new URL(String(posted)).pathname).toBe(`/api/v1/companies/acme/published-mission-engagements/${applicationId}/confirm`);
    expect(screen.queryByText(/traitées par son référent/)).toBeNull();
  });

  it('shows the applications read-only to an admin when a referent is set, and says who handles them', async () => {
    fetchMock.mockResolvedValue(json(200, { applications: [application([])] }));
    renderWith(<Page mission={published('ambassador', false)} />, url);
    const row = (await screen.findByText('Sam Salarié')).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Les candidatures de cette mission sont traitées par son référent, Antoine Bernard. Vous les consultez en lecture seule.');
    expect(new URL(String(fetchMock.mock.calls[0]![0])).pathname).toBe('/api/v1/companies/acme/published-missions/7/applications');
  });

  it('offers exactly the quick steps the server lists for each row', async () => {
    fetchMock.mockResolvedValue(json(200, { applications: [application(['finish', 'cancel'])] }));
    renderWith(<Page mission={published(null, true)} />, url);
    const row = (await screen.findByText('Sam Salarié')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Marquer comme terminée' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Confirmer' })).toBeNull();
    expect(screen.queryByText(/traitées par son référent/)).toBeNull();
  });

  it('shows the loading, then the error of the Candidatures tab in French, and its empty state', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } }));
    const { unmount } = renderWith(<Page mission={published(null, true)} />, url);
    expect(await screen.findByRole('alert')).toBeTruthy();
    unmount();
    fetchMock.mockResolvedValue(json(200, { applications: [] }));
    renderWith(<Page mission={published(null, true)} />, url);
    expect(await screen.findByText('Aucune candidature pour le moment.')).toBeTruthy();
  });
});
